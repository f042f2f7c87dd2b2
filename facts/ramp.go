package facts

import "github.com/preflightpay/preflight/input"

// Ramp holds facts for the crypto ramp rules.
type Ramp struct {
	// WhitelistedAddresses are the account's whitelisted withdrawal addresses.
	WhitelistedAddresses []string
}

func decodeRamp(d *decoder, v input.Value, path string) *Ramp {
	r := &Ramp{}
	d.object(v, path, map[string]func(input.Value, string){
		"whitelisted_addresses": func(v input.Value, p string) { r.WhitelistedAddresses = d.strs(v, p) },
	})
	return r
}
