package webhook

import (
	"strconv"
	"time"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

// IssuingTransaction is the data of an ISSUING event. CardNumber is kept only
// when it is masked; an unmasked number is reported and dropped.
type IssuingTransaction struct {
	CardID              string
	CardNumber          string // masked, "************1234"
	CardOrderID         string
	TransactionID       string
	TransactionType     string // AUTHORIZATION, ...
	AuthorizationCode   string // a JSON number, kept as its digits
	BillingAmount       *decimal.Decimal
	BillingCurrency     string
	TransactionAmount   *decimal.Decimal
	TransactionCurrency string
	TransactionTime     time.Time // YYYY-MM-DD HH:MM:SS, zone not stated: read as UTC
	PostedTime          time.Time
	Merchants           []Merchant
	Description         string
	TransactionStatus   string // DECLINED, ...
}

// Merchant is one entry of merchant_data.
type Merchant struct {
	CategoryCode string // a JSON number, kept as its digits
	City         string
	Country      string
	Name         string
}

func (c *checker) issuingTransaction(o object) *IssuingTransaction {
	t := &IssuingTransaction{}
	t.CardID = o.uuid("card_id", required)
	t.CardNumber = o.cardNumber("card_number")
	t.CardOrderID = o.uuid("card_order_id", optional)
	t.TransactionID = o.uuid("transaction_id", required)
	t.TransactionType = o.str("transaction_type", optional)
	if n, ok := o.integer("authorization_code"); ok {
		t.AuthorizationCode = n
	}
	t.BillingAmount = o.decimal("billing_amount", optional)
	t.BillingCurrency = o.currency("billing_currency")
	t.TransactionAmount = o.decimal("transaction_amount", optional)
	t.TransactionCurrency = o.currency("transaction_currency")
	t.TransactionTime = o.issuingTime("transaction_time")
	t.PostedTime = o.issuingTime("posted_time")
	t.Description = o.str("description", optional)
	t.TransactionStatus = o.str("transaction_status", optional)
	if !o.present("merchant_data", optional) {
		return t
	}
	list := o.v.Get("merchant_data")
	if list.Kind() != input.Array {
		c.add(o.at("merchant_data"), "type-array", "not an array")
		return t
	}
	for i, m := range list.Elems() {
		path := o.at("merchant_data") + "[" + strconv.Itoa(i) + "]"
		if m.Kind() != input.Object {
			c.add(path, "type-object", "not an object")
			continue
		}
		mo := object{c: c, path: path, v: m}
		var md Merchant
		md.CategoryCode, _ = mo.integer("category_code")
		md.City = mo.str("city", optional)
		md.Country = mo.str("country", optional)
		md.Name = mo.str("name", optional)
		t.Merchants = append(t.Merchants, md)
	}
	return t
}

func (o object) uuid(name string, p presence) string {
	s := o.str(name, p)
	if s != "" && !isUUID(s) {
		o.c.add(o.at(name), "uuid", "not UUID-shaped")
		return ""
	}
	return s
}

// integer reads a whole JSON number (or a string of digits) as its digits.
func (o object) integer(name string) (string, bool) {
	n, ok := o.number(name, optional)
	if !ok {
		return "", false
	}
	for i := 0; i < len(n); i++ {
		if n[i] < '0' || n[i] > '9' {
			o.c.add(o.at(name), "type-integer", "not a whole number")
			return "", false
		}
	}
	return string(n), true
}

// currency checks the shape of a currency code: three upper-case letters.
// Whether the code exists is not this package's business.
func (o object) currency(name string) string {
	s := o.str(name, optional)
	if s == "" {
		return ""
	}
	if len(s) != 3 || !isUpper(s) {
		o.c.add(o.at(name), "currency", "not a three-letter upper-case currency code")
		return ""
	}
	return s
}

func isUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

func (o object) issuingTime(name string) time.Time {
	s := o.str(name, optional)
	if s == "" {
		return time.Time{}
	}
	t, err := time.Parse(issuingTimeLayout, s)
	if err != nil {
		o.c.add(o.at(name), "time", "not YYYY-MM-DD HH:MM:SS")
		return time.Time{}
	}
	return t
}

// maxVisibleDigits is how many trailing digits a masked card number may show.
const maxVisibleDigits = 4

// cardNumber keeps a masked number: one or more '*', then 1 to 4 digits.
// Anything else is reported without its value, so a full card number that
// arrives by mistake never reaches an error message or a log.
func (o object) cardNumber(name string) string {
	s := o.str(name, optional)
	if s == "" {
		return ""
	}
	if !isMaskedCard(s) {
		o.c.add(o.at(name), "card-number-masked", "not masked as '*' followed by at most 4 digits (value withheld)")
		return ""
	}
	return s
}

func isMaskedCard(s string) bool {
	stars := 0
	for stars < len(s) && s[stars] == '*' {
		stars++
	}
	digits := len(s) - stars
	if stars == 0 || digits < 1 || digits > maxVisibleDigits {
		return false
	}
	for i := stars; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
