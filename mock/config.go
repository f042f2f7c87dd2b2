package mock

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
)

// Config is what the mock is started with. The zero value is one default account (activated,
// API-enabled, allowed from any IP) and the default state (balances in the usual currencies,
// empty books): a new user starts the mock with no setup.
type Config struct {
	// Accounts are the API keys the mock knows. Empty: every request is the default account,
	// whatever credentials it carries.
	Accounts []Account `json:"accounts,omitempty"`
	// State is the starting state, written as a facts document (README "facts"; package facts)
	// without "account" and "idempotency", which the mock derives from each request. Empty: the
	// default state. What the document leaves out stays unknown, and the rules that need it do
	// not run, exactly as in `preflight check --facts`.
	State json.RawMessage `json:"state,omitempty"`
	// Faults are injected per operation name ("fiat/create-payout") or "*" for every operation.
	Faults map[string]Fault `json:"faults,omitempty"`
	// TrustForwardedFor takes the caller's address from the first X-Forwarded-For entry, for a
	// mock behind a proxy or a test that plays callers from other addresses; off, the address is
	// the connection's.
	TrustForwardedFor bool `json:"trust_forwarded_for,omitempty"`
	// Seed makes fault rates, response ids and webhook chaos repeatable.
	Seed int64 `json:"seed,omitempty"`
	// Webhook, when its URL is set, sends the stocks order and issuing events to a subscriber.
	Webhook WebhookConfig `json:"webhook,omitzero"`

	// AdminToken, when set, is required in the X-Mock-Admin-Token header of every request to
	// the admin endpoints (/_mock/: the books, faults, settlements, deposits). Not read from
	// JSON: a token belongs in the environment (preflight mock --admin-token-env), not in a
	// file that is shared with the configuration.
	AdminToken string `json:"-"`

	// Clock is the mock's time; nil is time.Now. Not read from JSON.
	Clock func() time.Time `json:"-"`
}

// Account is one API key and the account it authenticates as. A nil flag is not known: the
// check that needs it does not run (so the mock answers as the platform would when it passes).
type Account struct {
	APIKey   string `json:"api_key"`
	ID       string `json:"id,omitempty"`
	ClientID string `json:"client_id,omitempty"`

	LoginExpired      *bool `json:"login_expired,omitempty"`
	Activated         *bool `json:"activated,omitempty"`
	IdentityVerified  *bool `json:"identity_verified,omitempty"`
	APIEnabled        *bool `json:"api_enabled,omitempty"`
	APITradingEnabled *bool `json:"api_trading_enabled,omitempty"`
	BankingAccount    *bool `json:"banking_account,omitempty"`
	Active            *bool `json:"active,omitempty"`
	Tradable          *bool `json:"tradable,omitempty"`
	// AllowedIPs are addresses and CIDR ranges; nil allows any address (the check is skipped).
	AllowedIPs []string `json:"allowed_ips,omitempty"`
	// Operations the key may call; nil: all.
	Operations []string `json:"operations,omitempty"`
	// OnBehalfOf lists the accounts the key may name in x-on-behalf-of, by account id. An id not
	// listed is one the caller is not authorized to act for.
	OnBehalfOf map[string]OnBehalfOf `json:"on_behalf_of,omitempty"`

	allowlist []netip.Prefix
}

// OnBehalfOf is what the platform knows of an account named in x-on-behalf-of.
type OnBehalfOf struct {
	Authorized *bool `json:"authorized,omitempty"`
	Found      *bool `json:"found,omitempty"`
	Active     *bool `json:"active,omitempty"`
	Tradable   *bool `json:"tradable,omitempty"`
}

// Fault makes an operation misbehave on purpose. Rates are per request, drawn from the seeded
// generator; Force answers Entry to the next Count requests, before any check.
type Fault struct {
	// LatencyMS delays every answer by this many milliseconds (the request's context still
	// cancels the wait). Meanwhile the request's idempotency key is "processing".
	LatencyMS int `json:"latency_ms,omitempty"`
	// LaterRate is the share (0 to 1) of requests answered with the operation's first LATER
	// entry that is not the 500 envelope.
	LaterRate float64 `json:"later_rate,omitempty"`
	// ServerErrorRate is the share (0 to 1) of requests answered with the 500 envelope.
	ServerErrorRate float64 `json:"server_error_rate,omitempty"`
	// Entry is a catalog key ("payout.create-failed-retry") answered to the next Count requests.
	Entry string `json:"entry,omitempty"`
	Count int    `json:"count,omitempty"`
}

// WebhookConfig says where and how events are delivered.
type WebhookConfig struct {
	URL    string `json:"url,omitempty"`
	Secret string `json:"-"` // from the environment, never from a file
	// TimeScale divides every wait (retries at 5^n s, scenario delays): 1000 makes 5 s into 5 ms.
	TimeScale float64 `json:"time_scale,omitempty"`
	Chaos     Chaos   `json:"chaos,omitzero"`
}

// Chaos makes deliveries go wrong the ways they do in production. Rates are per delivery.
type Chaos struct {
	DuplicateRate  float64 `json:"duplicate_rate,omitempty"`  // deliver again with the same event_id
	ReorderRate    float64 `json:"reorder_rate,omitempty"`    // hold an event back behind the next one
	BadSignature   float64 `json:"bad_signature,omitempty"`   // sign with a wrong key (the receiver must refuse)
	StaleTimestamp float64 `json:"stale_timestamp,omitempty"` // date it an hour back (the receiver must refuse)
	DelayMS        int     `json:"delay_ms,omitempty"`        // wait before each first attempt
}

// ErrConfig is the category of every configuration or scenario problem.
var ErrConfig = errors.New("mock: invalid configuration")

func configError(format string, a ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrConfig}, a...)...)
}

// ParseConfig reads a configuration file: one JSON object, unknown members refused, so a
// misspelt option is an error and not a silent default.
func ParseConfig(data []byte) (Config, error) {
	var c Config
	if err := strictJSON(data, &c); err != nil {
		return Config{}, configError("%v", err)
	}
	return c, c.validate()
}

func strictJSON(data []byte, dst any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(dst); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("more than one JSON value")
	}
	return nil
}

// validate checks what the JSON types cannot: the keys are distinct, the addresses parse, the
// rates are shares, the entries and operations exist, the state is a facts document.
func (c *Config) validate() error {
	_, err := c.parse()
	return err
}

// parsed is what validating a configuration reads, kept for New so that it reads nothing twice.
type parsed struct {
	state      *facts.Facts
	allowlists [][]netip.Prefix // by account, as Accounts; nil where AllowedIPs is nil
}

// parse is validate, returning what it read. It leaves c as it is: the accounts' slice is the
// caller's, and New may be given the same configuration again.
func (c *Config) parse() (parsed, error) {
	p := parsed{allowlists: make([][]netip.Prefix, len(c.Accounts))}
	seen := map[string]bool{}
	for i, a := range c.Accounts {
		if a.APIKey == "" || seen[a.APIKey] {
			return parsed{}, configError("accounts[%d]: api_key must be given and distinct", i)
		}
		seen[a.APIKey] = true
		if a.AllowedIPs == nil {
			continue
		}
		allow := make([]netip.Prefix, 0, len(a.AllowedIPs))
		for _, s := range a.AllowedIPs {
			pf, err := facts.ParsePrefix(s)
			if err != nil {
				return parsed{}, configError("accounts[%d].allowed_ips: %q is not an address or CIDR range", i, s)
			}
			allow = append(allow, pf)
		}
		p.allowlists[i] = allow
	}
	if err := validateFaults(c.Faults); err != nil {
		return parsed{}, err
	}
	var err error
	if p.state, err = c.state(); err != nil {
		return parsed{}, err
	}
	if err := c.Webhook.Chaos.validate(); err != nil {
		return parsed{}, configError("webhook.chaos: %v", err)
	}
	if c.Webhook.TimeScale < 0 {
		return parsed{}, configError("webhook.time_scale must not be negative")
	}
	return p, nil
}

// validateFaults checks faults by operation name, as the configuration and POST /_mock/faults
// give them.
func validateFaults(faults map[string]Fault) error {
	for name, f := range faults {
		if name != "*" {
			if _, ok := operation.Lookup(name); !ok {
				return configError("faults: unknown operation %q", name)
			}
		}
		if err := f.validate(); err != nil {
			return configError("faults[%q]: %v", name, err)
		}
	}
	return nil
}

func (f Fault) validate() error {
	if !share(f.LaterRate) || !share(f.ServerErrorRate) || f.LaterRate+f.ServerErrorRate > 1 {
		return errors.New("later_rate and server_error_rate are shares from 0 to 1, together at most 1")
	}
	if f.LatencyMS < 0 || f.Count < 0 {
		return errors.New("latency_ms and count must not be negative")
	}
	if f.Entry != "" {
		if _, ok := errcatalog.ByKey(f.Entry); !ok {
			return fmt.Errorf("unknown catalog entry %q", f.Entry)
		}
	}
	return nil
}

func (c Chaos) validate() error {
	for _, r := range []float64{c.DuplicateRate, c.ReorderRate, c.BadSignature, c.StaleTimestamp} {
		if !share(r) {
			return errors.New("rates are shares from 0 to 1")
		}
	}
	if c.DelayMS < 0 {
		return errors.New("delay_ms must not be negative")
	}
	return nil
}

func share(x float64) bool { return x >= 0 && x <= 1 }

// state reads the starting state, or gives the default one.
func (c *Config) state() (*facts.Facts, error) {
	doc := []byte(c.State)
	if len(bytes.TrimSpace(doc)) == 0 {
		doc = []byte(defaultState)
	}
	f, err := facts.Parse(doc)
	if err != nil {
		return nil, configError("state: %v", err)
	}
	if f.Account != nil || f.Idempotency != nil {
		return nil, configError("state: account and idempotency come from each request (accounts, Idempotency-Key), not from the state")
	}
	return f, nil
}

// defaultState is what a mock started with no state holds: money in the usual currencies, every
// book empty but known (so a missing beneficiary or payout is the platform's "not found"), the
// account's products on. Limits, channels and fees are left unknown: the mock does not invent
// the platform's configuration.
const defaultState = `{
  "balances": {"USD": "1000000.00", "EUR": "1000000.00", "GBP": "1000000.00", "SGD": "1000000.00",
               "HKD": "1000000.00", "USDT": "1000000", "USDC": "1000000", "BTC": "10", "ETH": "100"},
  "fiat": {"beneficiaries": {}, "payouts": {}, "transfers": {}, "quotes": {},
           "payout_enrolled": true, "fee_tier_configured": true, "pobo_enabled": true},
  "ramp": {"exchange_enabled": true, "crypto_service_active": true, "swap_in_progress": false,
           "withdraw_fee_configured": true, "withdraw_limit_configured": true,
           "address_book": [], "deposit_addresses": [],
           "conversions": {}, "deposits": {}, "withdrawals": {}}
}`

// defaultAccount is the account of every request when no accounts are configured: activated,
// API-enabled, allowed from any IP, permitted every operation.
func defaultAccount() Account {
	t := true
	f := false
	return Account{ID: "acct_default", ClientID: "client_default", LoginExpired: &f,
		Activated: &t, IdentityVerified: &t, APIEnabled: &t, APITradingEnabled: &t,
		BankingAccount: &t, Active: &t, Tradable: &t}
}
