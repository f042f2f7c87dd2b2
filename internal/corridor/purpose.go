package corridor

// purposeCodes is the accepted set of a payout's purpose_code. The specification names the
// field and its message ("purpose_code invalid") but not its values; these are the purposes
// payout providers commonly take, upper case, kept here so that forms and rules share them.
var purposeCodes = [...]string{
	"BUSINESS_EXPENSES", "CHARITY", "DIVIDEND", "EDUCATION", "FAMILY_SUPPORT", "GOODS",
	"INSURANCE", "INTRA_COMPANY", "INVESTMENT", "LOAN", "MEDICAL", "OTHER", "PAYROLL",
	"PROFESSIONAL_FEES", "REFUND", "RENT", "ROYALTIES", "SALARY", "SERVICES",
	"SUPPLIER_PAYMENT", "TAX", "TRAVEL", "UTILITIES",
}

// PurposeCode reports whether code is an accepted purpose_code (exact, upper case).
func PurposeCode(code string) bool {
	for _, p := range purposeCodes {
		if p == code {
			return true
		}
	}
	return false
}

// PurposeCodes returns the accepted purpose codes, sorted.
func PurposeCodes() []string { return append([]string(nil), purposeCodes[:]...) }
