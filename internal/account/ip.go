package account

import "net/netip"

// IPAllowed reports whether ip is inside one of allowlist's addresses or CIDR ranges. An empty
// allowlist restricts nothing: the platform checks addresses only for accounts that configured
// some. IPv4-mapped IPv6 addresses count as their IPv4 address.
func IPAllowed(ip netip.Addr, allowlist []netip.Prefix) bool {
	if len(allowlist) == 0 {
		return true
	}
	ip = ip.Unmap()
	for _, p := range allowlist {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}
