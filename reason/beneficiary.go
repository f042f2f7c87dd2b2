package reason

// The codes of beneficiaries, corridors and bank identifiers (packages beneficiary, corridor,
// bankid as the beneficiary rules use it).
const (
	EntityTypeRequired     Code = "entity-type.required"
	EntityTypeValue        Code = "entity-type.value"
	EntityTypeUnchangeable Code = "entity-type.unchangeable"
	IndividualNames        Code = "names.individual"
	CompanyName            Code = "names.company"
	HolderEmpty            Code = "holder.empty"
	HolderLength           Code = "holder.length"
	HolderIndividualChars  Code = "holder.individual-charset"
	HolderCompanyChars     Code = "holder.company-charset"
	HolderPlaceholder      Code = "holder.placeholder"
	HolderIncomplete       Code = "holder.incomplete"
	AddressCountry         Code = "address.country-required"
	AddressRequired        Code = "address.required"
	AddressEmpty           Code = "address.empty"
	ClearingSystemEmpty    Code = "clearing-system.empty"
	CorridorUnknown        Code = "corridor.unknown"
	AccountRequired        Code = "account.required"
	AccountCharset         Code = "account.charset"
	AccountLength          Code = "account.length"
	AccountShape           Code = "account.shape"
	IBANFormat             Code = "iban.format"
	IBANLength             Code = "iban.length"
	IBANCheckDigits        Code = "iban.check-digits"
	IBANPrintedForm        Code = "iban.printed-form"
	BICFormat              Code = "bic.format"
	BICCountry             Code = "bic.country"
	BICLowerCase           Code = "bic.lower-case"
	BICCountryDiffers      Code = "bic.country-differs"
	SwiftCodeRequired      Code = "swift-code.required"
	SwiftCodeCorridor      Code = "swift-code.corridor"
	RoutingType            Code = "routing.type"
	RoutingMissing         Code = "routing.missing"
	ABAShape               Code = "aba.shape"
	ABACheckDigit          Code = "aba.check-digit"
	ABAUnknownPrefix       Code = "aba.unknown-prefix"
	SortCodeShape          Code = "sort-code.shape"
	BSBShape               Code = "bsb.shape"
	IFSCShape              Code = "ifsc.shape"
	CNAPSShape             Code = "cnaps.shape"
	CAInstitutionShape     Code = "ca-institution.shape"
	CATransitShape         Code = "ca-transit.shape"
	HKBankCodeShape        Code = "hk-bank-code.shape"
	CLABEShape             Code = "clabe.shape"
	CLABECheckDigit        Code = "clabe.check-digit"
	BRTaxIDShape           Code = "br-tax-id.shape"
	MsisdnE164             Code = "msisdn.e164"
	ProxyIDRequired        Code = "proxy-id.required"
	AdditionalInfoRequired Code = "additional-info.required"
	BankNameRequired       Code = "bank-name.required"
	BankAddressRequired    Code = "bank-address.required"
	BeneficiaryIDMissing   Code = "beneficiary-id.missing"
	BeneficiaryIDShape     Code = "beneficiary-id.shape"
	BeneficiaryNotFound    Code = "beneficiary.not-found"
	RecipientRepeat        Code = "beneficiary.repeat"
)

var beneficiaryCodes = []Info{
	{EntityTypeRequired, Spec, "entity_type is absent or empty: the specification's \"entity_type is required\"."},
	{EntityTypeValue, Reading, "entity_type is neither individual nor company, the contract's values; preflight reads the platform's nearest message, \"entity_type is required\", as its answer."},
	{EntityTypeUnchangeable, Facts, "An update gives another entity_type than the stored beneficiary's (facts fiat.beneficiaries)."},
	{IndividualNames, Spec, "An individual needs non-empty first_name and last_name."},
	{CompanyName, Spec, "A company needs a non-empty company_name."},
	{HolderEmpty, Spec, "account_holder is absent or empty."},
	{HolderLength, Spec, "account_holder is outside the specification's 2 to 140 characters."},
	{HolderIndividualChars, Spec, "An individual's account_holder holds something other than English letters and spaces, as the specification's message states."},
	{HolderCompanyChars, Reading, "A company's account_holder holds a character outside English letters, digits, space and & . , - ' ( ) / +: the specification names no set, this is the SWIFT-transmissible set preflight reads."},
	{HolderPlaceholder, Reading, "account_holder is a placeholder (N/A, NONE, UNKNOWN, TEST...): preflight's reading of \"Please provide a valid account holder name.\""},
	{HolderIncomplete, Reading, "An individual's account_holder is a single word: preflight's reading of \"... or is incomplete\"."},
	{AddressCountry, Spec, "address.country is absent or empty."},
	{AddressRequired, Spec, "address.city or address.street_address is absent, or address.state (where the country names states) or address.postal_code (where the country has postal codes)."},
	{AddressEmpty, Spec, "address.city, address.state or address.street_address is given empty: the specification's \"... cannot be empty\"."},
	{ClearingSystemEmpty, Spec, "A LOCAL payout's clearing_system is absent or empty."},
	{CorridorUnknown, Reading, "preflight's corridor table knows no corridor for the country, currency, payment method and clearing system; the platform looks its payment methods up at request time, so this only predicts \"clearing system not support for ...\". The rules the specification states for every payout still run."},
	{AccountRequired, Spec, "account_number is absent or empty and no IBAN (or PayNow proxy_id) stands for it."},
	{AccountCharset, Spec, "account_number holds something other than English letters and digits, as the specification's message states."},
	{AccountLength, Spec, "account_number is outside the length the specification states for the corridor: CAD-EFT 7 to 12 digits, AUD 5 to 20 digits."},
	{AccountShape, Reading, "account_number is outside the corridor's usual digits and length (US 4-17, GB 8, IN 9-18...), which the specification does not state."},
	{IBANFormat, Spec, "The IBAN has a character other than A-Z and 0-9, no registry country prefix, or breaks its country's BBAN structure (ISO 13616, SWIFT IBAN registry): \"Iban format error\"."},
	{IBANLength, Spec, "The IBAN's length is not its country's in the SWIFT IBAN registry (ISO 13616)."},
	{IBANCheckDigits, Spec, "The IBAN's check digits are outside 02..98 or fail ISO 7064 mod-97 (ISO 13616)."},
	{IBANPrintedForm, Reading, "Advice: the IBAN was given in print form (spaces, lower case); the warning gives the electronic form."},
	{BICFormat, Spec, "swift_code is not 8 or 11 letters and digits with a letter country code (ISO 9362): \"Bic/Swift code format error\"."},
	{BICCountry, Spec, "swift_code's country (characters 5-6) is not an ISO 3166-1 alpha-2 code, as ISO 9362 requires."},
	{BICLowerCase, Reading, "swift_code is a valid BIC written in lower case or with spaces around it; ISO 9362 writes BICs in upper case, and whether the platform upper-cases is not stated."},
	{BICCountryDiffers, Reading, "Advice: the BIC's country differs from the IBAN's or, without an IBAN, the address's: a bank may hold accounts abroad, but it is often a mistake."},
	{SwiftCodeRequired, Spec, "A SWIFT payout without swift_code: \"swift_code is required\"."},
	{SwiftCodeCorridor, Reading, "A LOCAL corridor that preflight's table reads as needing the receiving bank's SWIFT code (SGD FAST) has none."},
	{RoutingType, Spec, "routing_code_type1/2 is absent or not the type the specification names for the clearing system (ach for ACH, aba for FEDWIRE, bank_code and branch_code for EFT...)."},
	{RoutingMissing, Spec, "A routing_code_value the clearing system needs is absent or empty."},
	{ABAShape, Reading, "The ABA routing number is not 9 digits; the specification states no format."},
	{ABACheckDigit, Reading, "The ABA routing number fails its 3-7-1 check digit; the specification states no check."},
	{ABAUnknownPrefix, Reading, "Advice: the ABA routing number's first two digits are not an assigned Federal Reserve routing symbol."},
	{SortCodeShape, Reading, "The UK sort code is not 6 digits (plain, or in pairs by '-' or ' '); the specification states no format."},
	{BSBShape, Reading, "The BSB is not 6 digits (plain, or 3-3 by '-' or ' '); the specification states no format."},
	{IFSCShape, Reading, "The IFSC is not 4 letters, '0' and 6 letters or digits; the specification states no format."},
	{CNAPSShape, Reading, "The CNAPS code is not 12 digits; the specification states no format."},
	{CAInstitutionShape, Reading, "The Canadian institution number (bank_code) is not 3 digits; the specification states no format."},
	{CATransitShape, Reading, "The Canadian transit number (branch_code) is not 5 digits; the specification states no format."},
	{HKBankCodeShape, Reading, "The Hong Kong bank code is not 3 digits; the specification states no format."},
	{CLABEShape, Reading, "The Mexican CLABE is not 18 digits; the specification states no format."},
	{CLABECheckDigit, Reading, "The Mexican CLABE fails its check digit (weights 3, 7, 1); the specification states no check."},
	{BRTaxIDShape, Reading, "The Brazilian tax_id is neither 11 digits (CPF) nor 14 (CNPJ); the specification states no format."},
	{MsisdnE164, Reading, "additional_info.msisdn is not an E.164 number (+, then up to 15 digits); the specification states no format."},
	{ProxyIDRequired, Spec, "A PayNow payout without proxy_id: \"PayNow requires non-empty proxy_id\"."},
	{AdditionalInfoRequired, Reading, "An additional_info member that preflight's corridor table reads as required (CNAPS identity document of an individual, BRL tax_id, KES msisdn) is absent; the specification names the members but not the corridors."},
	{BankNameRequired, Reading, "bank_name is absent where preflight's corridor table reads it as required (SWIFT, FEDWIRE, CNAPS, BRL)."},
	{BankAddressRequired, Reading, "bank_address is absent where preflight's corridor table reads it as required (SWIFT)."},
	{BeneficiaryIDMissing, Spec, "The path parameter id is absent or empty: the request names no beneficiary."},
	{BeneficiaryIDShape, Reading, "The id is not 1 to 64 English letters, digits, '-' and '_': the shape preflight reads for ids, which also keeps the request path intact."},
	{BeneficiaryNotFound, Facts, "The stored beneficiaries (facts fiat.beneficiaries) hold no beneficiary with the id."},
	{RecipientRepeat, Facts, "A stored beneficiary (facts fiat.beneficiaries) has the same IBAN, or the same account number and routing_code_value1."},
}
