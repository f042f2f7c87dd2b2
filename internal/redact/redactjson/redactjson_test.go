package redactjson

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/secretgen"
)

// TestJSONMasksEveryAttack: the same strings as JSON string values, and name/value pairs as
// JSON objects.
func TestJSONMasksEveryAttack(t *testing.T) {
	for _, a := range secretgen.Attacks {
		body := `{"detail":` + string(input.AppendString(nil, a.In)) + `}`
		got := string(JSON([]byte(body)))
		for _, s := range a.Secrets {
			if strings.Contains(got, s) || strings.Contains(secretgen.WithoutSeparators(got), s) {
				t.Errorf("JSON(%s) = %s keeps %q", body, got, s)
			}
		}
	}
	for _, body := range []string{
		`{"headers":[{"name":"X-Api-Key","value":"sk_live_s3cr3t"}]}`,
		`{"variable":[{"key":"access_token","value":"sk_live_s3cr3t","type":"string"}]}`,
		`{"env":[{"name":"API_TOKEN","value":"sk_live_s3cr3t"}]}`,
		`{"Tags":[{"Key":"password","Value":"sk_live_s3cr3t"}]}`,
		`{"headers":[["authorization","Basic sk_live_s3cr3t"]]}`,
		`{"request":{"Set-Cookie":"sid=sk_live_s3cr3t"}}`,
	} {
		if got := string(JSON([]byte(body))); strings.Contains(got, "s3cr3t") {
			t.Errorf("JSON(%s) = %s keeps the secret", body, got)
		}
	}
}

func TestJSONReplacesSecretMembersWhole(t *testing.T) {
	in := `{"api_key":"sk_live_123","nested":{"access_token":"tok","card_number":"4111111111111111","note":"paid with 5500005555555559"},"amount":"10"}`
	got := string(JSON([]byte(in)))
	for _, secret := range []string{"sk_live_123", "tok\"", "4111111111111111", "5500005555555559"} {
		if strings.Contains(got, secret) {
			t.Errorf("output still holds %q: %s", secret, got)
		}
	}
	if !strings.Contains(got, `"amount":"10"`) || !strings.Contains(got, "************5559") {
		t.Errorf("output lost what is not secret: %s", got)
	}
}

func TestJSONRedactsTextThatIsNotJSON(t *testing.T) {
	got := string(JSON([]byte("upstream said: card 4111111111111111")))
	if strings.Contains(got, "4111111111111111") {
		t.Errorf("card number kept: %s", got)
	}
}

// TestJSONMasksMemberNames: a card number or a bearer token used as a member name is the sender's
// text like a value, and reaches an operator report only masked.
func TestJSONMasksMemberNames(t *testing.T) {
	for _, in := range []string{`{"4111111111111111":"x"}`, `{"Bearer abcdefghijklmnop":"x"}`, `{"a":{"4111 1111 1111 1111":1}}`} {
		out := string(JSON([]byte(in)))
		if strings.Contains(strings.ReplaceAll(out, " ", ""), "4111111111111111") || strings.Contains(out, "abcdefghijklmnop") {
			t.Errorf("JSON(%s) = %s: the member name is not masked", in, out)
		}
	}
}
