package redact

import (
	"strings"
	"testing"
)

// The texts a report and an operator report pass through Text: a field path (the fast path), a
// reason sentence quoting an IBAN, and an error page of about 2 KB with a card, a header and a URL.
var (
	benchPath   = "beneficiary.account_holder_name"
	benchReason = `IBAN "DE89370400440532013001": checksum mismatch: ISO 7064 MOD 97-10 remainder is not 1`
	benchPage   = strings.Repeat("<p>upstream refused the request, please retry later 2026-11-22 10:00:00</p>\n", 24) +
		"Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig\ncard 4111 1111 1111 1111 12 26\nGET https://user:pass@api.example.com/v1?api_key=sk_live_x&page=2\n"
)

func BenchmarkTextPath(b *testing.B) {
	for b.Loop() {
		Text(benchPath)
	}
}

func BenchmarkTextReason(b *testing.B) {
	for b.Loop() {
		Text(benchReason)
	}
}

func BenchmarkTextPage(b *testing.B) {
	b.SetBytes(int64(len(benchPage)))
	for b.Loop() {
		Text(benchPage)
	}
}
