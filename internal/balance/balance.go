package balance

import (
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// CheckRetrieve checks a fiat/retrieve-balance request.
func CheckRetrieve(c *rule.Context) {
	m := c.QueryParam("currency")
	if m.Unreadable {
		return // a wrong JSON type, already the invalid-request finding
	}
	code, usable := CheckCurrency(c, "currency", m.S, errcatalog.BalanceCurrencyInvalid)
	if !usable {
		return
	}
	if c.Facts.Balances == nil {
		c.Report.SkipOnce("balance", "balances")
		return
	}
	if _, held := c.Facts.Balances.Available(code); !held {
		c.Fail(errcatalog.BalanceNotFound, "currency", reason.New(reason.BalanceNotFound,
			"the balances facts list every balance the account holds; none is in "+code))
	}
}

// CheckCurrency checks a fiat currency code given at field, in any letter case and with spaces
// around it (currency.Normalize), and returns it normalised. A value that is not three letters is
// no currency code (the platform's entry invalid, an error); three letters that are neither
// ISO 4217 nor a documented override are preflight's reading of the platform's list (a
// prediction of invalid). It reports whether the code can be looked up in the facts: three
// letters, unless strict mode made an unknown code an error.
func CheckCurrency(c *rule.Context, field, s string, invalid errcatalog.ID) (string, bool) {
	code := currency.Normalize(s)
	switch {
	case !threeLetters(code):
		found := "none"
		if code != "" {
			found = reason.Shown(s)
		}
		c.Fail(invalid, field, reason.New(reason.LedgerCurrencyNotACode, field+" must be a three-letter currency code; found "+found))
		return "", false
	case !currency.Known(code):
		return code, !c.Fail(invalid, field, reason.New(reason.LedgerCurrencyUnknown, field+" "+reason.Shown(code)+" is not an ISO 4217 currency"))
	}
	return code, true
}

func threeLetters(s string) bool {
	return len(s) == 3 && isUpper(s[0]) && isUpper(s[1]) && isUpper(s[2])
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }
