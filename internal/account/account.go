package account

import (
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// ids are one product's entries for the account checks.
type ids struct {
	loginExpired, ipNotAllowed, forbidden                   errcatalog.ID
	oboInvalid, oboNotFound, oboNotActive, oboNotAuthorized errcatalog.ID
	accountNotActive                                        errcatalog.ID // the row some operations have of their own
}

var fiatIDs = ids{
	loginExpired: errcatalog.FiatLoginExpired, ipNotAllowed: errcatalog.FiatIPNotAllowed, forbidden: errcatalog.FiatForbidden,
	oboInvalid: errcatalog.FiatOBOInvalidAccountID, oboNotFound: errcatalog.FiatOBOBankingAccountNotFound,
	oboNotActive: errcatalog.FiatOBOAccountNotActiveOrTradable, oboNotAuthorized: errcatalog.FiatOBONotAuthorized,
	accountNotActive: errcatalog.FiatAccountNotActive,
}

var rampIDs = ids{
	loginExpired: errcatalog.RampLoginExpired, ipNotAllowed: errcatalog.RampIPNotAllowed, forbidden: errcatalog.RampForbidden,
	oboInvalid: errcatalog.RampOBOInvalidAccountID, oboNotFound: errcatalog.RampOBOBankingAccountNotFound,
	oboNotActive: errcatalog.RampOBOAccountNotActiveOrTradable, oboNotAuthorized: errcatalog.RampOBONotAuthorized,
	accountNotActive: errcatalog.RampAccountNotActive,
}

// Check runs the account checks for c.Operation. Findings come in the order the platform's
// tables list them: login, IP, account state, API access, permission, then x-on-behalf-of.
func Check(c *rule.Context) {
	a, ok := Need(c)
	if !ok {
		return
	}
	fiat := c.Operation.Product == operation.Fiat
	t := &rampIDs
	if fiat {
		t = &fiatIDs
	}
	var missing []string
	need := func(known bool, member string) bool {
		if !known {
			missing = append(missing, "account."+member)
		}
		return known
	}
	if need(a.LoginExpired != nil, "login_expired") && *a.LoginExpired {
		fail(c, t.loginExpired, reason.AccountLoginExpired, "the credentials must be valid; the facts say the login has expired")
	}
	switch {
	case a.IP == nil:
		need(false, "ip")
	case !a.AllowlistKnown:
		need(false, "ip_allowlist")
	case !IPAllowed(*a.IP, a.Allowlist):
		fail(c, t.ipNotAllowed, reason.AccountIPNotAllowed, "the caller's address "+a.IP.String()+" is in none of the account's allowed addresses and ranges")
	}
	if fiat {
		if need(a.Activated != nil, "activated") && !*a.Activated {
			fail(c, errcatalog.FiatAccountNotActivated, reason.AccountNotActivated, "the banking account must be activated; the facts say it is not")
		}
		if need(a.IdentityVerified != nil, "identity_verified") && !*a.IdentityVerified {
			fail(c, errcatalog.FiatIdentityVerificationFailed, reason.AccountIdentityNotVerified, "identity verification must have passed; the facts say it has not")
		}
		if need(a.APIEnabled != nil, "api_enabled") && !*a.APIEnabled {
			fail(c, errcatalog.FiatAPINotEnabled, reason.AccountAPINotEnabled, "API access must be enabled; the facts say it is not")
		}
	} else {
		if need(a.BankingAccount != nil, "banking_account") && !*a.BankingAccount {
			fail(c, errcatalog.RampBankingAccountNotFound, reason.AccountNoBankingAccount, "the account must have a banking account; the facts say it has none")
		}
	}
	ownRow := c.Documents(t.accountNotActive)
	var notActive, notTradable bool
	if ownRow || !fiat { // fiat has no "account not active" row for its other operations
		notActive = need(a.Active != nil, "active") && !*a.Active
	}
	if !fiat {
		notTradable = need(a.Tradable != nil, "tradable") && !*a.Tradable
	}
	switch {
	case notActive && ownRow:
		// The operation's own row says it more precisely than the all-endpoints one.
		fail(c, t.accountNotActive, reason.AccountNotActive, "the account must be active; the facts say it is not")
	case !fiat && notActive:
		fail(c, errcatalog.RampAccountNotActiveOrTradable, reason.AccountNotActive, "the account must be active; the facts say it is not")
	case !fiat && notTradable:
		fail(c, errcatalog.RampAccountNotActiveOrTradable, reason.AccountNotTradable, "the account must be tradable; the facts say it is not")
	}
	if !fiat {
		switch {
		case a.APITradingEnabled != nil:
			if !*a.APITradingEnabled {
				fail(c, errcatalog.RampAPITradingNotEnabled, reason.AccountAPITradingNotEnabled, "API trading must be enabled; the facts say it is not")
			}
		case a.APIEnabled != nil && !*a.APIEnabled:
			// The ramp tables have no "Api not enabled" row: an account without API access is
			// read as one without API trading.
			fail(c, errcatalog.RampAPITradingNotEnabled, reason.AccountAPIDisabled, "API access must be enabled; the facts say it is not, and do not say whether API trading is")
		default:
			need(false, "api_trading_enabled")
		}
	}
	if need(a.Operations != nil, "operations") && !Permitted(a.Operations, string(c.Operation.Name)) {
		fail(c, t.forbidden, reason.AccountOperationForbidden, "the credentials may call "+reason.Quote(strings.Join(a.Operations, ", "))+"; not "+string(c.Operation.Name))
	}
	if o := a.OnBehalfOf; o != nil {
		checkOnBehalfOf(c, t, o, fiat, need)
	}
	if len(missing) > 0 {
		c.Report.SkipOnce("account", strings.Join(missing, ", "))
	}
}

func checkOnBehalfOf(c *rule.Context, t *ids, o *facts.OnBehalfOf, fiat bool, need func(bool, string) bool) {
	if !ValidAccountID(o.AccountID) {
		// The shape is preflight's reading: unless strict mode made it an error, the platform
		// may accept the id, so the checks after it still say what they know.
		if fail(c, t.oboInvalid, reason.OnBehalfOfAccountID, "an account id of 1 to 64 letters, digits, '-' or '_' expected; found "+reason.Shown(o.AccountID)) {
			return
		}
	}
	if need(o.Authorized != nil, "on_behalf_of.authorized") && !*o.Authorized {
		fail(c, t.oboNotAuthorized, reason.OnBehalfOfNotAuthorized, "the caller must be authorized to act for the x-on-behalf-of account; the facts say it is not")
		return
	}
	if need(o.Found != nil, "on_behalf_of.found") && !*o.Found {
		fail(c, t.oboNotFound, reason.OnBehalfOfNotFound, "the x-on-behalf-of account must have a banking account; the facts say it has none")
		return
	}
	notActive := need(o.Active != nil, "on_behalf_of.active") && !*o.Active
	notTradable := !fiat && need(o.Tradable != nil, "on_behalf_of.tradable") && !*o.Tradable
	switch {
	case notActive:
		fail(c, t.oboNotActive, reason.OnBehalfOfNotActive, "the x-on-behalf-of account must be active; the facts say it is not")
	case notTradable:
		fail(c, t.oboNotActive, reason.OnBehalfOfNotTradable, "the x-on-behalf-of account must be tradable; the facts say it is not")
	}
}

// fail records entry id for the whole request (no body member is at fault), and reports whether
// it is an error (rule.Context.Fail).
// Not inlined: called at many places, where copies cost the WASM build size. Not behind a build
// tag: natively it is over the inliner's budget (cost 88 against 80), so the directive changes
// nothing there.
//
//go:noinline
func fail(c *rule.Context, id errcatalog.ID, code reason.Code, text string) bool {
	return c.Fail(id, "", reason.New(code, text))
}

// Need returns the account facts, or records the skip {"rule": "account", "needs": "account"}
// once per report and reports false. Rules beyond this package that need the account (a
// transfer's party check) call it so that a report names the missing section only once.
func Need(c *rule.Context) (*facts.Account, bool) {
	if c.Facts.Account == nil {
		c.Report.SkipOnce("account", "account")
		return nil, false
	}
	return c.Facts.Account, true
}

// Permitted reports whether operation is among allowed: an exact name ("fiat/create-payout") or a
// whole product ("fiat/*").
func Permitted(allowed []string, operation string) bool {
	for _, p := range allowed {
		if p == operation {
			return true
		}
		if prefix, ok := strings.CutSuffix(p, "*"); ok && strings.HasSuffix(prefix, "/") && strings.HasPrefix(operation, prefix) {
			return true
		}
	}
	return false
}

// MaxAccountIDLen is the longest x-on-behalf-of value ValidAccountID accepts.
const MaxAccountIDLen = 64

// ValidAccountID reports whether id has the shape preflight accepts for the x-on-behalf-of
// header: 1 to 64 letters, digits, "-" and "_". The specification does not show the platform's
// account id format; this shape admits UUIDs and prefixed ids ("acc_123") and refuses what a
// header would mangle or a copy-paste would add: white space, quotes, separators.
func ValidAccountID(id string) bool { return validToken(id, MaxAccountIDLen) }

func validToken(s string, max int) bool {
	if len(s) == 0 || len(s) > max {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
