// Package operation is the registry of the platform's API operations: one row per operation,
// with its product, method, path, named inputs and whether it accepts an idempotency key. It is
// a leaf package, so that the catalog, the rules and the front door all read the same rows.
//
// Operation names travel as strings on the wire ("fiat/create-payout"); Go code names them with
// the typed constants below, so a misspelt operation is a compile error, not a golden diff.
package operation

import (
	"strings"
	"sync"

	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/wasmlite"
)

// Name is an operation's name, PRODUCT/OPERATION-ID: "fiat/create-payout".
type Name string

// The platform's operations, in the specification's order: 22 ramp, then 14 fiat.
const (
	RampListAssets            Name = "ramp/list-assets"
	RampRetrieveAsset         Name = "ramp/retrieve-asset"
	RampListAssetTransactions Name = "ramp/list-asset-transactions"
	RampCreateTransfer        Name = "ramp/create-transfer"
	RampRetrieveTransfer      Name = "ramp/retrieve-transfer"
	RampCreateQuote           Name = "ramp/create-quote"
	RampCreateConversion      Name = "ramp/create-conversion"
	RampListConversions       Name = "ramp/list-conversions"
	RampRetrieveConversion    Name = "ramp/retrieve-conversion"
	RampListDeposits          Name = "ramp/list-deposits"
	RampRetrieveDeposit       Name = "ramp/retrieve-deposit"
	RampDepositWalletAddress  Name = "ramp/deposit-wallet-address"
	RampListDepositAddresses  Name = "ramp/list-deposit-addresses"
	RampCreateWithdraw        Name = "ramp/create-withdraw"
	RampListWithdraws         Name = "ramp/list-withdraws"
	RampRetrieveWithdraw      Name = "ramp/retrieve-withdraw"
	RampListSupportedAssets   Name = "ramp/list-supported-assets"
	RampEstimateNetworkFee    Name = "ramp/estimate-network-fee"
	RampCreateAddressBook     Name = "ramp/create-address-book"
	RampListAddressBook       Name = "ramp/list-address-book"
	RampUpdateAddressBook     Name = "ramp/update-address-book"
	RampCreateDepositSender   Name = "ramp/create-deposit-sender"

	FiatListTransfers       Name = "fiat/list-transfers"
	FiatCreateTransfer      Name = "fiat/create-transfer"
	FiatRetrieveTransfer    Name = "fiat/retrieve-transfer"
	FiatCreateConversion    Name = "fiat/create-conversion"
	FiatCreatePayout        Name = "fiat/create-payout"
	FiatListPayouts         Name = "fiat/list-payouts"
	FiatRetrievePayout      Name = "fiat/retrieve-payout"
	FiatCreateBeneficiary   Name = "fiat/create-beneficiary"
	FiatRetrieveBeneficiary Name = "fiat/retrieve-beneficiary"
	FiatUpdateBeneficiary   Name = "fiat/update-beneficiary"
	FiatDeleteBeneficiary   Name = "fiat/delete-beneficiary"
	FiatCheckBeneficiary    Name = "fiat/check-beneficiary"
	FiatListBalances        Name = "fiat/list-balances"
	FiatRetrieveBalance     Name = "fiat/retrieve-balance"
)

// Product is one of the platform's two APIs.
type Product string

// The products.
const (
	Ramp Product = "ramp" // the digital-asset ramp under /v1/ramp
	Fiat Product = "fiat" // fiat money movement under /v1
)

// Where a named input travels.
const (
	InPath  = "path"
	InQuery = "query"
	InBody  = "body"
)

// Input is one named input of an operation.
type Input struct {
	Name string
	In   string // InPath, InQuery or InBody
}

// Operation is one row of the registry.
type Operation struct {
	Name    Name
	Product Product
	ID      string // the specification's operation id: "create-payout"
	Method  string // "GET" or "POST"
	Path    string // "/v1/payouts/{id}"
	Inputs  []Input
	// Idempotent reports whether the operation accepts an idempotency key: the specification's
	// "create operations of seven public endpoints in each product", which are the POST ones.
	Idempotent bool
}

// String returns the operation's name.
func (o *Operation) String() string { return string(o.Name) }

// Is reports whether o is the named operation; a nil o is none.
func (o *Operation) Is(n Name) bool { return o != nil && o.Name == n }

func body(names ...string) []Input  { return named(InBody, names) }
func query(names ...string) []Input { return named(InQuery, names) }
func path(names ...string) []Input  { return named(InPath, names) }

// group is the body of named, which operation_js.go declares not inlined (for the WASM build's
// size) and operation_other.go as any other function.
func group(in string, names []string) []Input {
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

// rows is the registry, in the specification's order. Product, ID and Idempotent are derived
// from the name and method when the package loads.
var rows = []Operation{
	{Name: RampListAssets, Method: "GET", Path: "/v1/ramp/asset"},
	{Name: RampRetrieveAsset, Method: "GET", Path: "/v1/ramp/asset/{balance_currency}", Inputs: path("balance_currency")},
	{Name: RampListAssetTransactions, Method: "GET", Path: "/v1/ramp/asset/transactions"},
	{Name: RampCreateTransfer, Method: "POST", Path: "/v1/ramp/transfer", Inputs: body("source_account_id", "target_account_id", "currency", "amount", "reason")},
	{Name: RampRetrieveTransfer, Method: "GET", Path: "/v1/ramp/transfer/{order_id}", Inputs: path("order_id")},
	{Name: RampCreateQuote, Method: "POST", Path: "/v1/ramp/conversion/quote", Inputs: body("sell_currency", "buy_currency", "fixed_currency", "amount")},
	{Name: RampCreateConversion, Method: "POST", Path: "/v1/ramp/conversion", Inputs: conversionBody},
	{Name: RampListConversions, Method: "GET", Path: "/v1/ramp/conversion"},
	{Name: RampRetrieveConversion, Method: "GET", Path: "/v1/ramp/conversion/{order_id}", Inputs: path("order_id")},
	{Name: RampListDeposits, Method: "GET", Path: "/v1/ramp/deposit"},
	{Name: RampRetrieveDeposit, Method: "GET", Path: "/v1/ramp/deposit/{order_id}", Inputs: path("order_id")},
	{Name: RampDepositWalletAddress, Method: "GET", Path: "/v1/ramp/deposit/address", Inputs: query("asset", "network")},
	{Name: RampListDepositAddresses, Method: "GET", Path: "/v1/ramp/deposit/addresses"},
	{Name: RampCreateWithdraw, Method: "POST", Path: "/v1/ramp/withdraw", Inputs: body("address_id", "withdraw_address", "network", "asset", "amount")},
	{Name: RampListWithdraws, Method: "GET", Path: "/v1/ramp/withdraw"},
	{Name: RampRetrieveWithdraw, Method: "GET", Path: "/v1/ramp/withdraw/{order_id}", Inputs: path("order_id")},
	{Name: RampListSupportedAssets, Method: "GET", Path: "/v1/ramp/config/assets"},
	{Name: RampEstimateNetworkFee, Method: "GET", Path: "/v1/ramp/config/network-fee", Inputs: query("asset", "network")},
	{Name: RampCreateAddressBook, Method: "POST", Path: "/v1/ramp/wallet_address", Inputs: addressBookBody},
	{Name: RampListAddressBook, Method: "GET", Path: "/v1/ramp/wallet_address", Inputs: query("address_kind")},
	{Name: RampUpdateAddressBook, Method: "POST", Path: "/v1/ramp/wallet_address/update", Inputs: body("id", "label", "is_whitelist", "meta_data")},
	{Name: RampCreateDepositSender, Method: "POST", Path: "/v1/ramp/wallet_address/deposit-sender", Inputs: body("source_address", "network", "metadata")},

	{Name: FiatListTransfers, Method: "GET", Path: "/v1/transfer", Inputs: query("page_number", "page_size", "transfer_status", "currency", "start_time", "end_time")},
	{Name: FiatCreateTransfer, Method: "POST", Path: "/v1/transfer", Inputs: body("source_account_id", "target_account_id", "reason", "currency", "amount")},
	{Name: FiatRetrieveTransfer, Method: "GET", Path: "/v1/transfer/{id}", Inputs: path("id")},
	{Name: FiatCreateConversion, Method: "POST", Path: "/v1/conversion", Inputs: conversionBody},
	{Name: FiatCreatePayout, Method: "POST", Path: "/v1/payouts", Inputs: payoutBody},
	{Name: FiatListPayouts, Method: "GET", Path: "/v1/payouts", Inputs: query("start_time", "end_time")},
	{Name: FiatRetrievePayout, Method: "GET", Path: "/v1/payouts/{id}", Inputs: path("id")},
	{Name: FiatCreateBeneficiary, Method: "POST", Path: "/v1/beneficiaries", Inputs: beneficiaryBody},
	{Name: FiatRetrieveBeneficiary, Method: "GET", Path: "/v1/beneficiaries/{id}", Inputs: path("id")},
	{Name: FiatUpdateBeneficiary, Method: "POST", Path: "/v1/beneficiaries/{id}", Inputs: inputs(path("id"), beneficiaryBody)},
	{Name: FiatDeleteBeneficiary, Method: "POST", Path: "/v1/beneficiaries/{id}/delete", Inputs: path("id")},
	{Name: FiatCheckBeneficiary, Method: "POST", Path: "/v1/beneficiaries/check", Inputs: beneficiaryBody},
	{Name: FiatListBalances, Method: "GET", Path: "/v1/balances"},
	{Name: FiatRetrieveBalance, Method: "GET", Path: "/v1/balances/{currency}", Inputs: path("currency")},
}

var byName = func() map[Name]*Operation {
	m := make(map[Name]*Operation, len(rows))
	for i := range rows {
		op := &rows[i]
		product, id, ok := strings.Cut(string(op.Name), "/")
		if !ok || (product != string(Ramp) && product != string(Fiat)) || m[op.Name] != nil {
			panic("operation: malformed or repeated registry row " + string(op.Name))
		}
		op.Product, op.ID = Product(product), id
		op.Idempotent = op.Method == "POST"
		m[op.Name] = op
	}
	return m
}()

// Len is the number of operations.
func Len() int { return len(rows) }

// All returns every operation in the specification's order. The operations are shared and must
// not be modified; the slice is the caller's.
func All() []*Operation {
	out := make([]*Operation, len(rows))
	for i := range rows {
		out[i] = &rows[i]
	}
	return out
}

// Of returns the operations of one product, in order.
func Of(p Product) []*Operation {
	var out []*Operation
	for i := range rows {
		if rows[i].Product == p {
			out = append(out, &rows[i])
		}
	}
	return out
}

// Idempotent returns the operations that accept an idempotency key, in order.
func Idempotent() []*Operation {
	var out []*Operation
	for i := range rows {
		if rows[i].Idempotent {
			out = append(out, &rows[i])
		}
	}
	return out
}

// Lookup returns the operation with the given name.
func Lookup(name string) (*Operation, bool) {
	op, ok := byName[Name(name)]
	return op, ok
}

// Must returns the named operation and panics when the registry has no such row: for tables
// written in Go, where a missing operation is a programming error caught when the package loads.
func Must(name Name) *Operation {
	op, ok := byName[name]
	if !ok {
		panic("operation: no registry row for " + string(name))
	}
	return op
}

// Names returns every operation name, sorted.
func Names() []string {
	out := make([]string, len(rows))
	for i := range rows {
		out[i] = string(rows[i].Name)
	}
	wasmlite.SortStrings(out)
	return out
}

// Match finds the operation that a request with method and URL path addresses, and the values of
// the path's parameters by name. Paths are matched segment by segment; a literal segment wins
// over a parameter ("/v1/ramp/deposit/address" is deposit-wallet-address, not retrieve-deposit).
func Match(method, urlPath string) (*Operation, map[string]string, bool) {
	segs := splitPath(urlPath)
	tmpls := templates()
	var best *Operation
	var bestParams map[string]string
	bestLiterals := -1
	for i := range rows {
		op := &rows[i]
		if op.Method != method {
			continue
		}
		tmpl := tmpls[i]
		if len(tmpl) != len(segs) {
			continue
		}
		literals, params, ok := 0, map[string]string(nil), true
		for j, t := range tmpl {
			if strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}") {
				if segs[j] == "" {
					ok = false
					break
				}
				if params == nil {
					params = map[string]string{}
				}
				params[t[1:len(t)-1]] = segs[j]
				continue
			}
			if t != segs[j] {
				ok = false
				break
			}
			literals++
		}
		if ok && literals > bestLiterals {
			best, bestParams, bestLiterals = op, params, literals
		}
	}
	return best, bestParams, best != nil
}

// templates returns each row's path split into segments, split once: Match is on every proxied
// request's path. Split on the first call, not when the package starts: the WASM build never
// matches a path, and a table built at start would link the splitting into it (docs/wasm.md).
func templates() [][]string {
	templatesOnce.Do(func() {
		templatesSplit = make([][]string, len(rows))
		for i := range rows {
			templatesSplit[i] = splitPath(rows[i].Path)
		}
	})
	return templatesSplit
}

var (
	templatesOnce  sync.Once
	templatesSplit [][]string
)

func splitPath(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// AppendJSON appends the operation as JSON: name, product, operation_id, method, path, inputs
// (each with name and in) and idempotent, as "preflight ops --json" prints it.
func (o *Operation) AppendJSON(w *jsonw.Writer) {
	w.Open('{')
	w.Field("name", string(o.Name))
	w.Field("product", string(o.Product))
	w.Field("operation_id", o.ID)
	w.Field("method", o.Method)
	w.Field("path", o.Path)
	w.Key("inputs")
	w.Open('[')
	for _, in := range o.Inputs {
		w.Item()
		w.Open('{')
		w.Field("name", in.Name)
		w.Field("in", in.In)
		w.Close('}')
	}
	w.Close(']')
	w.BoolField("idempotent", o.Idempotent)
	w.Close('}')
}

// AppendJSONList appends ops as a JSON array.
func AppendJSONList(dst []byte, ops []*Operation, indent bool) []byte {
	w := jsonw.New(dst, indent)
	w.Open('[')
	for _, op := range ops {
		w.Item()
		op.AppendJSON(w)
	}
	w.Close(']')
	return w.Buf
}
