// Package benchpeer holds the payout that every payout benchmark uses, as JSON bytes and as the
// tagged struct that a Go team would otherwise decode with encoding/json and validate with
// github.com/go-playground/validator/v10. The validate tags are only text here: the validator
// itself, and the other peers measured on this payout, live in the module bench/peers, so that
// they never enter preflight's own dependencies.
//
// It lives apart from every package the WASM build imports. Nothing outside benchmarks and
// tests imports it.
package benchpeer

// Operation is the operation of the benchmark payout.
const Operation = "fiat/create-payout"

// PayoutJSON is a valid USD ACH payout to an individual, with every member a real upload
// carries: about 700 bytes, three levels deep.
var PayoutJSON = []byte(`{
  "payout_date": "2026-11-23",
  "purpose_code": "SALARY",
  "payment_method": "LOCAL",
  "payment_amount": "1250.00",
  "payment_currency": "USD",
  "receiving_amount": "1250.00",
  "receiving_currency": "USD",
  "reference": "INV-2026-0042",
  "beneficiary": {
    "entity_type": "individual",
    "first_name": "Ada",
    "last_name": "Lovelace",
    "account_holder": "Ada Lovelace",
    "clearing_system": "ACH",
    "account_number": "000123456789",
    "swift_code": "BOFAUS3N",
    "routing_code_type1": "ach",
    "routing_code_value1": "026009593",
    "bank_name": "Bank of America",
    "bank_address": "100 N Tryon St, Charlotte NC 28255",
    "address": {
      "country": "US",
      "city": "New York",
      "state": "NY",
      "street_address": "1 Main Street",
      "postal_code": "10001"
    }
  }
}`)

// Payout is the payout as a plain Go struct. Its json tags make it the target of the
// encoding/json baseline; its validate tags express, as far as the validator's tags can, the
// checks preflight's payout rules make: required members, the fixed value sets, currency and
// country codes, positive decimal amounts, the BIC, and the members each clearing system
// requires (required_if per clearing system), diving into the beneficiary and its address.
type Payout struct {
	BeneficiaryID     string       `json:"beneficiary_id,omitempty" validate:"required_without=Beneficiary"`
	Beneficiary       *Beneficiary `json:"beneficiary,omitempty" validate:"required_without=BeneficiaryID,omitempty"`
	PayoutDate        string       `json:"payout_date" validate:"required,datetime=2006-01-02"`
	PurposeCode       string       `json:"purpose_code" validate:"required,oneof=BUSINESS_EXPENSES CHARITY DIVIDEND EDUCATION FAMILY_SUPPORT GOODS INSURANCE INTRA_COMPANY INVESTMENT LOAN MEDICAL OTHER PAYROLL PROFESSIONAL_FEES REFUND RENT ROYALTIES SALARY SERVICES SUPPLIER_PAYMENT TAX TRAVEL UTILITIES"`
	PaymentMethod     string       `json:"payment_method" validate:"required,oneof=LOCAL SWIFT"`
	PaymentAmount     string       `json:"payment_amount" validate:"required,numeric,amount"`
	PaymentCurrency   string       `json:"payment_currency" validate:"required,len=3,iso4217"`
	ReceivingAmount   string       `json:"receiving_amount" validate:"omitempty,numeric,amount"`
	ReceivingCurrency string       `json:"receiving_currency" validate:"required,len=3,iso4217"`
	FeePaidBy         string       `json:"fee_paid_by,omitempty" validate:"required_if=PaymentMethod SWIFT,omitempty,oneof=OURS SHARED"`
	Reference         string       `json:"reference,omitempty" validate:"omitempty,max=140,printascii"`
	QuoteID           string       `json:"quote_id,omitempty"`
	PayerID           string       `json:"payer_id,omitempty"`
}

// Beneficiary is the payout's beneficiary.
type Beneficiary struct {
	EntityType        string  `json:"entity_type" validate:"required,oneof=individual company"`
	FirstName         string  `json:"first_name,omitempty" validate:"required_if=EntityType individual"`
	LastName          string  `json:"last_name,omitempty" validate:"required_if=EntityType individual"`
	CompanyName       string  `json:"company_name,omitempty" validate:"required_if=EntityType company"`
	AccountHolder     string  `json:"account_holder" validate:"required,min=2,max=140"`
	ClearingSystem    string  `json:"clearing_system" validate:"required,oneof=ACH FEDWIRE EFT 'FASTER PAYMENTS' IFSC CNAPS PAYNOW FAST LOCAL SWIFT"`
	AccountNumber     string  `json:"account_number,omitempty" validate:"required_unless=ClearingSystem SWIFT,omitempty,alphanum,max=34"`
	IBAN              string  `json:"iban,omitempty" validate:"omitempty,alphanum,min=15,max=34"`
	SwiftCode         string  `json:"swift_code,omitempty" validate:"required_if=ClearingSystem SWIFT,omitempty,bic"`
	RoutingCodeType1  string  `json:"routing_code_type1,omitempty" validate:"required_if=ClearingSystem ACH,required_if=ClearingSystem FEDWIRE,required_if=ClearingSystem EFT,required_if=ClearingSystem 'FASTER PAYMENTS',required_if=ClearingSystem IFSC,required_if=ClearingSystem CNAPS,omitempty,oneof=ach aba bank_code sort_code bsb_code ifsc cnaps_number"`
	RoutingCodeValue1 string  `json:"routing_code_value1,omitempty" validate:"required_with=RoutingCodeType1,omitempty,alphanum,max=11"`
	RoutingCodeType2  string  `json:"routing_code_type2,omitempty" validate:"required_if=ClearingSystem EFT,omitempty,oneof=branch_code"`
	RoutingCodeValue2 string  `json:"routing_code_value2,omitempty" validate:"required_with=RoutingCodeType2,omitempty,numeric"`
	ProxyID           string  `json:"proxy_id,omitempty" validate:"required_if=ClearingSystem PAYNOW"`
	BankName          string  `json:"bank_name" validate:"required"`
	BankAddress       string  `json:"bank_address" validate:"required"`
	Address           Address `json:"address" validate:"required"`
}

// Address is the beneficiary's address.
type Address struct {
	Country       string `json:"country" validate:"required,iso3166_1_alpha2"`
	City          string `json:"city" validate:"required"`
	State         string `json:"state" validate:"required"`
	StreetAddress string `json:"street_address" validate:"required"`
	PostalCode    string `json:"postal_code" validate:"required"`
}

// ValidPayout is PayoutJSON as a Payout.
func ValidPayout() Payout {
	return Payout{
		PayoutDate: "2026-11-23", PurposeCode: "SALARY", PaymentMethod: "LOCAL",
		PaymentAmount: "1250.00", PaymentCurrency: "USD", ReceivingAmount: "1250.00", ReceivingCurrency: "USD",
		Reference: "INV-2026-0042",
		Beneficiary: &Beneficiary{
			EntityType: "individual", FirstName: "Ada", LastName: "Lovelace", AccountHolder: "Ada Lovelace",
			ClearingSystem: "ACH", AccountNumber: "000123456789", SwiftCode: "BOFAUS3N",
			RoutingCodeType1: "ach", RoutingCodeValue1: "026009593",
			BankName: "Bank of America", BankAddress: "100 N Tryon St, Charlotte NC 28255",
			Address: Address{Country: "US", City: "New York", State: "NY", StreetAddress: "1 Main Street", PostalCode: "10001"},
		},
	}
}
