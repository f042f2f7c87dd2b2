package webhook

import (
	"errors"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

// Sender addresses of the platform's notifications, from the specification.
var (
	sandboxSenders    = []string{"34.96.187.146", "46.137.209.211"}
	productionSenders = []string{"18.143.59.64", "54.179.248.205", "13.250.234.88", "18.136.58.213"}
)

// SandboxSenders returns the sandbox sender addresses as /32 prefixes.
func SandboxSenders() []netip.Prefix { return hostPrefixes(sandboxSenders) }

// ProductionSenders returns the production sender addresses as /32 prefixes.
func ProductionSenders() []netip.Prefix { return hostPrefixes(productionSenders) }

func hostPrefixes(addrs []string) []netip.Prefix {
	out := make([]netip.Prefix, len(addrs))
	for i, a := range addrs {
		ip := netip.MustParseAddr(a) // constants above, checked by a test
		out[i] = netip.PrefixFrom(ip, ip.BitLen())
	}
	return out
}

// SenderPolicy decides whether a request comes from an allowed sender.
type SenderPolicy struct {
	// Allowed are the sender ranges: SandboxSenders, ProductionSenders, or
	// the caller's own.
	Allowed []netip.Prefix
	// TrustedProxies are the peers whose ForwardedHeader is believed: a load
	// balancer in front of the receiver. A forwarded header from any other
	// peer is ignored, since anyone can write one.
	TrustedProxies []netip.Prefix
	// ForwardedHeader names the header a trusted proxy appends the client
	// address to; "X-Forwarded-For" when empty.
	ForwardedHeader string
}

// ErrSenderNotAllowed is returned by SenderPolicy.Check for a sender outside
// the allowed ranges or an address that cannot be read.
var ErrSenderNotAllowed = errors.New("webhook: sender address not allowed")

// ClientAddr returns the address that sent r. It starts at the TCP peer and,
// only while that hop is a trusted proxy, steps back through the forwarded
// header from its right end: the rightmost entries were written by our own
// proxies, the leftmost by whoever sent the request.
func (p SenderPolicy) ClientAddr(r *http.Request) (netip.Addr, bool) {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}, false
	}
	addr := ap.Addr().Unmap()
	header := p.ForwardedHeader
	if header == "" {
		header = "X-Forwarded-For"
	}
	var hops []string
	for _, v := range r.Header.Values(header) {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0 && contains(p.TrustedProxies, addr); i-- {
		next, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return netip.Addr{}, false
		}
		addr = next.Unmap()
	}
	return addr, true
}

// Check reports nil when r comes from an allowed sender.
func (p SenderPolicy) Check(r *http.Request) (netip.Addr, error) {
	addr, ok := p.ClientAddr(r)
	if !ok || !contains(p.Allowed, addr) {
		return addr, ErrSenderNotAllowed
	}
	return addr, nil
}

func contains(prefixes []netip.Prefix, a netip.Addr) bool {
	for _, p := range prefixes {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// ErrEndpointNotHTTPS is returned by CheckEndpointURL.
var ErrEndpointNotHTTPS = errors.New("webhook: endpoint URL must be an absolute https URL with a host")

// CheckEndpointURL checks that a webhook endpoint URL is HTTPS, as the
// specification requires, absolute, with a host and without credentials.
func CheckEndpointURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Hostname() == "" || u.User != nil || u.Opaque != "" {
		return ErrEndpointNotHTTPS
	}
	return nil
}
