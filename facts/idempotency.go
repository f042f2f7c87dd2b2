package facts

import "github.com/preflightpay/preflight/input"

// Idempotency is the stored record of the idempotency key the request will carry.
type Idempotency struct {
	Key string // the key the request will send
}

func decodeIdempotency(d *decoder, v input.Value, path string) *Idempotency {
	r := &Idempotency{}
	d.object(v, path, map[string]func(input.Value, string){
		"key": func(v input.Value, p string) { r.Key = d.str(v, p) },
	})
	return r
}
