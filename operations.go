package preflight

import (
	"sort"
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/rule"
)

// Where a named input travels.
const (
	InPath  = "path"
	InQuery = "query"
	InBody  = "body"
)

// Input is one named input of an operation.
type Input struct {
	Name string `json:"name"`
	In   string `json:"in"` // "path", "query" or "body"
}

// Operation is one operation of the platform's API.
type Operation struct {
	Name    string  `json:"name"`    // "fiat/create-payout": product and operation id
	Product string  `json:"product"` // "fiat" or "ramp"
	ID      string  `json:"operation_id"`
	Method  string  `json:"method"`
	Path    string  `json:"path"`
	Inputs  []Input `json:"inputs"`
	// Idempotent reports whether the operation accepts an idempotency key: the seven POST
	// operations of each product.
	Idempotent bool `json:"idempotent"`

	invalidRequest errcatalog.ID
	checks         []rule.Func
}

func body(names ...string) []Input  { return named(InBody, names) }
func query(names ...string) []Input { return named(InQuery, names) }
func path(names ...string) []Input  { return named(InPath, names) }

func named(in string, names []string) []Input {
	out := make([]Input, len(names))
	for i, n := range names {
		out[i] = Input{Name: n, In: in}
	}
	return out
}

func inputs(groups ...[]Input) []Input {
	var out []Input
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

var (
	payoutBody      = body("beneficiary_id", "beneficiary", "payout_date", "purpose_code", "payment_method", "payment_amount", "payment_currency", "receiving_amount", "receiving_currency", "fee_paid_by", "reference", "quote_id", "payer_id", "invoice_document")
	beneficiaryBody = body("entity_type", "clearing_system", "account_number", "iban", "swift_code", "routing_code_type1", "routing_code_value1", "routing_code_type2", "routing_code_value2", "proxy_id", "additional_info", "address", "bank_name", "bank_address", "account_holder", "first_name", "last_name", "company_name")
	addressBookBody = body("address", "network", "asset", "address_type", "legal_declaration", "wallet_type", "address_party", "entity_type", "first_name", "last_name", "company_name", "country", "city", "vasp_id", "vasp_name", "label", "is_whitelist", "meta_data")
	conversionBody  = body("quote_id", "sell_currency", "buy_currency", "amount")
)

// The platform's operations, in the specification's order: 22 ramp, then 14 fiat.
var operations = []Operation{
	{Name: "ramp/list-assets", Method: "GET", Path: "/v1/ramp/asset"},
	{Name: "ramp/retrieve-asset", Method: "GET", Path: "/v1/ramp/asset/{balance_currency}", Inputs: path("balance_currency")},
	{Name: "ramp/list-asset-transactions", Method: "GET", Path: "/v1/ramp/asset/transactions"},
	{Name: "ramp/create-transfer", Method: "POST", Path: "/v1/ramp/transfer", Inputs: body("source_account_id", "target_account_id", "currency", "amount", "reason")},
	{Name: "ramp/retrieve-transfer", Method: "GET", Path: "/v1/ramp/transfer/{order_id}", Inputs: path("order_id")},
	{Name: "ramp/create-quote", Method: "POST", Path: "/v1/ramp/conversion/quote", Inputs: body("sell_currency", "buy_currency", "fixed_currency", "amount")},
	{Name: "ramp/create-conversion", Method: "POST", Path: "/v1/ramp/conversion", Inputs: conversionBody},
	{Name: "ramp/list-conversions", Method: "GET", Path: "/v1/ramp/conversion"},
	{Name: "ramp/retrieve-conversion", Method: "GET", Path: "/v1/ramp/conversion/{order_id}", Inputs: path("order_id")},
	{Name: "ramp/list-deposits", Method: "GET", Path: "/v1/ramp/deposit"},
	{Name: "ramp/retrieve-deposit", Method: "GET", Path: "/v1/ramp/deposit/{order_id}", Inputs: path("order_id")},
	{Name: "ramp/deposit-wallet-address", Method: "GET", Path: "/v1/ramp/deposit/address", Inputs: query("asset", "network")},
	{Name: "ramp/list-deposit-addresses", Method: "GET", Path: "/v1/ramp/deposit/addresses"},
	{Name: "ramp/create-withdraw", Method: "POST", Path: "/v1/ramp/withdraw", Inputs: body("address_id", "withdraw_address", "network", "asset", "amount")},
	{Name: "ramp/list-withdraws", Method: "GET", Path: "/v1/ramp/withdraw"},
	{Name: "ramp/retrieve-withdraw", Method: "GET", Path: "/v1/ramp/withdraw/{order_id}", Inputs: path("order_id")},
	{Name: "ramp/list-supported-assets", Method: "GET", Path: "/v1/ramp/config/assets"},
	{Name: "ramp/estimate-network-fee", Method: "GET", Path: "/v1/ramp/config/network-fee", Inputs: query("asset", "network")},
	{Name: "ramp/create-address-book", Method: "POST", Path: "/v1/ramp/wallet_address", Inputs: addressBookBody},
	{Name: "ramp/list-address-book", Method: "GET", Path: "/v1/ramp/wallet_address", Inputs: query("address_kind")},
	{Name: "ramp/update-address-book", Method: "POST", Path: "/v1/ramp/wallet_address/update", Inputs: body("id", "label", "is_whitelist", "meta_data")},
	{Name: "ramp/create-deposit-sender", Method: "POST", Path: "/v1/ramp/wallet_address/deposit-sender", Inputs: body("source_address", "network", "metadata")},

	{Name: "fiat/list-transfers", Method: "GET", Path: "/v1/transfer", Inputs: query("page_number", "page_size", "transfer_status", "currency", "start_time", "end_time")},
	{Name: "fiat/create-transfer", Method: "POST", Path: "/v1/transfer", Inputs: body("source_account_id", "target_account_id", "reason", "currency", "amount")},
	{Name: "fiat/retrieve-transfer", Method: "GET", Path: "/v1/transfer/{id}", Inputs: path("id")},
	{Name: "fiat/create-conversion", Method: "POST", Path: "/v1/conversion", Inputs: conversionBody},
	{Name: "fiat/create-payout", Method: "POST", Path: "/v1/payouts", Inputs: payoutBody},
	{Name: "fiat/list-payouts", Method: "GET", Path: "/v1/payouts", Inputs: query("start_time", "end_time")},
	{Name: "fiat/retrieve-payout", Method: "GET", Path: "/v1/payouts/{id}", Inputs: path("id")},
	{Name: "fiat/create-beneficiary", Method: "POST", Path: "/v1/beneficiaries", Inputs: beneficiaryBody},
	{Name: "fiat/retrieve-beneficiary", Method: "GET", Path: "/v1/beneficiaries/{id}", Inputs: path("id")},
	{Name: "fiat/update-beneficiary", Method: "POST", Path: "/v1/beneficiaries/{id}", Inputs: inputs(path("id"), beneficiaryBody)},
	{Name: "fiat/delete-beneficiary", Method: "POST", Path: "/v1/beneficiaries/{id}/delete", Inputs: path("id")},
	{Name: "fiat/check-beneficiary", Method: "POST", Path: "/v1/beneficiaries/check", Inputs: beneficiaryBody},
	{Name: "fiat/list-balances", Method: "GET", Path: "/v1/balances"},
	{Name: "fiat/retrieve-balance", Method: "GET", Path: "/v1/balances/{currency}", Inputs: path("currency")},
}

// ruleSets maps operation names to their rules. Each family of operations keeps its map in its
// own file (checks_*.go), so that the rules of one family can change without touching another's.

var byName = func() map[string]*Operation {
	m := make(map[string]*Operation, len(operations))
	for i := range operations {
		op := &operations[i]
		op.Product, op.ID, _ = strings.Cut(op.Name, "/")
		op.Idempotent = op.Method == "POST"
		switch {
		case op.Product == "fiat":
			op.invalidRequest = errcatalog.FiatInvalidRequest
		case op.ID == "create-transfer" || op.ID == "retrieve-transfer":
			op.invalidRequest = errcatalog.RampTransferInvalidParameter
		default:
			op.invalidRequest = errcatalog.RampInvalidRequest
		}
		for _, set := range ruleSets {
			op.checks = append(op.checks, set["*"]...)
		}
		for _, set := range ruleSets {
			op.checks = append(op.checks, set[op.Name]...)
		}
		m[op.Name] = op
	}
	return m
}()

// Operations returns every operation in the specification's order.
func Operations() []Operation {
	out := make([]Operation, len(operations))
	copy(out, operations)
	for i := range out {
		out[i] = *byName[out[i].Name]
	}
	return out
}

// Lookup returns the named operation.
func Lookup(name string) (Operation, bool) {
	op, ok := byName[name]
	if !ok {
		return Operation{}, false
	}
	return *op, true
}

// OperationNames returns every operation name, sorted.
func OperationNames() []string {
	names := make([]string, 0, len(operations))
	for _, op := range operations {
		names = append(names, op.Name)
	}
	sort.Strings(names)
	return names
}

// ruleSets maps operation names to their rules. Each family of operations keeps its map in its
// own file (checks_*.go), so that the rules of one family can change without touching another's.
// The key "*" holds rules that run for every operation, before the operation's own.
var ruleSets = []map[string][]rule.Func{
	commonChecks,
	fiatPayoutChecks,
	fiatLedgerChecks,
	rampChecks,
	limitChecks,
}
