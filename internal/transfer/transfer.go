package transfer

import (
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/account"
	"github.com/preflightpay/preflight/internal/balance"
	"github.com/preflightpay/preflight/internal/limits"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
	"github.com/shopspring/decimal"
)

// CheckList checks a fiat/list-transfers request's filters. An empty filter is not given.
func CheckList(c *rule.Context) {
	in := c.Input
	if s, ok := c.QueryAt(in, "page_number"); ok && !isBlank(s) && !limits.ValidPageNumber(s) {
		c.Fail(errcatalog.TransferPageNumberInvalid, "page_number", reason.New(reason.PageNumber,
			"page_number must be a positive integer; found "+reason.Shown(s)))
	}
	if s, ok := c.QueryAt(in, "page_size"); ok && !isBlank(s) && !limits.ValidPageSize(s) {
		c.Fail(errcatalog.TransferPageSizeInvalid, "page_size", reason.New(reason.PageSize,
			"page_size must be an integer from 1 to 100; found "+reason.Shown(s)))
	}
	if t := c.TextAt(in, "transfer_status"); !t.Blank() && t.S != "completed" && t.S != "failed" {
		// The specification writes the values in lower case; whether the platform also reads
		// "COMPLETED" it does not say.
		code := reason.TransferStatusFilter
		if strings.EqualFold(t.S, "completed") || strings.EqualFold(t.S, "failed") {
			code = reason.TransferStatusCase
		}
		c.Fail(errcatalog.TransferStatusInvalid, "transfer_status", reason.New(code,
			"transfer_status must be 'completed' or 'failed'; found "+reason.Shown(t.S)))
	}
	if t := c.TextAt(in, "currency"); !t.Blank() {
		balance.CheckCurrency(c, "currency", t.S, errcatalog.TransferCurrencyFilterInvalid)
	}
	CheckTimes(c)
}

func isBlank(s string) bool { return rule.Text{S: s}.Blank() }

// CheckTimes checks start_time and end_time (fiat list-transfers and list-payouts), and warns
// when the end is before the start.
func CheckTimes(c *rule.Context) {
	start, startText, okStart := readTime(c, "start_time", errcatalog.FiatStartTimeInvalid)
	end, endText, okEnd := readTime(c, "end_time", errcatalog.FiatEndTimeInvalid)
	if okStart && okEnd && end.Before(start) {
		c.Advise(errcatalog.WarnEndBeforeStart, "end_time", reason.New(reason.TimeEndBeforeStart,
			"end_time "+reason.Shown(endText)+" is before start_time "+reason.Shown(startText)+": the list will be empty"), endText, startText)
	}
}

// readTime reads a time filter. A value in none of the accepted formats is a prediction, since
// the specification shows no format, unless no format could read it: a calendar date that does
// not exist, a clock time that does not exist, or no digit at all.
func readTime(c *rule.Context, field string, invalid errcatalog.ID) (time.Time, string, bool) {
	s, ok := c.QueryAt(c.Input, field)
	if !ok || isBlank(s) {
		return time.Time{}, "", false
	}
	t, err := ParseTime(s)
	if err == nil {
		return t, s, true
	}
	switch {
	case notARealDate(s):
		c.Fail(invalid, field, reason.New(reason.TimeNotRealDate, field+" must be a real date; "+reason.Shown(s)+" is not a day of the calendar"))
	case notARealClock(s):
		c.Fail(invalid, field, reason.New(reason.TimeNotRealClock, field+" must be a time a clock shows; "+reason.Shown(s)+" has no such hour, minute or second"))
	case !hasDigit(s):
		c.Fail(invalid, field, reason.New(reason.TimeNoDigits, field+" must be a time, written with digits in every format; "+reason.Shown(s)+" has none"))
	default:
		c.Fail(invalid, field, reason.New(reason.TimeFormat, field+" expected as RFC 3339, a date, or Unix seconds or milliseconds; found "+reason.Shown(s)))
	}
	return time.Time{}, "", false
}

// notARealDate reports whether s starts as a date, YYYY-MM-DD, that is no day of the calendar
// ("2026-02-30", "2026-13-01").
func notARealDate(s string) bool {
	if !datePrefix(s) {
		return false
	}
	_, _, _, real := rule.CalendarDate(s[:10])
	return !real
}

// datePrefix reports whether s starts with YYYY-MM-DD in digits.
func datePrefix(s string) bool {
	return len(s) >= 10 && s[4] == '-' && s[7] == '-' && bankid.Digits(s[:4]) && bankid.Digits(s[5:7]) && bankid.Digits(s[8:10])
}

// notARealClock reports whether s starts as a date and time, YYYY-MM-DDTHH:MM[:SS] (or a space
// or "t" for the T), whose clock shows no time of a day: an hour past 24, a minute past 59, a
// second past 60 (a leap second is 60), or 24 o'clock other than 24:00:00, which ISO 8601 allows
// for the end of a day. What follows (a fraction, a zone) is not read: no format makes such a
// clock real.
func notARealClock(s string) bool {
	if !datePrefix(s) || len(s) < 16 || s[10] != 'T' && s[10] != 't' && s[10] != ' ' || s[13] != ':' || !bankid.Digits(s[11:13]) || !bankid.Digits(s[14:16]) {
		return false
	}
	hour, minute, second := number(s[11:13]), number(s[14:16]), 0
	if len(s) >= 19 && s[16] == ':' && bankid.Digits(s[17:19]) {
		second = number(s[17:19])
	}
	return hour > 24 || minute > 59 || second > 60 || hour == 24 && (minute != 0 || second != 0)
}

// number reads two ASCII digits.
func number(s string) int { return int(s[0]-'0')*10 + int(s[1]-'0') }

// hasDigit reports whether s holds a digit of any script: a time in digits preflight does not
// read ("２０２６-11-01") stays a prediction.
func hasDigit(s string) bool {
	for _, r := range s {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
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
			c.Fail(errcatalog.TransferRequiredFieldsMissing, f.name, reason.New(reason.TransferRequired,
				"source_account_id, target_account_id and reason are required; "+f.name+" is absent or empty"))
			break
		}
	}
	if source.S != "" && source.S == target.S {
		c.Fail(errcatalog.TransferSameSourceAndTarget, "target_account_id", reason.New(reason.TransferSameAccount,
			"the target must be another account than the source; both are "+reason.Shown(source.S)))
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
	return balance.CheckCurrency(c, "currency", t.S, errcatalog.TransferCurrencyCodeInvalid)
}

// readAmount checks the amount and reports whether the balance can be compared with it. The
// currency's minor units are preflight's reading: an amount they refuse is a prediction, and,
// unless strict mode made it an error, the balance is still compared.
func readAmount(c *rule.Context, code string, codeOK bool) (decimal.Decimal, bool) {
	a := c.AmountAt(c.Input, "amount")
	switch {
	case a.Unreadable:
		return decimal.Decimal{}, false
	case a.TooLong():
		c.Fail(errcatalog.TransferAmountInvalid, "amount", rule.LongAmount("amount", a.Text))
		return decimal.Decimal{}, false
	case !a.OK:
		found := "none"
		if a.Set {
			found = reason.Shown(a.Text)
		}
		c.Fail(errcatalog.TransferAmountInvalid, "amount", reason.New(reason.TransferAmountDecimal, "amount must be a decimal number; found "+found))
		return decimal.Decimal{}, false
	case a.Sign() <= 0:
		c.Fail(errcatalog.TransferAmountInvalid, "amount", reason.New(reason.TransferAmountSign, "amount must be more than zero; found "+reason.Quote(a.Text)))
		return decimal.Decimal{}, false
	}
	amount := a.Decimal()
	if !codeOK {
		return amount, true
	}
	units, _, fits, _ := a.MinorUnits(code)
	switch {
	case fits: // or a currency without known minor units: nothing to compare with
		return amount, true
	case units == 0:
		return amount, !c.Fail(errcatalog.TransferAmountNotInteger, "amount", reason.New(reason.TransferAmountWhole,
			code+" takes whole amounts; "+reason.Quote(a.Text)+" has a fraction"), code)
	}
	return amount, !c.Fail(errcatalog.TransferAmountInvalid, "amount", reason.New(reason.TransferAmountScale,
		code+" takes at most "+strconv.Itoa(units)+" decimal places; "+reason.Quote(a.Text)+" has more"))
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
		c.Report.SkipOnce("transfer.party", "account.id")
		return
	}
	if a.ID != source && a.ID != target {
		c.Fail(errcatalog.TransferAccountNotParty, "source_account_id", reason.New(reason.TransferNotParty,
			"the authenticated account "+reason.Shown(a.ID)+" must be the source or the target; it is neither"))
	}
}

// checkBalance compares the amount with the authenticated account's available balance. The
// balances are the caller's, so they say nothing when the caller is only the target.
func checkBalance(c *rule.Context, source, code string, amount decimal.Decimal) {
	if a := c.Facts.Account; a != nil && a.ID != "" && a.ID != source {
		return
	}
	if c.Facts.Balances == nil {
		c.Report.SkipOnce("balance", "balances")
		return
	}
	available, _ := c.Facts.Balances.Available(code) // absent: the account holds none
	if amount.GreaterThan(available) {
		c.Fail(errcatalog.FiatInsufficientBalance, "amount", reason.New(reason.BalanceInsufficient,
			"the amount "+amount.String()+" "+code+" is more than the available "+available.String()))
	}
}

// CheckRetrieve checks a fiat/retrieve-transfer request: the path's id must be given and, when
// the facts list the account's transfers, be one of them.
func CheckRetrieve(c *rule.Context) {
	m := c.QueryParam("id")
	if m.Unreadable {
		return // a wrong JSON type, already the invalid-request finding
	}
	id := strings.TrimSpace(m.S)
	if id == "" {
		c.Fail(c.InvalidRequest, "id", reason.New(reason.TransferIDMissing, "the path's id names the transfer; it is absent or empty"))
		return
	}
	switch _, found, known := c.Facts.Fiat.Transfer(id); {
	case !known:
		c.Skip("transfer.exists", "fiat.transfers")
	case !found:
		c.Fail(errcatalog.TransferNotFound, "id", reason.New(reason.TransferNotFound,
			"the id must name one of the account's transfers; "+reason.Shown(id)+" is not among them"))
	}
}
