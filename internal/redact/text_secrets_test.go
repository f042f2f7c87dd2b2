package redact

import (
	"strings"
	"testing"
)

// Found by reasoning about FuzzText's inputs, then confirmed: strings.ToLower changed the length
// of invalid UTF-8, so a body such as "\xffBearer abcdef" kept part of its token, and a few more
// invalid bytes made Text panic, from Classify's operator report of a LATER response.
func TestBearerTokenIsMaskedWhateverPrecedesIt(t *testing.T) {
	tests := []struct{ in, want string }{
		{"\xffBearer abcdef", "\xffBearer [REDACTED]"},
		{"\xff\xff\xff\xffBearer abcdef", "\xff\xff\xff\xffBearer [REDACTED]"},
		{"İİİİ BEARER abcdefgh!", "İİİİ BEARER [REDACTED]"},
		{"ȺȺȺȺ bearer tok, next", "ȺȺȺȺ bearer [REDACTED], next"},
		{"bearer ", "bearer "},
		{"Bearer Bearer x", "Bearer [REDACTED] [REDACTED]"},
	}
	for _, tt := range tests {
		if got := Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzBearer puts a token after arbitrary text and requires that none of it survives.
func FuzzBearer(f *testing.F) {
	f.Add("\xff\xff\xff", "Bearer ", "sk_live_secret")
	f.Add("İ", "bEaReR ", "eyJhbGciOiJIUzI1NiJ9.e30.sig")
	f.Fuzz(func(t *testing.T, before, word, token string) {
		// A token is made of RFC 6750's b64token characters: "&" or a quote ends one.
		const b64token = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/="
		if !strings.EqualFold(word, "bearer ") || token == "" || strings.Trim(token, b64token) != "" || strings.Contains(strings.ToLower(before), "bearer") {
			return
		}
		s := before + word + token
		got := Text(s)
		if !strings.HasSuffix(got, word+Mask) {
			t.Fatalf("Text(%q) = %q keeps the token", s, got)
		}
		if again := Text(got); again != got {
			t.Fatalf("not idempotent: %q then %q", got, again)
		}
	})
}

// An error page or a log line quotes headers and query strings: the value after a secret's name
// is masked, whatever the case and the separator.
func TestNamedSecretsAreMaskedInText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"x-api-key: sk_live_abc123\nhost: x", "x-api-key: [REDACTED]\nhost: x"},
		{"GET /v1?api_key=sk_live_abc&page=2", "GET /v1?api_key=[REDACTED]&page=2"},
		{"X-WK-Signature=9f86d0818", "X-WK-Signature=[REDACTED]"},
		{`{"client_secret": "whsec_abc", "n": 1`, `{"client_secret": "[REDACTED]", "n": 1`},
		{"Authorization: Bearer eyJ.x.y", "Authorization: [REDACTED]"},
		{"password = hunter2;", "password = [REDACTED];"},
		{"invalid token", "invalid token"},
		{"tokens: 5", "tokens: 5"},
		{"secretary: Jane", "secretary: Jane"},
		{"token:", "token:"},
	}
	for _, tt := range tests {
		if got := Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if again := Text(tt.want); again != tt.want {
			t.Errorf("Text(%q) = %q, not idempotent", tt.want, again)
		}
	}
}

// Member names are compared without regard to case, "_" or "-": camelCase and kebab-case spell
// the same secrets.
func TestSecretNameIgnoresCaseAndSeparators(t *testing.T) {
	for _, name := range []string{"api_key", "apiKey", "API-KEY", "x-api-key", "X_Api_Key", "privateKey", "private-key", "accessKey", "clientSecret", "signingSecret", "accessToken", "cardNumber", "card-number", "PAN", "Authorization", "credentials", "x-wk-signature"} {
		if !SecretName(name) {
			t.Errorf("SecretName(%q) = false", name)
		}
	}
	for _, name := range []string{"amount", "currency", "panel", "pinned", "reference", "beneficiary_id", "account_number", "signed"} {
		if SecretName(name) {
			t.Errorf("SecretName(%q) = true", name)
		}
	}
}
