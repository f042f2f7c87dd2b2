package facts

import "github.com/preflightpay/preflight/internal/input"

// Idempotency is the idempotency key the request will carry and, when the platform has seen that
// key before, the record it stored.
type Idempotency struct {
	Key    string     // the key the request will send
	Stored *StoredKey // nil when the key has not been used before
}

// StoredKey is the platform's record of an idempotency key, as the caller kept it.
type StoredKey struct {
	ClientID string // the API client that first used the key
	// Endpoint is the operation the key was first used with: an operation name
	// ("fiat/create-payout") or a method and path ("POST /v1/payouts").
	Endpoint string
	// Fingerprint is idempotency.Fingerprint of the first request: hex SHA-256 of its canonical
	// JSON.
	Fingerprint string
	State       string // "processing" or "completed", in any letter case in the document
}

// The states of a stored key.
const (
	StateProcessing = "processing"
	StateCompleted  = "completed"
)

func decodeIdempotency(d *decoder, v input.Value, path string) *Idempotency {
	r := &Idempotency{}
	d.object(v, path, map[string]reader{
		"key": d.toStr(&r.Key),
		"stored": func(v input.Value, p string) {
			s := &StoredKey{}
			d.object(v, p, map[string]reader{
				"client_id":   d.toStr(&s.ClientID),
				"endpoint":    d.toStr(&s.Endpoint),
				"fingerprint": func(v input.Value, p string) { s.Fingerprint = d.fingerprint(v, p) },
				"state": func(v input.Value, p string) {
					s.State = status(d.str(v, p))
					if s.State != StateProcessing && s.State != StateCompleted && v.Kind() == input.String {
						d.fail(p, `must be "processing" or "completed"`)
					}
				},
			})
			r.Stored = s
		},
	})
	return r
}

// fingerprint reads a hex SHA-256 digest, lower-cased.
func (d *decoder) fingerprint(v input.Value, path string) string {
	s := d.str(v, path)
	if v.Kind() != input.String {
		return ""
	}
	if len(s) != 64 {
		d.fail(path, "must be 64 hexadecimal digits (idempotency.Fingerprint)")
		return ""
	}
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= '0' && c <= '9', c >= 'a' && c <= 'f':
		case c >= 'A' && c <= 'F':
			b[i] = c + 'a' - 'A'
		default:
			d.fail(path, "must be 64 hexadecimal digits (idempotency.Fingerprint)")
			return ""
		}
	}
	return string(b)
}
