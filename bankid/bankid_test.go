package bankid_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/bankid/internal/ibanregistry"
	"github.com/preflightpay/preflight/bankid/internal/iso3166"
	"github.com/preflightpay/preflight/internal/tsvtest"
)

// parse runs the check named by a scheme column of testdata/published.tsv
// and returns the normalised value.
func parse(scheme, in string) (string, error) {
	switch scheme {
	case "iban":
		x, err := bankid.ParseIBAN(in)
		return x.Value, err
	case "bic":
		b, err := bankid.ParseBIC(in)
		return b.String(), err
	case "aba":
		return bankid.ParseABA(in)
	case "sortcode":
		return bankid.ParseSortCode(in)
	case "bsb":
		return bankid.ParseBSB(in)
	case "ifsc":
		return bankid.ParseIFSC(in)
	case "cnaps":
		return bankid.ParseCNAPS(in)
	case "ca_institution":
		return bankid.ParseCAInstitution(in)
	case "ca_transit":
		return bankid.ParseCATransit(in)
	case "ca_eft":
		r, err := bankid.ParseCAEFT(in)
		return "0" + r.Institution + r.Transit, err
	case "clabe":
		c, err := bankid.ParseCLABE(in)
		return c.Value, err
	case "e164":
		return bankid.ParseE164(in)
	case "swifttext":
		return in, bankid.CheckSWIFTText(in)
	case "account":
		return in, bankid.CheckAccountNumber(in)
	}
	panic("unknown scheme " + scheme)
}

func TestPublishedExamplesAreAccepted(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/published.tsv") {
		scheme, in, want, source := row[0], row[1], row[2], row[3]
		t.Run(scheme+"/"+in, func(t *testing.T) {
			got, err := parse(scheme, in)
			if err != nil {
				t.Fatalf("%s (%s): %v", in, source, err)
			}
			if got != want {
				t.Errorf("%s: got %q, want %q", in, got, want)
			}
		})
	}
}

func readRegistry(t *testing.T) *ibanregistry.Registry {
	t.Helper()
	reg, err := ibanregistry.ParseFile("internal/ibanregistry/registry.tsv")
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func TestGeneratedTableMatchesRegistry(t *testing.T) {
	want, err := ibanregistry.Generate(readRegistry(t), "bankid")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("iban_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Error("iban_table.go is stale: run go generate ./bankid")
	}
}

func TestRegistryHasEveryCountryOfRelease100(t *testing.T) {
	reg := readRegistry(t)
	if reg.Release != bankid.IBANRegistryRelease {
		t.Errorf("release %q, table says %q", reg.Release, bankid.IBANRegistryRelease)
	}
	// Release 100 of the SWIFT IBAN registry lists 89 prefixes.
	if len(reg.Entries) != 89 {
		t.Errorf("%d countries, want 89", len(reg.Entries))
	}
}

func TestIBANRegistryExamplesAreAccepted(t *testing.T) {
	for _, e := range readRegistry(t).Entries {
		t.Run(e.Country, func(t *testing.T) {
			x, err := bankid.ParseIBAN(e.Example)
			if err != nil {
				t.Fatal(err)
			}
			if x.Value != e.Example || x.Normalized || x.Country() != e.Country {
				t.Errorf("got %+v", x)
			}
			if !bankid.IBANCountry(e.Country) || bankid.IBANLength(e.Country) != e.Length {
				t.Errorf("IBANCountry/IBANLength disagree with the registry: %v %d", bankid.IBANCountry(e.Country), bankid.IBANLength(e.Country))
			}
			// The print format of every example normalises back.
			p, err := bankid.ParseIBAN(strings.ToLower(x.Print()))
			if err != nil || p.Value != e.Example || !p.Normalized {
				t.Errorf("print format %q: %+v, %v", x.Print(), p, err)
			}
			// Changing one digit of the account breaks the checksum.
			last := e.Example[len(e.Example)-1]
			if last >= '0' && last <= '9' {
				bad := e.Example[:len(e.Example)-1] + string('0'+(last-'0'+1)%10)
				if _, err := bankid.ParseIBAN(bad); !errors.Is(err, bankid.ErrChecksum) {
					t.Errorf("%s: %v, want ErrChecksum", bad, err)
				}
			}
		})
	}
}

func TestIBANTerritoriesAreNotPrefixes(t *testing.T) {
	for _, cc := range []string{"AX", "GG", "JE", "IM", "GP", "NC", "US", "de", "", "D"} {
		if bankid.IBANCountry(cc) || bankid.IBANLength(cc) != 0 {
			t.Errorf("%q: is an IBAN prefix", cc)
		}
	}
}

// rejected is one input a check must refuse, with the category and, for
// ErrFormat, the position of the offending character.
type rejected struct {
	rule   string
	scheme string
	in     string
	kind   error
	pos    int
}

var rejections = []rejected{
	{"IBAN must not be empty", "iban", "", bankid.ErrEmpty, -1},
	{"IBAN of spaces only is empty", "iban", "   ", bankid.ErrEmpty, -1},
	{"IBAN allows letters, digits and spaces only", "iban", "DE89-3704-0044-0532-0130-00", bankid.ErrFormat, 4},
	{"IBAN position maps back to the input", "iban", "DE89 3704 0044 0532 0130 0_", bankid.ErrFormat, 26},
	{"IBAN non-ASCII is malformed", "iban", "DÉ89370400440532013000", bankid.ErrFormat, 1},
	{"IBAN starts with two letters", "iban", "1E89370400440532013000", bankid.ErrFormat, 0},
	{"IBAN one character is too short", "iban", "D", bankid.ErrLength, -1},
	{"IBAN country must use IBAN", "iban", "US64SVBKUS6S3300958879", bankid.ErrUnknownCountry, 0},
	{"IBAN territory uses its parent prefix", "iban", "GP1120041010050500013M02606", bankid.ErrUnknownCountry, 0},
	{"IBAN length is per country", "iban", "DE8937040044053201300", bankid.ErrLength, -1},
	{"IBAN length is per country (too long)", "iban", "DE893704004405320130000", bankid.ErrLength, -1},
	{"IBAN check digits are digits", "iban", "DEA9370400440532013000", bankid.ErrFormat, 2},
	{"IBAN BBAN numeric position", "iban", "DE89370400440532O13000", bankid.ErrFormat, 16},
	{"IBAN BBAN alphabetic position", "iban", "GB29NW3K60161331926819", bankid.ErrFormat, 6},
	{"IBAN check digits 00 are out of range", "iban", "GB00NWBK60161331926819", bankid.ErrCheckDigits, -1},
	{"IBAN check digits 99 are out of range", "iban", "DE99370400440532013000", bankid.ErrCheckDigits, -1},
	{"IBAN check digits 01 are out of range even when mod-97 holds", "iban", "BE01539007547034", bankid.ErrCheckDigits, -1},
	{"IBAN mod-97 must be 1", "iban", "DE88370400440532013000", bankid.ErrChecksum, -1},
	{"IBAN transposed digits fail mod-97", "iban", "DE89370400440532031000", bankid.ErrChecksum, -1},

	{"BIC must not be empty", "bic", "", bankid.ErrEmpty, -1},
	{"BIC is upper case", "bic", "deutdeff", bankid.ErrFormat, 0},
	{"BIC has no spaces", "bic", "DEUT DEFF", bankid.ErrFormat, 4},
	{"BIC country is letters", "bic", "DEUT1EFF", bankid.ErrFormat, 4},
	{"BIC is 8 or 11 characters", "bic", "DEUTDEFF50", bankid.ErrLength, -1},
	{"BIC is not 9 characters", "bic", "DEUTDEFF5", bankid.ErrLength, -1},
	{"BIC is not 12 characters", "bic", "DEUTDEFF5000", bankid.ErrLength, -1},
	{"BIC country must be ISO 3166-1", "bic", "DEUTZZFF", bankid.ErrUnknownCountry, 4},
	{"BIC country UK is not ISO 3166-1", "bic", "NWBKUK2L", bankid.ErrUnknownCountry, 4},
	{"BIC country AN was withdrawn", "bic", "ABCDANXX", bankid.ErrUnknownCountry, 4},

	{"ABA must not be empty", "aba", "", bankid.ErrEmpty, -1},
	{"ABA is digits", "aba", "02100002A", bankid.ErrFormat, 8},
	{"ABA takes no separators", "aba", "0210-0002-1", bankid.ErrFormat, 4},
	{"ABA is 9 digits", "aba", "02100002", bankid.ErrLength, -1},
	{"ABA is not 10 digits", "aba", "0210000210", bankid.ErrLength, -1},
	{"ABA 3-7-1 checksum", "aba", "021000022", bankid.ErrChecksum, -1},

	{"sort code must not be empty", "sortcode", "", bankid.ErrEmpty, -1},
	{"sort code is 6 digits", "sortcode", "12345", bankid.ErrLength, -1},
	{"sort code is not 7 digits", "sortcode", "1234567", bankid.ErrLength, -1},
	{"sort code separators are consistent", "sortcode", "12-34 56", bankid.ErrFormat, 5},
	{"sort code separators are between pairs", "sortcode", "123-4-56", bankid.ErrFormat, 3},
	{"sort code with a separator has 8 characters", "sortcode", "12-345678", bankid.ErrFormat, 2},
	{"sort code separator is - or space", "sortcode", "12.34.56", bankid.ErrFormat, 2},
	{"sort code of 8 digits is too long", "sortcode", "12345678", bankid.ErrLength, -1},

	{"BSB must not be empty", "bsb", "", bankid.ErrEmpty, -1},
	{"BSB is split 3-3", "bsb", "06-2000", bankid.ErrFormat, 2},
	{"BSB is 6 digits", "bsb", "06200", bankid.ErrLength, -1},
	{"BSB is digits", "bsb", "O62000", bankid.ErrFormat, 0},

	{"IFSC must not be empty", "ifsc", "", bankid.ErrEmpty, -1},
	{"IFSC bank code is letters", "ifsc", "SB1N0001707", bankid.ErrFormat, 2},
	{"IFSC is upper case", "ifsc", "sbin0001707", bankid.ErrFormat, 0},
	{"IFSC fifth character is 0", "ifsc", "SBINO001707", bankid.ErrFormat, 4},
	{"IFSC branch is alphanumeric", "ifsc", "SBIN000170-", bankid.ErrFormat, 10},
	{"IFSC is 11 characters", "ifsc", "SBIN000170", bankid.ErrLength, -1},

	{"CNAPS must not be empty", "cnaps", "", bankid.ErrEmpty, -1},
	{"CNAPS is digits", "cnaps", "10210009999X", bankid.ErrFormat, 11},
	{"CNAPS is 12 digits", "cnaps", "10210009999", bankid.ErrLength, -1},

	{"Canadian institution is 3 digits", "ca_institution", "0003", bankid.ErrLength, -1},
	{"Canadian institution is digits", "ca_institution", "0O3", bankid.ErrFormat, 1},
	{"Canadian transit is 5 digits", "ca_transit", "0002", bankid.ErrLength, -1},
	{"Canadian transit must not be empty", "ca_transit", "", bankid.ErrEmpty, -1},
	{"Canadian EFT starts with 0", "ca_eft", "100300002", bankid.ErrFormat, 0},
	{"Canadian EFT is 9 digits", "ca_eft", "00300002", bankid.ErrLength, -1},

	{"CLABE must not be empty", "clabe", "", bankid.ErrEmpty, -1},
	{"CLABE is digits", "clabe", "03218000011835971X", bankid.ErrFormat, 17},
	{"CLABE is 18 digits", "clabe", "03218000011835971", bankid.ErrLength, -1},
	{"CLABE check digit", "clabe", "032180000118359718", bankid.ErrChecksum, -1},

	{"E.164 must not be empty", "e164", "", bankid.ErrEmpty, -1},
	{"E.164 starts with +", "e164", "14155552671", bankid.ErrFormat, 0},
	{"E.164 has no spaces", "e164", "+1 415 555 2671", bankid.ErrFormat, 2},
	{"E.164 country code does not start with 0", "e164", "+04155552671", bankid.ErrFormat, 1},
	{"E.164 has at least one digit", "e164", "+", bankid.ErrLength, -1},
	{"E.164 has at most 15 digits", "e164", "+1234567890123456", bankid.ErrLength, -1},

	{"SWIFT text excludes _", "swifttext", "INV_001", bankid.ErrFormat, 3},
	{"SWIFT text excludes non-ASCII", "swifttext", "Café", bankid.ErrFormat, 3},
	{"SWIFT text excludes line breaks", "swifttext", "A\nB", bankid.ErrFormat, 1},
	{"SWIFT text excludes & and @", "swifttext", "A&B", bankid.ErrFormat, 1},

	{"account number must not be empty", "account", "", bankid.ErrEmpty, -1},
	{"account number excludes spaces", "account", "1234 5678", bankid.ErrFormat, 4},
	{"account number excludes dashes", "account", "1234-5678", bankid.ErrFormat, 4},
	{"account number excludes non-English letters", "account", "12ñ4", bankid.ErrFormat, 2},
}

func TestRejections(t *testing.T) {
	for _, tc := range rejections {
		t.Run(tc.rule, func(t *testing.T) {
			_, err := parse(tc.scheme, tc.in)
			if !errors.Is(err, tc.kind) {
				t.Fatalf("%q: got %v, want %v", tc.in, err, tc.kind)
			}
			var e *bankid.Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: %T is not *bankid.Error", tc.in, err)
			}
			if e.Pos != tc.pos {
				t.Errorf("%q: Pos %d, want %d (%v)", tc.in, e.Pos, tc.pos, err)
			}
			if e.Input != tc.in {
				t.Errorf("Input %q, want %q", e.Input, tc.in)
			}
			if e.Kind == bankid.ErrFormat && e.Pos >= 0 && !strings.HasPrefix(tc.in[e.Pos:], string(e.Char)) {
				t.Errorf("Char %q is not at position %d of %q", e.Char, e.Pos, tc.in)
			}
		})
	}
}

func TestErrorMessage(t *testing.T) {
	_, err := bankid.ParseIBAN("DE89 3704 0044 0532 0130 0_")
	want := `IBAN "DE89 3704 0044 0532 0130 0_": malformed: only letters A-Z, digits 0-9 and spaces are allowed (character '_' (U+005F) at position 27)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	err = bankid.CheckSWIFTText("Café")
	want = `SWIFT text "Café": malformed: SWIFT allows only a-z A-Z 0-9 / - ? : ( ) . , ' + and space (character 'é' (U+00E9) at position 4)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

func TestIBANOfTerritoryNamesItsPrefix(t *testing.T) {
	_, err := bankid.ParseIBAN("GP1120041010050500013M02606")
	var e *bankid.Error
	if !errors.As(err, &e) || e.Reason != "accounts in GP have FR IBANs (SWIFT IBAN registry release 100)" {
		t.Errorf("got %v", err)
	}
}

func TestNormalizeIBANKeepsNormalInput(t *testing.T) {
	for in, want := range map[string]string{
		"DE89370400440532013000":      "DE89370400440532013000",
		"de89 3704 0044 0532 0130 00": "DE89370400440532013000",
		" DE89 ":                      "DE89",
		"DE89\t3704":                  "DE89\t3704",
		"":                            "",
	} {
		if got := bankid.NormalizeIBAN(in); got != want {
			t.Errorf("NormalizeIBAN(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestABAPrefixRanges(t *testing.T) {
	for in, want := range map[string]bankid.ABAPrefix{
		"000000518": bankid.ABAGovernment,
		"011000015": bankid.ABAPrimary,
		"121000374": bankid.ABAPrimary,
		"131000000": bankid.ABAUnassigned,
		"200000000": bankid.ABAUnassigned,
		"211000000": bankid.ABAThrift,
		"322271627": bankid.ABAThrift,
		"331000000": bankid.ABAUnassigned,
		"601000000": bankid.ABAUnassigned,
		"611000000": bankid.ABAElectronic,
		"721000000": bankid.ABAElectronic,
		"731000000": bankid.ABAUnassigned,
		"800000000": bankid.ABATravelersCheque,
		"811000000": bankid.ABAUnassigned,
		"991000000": bankid.ABAUnassigned,
		"9":         bankid.ABAUnassigned,
		"x1":        bankid.ABAUnassigned,
	} {
		if got := bankid.ABAPrefixOf(in); got != want || got.Assigned() != (want != bankid.ABAUnassigned) {
			t.Errorf("ABAPrefixOf(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestBICParts(t *testing.T) {
	b, err := bankid.ParseBIC("DEUTDEFF500")
	if err != nil {
		t.Fatal(err)
	}
	if b != (bankid.BIC{Institution: "DEUT", Country: "DE", Location: "FF", Branch: "500"}) || b.Primary() || b.Test() {
		t.Errorf("got %+v", b)
	}
	for _, in := range []string{"DEUTDEFF", "DEUTDEFFXXX"} {
		if b, _ := bankid.ParseBIC(in); !b.Primary() {
			t.Errorf("%s is the primary office", in)
		}
	}
	if b, _ := bankid.ParseBIC("DEUTDEF0"); !b.Test() {
		t.Error("location ending in 0 is a test BIC")
	}
	// ISO 9362:2014 allows digits in the institution code; Kosovo is XK.
	for _, in := range []string{"1234DEFF", "ABCDXKPR"} {
		if _, err := bankid.ParseBIC(in); err != nil {
			t.Errorf("%s: %v", in, err)
		}
	}
}

func TestBICCountryDiffers(t *testing.T) {
	for _, tc := range []struct {
		bic, country string
		differs      bool
	}{
		{"DEUTDEFF", "DE", false},
		{"DEUTDEFF", "FR", true},
		{"BDAFGPGP", "FR", false}, // Guadeloupe uses FR IBANs
		{"RBOSJESH", "GB", false}, // Jersey uses GB IBANs
		{"RBOSGGSX", "JE", false}, // two territories of the GB prefix
		{"AABAFI22", "AX", false}, // Åland uses FI IBANs
		{"AABAFI22", "SE", true},
		{"DEUTDEFF", "", true},
		{"CHASUS33", "US", false},
		{"CHASUS33", "GB", true},
	} {
		b, err := bankid.ParseBIC(tc.bic)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.CountryDiffers(tc.country); got != tc.differs {
			t.Errorf("%s.CountryDiffers(%q) = %v", tc.bic, tc.country, got)
		}
	}
}

func TestCountryCode(t *testing.T) {
	for cc, want := range map[string]bool{
		"DE": true, "XK": true, "GG": true, "SS": true, "CW": true,
		"UK": false, "AN": false, "YU": false, "EU": false, "ZZ": false,
		"de": false, "D": false, "DEU": false, "": false,
	} {
		if got := bankid.CountryCode(cc); got != want {
			t.Errorf("CountryCode(%q) = %v", cc, got)
		}
	}
}

func TestCountryTableMatchesCountriesModule(t *testing.T) {
	want := map[string]bool{}
	for _, cc := range iso3166.Codes() {
		want[cc] = true
	}
	for a := 'A'; a <= 'Z'; a++ {
		for b := 'A'; b <= 'Z'; b++ {
			cc := string([]rune{a, b})
			if got := bankid.CountryCode(cc); got != want[cc] {
				t.Errorf("CountryCode(%q) = %v, but %s says %v: run go generate ./bankid", cc, got, iso3166.Module, want[cc])
			}
		}
	}
}

func TestSchemeString(t *testing.T) {
	if got := bankid.SchemeIBAN.String(); got != "IBAN" {
		t.Errorf("got %q", got)
	}
	if got := bankid.Scheme(200).String(); got != "Scheme(200)" {
		t.Errorf("got %q", got)
	}
}

// TestNormalizersReadPrintedForms: the forms people write (dashes, spaces, lower case) normalise
// to the one form that request rules and facts matching compare.
func TestNormalizersReadPrintedForms(t *testing.T) {
	tests := []struct {
		name      string
		normalize func(string) string
		in, want  string
	}{
		{"sort code with dashes", bankid.NormalizeRoutingCode, "40-47-84", "404784"},
		{"sort code with spaces", bankid.NormalizeRoutingCode, "40 47 84", "404784"},
		{"BSB", bankid.NormalizeRoutingCode, "062-000", "062000"},
		{"IFSC in lower case", bankid.NormalizeRoutingCode, "hdfc0000001", "HDFC0000001"},
		{"ABA as is", bankid.NormalizeRoutingCode, "021000021", "021000021"},
		{"IBAN in print form", bankid.NormalizeIBAN, "gb82 west 1234 5698 7654 32", "GB82WEST12345698765432"},
		{"BIC in lower case", bankid.NormalizeBIC, "nwbkgb2l", "NWBKGB2L"},
		{"BIC with spaces around", bankid.NormalizeBIC, " DEUTDEFF ", "DEUTDEFF"},
	}
	for _, tt := range tests {
		if got := tt.normalize(tt.in); got != tt.want {
			t.Errorf("%s: %q normalises to %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestExampleIBANPassesForEveryRegistryCountry: the example IBAN of every country of the
// registry, and of a territory using another's prefix, passes ParseIBAN.
func TestExampleIBANPassesForEveryRegistryCountry(t *testing.T) {
	for c := 0; c < 26*26; c++ {
		cc := string([]byte{byte('A' + c/26), byte('A' + c%26)})
		x := bankid.ExampleIBAN(cc)
		if x == "" {
			continue
		}
		if _, err := bankid.ParseIBAN(x); err != nil {
			t.Errorf("ExampleIBAN(%s) = %q: %v", cc, x, err)
		}
	}
	if x := bankid.ExampleIBAN("US"); x != "" {
		t.Errorf("ExampleIBAN(US) = %q; the US uses no IBAN", x)
	}
}

// TestDigits: one answer for every rule that checks a code by its digits, "" included.
func TestDigits(t *testing.T) {
	for s, want := range map[string]bool{"": false, "0": true, "0123456789": true, " 1": false, "1 ": false, "12a": false, "١٢": false, "-1": false, "1.5": false} {
		if got := bankid.Digits(s); got != want {
			t.Errorf("Digits(%q) = %v, want %v", s, got, want)
		}
	}
}
