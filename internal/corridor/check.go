package corridor

import (
	"errors"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/reason"
)

// ErrShape is the category of a value that fails a check this package makes itself (a Hong Kong
// bank code, a Brazilian tax id, an account number's length); identifiers with a published
// scheme are checked by package bankid and fail with its errors.
var ErrShape = errors.New("wrong shape")

// errShape is returned as is, so a failing check costs no allocation.
var errShape = &shapeError{}

type shapeError struct{}

func (*shapeError) Error() string { return "value does not have the corridor's shape" }
func (*shapeError) Unwrap() error { return ErrShape }

// CheckValue checks s as the identifier id: nil, a *bankid.Error, or an error in ErrShape.
// Digits and Alnum take their bounds from min and max (0: no bound). It does not allocate on a
// valid value.
func CheckValue(id Identifier, s string, min, max int) error {
	var err error
	switch id {
	case ABA:
		_, err = bankid.ParseABA(s)
	case SortCode:
		_, err = bankid.ParseSortCode(s)
	case BSB:
		_, err = bankid.ParseBSB(s)
	case IFSC:
		_, err = bankid.ParseIFSC(s)
	case CNAPS:
		_, err = bankid.ParseCNAPS(s)
	case CAInstitution:
		_, err = bankid.ParseCAInstitution(s)
	case CATransit:
		_, err = bankid.ParseCATransit(s)
	case E164:
		_, err = bankid.ParseE164(s)
	case CLABE:
		_, err = bankid.ParseCLABE(s)
	case HKBankCode:
		if !bankid.Digits(s) || len(s) != 3 {
			err = errShape
		}
	case BRTaxID:
		if !bankid.Digits(s) || len(s) != 11 && len(s) != 14 {
			err = errShape
		}
	case Digits:
		if !bankid.Digits(s) || !within(len(s), min, max) {
			err = errShape
		}
	case Alnum:
		if bankid.CheckAccountNumber(s) != nil || !within(len(s), min, max) {
			err = errShape
		}
	}
	return err
}

func within(n, min, max int) bool { return (min == 0 || n >= min) && (max == 0 || n <= max) }

// Example returns a value that passes the identifier's check, for forms and documentation.
func Example(id Identifier) string {
	return identifiers[id].example
}

// identifierInfo describes an identifier for forms and for findings: a pattern (documentation
// only: preflight checks by hand, never with regexp), its length, an example, and the reason codes
// of a value that fails its shape or its check digit, with what a value should be in words.
type identifierInfo struct {
	name     string
	pattern  string
	min, max int
	example  string
	check    string // the check beyond the pattern, "" when none
	want     string // what a value is, for a finding's reason: "9 digits"
	shape    reason.Code
	digit    reason.Code // a failed check digit, "" when the identifier has none
}

var identifiers = [...]identifierInfo{
	NoCheck:       {},
	ABA:           {"ABA routing number", "^[0-9]{9}$", 9, 9, "011000015", "3-7-1 check digit", "9 digits", reason.ABAShape, reason.ABACheckDigit},
	SortCode:      {"UK sort code", "^[0-9]{2}-?[0-9]{2}-?[0-9]{2}$", 6, 8, "40-47-84", "", "6 digits, plain or in pairs", reason.SortCodeShape, ""},
	BSB:           {"BSB", "^[0-9]{3}-?[0-9]{3}$", 6, 7, "062-000", "", "6 digits, plain or 3-3", reason.BSBShape, ""},
	IFSC:          {"IFSC", "^[A-Z]{4}0[A-Z0-9]{6}$", 11, 11, "SBIN0000300", "", "4 letters, 0 and 6 letters or digits", reason.IFSCShape, ""},
	CNAPS:         {"CNAPS code", "^[0-9]{12}$", 12, 12, "102100099996", "", "12 digits", reason.CNAPSShape, ""},
	CAInstitution: {"Canadian institution number", "^[0-9]{3}$", 3, 3, "003", "", "3 digits", reason.CAInstitutionShape, ""},
	CATransit:     {"Canadian transit number", "^[0-9]{5}$", 5, 5, "12345", "", "5 digits", reason.CATransitShape, ""},
	HKBankCode:    {"Hong Kong bank code", "^[0-9]{3}$", 3, 3, "004", "", "3 digits", reason.HKBankCodeShape, ""},
	E164:          {"E.164 number", "^\\+[1-9][0-9]{0,14}$", 2, 16, "+254712345678", "", "+ and up to 15 digits", reason.MsisdnE164, ""},
	CLABE:         {"CLABE", "^[0-9]{18}$", 18, 18, "032180000118359719", "check digit (weights 3, 7, 1)", "18 digits", reason.CLABEShape, reason.CLABECheckDigit},
	BRTaxID:       {"CPF or CNPJ", "^([0-9]{11}|[0-9]{14})$", 11, 14, "52998224725", "", "11 digits (CPF) or 14 (CNPJ)", reason.BRTaxIDShape, ""},
	Digits:        {"digits", "^[0-9]+$", 0, 0, "", "", "digits", reason.AccountShape, ""},
	Alnum:         {"letters and digits", "^[A-Za-z0-9]+$", 0, 0, "", "", "letters and digits", reason.AccountShape, ""},
}

// Reason explains err, the failure of CheckValue(id, value, ...): a check digit that does not
// match, or a value not of the identifier's shape ("CNAPS code should be 12 digits; found
// \"1234\""). Every identifier check is preflight's reading: the specification states none.
func (id Identifier) Reason(value string, err error) reason.Reason {
	in := &identifiers[id]
	if in.digit != "" && errors.Is(err, bankid.ErrChecksum) {
		if id == ABA {
			if d := bankid.ABACheckDigit(value); d != 0 && len(value) == 9 {
				return reason.New(in.digit, "ABA check digit should be "+string(d)+", is "+value[8:])
			}
		}
		return reason.New(in.digit, in.name+" "+reason.Quote(value)+" fails its "+in.check)
	}
	return reason.New(in.shape, in.name+" should be "+in.want+"; found "+reason.Quote(value))
}

// Name returns the identifier's name, e.g. "ABA routing number".
func (id Identifier) Name() string { return identifiers[id].name }
