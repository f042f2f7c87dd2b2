package facts

import (
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

// Balances holds the authenticated account's available balances by currency or asset code
// (upper case). When given, it lists every balance the account holds: a currency that is absent
// is one the account has no balance in (retrieve-balance: "balance not found"; a transfer in it:
// nothing available).
type Balances map[string]decimal.Decimal

// Available returns the balance for code and whether it is known.
func (b Balances) Available(code string) (decimal.Decimal, bool) {
	if b == nil {
		return decimal.Decimal{}, false
	}
	x, ok := b[currency.Normalize(code)]
	return x, ok
}

func decodeBalances(d *decoder, v input.Value, path string) Balances {
	return Balances(d.decimals(v, path))
}
