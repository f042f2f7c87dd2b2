package bankid_test

import (
	"errors"
	"fmt"

	"github.com/preflightpay/preflight/bankid"
)

func ExampleParseIBAN() {
	x, err := bankid.ParseIBAN("de89 3704 0044 0532 0130 00")
	fmt.Println(x.Value, x.Normalized, x.Country(), x.CheckDigits(), x.BBAN(), err)

	_, err = bankid.ParseIBAN("DE88370400440532013000")
	fmt.Println(errors.Is(err, bankid.ErrChecksum))
	fmt.Println(err)
	// Output:
	// DE89370400440532013000 true DE 89 370400440532013000 <nil>
	// true
	// IBAN "DE88370400440532013000": checksum mismatch: ISO 7064 MOD 97-10 remainder is not 1
}

func ExampleIBAN_Print() {
	x, _ := bankid.ParseIBAN("GB29NWBK60161331926819")
	fmt.Println(x.Print())
	// Output: GB29 NWBK 6016 1331 9268 19
}

func ExampleNormalizeIBAN() {
	fmt.Println(bankid.NormalizeIBAN("fr14 2004 1010 0505 0001 3m02 606"))
	// Output: FR1420041010050500013M02606
}

func ExampleIBANCountry() {
	fmt.Println(bankid.IBANCountry("DE"), bankid.IBANCountry("US"), bankid.IBANCountry("GP"))
	// Output: true false false
}

func ExampleIBANLength() {
	fmt.Println(bankid.IBANLength("DE"), bankid.IBANLength("RU"), bankid.IBANLength("US"))
	// Output: 22 33 0
}

func ExampleParseBIC() {
	b, err := bankid.ParseBIC("DEUTDEFF500")
	fmt.Printf("%s %s %s %s %v\n", b.Institution, b.Country, b.Location, b.Branch, err)

	_, err = bankid.ParseBIC("NWBKUK2L")
	var e *bankid.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, "-", e.Reason)
	}
	// Output:
	// DEUT DE FF 500 <nil>
	// unknown country - UK is not an ISO 3166-1 alpha-2 country code
}

func ExampleBIC_CountryDiffers() {
	b, _ := bankid.ParseBIC("BNPAFRPP")
	fmt.Println(b.CountryDiffers("FR"), b.CountryDiffers("MQ"), b.CountryDiffers("DE"))
	// Output: false false true
}

func ExampleCountryCode() {
	fmt.Println(bankid.CountryCode("DE"), bankid.CountryCode("XK"), bankid.CountryCode("UK"))
	// Output: true true false
}

func ExampleParseABA() {
	rtn, err := bankid.ParseABA("011000015")
	fmt.Println(rtn, err)
	_, err = bankid.ParseABA("011000016")
	fmt.Println(errors.Is(err, bankid.ErrChecksum))
	// Output:
	// 011000015 <nil>
	// true
}

func ExampleABAPrefixOf() {
	for _, rtn := range []string{"011000015", "322271627", "500000000"} {
		p := bankid.ABAPrefixOf(rtn)
		fmt.Println(rtn, p, p.Assigned())
	}
	// Output:
	// 011000015 primary true
	// 322271627 thrift true
	// 500000000 unassigned false
}

func ExampleParseSortCode() {
	sc, err := bankid.ParseSortCode("10-00-00")
	fmt.Println(sc, err)
	// Output: 100000 <nil>
}

func ExampleParseBSB() {
	bsb, err := bankid.ParseBSB("092-009")
	fmt.Println(bsb, err)
	// Output: 092009 <nil>
}

func ExampleParseIFSC() {
	_, err := bankid.ParseIFSC("SBINO001707")
	fmt.Println(err)
	// Output: IFSC "SBINO001707": malformed: the 5th character is always 0 (character 'O' (U+004F) at position 5)
}

func ExampleParseCNAPS() {
	code, err := bankid.ParseCNAPS("102100099996")
	fmt.Println(code, err)
	// Output: 102100099996 <nil>
}

func ExampleParseCAInstitution() {
	_, err := bankid.ParseCAInstitution("0003")
	fmt.Println(errors.Is(err, bankid.ErrLength))
	// Output: true
}

func ExampleParseCATransit() {
	transit, err := bankid.ParseCATransit("00002")
	fmt.Println(transit, err)
	// Output: 00002 <nil>
}

func ExampleParseCAEFT() {
	r, err := bankid.ParseCAEFT("000300002")
	fmt.Println(r.Institution, r.Transit, err)
	// Output: 003 00002 <nil>
}

func ExampleParseCLABE() {
	c, err := bankid.ParseCLABE("032180000118359719")
	fmt.Println(c.Bank, c.Plaza, c.Account, c.Check, err)
	// Output: 032 180 00011835971 9 <nil>
}

func ExampleParseE164() {
	_, err := bankid.ParseE164("14155552671")
	fmt.Println(err)
	// Output: E.164 number "14155552671": malformed: an E.164 number starts with + (character '1' (U+0031) at position 1)
}

func ExampleCheckSWIFTText() {
	err := bankid.CheckSWIFTText("Invoice #42")
	var e *bankid.Error
	if errors.As(err, &e) {
		fmt.Printf("%q at %d\n", e.Char, e.Pos)
	}
	// Output: '#' at 8
}

func ExampleCheckAccountNumber() {
	fmt.Println(bankid.CheckAccountNumber("1234-5678"))
	// Output: account number "1234-5678": malformed: only English letters (a-z, A-Z) and digits (0-9) are allowed (character '-' (U+002D) at position 5)
}

func ExampleScheme_String() {
	fmt.Println(bankid.SchemeCLABE)
	// Output: CLABE
}

func ExampleABAPrefix_String() {
	fmt.Println(bankid.ABAElectronic)
	// Output: electronic
}

func ExampleNormalizeBIC() {
	fmt.Println(bankid.NormalizeBIC(" deutdeff"))
	// Output: DEUTDEFF
}

func ExampleNormalizeRoutingCode() {
	fmt.Println(bankid.NormalizeRoutingCode("40-47-84"), bankid.NormalizeRoutingCode("062 000"), bankid.NormalizeRoutingCode("hdfc0000001"))
	// Output: 404784 062000 HDFC0000001
}

func ExampleABACheckDigit() {
	fmt.Println(string(bankid.ABACheckDigit("021000021")), string(bankid.ABACheckDigit("02100002")))
	// Output: 1 1
}

func ExampleExampleIBAN() {
	fmt.Println(bankid.ExampleIBAN("NO"), bankid.ExampleIBAN("US") == "")
	// Output: NO0212342345673 true
}
