package bankid_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/bankid"
)

// checkErr asserts the error contract shared by every check: nil, or an
// *Error whose Kind is a sentinel that errors.Is finds and whose Pos, when
// set, lies inside the input.
func checkErr(t *testing.T, in string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *bankid.Error
	if !errors.As(err, &e) {
		t.Fatalf("%q: %T is not *bankid.Error", in, err)
	}
	if !errors.Is(err, e.Kind) {
		t.Fatalf("%q: errors.Is does not find Kind", in)
	}
	switch e.Kind {
	case bankid.ErrEmpty, bankid.ErrFormat, bankid.ErrLength, bankid.ErrCheckDigits, bankid.ErrChecksum, bankid.ErrUnknownCountry:
	default:
		t.Fatalf("%q: Kind %v is not a sentinel", in, e.Kind)
	}
	if e.Pos >= len(in) || (e.Kind == bankid.ErrFormat && e.Pos < 0) {
		t.Fatalf("%q: Pos %d out of range for %v", in, e.Pos, e.Kind)
	}
	_ = err.Error()
}

// fuzzString runs a check that returns its normalised value: the check is
// deterministic, and an accepted value is accepted again, unchanged, once
// normalised.
func fuzzString(f *testing.F, seeds []string, check func(string) (string, error)) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := check(in)
		checkErr(t, in, err)
		got2, err2 := check(in)
		if got != got2 || (err == nil) != (err2 == nil) {
			t.Fatalf("%q: not deterministic", in)
		}
		if err != nil {
			if got != "" {
				t.Fatalf("%q: value %q returned with an error", in, got)
			}
			return
		}
		again, err := check(got)
		if err != nil || again != got {
			t.Fatalf("%q accepted as %q, which gives %q, %v", in, got, again, err)
		}
	})
}

func FuzzIBAN(f *testing.F) {
	fuzzString(f, []string{"DE89370400440532013000", "gb82 west 1234 5698 7654 32", "DE00370400440532013000", "", " ", "ZZ89", "QA58DOHB00001234567890ABCDEFG"},
		func(s string) (string, error) {
			x, err := bankid.ParseIBAN(s)
			if err == nil {
				if x.Normalized != (x.Value != s) || x.Value != bankid.NormalizeIBAN(s) || len(x.Value) != bankid.IBANLength(x.Country()) {
					panic("inconsistent IBAN " + x.Value)
				}
				if p, err := bankid.ParseIBAN(x.Print()); err != nil || p.Value != x.Value {
					panic("print format not accepted: " + x.Print())
				}
			}
			return x.Value, err
		})
}

func FuzzBIC(f *testing.F) {
	fuzzString(f, []string{"DEUTDEFF", "DEUTDEFF500", "deutdeff", "DEUTZZFF", "ABCDXK12XXX", ""},
		func(s string) (string, error) {
			b, err := bankid.ParseBIC(s)
			if err == nil && b.String() != s {
				panic("BIC parts do not rebuild the input")
			}
			return b.String(), err
		})
}

func FuzzABA(f *testing.F) {
	fuzzString(f, []string{"011000015", "011000016", "0110000150", "", "a"}, bankid.ParseABA)
}

func FuzzSortCode(f *testing.F) {
	fuzzString(f, []string{"10-00-00", "10 00 00", "100000", "10-00 00", "1-000-00"}, bankid.ParseSortCode)
}

func FuzzBSB(f *testing.F) {
	fuzzString(f, []string{"092-009", "092 009", "092009", "09-2009"}, bankid.ParseBSB)
}

func FuzzIFSC(f *testing.F) {
	fuzzString(f, []string{"SBIN0001707", "sbin0001707", "SBINO001707"}, bankid.ParseIFSC)
}

func FuzzCNAPS(f *testing.F) {
	fuzzString(f, []string{"102100099996", "10210009999"}, bankid.ParseCNAPS)
}

func FuzzCAEFT(f *testing.F) {
	fuzzString(f, []string{"000300002", "100300002"}, func(s string) (string, error) {
		r, err := bankid.ParseCAEFT(s)
		if err != nil {
			return "", err
		}
		return "0" + r.Institution + r.Transit, nil
	})
}

func FuzzCLABE(f *testing.F) {
	fuzzString(f, []string{"032180000118359719", "032180000118359718", "0321800001183597"}, func(s string) (string, error) {
		c, err := bankid.ParseCLABE(s)
		if err == nil && c.Bank+c.Plaza+c.Account+c.Check != c.Value {
			panic("CLABE parts do not rebuild the value")
		}
		return c.Value, err
	})
}

func FuzzE164(f *testing.F) {
	fuzzString(f, []string{"+14155552671", "14155552671", "+0", "+", "+1234567890123456"}, bankid.ParseE164)
}

// fuzzCharset checks a character-set check: deterministic, and the text up
// to the reported position passes.
func fuzzCharset(f *testing.F, seeds []string, check func(string) error) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		err := check(in)
		checkErr(t, in, err)
		if (check(in) == nil) != (err == nil) {
			t.Fatalf("%q: not deterministic", in)
		}
		var e *bankid.Error
		if errors.As(err, &e) && e.Kind == bankid.ErrFormat {
			if prefix := in[:e.Pos]; prefix != "" && check(prefix) != nil {
				t.Fatalf("%q: the text before position %d is refused too", in, e.Pos)
			}
			if !strings.HasPrefix(in[e.Pos:], string(e.Char)) && e.Char != '\uFFFD' {
				t.Fatalf("%q: Char %q is not at %d", in, e.Char, e.Pos)
			}
		}
	})
}

func FuzzSWIFTText(f *testing.F) {
	fuzzCharset(f, []string{"/RFB/INV 2024-001 (PAID)", "Café", "A\nB", "", "\xff"}, bankid.CheckSWIFTText)
}

func FuzzAccountNumber(f *testing.F) {
	fuzzCharset(f, []string{"000123456789", "1234-5678", "", "12ñ4"}, bankid.CheckAccountNumber)
}
