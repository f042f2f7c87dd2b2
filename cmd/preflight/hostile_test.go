package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/budget"
)

// TestCommandOutputsCarryNoSecret runs the commands on requests, facts and responses holding a
// card number, an API key and a bearer token, and searches standard output and standard error.
func TestCommandOutputsCarryNoSecret(t *testing.T) {
	const card, key, token = "4111-1111-1111-1111", "sk_live_51HxQpLK9aVv2bT7yR3mN8cD", "eyJhbGciOiJIUzI1NiJ9.e30.c2ln"
	tests := []struct {
		name  string
		args  []string
		stdin string
	}{
		{"invalid number in a request", []string{"check", "--op", "fiat/create-payout"}, `{"payment_amount":` + card + `}`},
		{"card number as a duplicated member", []string{"check", "--op", "fiat/create-payout"}, `{"` + card + `":1,"` + card + `":2}`},
		{"secrets in request members", []string{"check", "--op", "fiat/create-payout"}, `{"api_key":"` + key + `","authorization":"Bearer ` + token + `","reference":"` + card + `"}`},
		{"gateway page", []string{"classify", "--op", "fiat/create-payout", "--status", "502"}, "<html>x-api-key: " + key + "\nAuthorization: Bearer " + token + "\ncard " + card + "</html>"},
		{"JSON 500 body", []string{"classify", "--op", "fiat/create-payout", "--status", "500", "--response-id", "Bearer " + token}, `{"code":"","message":"System error, please contact customer service","api_key":"` + key + `","card":"` + card + `"}`},
		{"legacy body with a card code", []string{"classify", "--op", "fiat/create-payout", "--status", "400"}, `{"code":4111111111111111,"message":"card ` + card + `"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr, func(string) string { return "" })
			out := stdout.String() + stderr.String()
			flat := strings.NewReplacer("-", "", " ", "").Replace(out)
			for _, secret := range []string{"4111111111111111", key, token} {
				if strings.Contains(flat, secret) || strings.Contains(out, secret) {
					t.Errorf("output carries %q:\n%s", secret, out)
				}
			}
		})
	}
}

// endless is standard input that never ends: a request opening a string and then "x" for ever.
type endless struct{ started bool }

func (r *endless) Read(p []byte) (int, error) {
	n := 0
	if !r.started {
		r.started = true
		n = copy(p, `{"reference":"`)
	}
	for i := n; i < len(p); i++ {
		p[i] = 'x'
	}
	return len(p), nil
}

// TestCommandsRefuseAnInputOverTheLimit: every command that reads a file or standard input
// refuses one over 16 MiB as a usage error (exit 2, one sentence on standard error, nothing on
// standard output) after reading one byte more, instead of checking the first 16 MiB as if they
// were the whole input (or, from a pipe that never ends, running out of memory).
func TestCommandsRefuseAnInputOverTheLimit(t *testing.T) {
	request := filepath.Join(t.TempDir(), "request.json")
	if err := os.WriteFile(request, []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	getenv := func(string) string { return "whsec_test_secret" }
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"check request", []string{"check", "--op", "fiat/create-payout"}},
		{"check facts", []string{"check", "--op", "fiat/create-payout", "--facts", "-", request}},
		{"classify body", []string{"classify", "--op", "fiat/create-payout", "--status", "400"}},
		{"batch facts", []string{"batch", "--op", "fiat/create-payout", "--facts", "-", request}},
		{"webhook decode body", []string{"webhook", "decode"}},
		{"webhook verify body", []string{"webhook", "verify", "--secret-env", "S", "--timestamp", "1763631000", "--signature", strings.Repeat("0", 128)}},
	} {
		args := tt.args
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			var code int
			n := budget.Allocated(func() {
				code = run(args, &endless{}, &stdout, &stderr, getenv)
			})
			msg := stderr.String()
			if code != exitUsage || stdout.Len() > 0 || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "standard input holds more than 16 MiB, the most preflight reads") {
				t.Fatalf("%v: exit %d:\n%s\n%s", args, code, stdout.String(), msg)
			}
			if n > 128<<20 {
				t.Errorf("allocated %d bytes", n)
			}
			if strings.Contains(msg, "whsec_test_secret") {
				t.Error("the output carries the secret")
			}
		})
	}
}
