package payout_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/reason"
)

// TestFormExamplesMakeValidPayouts builds, for every corridor and entity type, the payout a form
// made from corridor.Requirements would send when filled with the examples it gives, and
// requires the payout rules to accept it: forms and rules come from one table and must agree.
func TestFormExamplesMakeValidPayouts(t *testing.T) {
	for _, c := range corridor.All() {
		countries := []string{"DE", "JP", "GB", "US"}
		if c.Countries != corridor.AnyCountry {
			countries = []string{c.Countries[:2]}
		}
		for _, country := range countries {
			for _, entity := range []string{"individual", "company"} {
				q := corridor.Query{Country: country, Currency: c.Currency, Method: c.Method, ClearingSystem: c.Clearing, EntityType: entity}
				reqs := corridor.Requirements(q)
				if len(reqs) != 1 {
					t.Fatalf("%+v: %d corridors", q, len(reqs))
				}
				request := fill(reqs[0])
				body, _ := json.Marshal(request)
				ctx := context(t, string(body))
				payout.CheckCreate(ctx)
				if len(ctx.Report.Errors) > 0 {
					t.Errorf("%s to %s (%s): the form's examples give %+v\n%s", c.Key, country, entity, ctx.Report.Errors, body)
				}
			}
		}
	}
}

// fill builds a payout from a requirement's required fields and examples.
func fill(r corridor.Requirement) map[string]any {
	set := func(m map[string]any, path, value string) {
		parts := strings.Split(path, ".")
		for _, p := range parts[:len(parts)-1] {
			next, ok := m[p].(map[string]any)
			if !ok {
				next = map[string]any{}
				m[p] = next
			}
			m = next
		}
		m[parts[len(parts)-1]] = value
	}
	ben := map[string]any{}
	for _, f := range r.Beneficiary {
		if f.Required && f.When == "" {
			set(ben, f.Field, f.Example)
		}
	}
	p := map[string]any{"beneficiary": ben, "payment_currency": r.Currency, "payment_amount": "100.00"}
	for _, f := range r.Payout {
		if f.Required && f.When == "" || f.Field == "purpose_code" {
			set(p, f.Field, f.Example)
		}
	}
	return p
}

func TestValidDate(t *testing.T) {
	tests := []struct {
		date string
		ok   bool
	}{
		{"2026-11-23", true},
		{"2024-02-29", true},
		{"2000-02-29", true},
		{"1900-02-29", false},
		{"2026-02-29", false},
		{"2026-04-31", false},
		{"2026-13-01", false},
		{"2026-00-10", false},
		{"2026-1-01", false},
		{"2026/11/23", false},
		{"2026-11-23T00:00:00Z", false},
		{"", false},
		{"０２６-11-23", false},
	}
	for _, tt := range tests {
		if got := payout.ValidDate(tt.date); got != tt.ok {
			t.Errorf("ValidDate(%q) = %v, want %v", tt.date, got, tt.ok)
		}
	}
}

func TestAmountRules(t *testing.T) {
	tests := []struct {
		name, amount, currency string
		want                   string // the entry key, "" for none
		predicted              bool   // a warning that predicts the entry, not an error
	}{
		{"two decimals in USD", "100.25", "USD", "", false},
		{"trailing zeros do not count", "100.000", "USD", "", false},
		{"three decimals in USD are predicted", "100.125", "USD", "payout.invalid-amount", true},
		{"decimals in JPY are predicted", "100.5", "JPY", "payout.invalid-amount", true},
		{"whole JPY", "100", "JPY", "", false},
		{"three decimals in KWD", "1.125", "KWD", "", false},
		{"three decimals in BHD", "0.005", "BHD", "", false},
		{"four decimals in KWD are predicted", "1.1255", "KWD", "payout.invalid-amount", true},
		{"zero", "0", "USD", "payout.invalid-amount", false},
		{"negative", "-1", "USD", "payout.invalid-amount", false},
		{"comma", "1,5", "USD", "payout.amount-invalid", false},
		{"words", "one hundred", "USD", "payout.amount-invalid", false},
		{"exponent", "1e3", "USD", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := context(t, `{"beneficiary_id": "b-1", "payment_amount": "`+tt.amount+`", "payment_currency": "`+tt.currency+`"}`)
			payout.CheckCreate(c)
			got, predicted := "", false
			if len(c.Report.Errors) > 0 {
				got = c.Report.Errors[0].ID.Key()
			} else if len(c.Report.Warnings) > 0 && c.Report.Warnings[0].Predicts {
				got, predicted = c.Report.Warnings[0].Entry.Key(), true
			}
			if got != tt.want || predicted != tt.predicted {
				t.Errorf("amount %s %s: got %q (predicted %v), want %q (predicted %v)", tt.amount, tt.currency, got, predicted, tt.want, tt.predicted)
			}
		})
	}
}

// TestPayoutDateRules: a date that is no date is certainly refused; a real date written
// otherwise than YYYY-MM-DD is predicted refused; a blank one is skipped as if absent.
func TestPayoutDateRules(t *testing.T) {
	tests := []struct {
		date string
		want reason.Code // "" for no finding
	}{
		{"2026-11-23", ""},
		{"", ""},
		{"   ", ""},
		{"2026-02-30", reason.PayoutDateNotReal},
		{"tomorrow", reason.PayoutDateNotReal},
		{"2026-13-01", reason.PayoutDateNotReal},
		{"2026/11/23", reason.PayoutDateFormat},
		{"23.11.2026", reason.PayoutDateFormat},
		{"2026-11-23T09:00:00Z", reason.PayoutDateFormat},
		{" 2026-11-23", reason.PayoutDateFormat},
		{"0999-01-01", reason.PayoutDateFormat},
	}
	for _, tt := range tests {
		c := context(t, `{"beneficiary_id": "b-1", "payout_date": "`+tt.date+`", "payment_amount": "5", "payment_currency": "USD"}`)
		payout.CheckCreate(c)
		var got reason.Code
		for _, e := range c.Report.Errors {
			got = e.Reason.Code
		}
		for _, w := range c.Report.Warnings {
			got = w.Reason.Code
		}
		if got != tt.want {
			t.Errorf("payout_date %q: reason %q, want %q", tt.date, got, tt.want)
		}
		if tt.want == reason.PayoutDateFormat && len(c.Report.Errors) != 0 {
			t.Errorf("payout_date %q: a reading made an error by default", tt.date)
		}
	}
}

// TestEmptyBeneficiaryIsNoBeneficiary: the specification's one entry, not the beneficiary's
// field rules.
func TestEmptyBeneficiaryIsNoBeneficiary(t *testing.T) {
	for _, given := range []string{`"beneficiary": {},`, `"beneficiary": {}, "beneficiary_id": " ",`, ``} {
		body := `{` + given + ` "payment_amount": "5", "payment_currency": "USD"}`
		c := context(t, body)
		payout.CheckCreate(c)
		if len(c.Report.Errors) != 1 || c.Report.Errors[0].ID.Key() != "payout.beneficiary-missing" {
			t.Errorf("%s: %+v, want the one beneficiary-missing", body, c.Report.Errors)
		}
	}
}

// TestINRInvoiceByLocalPaymentMethod: "for INR payouts using LOCAL payment method, an invoice
// document is required", whichever local clearing system (IFSC or LOCAL) carries the payout.
func TestINRInvoiceByLocalPaymentMethod(t *testing.T) {
	for clearing, want := range map[string]bool{"LOCAL": true, "local": true, "IFSC": true} {
		c := context(t, `{"beneficiary": {"clearing_system": "`+clearing+`"}, "payment_method": "LOCAL", "payment_amount": "5", "payment_currency": "INR"}`)
		payout.CheckCreate(c)
		got := false
		for _, e := range c.Report.Errors {
			got = got || e.ID.Key() == "payout.inr-invoice-required"
		}
		if got != want {
			t.Errorf("INR %s without invoice_document: invoice entry %v, want %v", clearing, got, want)
		}
	}
}
