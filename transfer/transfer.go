package transfer

import (
	"errors"
	"strings"
	"time"

	"github.com/preflightpay/preflight/account"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/limits"
	"github.com/preflightpay/preflight/rule"
	"github.com/shopspring/decimal"
)

// CheckList checks a fiat/list-transfers request's filters.
func CheckList(c *rule.Context) {
	in := c.Input
	if s, ok := c.QueryAt(in, "page_number"); ok && !limits.ValidPageNumber(s) {
		c.Add(errcatalog.TransferPageNumberInvalid, "page_number")
	}
	if s, ok := c.QueryAt(in, "page_size"); ok && !limits.ValidPageSize(s) {
		c.Add(errcatalog.TransferPageSizeInvalid, "page_size")
	}
	if s, ok := c.StringAt(in, "transfer_status"); ok && s != "completed" && s != "failed" {
		c.Add(errcatalog.TransferStatusInvalid, "transfer_status")
	}
	if s, ok := c.StringAt(in, "currency"); ok && !currency.Known(strings.ToUpper(s)) {
		c.Add(errcatalog.TransferCurrencyFilterInvalid, "currency")
	}
	CheckTimes(c)
}

// CheckTimes checks start_time and end_time (fiat list-transfers and list-payouts), and warns
// when the end is before the start.
func CheckTimes(c *rule.Context) {
	start, startText, okStart := readTime(c, "start_time", errcatalog.FiatStartTimeInvalid)
	end, endText, okEnd := readTime(c, "end_time", errcatalog.FiatEndTimeInvalid)
	if okStart && okEnd && end.Before(start) {
		c.Warn(errcatalog.WarnEndBeforeStart, "end_time", endText, startText)
	}
}

func readTime(c *rule.Context, field string, invalid errcatalog.ID) (time.Time, string, bool) {
	s, ok := c.QueryAt(c.Input, field)
	if !ok || s == "" {
		return time.Time{}, "", false
	}
	t, err := ParseTime(s)
	if err != nil {
		c.Add(invalid, field)
		return time.Time{}, "", false
	}
	return t, s, true
}

// CheckCreate checks a fiat/create-transfer request.
func CheckCreate(c *rule.Context) {
	source, sourceRead := readText(c, "source_account_id")
	target, targetRead := readText(c, "target_account_id")
	why, whyRead := readText(c, "reason")
	for _, f := range [...]struct {
		name  string
		value rule.Text
		read  bool
	}{{"source_account_id", source, sourceRead}, {"target_account_id", target, targetRead}, {"reason", why, whyRead}} {
		// One finding, at the first field missing: the message already names all three.
		if f.read && f.value.Blank() {
			c.Add(errcatalog.TransferRequiredFieldsMissing, f.name)
			break
		}
	}
	if source.S != "" && source.S == target.S {
		c.Add(errcatalog.TransferSameSourceAndTarget, "target_account_id")
	}
	code, codeOK := readCurrency(c)
	amount, amountOK := readAmount(c, code, codeOK)
	checkParty(c, source.S, target.S)
	if codeOK && amountOK {
		checkBalance(c, source.S, code, amount)
	}
}

// readText reads a string member of the request, and reports whether it was of a type the
// platform reads as text (or absent): a member of another JSON type has its invalid-request
// finding from the reader, and the rules that would restate it skip themselves.
func readText(c *rule.Context, name string) (rule.Text, bool) {
	t := c.TextAt(c.Input, name)
	return t, t.Set || c.Input.Get(name).Missing()
}

func readCurrency(c *rule.Context) (string, bool) {
	t, read := readText(c, "currency")
	if !read {
		return "", false
	}
	code := strings.ToUpper(t.S)
	if !t.Set || !currency.Known(code) {
		c.Add(errcatalog.TransferCurrencyCodeInvalid, "currency")
		return "", false
	}
	return code, true
}

func readAmount(c *rule.Context, code string, codeOK bool) (decimal.Decimal, bool) {
	v := c.Input.Get("amount")
	amount, ok := v.Decimal()
	if !ok || amount.Sign() <= 0 {
		c.Add(errcatalog.TransferAmountInvalid, "amount")
		return amount, false
	}
	if !codeOK {
		return amount, true
	}
	if err := limits.CheckScale(amount, code); err != nil {
		if errors.Is(err, limits.ErrNotWhole) {
			c.Add(errcatalog.TransferAmountNotInteger, "amount", code)
		} else {
			c.Add(errcatalog.TransferAmountInvalid, "amount")
		}
		return amount, false
	}
	return amount, true
}

// checkParty holds the platform's rule that a transfer moves money from or to the caller's own
// account.
func checkParty(c *rule.Context, source, target string) {
	if source == "" || target == "" {
		return
	}
	a, ok := account.Need(c)
	if !ok {
		return
	}
	if a.ID == "" {
		account.SkipOnce(c.Report, "transfer.party", "account.id")
		return
	}
	if a.ID != source && a.ID != target {
		c.Add(errcatalog.TransferAccountNotParty, "source_account_id")
	}
}

// checkBalance compares the amount with the authenticated account's available balance. The
// balances are the caller's, so they say nothing when the caller is only the target.
func checkBalance(c *rule.Context, source, code string, amount decimal.Decimal) {
	if a := c.Facts.Account; a != nil && a.ID != "" && a.ID != source {
		return
	}
	if c.Facts.Balances == nil {
		account.SkipOnce(c.Report, "balance", "balances")
		return
	}
	available, _ := c.Facts.Balances.Available(code) // absent: the account holds none
	if amount.GreaterThan(available) {
		c.Add(errcatalog.FiatInsufficientBalance, "amount")
	}
}

// CheckRetrieve checks a fiat/retrieve-transfer request: the path's id must be given.
func CheckRetrieve(c *rule.Context) {
	s, ok := c.QueryAt(c.Input, "id")
	if !ok && !c.Input.Get("id").Missing() {
		return // a wrong JSON type, already the invalid-request finding
	}
	if strings.TrimSpace(s) == "" {
		c.Add(c.InvalidRequest, "id")
	}
}
