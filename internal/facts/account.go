package facts

import (
	"net/netip"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/internal/input"
)

// Account is what the caller knows about the authenticated account and the request's context.
// Each flag is a pointer: nil means unknown, and the rule that needs it is skipped.
type Account struct {
	ID       string // the authenticated account's id
	ClientID string // the API client the request authenticates as; idempotency keys belong to it

	LoginExpired *bool // the credentials the request will carry have expired

	// IP is the address the request will come from; Allowlist the account's allowed addresses and
	// CIDR ranges (a single address is a /32 or /128 range). An empty allowlist allows any address.
	IP        *netip.Addr
	Allowlist []netip.Prefix
	// AllowlistKnown distinguishes "no allowlist given" (unknown) from an empty one (no restriction).
	AllowlistKnown bool

	Activated         *bool // fiat: the banking account is activated (1014)
	IdentityVerified  *bool // fiat: identity verification passed (1114)
	APIEnabled        *bool // fiat: API access is enabled (1122)
	APITradingEnabled *bool // ramp: API trading is enabled
	BankingAccount    *bool // ramp: the authenticated account has a banking account
	Active            *bool // the account is active
	Tradable          *bool // ramp: the account may trade

	// Operations, when given, lists the operations the credentials may call ("fiat/create-payout",
	// or "fiat/*" for a whole product); any other operation is Forbidden.
	Operations []string

	// OnBehalfOf is the x-on-behalf-of header the request will carry; nil when it carries none.
	OnBehalfOf *OnBehalfOf
}

// OnBehalfOf is the x-on-behalf-of header and what the caller knows about the account it names.
type OnBehalfOf struct {
	AccountID  string // the header's value, as it will be sent
	Authorized *bool  // the caller may act for that account
	Found      *bool  // the account has a banking account
	Active     *bool  // the account is active
	Tradable   *bool  // the account may trade
}

func decodeAccount(d *decoder, v input.Value, path string) *Account {
	a := &Account{}
	d.object(v, path, map[string]reader{
		"id":                  d.toStr(&a.ID),
		"client_id":           d.toStr(&a.ClientID),
		"login_expired":       d.toBool(&a.LoginExpired),
		"ip":                  func(v input.Value, p string) { a.IP = d.addr(v, p) },
		"ip_allowlist":        func(v input.Value, p string) { a.Allowlist, a.AllowlistKnown = d.prefixes(v, p), true },
		"activated":           d.toBool(&a.Activated),
		"identity_verified":   d.toBool(&a.IdentityVerified),
		"api_enabled":         d.toBool(&a.APIEnabled),
		"api_trading_enabled": d.toBool(&a.APITradingEnabled),
		"banking_account":     d.toBool(&a.BankingAccount),
		"active":              d.toBool(&a.Active),
		"tradable":            d.toBool(&a.Tradable),
		"operations":          func(v input.Value, p string) { a.Operations = d.strs(v, p) },
		"on_behalf_of": func(v input.Value, p string) {
			o := &OnBehalfOf{}
			d.object(v, p, map[string]reader{
				"account_id": d.toStr(&o.AccountID),
				"authorized": d.toBool(&o.Authorized),
				"found":      d.toBool(&o.Found),
				"active":     d.toBool(&o.Active),
				"tradable":   d.toBool(&o.Tradable),
			})
			a.OnBehalfOf = o
		},
	})
	return a
}

func (d *decoder) addr(v input.Value, path string) *netip.Addr {
	s := d.str(v, path)
	if v.Kind() != input.String {
		return nil
	}
	ip, err := netip.ParseAddr(s)
	if err != nil {
		d.fail(path, "must be an IPv4 or IPv6 address")
		return nil
	}
	ip = ip.Unmap()
	return &ip
}

// prefixes reads an allowlist: addresses ("203.0.113.7") and CIDR ranges ("203.0.113.0/24").
func (d *decoder) prefixes(v input.Value, path string) []netip.Prefix {
	var out []netip.Prefix
	for i, s := range d.strs(v, path) {
		pf, err := ParsePrefix(s)
		if err != nil {
			d.fail(path+"["+strconv.Itoa(i)+"]", "must be an IP address or a CIDR range")
			continue
		}
		out = append(out, pf)
	}
	return out
}

// ParsePrefix reads one allowlist entry: an address ("203.0.113.7"), which is a range of one
// address, or a CIDR range ("203.0.113.0/24"), masked. An IPv4-mapped address or range
// ("::ffff:10.0.0.0/104") reads as its IPv4 form (10.0.0.0/8): a request's address is compared
// unmapped, and would otherwise never fall in the mapped range.
func ParsePrefix(s string) (netip.Prefix, error) {
	if !strings.Contains(s, "/") {
		ip, err := netip.ParseAddr(s)
		if err != nil {
			return netip.Prefix{}, err
		}
		ip = ip.Unmap()
		return netip.PrefixFrom(ip, ip.BitLen()), nil
	}
	pf, err := netip.ParsePrefix(s)
	if err != nil {
		return netip.Prefix{}, err
	}
	// A range shorter than /96 reaches beyond the mapped addresses: it has no IPv4 form.
	if pf.Addr().Is4In6() && pf.Bits() >= 96 {
		pf = netip.PrefixFrom(pf.Addr().Unmap(), pf.Bits()-96)
	}
	return pf.Masked(), nil
}
