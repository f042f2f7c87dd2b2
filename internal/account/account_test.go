package account

import (
	"encoding/json"
	"net/netip"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/ruletest"
	"github.com/preflightpay/preflight/reason"
)

func TestIPAllowed(t *testing.T) {
	list := []netip.Prefix{netip.MustParsePrefix("203.0.113.0/24"), netip.MustParsePrefix("198.51.100.7/32"), netip.MustParsePrefix("2001:db8::/32")}
	tests := []struct {
		ip   string
		want bool
	}{
		{"203.0.113.255", true},
		{"203.0.114.0", false},
		{"198.51.100.7", true},
		{"198.51.100.8", false},
		{"::ffff:203.0.113.9", true}, // IPv4-mapped
		{"2001:db8:1::1", true},
		{"2001:db9::1", false},
	}
	for _, tt := range tests {
		if got := IPAllowed(netip.MustParseAddr(tt.ip), list); got != tt.want {
			t.Errorf("IPAllowed(%s) = %v", tt.ip, got)
		}
	}
	if !IPAllowed(netip.MustParseAddr("192.0.2.1"), nil) {
		t.Error("an empty allowlist refused an address")
	}
}

func TestPermitted(t *testing.T) {
	allowed := []string{"fiat/create-payout", "ramp/*"}
	for op, want := range map[string]bool{"fiat/create-payout": true, "fiat/list-payouts": false, "ramp/list-assets": true, "rampx/list": false} {
		if got := Permitted(allowed, op); got != want {
			t.Errorf("Permitted(%s) = %v", op, got)
		}
	}
	if Permitted([]string{"*"}, "fiat/list-payouts") {
		t.Error(`"*" alone names no product and should permit nothing`)
	}
}

func TestValidAccountID(t *testing.T) {
	for id, want := range map[string]bool{"acc_123": true, "0b6f6c1e-5d3a-4f7e-9a51-2c8e4d7b9f10": true, "": false, "acc 1": false, "acc,2": false, strings.Repeat("a", 65): false} {
		if got := ValidAccountID(id); got != want {
			t.Errorf("ValidAccountID(%q) = %v", id, got)
		}
	}
}

const healthy = `"id": "acc_1", "login_expired": false, "ip": "203.0.113.7", "ip_allowlist": ["203.0.113.0/24"], ` +
	`"activated": true, "identity_verified": true, "api_enabled": true, "api_trading_enabled": true, ` +
	`"banking_account": true, "active": true, "tradable": true, "operations": ["fiat/*", "ramp/*"]`

func run(t testing.TB, op operation.Name, factsJSON string) *report.Builder {
	t.Helper()
	return ruletest.Run(t, Check, op, `{}`, factsJSON)
}

func TestCheckUsesEachProductsEntries(t *testing.T) {
	tests := []struct {
		op    operation.Name
		extra string
		want  []errcatalog.ID
	}{
		{"fiat/list-payouts", ``, nil},
		{"ramp/list-assets", ``, nil},
		{"fiat/list-payouts", `"login_expired": true, "api_enabled": false`, []errcatalog.ID{errcatalog.FiatLoginExpired, errcatalog.FiatAPINotEnabled}},
		{"ramp/list-assets", `"login_expired": true, "ip": "192.0.2.1"`, []errcatalog.ID{errcatalog.RampLoginExpired, errcatalog.RampIPNotAllowed}},
		// A ramp account's "tradable" means nothing to fiat, and fiat's activation nothing to ramp.
		{"fiat/list-payouts", `"tradable": false`, nil},
		{"ramp/list-assets", `"activated": false, "identity_verified": false`, nil},
		{"ramp/list-assets", `"active": false`, []errcatalog.ID{errcatalog.RampAccountNotActiveOrTradable}},
		{"ramp/list-assets", `"api_trading_enabled": false`, []errcatalog.ID{errcatalog.RampAPITradingNotEnabled}},
		// API trading given: it decides, whatever api_enabled says.
		{"ramp/list-assets", `"api_enabled": false`, nil},
		{"ramp/create-withdraw", `"active": false, "tradable": false`, []errcatalog.ID{errcatalog.RampAccountNotActive}},
		{"ramp/create-withdraw", `"tradable": false`, []errcatalog.ID{errcatalog.RampAccountNotActiveOrTradable}},
		{"fiat/create-payout", `"active": false`, []errcatalog.ID{errcatalog.FiatAccountNotActive}},
		{"fiat/list-payouts", `"active": false`, nil},
		{"fiat/list-payouts", `"operations": ["fiat/create-payout"]`, []errcatalog.ID{errcatalog.FiatForbidden}},
		// The id's shape is a reading: a prediction, and the facts after it are still checked.
		{"ramp/list-assets", `"on_behalf_of": {"account_id": "a b"}`, []errcatalog.ID{errcatalog.RampOBOInvalidAccountID}},
		{"ramp/list-assets", `"on_behalf_of": {"account_id": "a b", "authorized": false}`, []errcatalog.ID{errcatalog.RampOBONotAuthorized, errcatalog.RampOBOInvalidAccountID}},
		{"fiat/list-payouts", `"on_behalf_of": {"account_id": "acc_2", "authorized": false, "found": false}`, []errcatalog.ID{errcatalog.FiatOBONotAuthorized}},
		{"fiat/list-payouts", `"on_behalf_of": {"account_id": "acc_2", "authorized": true, "found": true, "active": true}`, nil},
		{"ramp/list-assets", `"on_behalf_of": {"account_id": "acc_2", "authorized": true, "found": true, "active": true, "tradable": false}`, []errcatalog.ID{errcatalog.RampOBOAccountNotActiveOrTradable}},
	}
	for _, tt := range tests {
		doc := `{"account": {` + healthy + `}}`
		if tt.extra != "" {
			// Later members override: rebuild without duplicates by decoding and overriding.
			doc = `{"account": {` + override(healthy, tt.extra) + `}}`
		}
		b := run(t, tt.op, doc)
		var got []errcatalog.ID
		for _, e := range b.Errors {
			got = append(got, e.ID)
			if reason.BasisOf(e.Reason.Code) != reason.Facts || e.Reason.Text == "" {
				t.Errorf("%s %s: %s has reason %+v, want one of the facts", tt.op, tt.extra, e.ID, e.Reason)
			}
		}
		for _, w := range b.Warnings {
			if w.Predicts {
				got = append(got, w.Entry)
			}
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s %s: got %v, want %v", tt.op, tt.extra, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s %s: got %v, want %v", tt.op, tt.extra, got, tt.want)
			}
		}
		if len(b.Skipped) != 0 && !strings.Contains(tt.extra, "on_behalf_of") {
			t.Errorf("%s %s: skipped %v", tt.op, tt.extra, b.Skipped)
		}
	}
}

// override replaces members of the healthy account with those in extra (the strict reader refuses
// duplicate members).
func override(base, extra string) string {
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal([]byte("{"+base+"}"), &m); err != nil {
		panic(err)
	}
	if err := json.Unmarshal([]byte("{"+extra+"}"), &m); err != nil {
		panic(err)
	}
	out, _ := json.Marshal(m)
	return string(out[1 : len(out)-1])
}

// TestRampAccountWithoutAPIAccessPredictsNoAPITrading: the ramp tables have no "Api not
// enabled" row, so an account whose facts say only that API access is off is predicted to be
// refused as one without API trading.
func TestRampAccountWithoutAPIAccessPredictsNoAPITrading(t *testing.T) {
	b := run(t, "ramp/list-assets", `{"account": {"api_enabled": false}}`)
	if len(b.Errors) != 0 || len(b.Warnings) != 1 || b.Warnings[0].Entry != errcatalog.RampAPITradingNotEnabled || b.Warnings[0].Reason.Code != reason.AccountAPIDisabled {
		t.Errorf("errors %v, warnings %v", b.Errors, b.Warnings)
	}
	if b := run(t, "fiat/list-payouts", `{"account": {"api_enabled": false}}`); len(b.Errors) != 1 || b.Errors[0].ID != errcatalog.FiatAPINotEnabled {
		t.Errorf("fiat: errors %v", b.Errors)
	}
}

func TestCheckSkipsOncePerReport(t *testing.T) {
	b := run(t, "fiat/list-payouts", ``)
	Need(&rule.Context{Facts: &facts.Facts{}, Report: b})
	if len(b.Skipped) != 1 || b.Skipped[0] != (report.Skip{Rule: "account", Needs: "account"}) {
		t.Errorf("skipped %v", b.Skipped)
	}
	b = run(t, "ramp/list-assets", `{"account": {"login_expired": false}}`)
	want := "account.ip, account.banking_account, account.active, account.tradable, account.api_trading_enabled, account.operations"
	if len(b.Skipped) != 1 || b.Skipped[0].Needs != want {
		t.Errorf("skipped %v, want one naming %s", b.Skipped, want)
	}
}

func BenchmarkCheck(b *testing.B) {
	c := ruletest.Context(b, "ramp/create-quote", `{}`, `{"account": {`+healthy+`, "on_behalf_of": {"account_id": "acc_2", "authorized": true, "found": true, "active": true, "tradable": true}}}`)
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		Check(c)
	}
}

func FuzzValidAccountID(f *testing.F) {
	for _, s := range []string{"acc_1", "", "a b", "ü", strings.Repeat("x", 65)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		if ValidAccountID(id) && (id == "" || len(id) > MaxAccountIDLen || strings.ContainsAny(id, " \t\r\n,;")) {
			t.Fatalf("%q accepted", id)
		}
	})
}
