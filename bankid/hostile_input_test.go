package bankid_test

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/internal/budget"
)

// parsers are every identifier check of the package, by name, returning only their error.
var parsers = []struct {
	name  string
	check func(string) error
}{
	{"IBAN", func(s string) error { _, err := bankid.ParseIBAN(s); return err }},
	{"BIC", func(s string) error { _, err := bankid.ParseBIC(s); return err }},
	{"ABA", func(s string) error { _, err := bankid.ParseABA(s); return err }},
	{"SortCode", func(s string) error { _, err := bankid.ParseSortCode(s); return err }},
	{"BSB", func(s string) error { _, err := bankid.ParseBSB(s); return err }},
	{"IFSC", func(s string) error { _, err := bankid.ParseIFSC(s); return err }},
	{"CNAPS", func(s string) error { _, err := bankid.ParseCNAPS(s); return err }},
	{"CAEFT", func(s string) error { _, err := bankid.ParseCAEFT(s); return err }},
	{"CLABE", func(s string) error { _, err := bankid.ParseCLABE(s); return err }},
	{"E164", func(s string) error { _, err := bankid.ParseE164(s); return err }},
	{"SWIFTText", bankid.CheckSWIFTText},
	{"AccountNumber", bankid.CheckAccountNumber},
}

// FuzzIdentifiersBounded runs every identifier check on the same input: each costs memory that
// does not grow with the input beyond a few copies of it, so that a hostile megabyte-long "IBAN"
// is refused by its length, not by working through it; and its error text stays short. The
// constant of the budget absorbs what the fuzzing engine allocates during a measurement.
func FuzzIdentifiersBounded(f *testing.F) {
	for _, s := range []string{"", "DE89370400440532013000", "gb82 west 1234 5698 7654 32", "\xff", "J\u0430ne", strings.Repeat("9", 4096), strings.Repeat(" ", 300) + "DE89"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range parsers {
			var err error
			if n := budget.Allocated(func() { err = p.check(s) }); n > 64<<10+4*uint64(len(s)) {
				t.Fatalf("%s of %d bytes allocated %d bytes", p.name, len(s), n)
			}
			if err != nil && len(err.Error()) > 512 {
				t.Fatalf("%s: the error of a %d-byte input is %d bytes long: it must not echo the input", p.name, len(s), len(err.Error()))
			}
		}
	})
}

// TestIdentifiersRefuseLookAlikes: a letter of another script that looks like a Latin one, a
// full-width digit, or a bidirectional control never passes an identifier check.
func TestIdentifiersRefuseLookAlikes(t *testing.T) {
	for _, in := range []struct{ parser, s string }{
		{"IBAN", "DE89370400440532013\u0030\u0660"},
		{"IBAN", "D\u0415893704004405320130"},
		{"BIC", "DEUTDEFF\u202e"},
		{"BIC", "D\u0415UTDEFF"},
		{"ABA", "01100001\uff15"},
		{"IFSC", "SBIN0001707\u200f"},
		{"E164", "+1415555267\u0661"},
		{"AccountNumber", "12345\u0430"},
		{"SWIFTText", "INV \u202e1"},
	} {
		for _, p := range parsers {
			if p.name == in.parser {
				if err := p.check(in.s); err == nil {
					t.Errorf("%s accepted %q", p.name, in.s)
				}
			}
		}
	}
}

// TestErrorsQuoteNoCardNumber: a card number typed into an account number or IBAN field is
// masked in the error's text, which goes to logs; a long input is cut.
func TestErrorsQuoteNoCardNumber(t *testing.T) {
	for _, p := range parsers {
		for _, in := range []string{"4111111111111111!", "GB4111 1111 1111 1111", strings.Repeat("x", 10000)} {
			err := p.check(in)
			if err == nil {
				continue
			}
			msg := err.Error()
			if strings.Contains(strings.ReplaceAll(msg, " ", ""), "4111111111111111") {
				t.Errorf("%s: %q", p.name, msg)
			}
			if len(msg) > 512 {
				t.Errorf("%s: a %d-byte message", p.name, len(msg))
			}
		}
	}
}
