// Package validatortags registers the bankid checks as tags of
// github.com/go-playground/validator/v10, for callers who validate structs
// with it. The validator's maintainers declined to add IBAN
// (go-playground/validator issue 1297); these tags fill that gap with the
// same checks preflight uses.
//
// Tags registered by Register, each accepting exactly what the bankid
// function accepts (so iban, sortcode and bsb accept printed forms with
// spaces or separators; normalise first if the field must be sent in the
// canonical form):
//
//	iban            bankid.ParseIBAN
//	bic_iso9362     bankid.ParseBIC
//	aba             bankid.ParseABA
//	sortcode        bankid.ParseSortCode
//	bsb             bankid.ParseBSB
//	ifsc            bankid.ParseIFSC
//	cnaps           bankid.ParseCNAPS
//	clabe           bankid.ParseCLABE
//	swifttext       bankid.CheckSWIFTText
//	ca_institution  bankid.ParseCAInstitution
//	ca_transit      bankid.ParseCATransit
//
// The BIC tag is named bic_iso9362 rather than bic on purpose: the
// validator already has bic (ISO 9362:2022, a regular expression) and
// bic_iso_9362_2014, and overriding bic would silently change every other
// struct validated by the same *validator.Validate. bic_iso9362 adds what
// the built-in tags lack: the country must be a real ISO 3166-1 code.
// E.164 is not registered either: the validator's own e164 tag has the same
// rule.
//
// Only string fields (and pointers to them) can pass; any other kind fails.
// An empty string fails every tag except swifttext: combine with omitempty
// for optional fields. The package imports bankid; bankid never imports it.
package validatortags

import (
	"errors"
	"reflect"

	"github.com/go-playground/validator/v10"
	"github.com/preflightpay/preflight/bankid"
)

// tags lists the tags Register adds, in the order it adds them.
var tags = [...]string{"iban", "bic_iso9362", "aba", "sortcode", "bsb", "ifsc", "cnaps", "clabe", "swifttext", "ca_institution", "ca_transit"}

// Tags returns the tags Register adds, in the order it adds them.
func Tags() []string { return append([]string(nil), tags[:]...) }

// checks maps each tag to its bankid check, reduced to pass or fail.
var checks = map[string]func(string) bool{
	"iban":           func(s string) bool { _, err := bankid.ParseIBAN(s); return err == nil },
	"bic_iso9362":    func(s string) bool { _, err := bankid.ParseBIC(s); return err == nil },
	"aba":            func(s string) bool { _, err := bankid.ParseABA(s); return err == nil },
	"sortcode":       func(s string) bool { _, err := bankid.ParseSortCode(s); return err == nil },
	"bsb":            func(s string) bool { _, err := bankid.ParseBSB(s); return err == nil },
	"ifsc":           func(s string) bool { _, err := bankid.ParseIFSC(s); return err == nil },
	"cnaps":          func(s string) bool { _, err := bankid.ParseCNAPS(s); return err == nil },
	"clabe":          func(s string) bool { _, err := bankid.ParseCLABE(s); return err == nil },
	"swifttext":      func(s string) bool { return bankid.CheckSWIFTText(s) == nil },
	"ca_institution": func(s string) bool { _, err := bankid.ParseCAInstitution(s); return err == nil },
	"ca_transit":     func(s string) bool { _, err := bankid.ParseCATransit(s); return err == nil },
}

// Register adds the tags to v. It returns the validator's errors, joined,
// if any registration fails; v may then hold some of the tags.
func Register(v *validator.Validate) error {
	if v == nil {
		return errors.New("validatortags: nil *validator.Validate")
	}
	var errs []error
	for _, tag := range tags {
		errs = append(errs, v.RegisterValidation(tag, stringFunc(checks[tag])))
	}
	return errors.Join(errs...)
}

// stringFunc adapts a string check to a validator.Func. The validator has
// already dereferenced pointers; a nil pointer reaches here as an invalid
// value and fails.
func stringFunc(ok func(string) bool) validator.Func {
	return func(fl validator.FieldLevel) bool {
		f := fl.Field()
		return f.Kind() == reflect.String && ok(f.String())
	}
}
