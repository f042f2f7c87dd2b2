package validatortags_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/go-playground/validator/v10"
	"github.com/preflightpay/preflight/validatortags"
)

type beneficiary struct {
	IBAN         string  `validate:"iban"`
	BIC          string  `validate:"bic_iso9362"`
	ABA          string  `validate:"omitempty,aba"`
	SortCode     string  `validate:"omitempty,sortcode"`
	BSB          string  `validate:"omitempty,bsb"`
	IFSC         string  `validate:"omitempty,ifsc"`
	CNAPS        string  `validate:"omitempty,cnaps"`
	CLABE        string  `validate:"omitempty,clabe"`
	Reference    string  `validate:"swifttext"`
	Institution  string  `validate:"omitempty,ca_institution"`
	Transit      string  `validate:"omitempty,ca_transit"`
	OptionalIBAN *string `validate:"omitnil,iban"`
	NotAString   int     `validate:"omitempty,aba"`
}

func newValidator(t *testing.T) *validator.Validate {
	t.Helper()
	v := validator.New(validator.WithRequiredStructEnabled())
	if err := validatortags.Register(v); err != nil {
		t.Fatal(err)
	}
	return v
}

func valid() beneficiary {
	return beneficiary{
		IBAN: "DE89370400440532013000", BIC: "DEUTDEFF", ABA: "011000015", SortCode: "10-00-00",
		BSB: "092-009", IFSC: "SBIN0001707", CNAPS: "102100099996", CLABE: "032180000118359719",
		Reference: "INV 2024-001", Institution: "003", Transit: "00002",
	}
}

func TestPublishedExamplesPassEveryTag(t *testing.T) {
	if err := newValidator(t).Struct(valid()); err != nil {
		t.Fatal(err)
	}
}

func TestEachTagRejectsItsInvalidValue(t *testing.T) {
	bad := "DE89370400440532013001"
	for _, tc := range []struct {
		tag   string
		field string
		set   func(*beneficiary)
	}{
		{"iban", "IBAN", func(b *beneficiary) { b.IBAN = "DE88370400440532013000" }},
		{"bic_iso9362", "BIC", func(b *beneficiary) { b.BIC = "DEUTZZFF" }},
		{"aba", "ABA", func(b *beneficiary) { b.ABA = "011000016" }},
		{"sortcode", "SortCode", func(b *beneficiary) { b.SortCode = "10-00-0" }},
		{"bsb", "BSB", func(b *beneficiary) { b.BSB = "09-2009" }},
		{"ifsc", "IFSC", func(b *beneficiary) { b.IFSC = "SBIN1001707" }},
		{"cnaps", "CNAPS", func(b *beneficiary) { b.CNAPS = "10210009999" }},
		{"clabe", "CLABE", func(b *beneficiary) { b.CLABE = "032180000118359718" }},
		{"swifttext", "Reference", func(b *beneficiary) { b.Reference = "INV_2024" }},
		{"ca_institution", "Institution", func(b *beneficiary) { b.Institution = "03" }},
		{"ca_transit", "Transit", func(b *beneficiary) { b.Transit = "0002X" }},
		{"iban", "OptionalIBAN", func(b *beneficiary) { b.OptionalIBAN = &bad }},
		{"aba", "NotAString", func(b *beneficiary) { b.NotAString = 11000015 }},
	} {
		t.Run(tc.tag+"/"+tc.field, func(t *testing.T) {
			b := valid()
			tc.set(&b)
			err := newValidator(t).Struct(b)
			var verrs validator.ValidationErrors
			if !errors.As(err, &verrs) || len(verrs) != 1 {
				t.Fatalf("want one validation error, got %v", err)
			}
			if verrs[0].Tag() != tc.tag || verrs[0].Field() != tc.field {
				t.Errorf("got tag %q on %q", verrs[0].Tag(), verrs[0].Field())
			}
		})
	}
}

func TestEmptyRequiredFieldFails(t *testing.T) {
	b := valid()
	b.IBAN = ""
	if err := newValidator(t).Struct(b); err == nil {
		t.Error("empty IBAN passed the iban tag")
	}
}

func TestRegisterKeepsTheBuiltInBIC(t *testing.T) {
	v := newValidator(t)
	// The built-in bic tag has no country list; ours does.
	if err := v.Var("DEUTZZFF", "bic"); err != nil {
		t.Errorf("built-in bic changed: %v", err)
	}
	if err := v.Var("DEUTZZFF", "bic_iso9362"); err == nil {
		t.Error("bic_iso9362 accepted country ZZ")
	}
}

func TestRegisterRejectsNil(t *testing.T) {
	if err := validatortags.Register(nil); err == nil {
		t.Error("Register(nil) succeeded")
	}
}

func TestTagsAreListed(t *testing.T) {
	want := []string{"iban", "bic_iso9362", "aba", "sortcode", "bsb", "ifsc", "cnaps", "clabe", "swifttext", "ca_institution", "ca_transit"}
	if !slices.Equal(validatortags.Tags(), want) {
		t.Errorf("Tags() = %v", validatortags.Tags())
	}
}

func ExampleRegister() {
	v := validator.New()
	if err := validatortags.Register(v); err != nil {
		panic(err)
	}
	type payout struct {
		IBAN      string `validate:"iban"`
		BIC       string `validate:"bic_iso9362"`
		Reference string `validate:"swifttext"`
	}
	err := v.Struct(payout{IBAN: "DE89 3704 0044 0532 0130 00", BIC: "DEUTDEFF", Reference: "Invoice #42"})
	for _, fe := range err.(validator.ValidationErrors) {
		fmt.Println(fe.Field(), fe.Tag())
	}
	// Output: Reference swifttext
}
