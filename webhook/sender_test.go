package webhook

import (
	"errors"
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestSenderListsFromTheSpecification(t *testing.T) {
	if got := len(SandboxSenders()); got != 2 {
		t.Errorf("%d sandbox senders", got)
	}
	if got := len(ProductionSenders()); got != 4 {
		t.Errorf("%d production senders", got)
	}
	for _, p := range append(SandboxSenders(), ProductionSenders()...) {
		if !p.IsSingleIP() || !p.Addr().Is4() {
			t.Errorf("%v is not one IPv4 address", p)
		}
	}
}

func TestSenderPolicy(t *testing.T) {
	proxy := netip.MustParsePrefix("10.0.0.0/8")
	p := SenderPolicy{Allowed: SandboxSenders(), TrustedProxies: []netip.Prefix{proxy}}
	tests := []struct {
		name, remote, xff string
		want              string
		allowed           bool
	}{
		{"sandbox sender direct", "34.96.187.146:5000", "", "34.96.187.146", true},
		{"IPv4-mapped IPv6 peer", "[::ffff:46.137.209.211]:5000", "", "46.137.209.211", true},
		{"production sender not in sandbox list", "18.143.59.64:5000", "", "18.143.59.64", false},
		{"stranger direct", "203.0.113.9:5000", "", "203.0.113.9", false},
		{"forwarded header from an untrusted peer is ignored", "203.0.113.9:5000", "34.96.187.146", "203.0.113.9", false},
		{"trusted proxy forwards the sender", "10.1.2.3:5000", "34.96.187.146", "34.96.187.146", true},
		{"client-written entries left of the proxy's are ignored", "10.1.2.3:5000", "34.96.187.146, 203.0.113.9", "203.0.113.9", false},
		{"chain of trusted proxies", "10.1.2.3:5000", "34.96.187.146, 10.9.9.9", "34.96.187.146", true},
		{"garbage in the forwarded header", "10.1.2.3:5000", "not-an-ip", "", false},
		{"trusted proxy without a header is the peer", "10.1.2.3:5000", "", "10.1.2.3", false},
		{"unreadable remote address", "nonsense", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/", nil)
			r.RemoteAddr = tt.remote
			if tt.xff != "" {
				r.Header.Set("X-Forwarded-For", tt.xff)
			}
			addr, err := p.Check(r)
			if (err == nil) != tt.allowed || (err != nil && !errors.Is(err, ErrSenderNotAllowed)) {
				t.Errorf("Check = %v, want allowed %v", err, tt.allowed)
			}
			if tt.want != "" && addr.String() != tt.want {
				t.Errorf("addr %v, want %s", addr, tt.want)
			}
		})
	}
}

func TestCheckEndpointURL(t *testing.T) {
	for url, ok := range map[string]bool{
		"https://hooks.example.com/preflight":  true,
		"https://hooks.example.com:8443/x?y=1": true,
		"http://hooks.example.com/preflight":   false,
		"HTTPS://hooks.example.com/":           true, // url.Parse lower-cases the scheme
		"https:///no-host":                     false,
		"https://user:pw@hooks.example.com/":   false,
		"hooks.example.com/preflight":          false,
		"ftp://hooks.example.com/":             false,
		"https:opaque":                         false,
		"":                                     false,
		"https://[::1]:443/":                   true,
	} {
		if err := CheckEndpointURL(url); (err == nil) != ok {
			t.Errorf("CheckEndpointURL(%q) = %v", url, err)
		}
	}
}
