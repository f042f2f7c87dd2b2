package corridor

import (
	"slices"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/shopspring/decimal"
)

// The payment methods of the contract.
const (
	Local = "LOCAL"
	SWIFT = "SWIFT"
)

// The values of fee_paid_by, which the specification gives for every SWIFT payout.
const (
	FeeOurs   = "OURS"
	FeeShared = "SHARED"
)

// FeePaidBy returns the values of fee_paid_by, for the rules, the requirements and the schema.
func FeePaidBy() []string { return []string{FeeOurs, FeeShared} }

// AnyCountry in Corridor.Countries means every ISO 3166-1 country (SWIFT corridors).
const AnyCountry = "*"

// Corridor is one row of the table: what a payout to Currency through Clearing (for the Method)
// requires of its beneficiary and of the payout itself. Every field is data; the rules in
// packages beneficiary and payout read it and never name a corridor themselves.
type Corridor struct {
	Key       string // "USD-ACH": the receiving currency and the clearing system
	Currency  string // receiving currency, ISO 4217 (plus CNH)
	Method    string // Local or SWIFT
	Clearing  string // canonical clearing system name: "ACH", "FASTER PAYMENTS", "SWIFT"
	Countries string // beneficiary address countries, concatenated 2-letter codes, or AnyCountry

	// Routing codes: Routing[0] is routing_code_type1/value1, Routing[1] type2/value2.
	Routing [2]Routing
	// RoutingTypeEntry is recorded once when a routing type is absent or not the one required;
	// RoutingValueEntry once when a required value is absent or empty.
	RoutingTypeEntry, RoutingValueEntry errcatalog.ID

	Account Account
	// IBAN: IBANWhereUsed (the beneficiary's country is in the SWIFT IBAN registry) or
	// IBANAlways; the zero value takes no IBAN.
	IBAN      IBANRule
	SwiftCode Need
	ProxyID   Need // PayNow's proxy_id instead of an account number

	// AdditionalInfo lists the additional_info members the corridor requires.
	AdditionalInfo []Info
	// BankName and BankAddress say whether bank_name and bank_address are required.
	BankName, BankAddress Need

	// Cap is the most one payout may carry, in Currency (zero: no cap), and CapEntry the entry
	// recorded above it.
	Cap      decimal.Decimal
	CapEntry errcatalog.ID
	// Invoice: an invoice_document is required (InvoiceEntry when absent).
	Invoice      bool
	InvoiceEntry errcatalog.ID
	// Source says where each requirement comes from: "spec" rows are the specification's own
	// messages; "table" rows are preflight's reading of the corridor, documented in the corridor
	// matrix (docs/corridors.md) so that a team can correct them.
	Source string
}

// Need says whether a field is asked for.
type Need uint8

// The needs of a field.
const (
	No       Need = iota // not asked for (accepted if given)
	Optional             // asked for, checked when given
	Required             // must be given
)

// IBANRule says when a corridor takes an IBAN; the zero value: never.
type IBANRule uint8

// The IBAN rules.
const (
	IBANWhereUsed IBANRule = iota + 1 // when the beneficiary's country uses IBAN (SWIFT IBAN registry)
	IBANAlways
)

// Identifier names the check a routing value or additional_info member must pass.
type Identifier uint8

// The identifiers. Each maps to one function of package bankid (or, for HKBankCode, a 3-digit
// shape check: Hong Kong bank codes have no public check digit).
const (
	NoCheck Identifier = iota
	ABA
	SortCode
	BSB
	IFSC
	CNAPS
	CAInstitution
	CATransit
	HKBankCode
	E164
	CLABE
	BRTaxID // 11 digits (CPF) or 14 digits (CNPJ)
	Digits  // digits only, within Account.Min..Max
	Alnum   // letters and digits only, within Account.Min..Max
)

// Routing is one routing code slot.
type Routing struct {
	Type  string     // the routing_code_type the corridor requires, "" when none
	Check Identifier // what routing_code_value must be
}

// Account is the shape of account_number in a corridor.
type Account struct {
	Need     Need       // Required for most corridors; No where proxy_id replaces it
	Check    Identifier // Digits, Alnum or CLABE
	Min, Max int        // length bounds for Digits and Alnum (0: none)
	// Stated: the specification states Min..Max (CAD-EFT 7-12 digits, AUD 5-20 digits), so a
	// length outside is certain; elsewhere the length is preflight's reading.
	Stated bool
	// LengthEntry is recorded when the length is outside Min..Max; FormatEntry for any other
	// shape failure.
	LengthEntry, FormatEntry errcatalog.ID
}

// Info is one required additional_info member.
type Info struct {
	Field      string // "id_type", "id_number", "msisdn", "tax_id"
	EntityType string // "individual", "company", or "" for both
	Check      Identifier
	Entry      errcatalog.ID // recorded when absent or empty
}

// Address rules shared by every corridor. Every corridor requires address.country (it selects
// the corridor), address.city and address.street_address; address.postal_code unless the country
// has no postal codes; address.state where the country is divided into states that addresses
// name.
const (
	// noPostalCode lists countries whose addresses carry no postal code.
	noPostalCode = "AEAGAOAWBFBIBJBOBSBWBZCDCFCGCICKCMDJDMERFJGAGDGHGMGQGYHKIEJMKIKMKNKPLYMLMOMRMWNRNUQARWSBSCSLSRSSSTSYTDTGTKTLTOTTTVUGVUYEZW"
	// stateCountries lists countries whose payout addresses must name a state or province.
	stateCountries = "AUBRCAINMXUS"
)

// sepa lists the countries that receive EUR through the LOCAL (SEPA) corridor.
const sepa = "ATBEBGCHCYCZDEDKEEESFIFRGBGRHRHUIEISITLILTLULVMCMTNLNOPLPTROSESISKSM"

var (
	cap200k = decimal.New(20000000, -2) // 200,000.00: two decimals, the form amounts arrive in
)

// swiftCurrencies are the currencies paid out through SWIFT to any country.
var swiftCurrencies = []string{"USD", "EUR", "GBP", "HKD", "SGD", "AUD", "CAD", "JPY", "CHF", "CNH"}

var table = func() []Corridor {
	digits := func(min, max int, length errcatalog.ID) Account {
		return Account{Need: Required, Check: Digits, Min: min, Max: max, LengthEntry: length, FormatEntry: errcatalog.PayoutAccountNumberFormat}
	}
	stated := func(a Account) Account { a.Stated = true; return a }
	alnum := Account{Need: Required, Check: Alnum, Min: 1, Max: 34, LengthEntry: errcatalog.PayoutAccountNumberFormat, FormatEntry: errcatalog.PayoutAccountNumberFormat}
	t := []Corridor{
		{Key: "USD-ACH", Currency: "USD", Method: Local, Clearing: "ACH", Countries: "US",
			Routing:          [2]Routing{{Type: "ach", Check: ABA}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeACH, RoutingValueEntry: errcatalog.PayoutRoutingType1OrValue1Missing,
			Account: digits(4, 17, errcatalog.PayoutAccountNumberFormat), SwiftCode: Optional,
			Source: "spec: routing type ach; table: ABA 3-7-1, account 4-17 digits (NACHA DFI account field)"},
		{Key: "USD-FEDWIRE", Currency: "USD", Method: Local, Clearing: "FEDWIRE", Countries: "US",
			Routing:          [2]Routing{{Type: "aba", Check: ABA}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeFedwire, RoutingValueEntry: errcatalog.PayoutRoutingType1OrValue1Missing,
			Account: digits(4, 17, errcatalog.PayoutAccountNumberFormat), SwiftCode: Optional, BankName: Required,
			Source: "spec: routing type aba; table: ABA 3-7-1, account 4-17 digits, bank name for the wire"},
		{Key: "CAD-EFT", Currency: "CAD", Method: Local, Clearing: "EFT", Countries: "CA",
			Routing:          [2]Routing{{Type: "bank_code", Check: CAInstitution}, {Type: "branch_code", Check: CATransit}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypesEFT, RoutingValueEntry: errcatalog.PayoutRoutingValue1OrValue2Missing,
			Account: stated(digits(7, 12, errcatalog.PayoutCADEFTAccountLength)), SwiftCode: Optional,
			Source: "spec: bank_code and branch_code, account 7-12 digits; table: institution 3 digits, transit 5 digits"},
		{Key: "HKD-LOCAL", Currency: "HKD", Method: Local, Clearing: "LOCAL", Countries: "HK",
			Routing:          [2]Routing{{Type: "bank_code", Check: HKBankCode}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeHKDLocal, RoutingValueEntry: errcatalog.PayoutRoutingTypeHKDLocal,
			Account: digits(6, 12, errcatalog.PayoutAccountNumberFormat), SwiftCode: Optional,
			Source: "spec: routing type bank_code; table: bank code 3 digits, account 6-12 digits"},
		{Key: "GBP-FASTER PAYMENTS", Currency: "GBP", Method: Local, Clearing: "FASTER PAYMENTS", Countries: "GB",
			Routing:          [2]Routing{{Type: "sort_code", Check: SortCode}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeFasterPayments, RoutingValueEntry: errcatalog.PayoutRoutingTypeFasterPayments,
			Account: digits(8, 8, errcatalog.PayoutAccountNumberFormat), SwiftCode: Optional,
			Source: "spec: routing type sort_code; table: sort code 6 digits, account 8 digits"},
		{Key: "AUD-LOCAL", Currency: "AUD", Method: Local, Clearing: "LOCAL", Countries: "AU",
			Routing:          [2]Routing{{Type: "bsb_code", Check: BSB}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeAUDLocal, RoutingValueEntry: errcatalog.PayoutRoutingTypeAUDLocal,
			Account: stated(digits(5, 20, errcatalog.PayoutAUDAccountLength)), SwiftCode: Optional,
			Source: "spec: routing type bsb_code, account 5-20 digits; table: BSB 6 digits"},
		{Key: "INR-IFSC", Currency: "INR", Method: Local, Clearing: "IFSC", Countries: "IN",
			Routing:          [2]Routing{{Type: "ifsc", Check: IFSC}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeIFSC, RoutingValueEntry: errcatalog.PayoutRoutingTypeIFSC,
			Account: digits(9, 18, errcatalog.PayoutAccountNumberFormat), SwiftCode: Optional,
			Invoice: true, InvoiceEntry: errcatalog.PayoutINRInvoiceRequired,
			Source: "spec: routing type ifsc, invoice document for INR LOCAL; table: IFSC shape, account 9-18 digits"},
		{Key: "INR-LOCAL", Currency: "INR", Method: Local, Clearing: "LOCAL", Countries: "IN",
			Account: alnum, SwiftCode: Optional,
			Invoice: true, InvoiceEntry: errcatalog.PayoutINRInvoiceRequired,
			Source: "contract: INR+LOCAL is a corridor; spec: invoice document for INR LOCAL; table: no routing code asked (IFSC routing is the clearing system IFSC)"},
		{Key: "CNH-CNAPS", Currency: "CNH", Method: Local, Clearing: "CNAPS", Countries: "CN",
			Routing:          [2]Routing{{Type: "cnaps_number", Check: CNAPS}},
			RoutingTypeEntry: errcatalog.PayoutRoutingTypeCNAPS, RoutingValueEntry: errcatalog.PayoutRoutingTypeCNAPS,
			Account: digits(8, 30, errcatalog.PayoutAccountNumberFormat), SwiftCode: Optional, BankName: Required,
			AdditionalInfo: []Info{
				{Field: "id_type", EntityType: "individual", Entry: errcatalog.PayoutAdditionalInfoIDTypeRequired},
				{Field: "id_number", EntityType: "individual", Entry: errcatalog.PayoutAdditionalInfoIDNumberRequired},
			},
			Source: "spec: routing type cnaps_number; table: CNAPS 12 digits, account 8-30 digits, bank name, identity document of an individual"},
		{Key: "SGD-PAYNOW", Currency: "SGD", Method: Local, Clearing: "PAYNOW", Countries: "SG",
			Account: Account{Need: No, Check: Alnum, Min: 1, Max: 34, LengthEntry: errcatalog.PayoutAccountNumberFormat, FormatEntry: errcatalog.PayoutAccountNumberFormat},
			ProxyID: Required,
			Source:  "spec: proxy_id required"},
		{Key: "SGD-FAST", Currency: "SGD", Method: Local, Clearing: "FAST", Countries: "SG",
			Account: digits(7, 17, errcatalog.PayoutAccountNumberFormat), SwiftCode: Required,
			Cap: cap200k, CapEntry: errcatalog.PayoutSGDFastCap,
			Source: "spec: at most 200,000 per transaction; table: the receiving bank's SWIFT code, account 7-17 digits"},
		{Key: "EUR-LOCAL", Currency: "EUR", Method: Local, Clearing: "LOCAL", Countries: sepa,
			Account: alnum, IBAN: IBANAlways, SwiftCode: Optional,
			Source: "table: SEPA credit transfer to an IBAN"},
		{Key: "MXN-LOCAL", Currency: "MXN", Method: Local, Clearing: "LOCAL", Countries: "MX",
			Account: Account{Need: Required, Check: CLABE, LengthEntry: errcatalog.PayoutAccountNumberFormat, FormatEntry: errcatalog.PayoutAccountNumberFormat},
			Source:  "table: SPEI to an 18-digit CLABE with its check digit"},
		{Key: "BRL-LOCAL", Currency: "BRL", Method: Local, Clearing: "LOCAL", Countries: "BR",
			Account: alnum, BankName: Required,
			AdditionalInfo: []Info{{Field: "tax_id", Check: BRTaxID, Entry: errcatalog.PayoutAdditionalInfoTaxIDRequired}},
			Source:         "table: CPF (11 digits) or CNPJ (14 digits) as tax_id"},
		{Key: "KES-LOCAL", Currency: "KES", Method: Local, Clearing: "LOCAL", Countries: "KE",
			Account:        Account{Need: No, Check: Alnum, Min: 1, Max: 34, LengthEntry: errcatalog.PayoutAccountNumberFormat, FormatEntry: errcatalog.PayoutAccountNumberFormat},
			AdditionalInfo: []Info{{Field: "msisdn", Check: E164, Entry: errcatalog.PayoutAdditionalInfoMsisdnRequired}},
			Source:         "table: mobile money to an E.164 msisdn"},
	}
	for _, cur := range swiftCurrencies {
		t = append(t, Corridor{Key: cur + "-SWIFT", Currency: cur, Method: SWIFT, Clearing: "SWIFT", Countries: AnyCountry,
			Account: alnum, IBAN: IBANWhereUsed, SwiftCode: Required, BankName: Required, BankAddress: Required,
			Source: "spec: swift_code, BIC, IBAN, fee_paid_by, reference character set; table: bank name and address"})
	}
	return t
}()

// unknownSWIFT and unknownLocal are what a payout needs when the table knows no corridor for it:
// the rules the specification states for every payout of the method (a SWIFT payout names the
// receiving bank by BIC and may pay an IBAN), with the table's SWIFT reading of bank name and
// address, so that a corridor the platform supports but the table lacks is still checked.
var (
	unknownSWIFT = Corridor{Key: "SWIFT", Method: SWIFT, Clearing: "SWIFT", Countries: AnyCountry,
		Account: Account{Need: Required, Check: Alnum, Min: 1, Max: 34, LengthEntry: errcatalog.PayoutAccountNumberFormat, FormatEntry: errcatalog.PayoutAccountNumberFormat},
		IBAN:    IBANWhereUsed, SwiftCode: Required, BankName: Required, BankAddress: Required,
		Source: "spec: swift_code, BIC, IBAN for every SWIFT payout; table: bank name and address"}
	unknownLocal = Corridor{Key: "LOCAL", Method: Local, Countries: AnyCountry,
		Account: Account{Need: Required, Check: Alnum, LengthEntry: errcatalog.PayoutAccountNumberFormat, FormatEntry: errcatalog.PayoutAccountNumberFormat},
		IBAN:    IBANWhereUsed, SwiftCode: Optional,
		Source: "spec: account number of English letters and digits for every payout"}
)

// Unknown returns the requirements of a payout by method (Local or SWIFT) that no corridor of the
// table serves: those the specification states for every such payout. The value is the caller's.
func Unknown(method string) Corridor {
	if method == SWIFT {
		return unknownSWIFT
	}
	return unknownLocal
}

// All returns every corridor of the table, in its order (LOCAL corridors, then SWIFT by
// currency). The slice is the caller's.
func All() []Corridor { return append([]Corridor(nil), table...) }

// ClearingSystems lists the table's clearing systems once each, in table order.
func ClearingSystems() []string {
	var out []string
	for i := range table {
		if !slices.Contains(out, table[i].Clearing) {
			out = append(out, table[i].Clearing)
		}
	}
	return out
}
