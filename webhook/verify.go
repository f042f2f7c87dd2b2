package webhook

import (
	"crypto/hmac"
	"crypto/sha512"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"hash"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/preflightpay/preflight/internal/swar"
)

// Header names of a delivery, as the platform sends them (HTTP header names
// are case-insensitive; net/http canonicalises them).
const (
	HeaderTimestamp = "x-wk-timestamp"
	HeaderSignature = "x-wk-signature"
)

// Defaults of the age check. A delivery older than DefaultMaxAge or dated
// more than DefaultMaxLead into the future is refused.
const (
	DefaultMaxAge  = 5 * time.Minute
	DefaultMaxLead = 1 * time.Minute
)

// SignatureLen is the length of x-wk-signature: a SHA-512 digest in hex.
const SignatureLen = 2 * sha512.Size

// Categories of verification failure; a *VerifyError unwraps to one of them.
var (
	ErrNotSigned        = errors.New("webhook: delivery not signed")
	ErrMalformedHeader  = errors.New("webhook: malformed header")
	ErrNoValidSignature = errors.New("webhook: no valid signature")
	ErrTooOld           = errors.New("webhook: timestamp too old")
	ErrTooNew           = errors.New("webhook: timestamp too far in the future")
)

// Configuration mistakes, reported by NewKeyring and NewVerifier.
var (
	ErrEmptySecret = errors.New("webhook: empty signing secret")
	ErrNoSecret    = errors.New("webhook: no signing secret and unsigned deliveries not explicitly allowed")
)

// VerifyError is a refused delivery. It unwraps to its Kind, one of the
// category sentinels above, so callers use errors.Is for the category and
// errors.As for the detail. It never holds the secret or the signature.
type VerifyError struct {
	Kind   error
	Header string // the header at fault, for ErrMalformedHeader and ErrNotSigned
	Detail string // what was wrong, in words

	// For ErrTooOld and ErrTooNew: the delivery's time, the receiver's clock,
	// Diff = Now - Timestamp, and the limit that Diff broke (MaxAge, or
	// MaxLead for deliveries from the future).
	Timestamp time.Time
	Now       time.Time
	Diff      time.Duration
	Limit     time.Duration
}

func (e *VerifyError) Error() string {
	msg := e.Kind.Error()
	if e.Header != "" {
		msg += ": " + e.Header
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	if e.Kind == ErrTooOld || e.Kind == ErrTooNew {
		msg += " (timestamp " + e.Timestamp.UTC().Format(time.RFC3339) +
			", now " + e.Now.UTC().Format(time.RFC3339) +
			", difference " + e.Diff.String() + ", limit " + e.Limit.String() + ")"
	}
	return msg
}

func (e *VerifyError) Unwrap() error { return e.Kind }

// Key is one signing secret of an endpoint. ID names it in results and logs
// ("2026-11", "old", ...); the secret itself is never shown.
type Key struct {
	ID     string
	Secret []byte
}

// Keyring holds the secrets a receiver accepts, so that a rotated secret and
// its successor both verify during the change-over. Keys are tried in order.
type Keyring struct {
	keys []keyState
}

type keyState struct {
	id string
	// last is the state most recently put back: taking it is one atomic swap, which costs a
	// few nanoseconds where a sync.Pool round trip costs tens (2% of a 1 KiB delivery's
	// HMAC). When deliveries overlap, the others use the pool.
	last *atomic.Pointer[macState]
	pool *sync.Pool // of *macState keyed with this secret
}

// get takes a state keyed with the key's secret.
func (k *keyState) get() *macState {
	if st := k.last.Swap(nil); st != nil {
		return st
	}
	return k.pool.Get().(*macState)
}

// put gives st back for the next delivery.
func (k *keyState) put(st *macState) {
	if !k.last.CompareAndSwap(nil, st) {
		k.pool.Put(st)
	}
}

// macState is one reusable HMAC with scratch space, so that Verify does not
// allocate: the hash state is reset, not rebuilt, for each delivery.
type macState struct {
	mac hash.Hash
	ts  [20]byte
	sum [sha512.Size]byte
}

// NewKeyring builds a keyring. It refuses an empty list and an empty secret:
// an HMAC keyed with nothing would let anyone sign.
func NewKeyring(keys ...Key) (*Keyring, error) {
	if len(keys) == 0 {
		return nil, ErrNoSecret
	}
	r := &Keyring{keys: make([]keyState, len(keys))}
	for i, k := range keys {
		if len(k.Secret) == 0 {
			return nil, ErrEmptySecret
		}
		secret := append([]byte(nil), k.Secret...)
		r.keys[i] = keyState{id: k.ID, last: new(atomic.Pointer[macState]), pool: &sync.Pool{New: func() any {
			return &macState{mac: hmac.New(sha512.New, secret)}
		}}}
	}
	return r, nil
}

// Options tune a Verifier. Zero values take the documented defaults.
type Options struct {
	MaxAge  time.Duration // how old a delivery may be; DefaultMaxAge when 0
	MaxLead time.Duration // how far in the future; DefaultMaxLead when 0

	// AllowUnsigned must be set, with a nil keyring, to accept deliveries to
	// an endpoint configured without a secret. It is refused with a keyring:
	// a receiver that has a secret never accepts an unsigned delivery.
	AllowUnsigned bool
}

// Verifier checks deliveries. It is safe for concurrent use.
type Verifier struct {
	ring    *Keyring
	maxAge  time.Duration
	maxLead time.Duration
}

// NewVerifier builds a verifier. It never fails open: without a keyring it
// needs Options.AllowUnsigned, and with one it refuses AllowUnsigned.
func NewVerifier(ring *Keyring, opts Options) (*Verifier, error) {
	switch {
	case ring == nil && !opts.AllowUnsigned:
		return nil, ErrNoSecret
	case ring != nil && opts.AllowUnsigned:
		return nil, errors.New("webhook: AllowUnsigned with a keyring: an endpoint with a secret never accepts unsigned deliveries")
	case opts.MaxAge < 0 || opts.MaxLead < 0:
		return nil, errors.New("webhook: negative age limit")
	}
	if opts.MaxAge == 0 {
		opts.MaxAge = DefaultMaxAge
	}
	if opts.MaxLead == 0 {
		opts.MaxLead = DefaultMaxLead
	}
	return &Verifier{ring: ring, maxAge: opts.MaxAge, maxLead: opts.MaxLead}, nil
}

// Result describes an accepted delivery.
type Result struct {
	Signed    bool          // false only on an endpoint without a secret
	KeyID     string        // the ID of the key that matched
	Timestamp int64         // x-wk-timestamp, Unix seconds
	Age       time.Duration // now - timestamp; negative when from the future
}

// Verify checks a delivery: body is the raw request body as received,
// timestamp and signature the x-wk-timestamp and x-wk-signature values ("" when
// absent), now the receiver's clock. The signature is checked before the age,
// so an unsigned or forged delivery never learns about the clock. When only
// the age check fails, the Result is filled in beside the error.
func (v *Verifier) Verify(body []byte, timestamp, signature string, now time.Time) (Result, error) {
	var want [sha512.Size]byte
	ts, err := v.readHeaders(timestamp, signature, &want)
	if err != nil {
		return Result{}, err
	}
	res := Result{Timestamp: ts}
	if v.ring != nil {
		id, ok := v.ring.match(body, timestamp, &want)
		if !ok {
			return Result{}, &VerifyError{Kind: ErrNoValidSignature}
		}
		res.Signed, res.KeyID = true, id
	}
	return res, v.checkAge(&res, now)
}

// readHeaders reads x-wk-timestamp and, with a keyring, x-wk-signature into want: both present
// and well-formed, or the *VerifyError that says which is not.
func (v *Verifier) readHeaders(timestamp, signature string, want *[sha512.Size]byte) (int64, error) {
	if v.ring != nil && signature == "" {
		return 0, &VerifyError{Kind: ErrNotSigned, Header: HeaderSignature, Detail: "absent"}
	}
	ts, err := ParseTimestamp(timestamp)
	if err != nil {
		return 0, err
	}
	if v.ring != nil {
		if err := decodeSignature(want, signature); err != nil {
			return 0, err
		}
	}
	return ts, nil
}

// bodyCheck is Verify cut in two around the body, for a Receiver that must not read a body
// before the headers say it may be genuine: begin checks everything the headers alone can tell
// (present, well-formed, timestamp within the age limits), the body is then written to the
// bodyCheck as it is read, streamed through every key's HMAC, and finish compares. Checking the
// age before the signature tells a forger nothing Verify hides: the Receiver answers 401 to
// both, without a body.
type bodyCheck struct {
	ring      *Keyring
	res       Result
	timestamp string
	want      [sha512.Size]byte
	states    []*macState // one per key, in keyring order
}

func (v *Verifier) begin(timestamp, signature string, now time.Time) (*bodyCheck, error) {
	c := &bodyCheck{ring: v.ring, timestamp: timestamp}
	ts, err := v.readHeaders(timestamp, signature, &c.want)
	if err != nil {
		return nil, err
	}
	c.res.Timestamp = ts
	if err := v.checkAge(&c.res, now); err != nil {
		return nil, err
	}
	if v.ring != nil {
		c.states = make([]*macState, len(v.ring.keys))
		for i := range v.ring.keys {
			c.states[i] = v.ring.keys[i].get()
			c.states[i].mac.Reset()
		}
	}
	return c, nil
}

// Write feeds p to every key's HMAC.
func (c *bodyCheck) Write(p []byte) (int, error) {
	for _, st := range c.states {
		st.mac.Write(p)
	}
	return len(p), nil
}

// finish compares the HMACs of the body written so far with the signature, every key in
// constant time as match does, and gives the states back; the bodyCheck is spent.
func (c *bodyCheck) finish() (Result, error) {
	if c.ring == nil {
		return c.res, nil
	}
	found := -1
	for i, st := range c.states {
		n := copy(st.ts[:], c.timestamp)
		st.mac.Write(st.ts[:n])
		if subtle.ConstantTimeCompare(st.mac.Sum(st.sum[:0]), c.want[:]) == 1 && found < 0 {
			found = i
		}
	}
	c.release()
	if found < 0 {
		return Result{}, &VerifyError{Kind: ErrNoValidSignature}
	}
	c.res.Signed, c.res.KeyID = true, c.ring.keys[found].id
	return c.res, nil
}

// release gives the states back to their keys; a body that is refused before finish still
// returns them.
func (c *bodyCheck) release() {
	for i, st := range c.states {
		c.ring.keys[i].put(st)
	}
	c.states = nil
}

func (v *Verifier) checkAge(res *Result, now time.Time) error {
	t := time.Unix(res.Timestamp, 0)
	res.Age = now.Sub(t)
	switch {
	case res.Age > v.maxAge:
		return &VerifyError{Kind: ErrTooOld, Timestamp: t, Now: now, Diff: res.Age, Limit: v.maxAge}
	case res.Age < -v.maxLead:
		return &VerifyError{Kind: ErrTooNew, Timestamp: t, Now: now, Diff: res.Age, Limit: v.maxLead}
	}
	return nil
}

// match reports the first key whose HMAC equals want. Every key is tried
// even after a match so the time taken does not say which key matched.
func (r *Keyring) match(body []byte, timestamp string, want *[sha512.Size]byte) (string, bool) {
	found := -1
	for i := range r.keys {
		k := &r.keys[i]
		st := k.get()
		sum := st.compute(body, timestamp)
		if subtle.ConstantTimeCompare(sum, want[:]) == 1 && found < 0 {
			found = i
		}
		k.put(st)
	}
	if found < 0 {
		return "", false
	}
	return r.keys[found].id, true
}

// compute returns HMAC(body || timestamp) in st.sum. The timestamp has been
// checked by ParseTimestamp, so it fits st.ts.
func (st *macState) compute(body []byte, timestamp string) []byte {
	st.mac.Reset()
	st.mac.Write(body)
	n := copy(st.ts[:], timestamp)
	st.mac.Write(st.ts[:n])
	return st.mac.Sum(st.sum[:0])
}

// maxTimestampDigits bounds x-wk-timestamp: 19 digits hold any int64.
const maxTimestampDigits = 19

// ParseTimestamp reads an x-wk-timestamp value strictly: ASCII digits only
// (no sign, no spaces, no fraction), Unix seconds that fit an int64.
func ParseTimestamp(s string) (int64, error) {
	bad := func(detail string) error {
		return &VerifyError{Kind: ErrMalformedHeader, Header: HeaderTimestamp, Detail: detail}
	}
	if s == "" {
		return 0, bad("absent")
	}
	if len(s) > maxTimestampDigits {
		return 0, bad("longer than " + strconv.Itoa(maxTimestampDigits) + " digits")
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, bad("not an unsigned integer of Unix seconds")
		}
		n = n*10 + uint64(c-'0')
	}
	if n > 1<<63-1 {
		return 0, bad("out of range")
	}
	return int64(n), nil
}

// decodeSignature reads exactly SignatureLen lower-case hex characters.
// Upper case is refused: the platform sends lower case, and a strict reader
// leaves one spelling per signature.
func decodeSignature(dst *[sha512.Size]byte, s string) error {
	if len(s) != SignatureLen {
		return &VerifyError{Kind: ErrMalformedHeader, Header: HeaderSignature,
			Detail: "length " + strconv.Itoa(len(s)) + ", want " + strconv.Itoa(SignatureLen) + " lower-case hex characters"}
	}
	s = s[:SignatureLen] // lets the compiler drop the bounds checks below
	// Eight characters at a time, as one word each: the decoding is then a
	// small share of the HMAC's cost, which is what keeps Verify within a few
	// percent of a bare HMAC (docs/performance.md).
	var bad uint64
	for i := 0; i < SignatureLen; i += 8 {
		x := swar.Word8(s[i : i+8])
		// For bytes below 0x80 (checked through bad), adding 0x80-lo sets a
		// byte's high bit when it is at least lo, and adding 0x80-(hi+1) when it
		// is above hi; no byte carries into the next.
		digit := (x + hexOnes*(0x80-'0')) &^ (x + hexOnes*(0x80-'9'-1))
		letter := (x + hexOnes*(0x80-'a')) &^ (x + hexOnes*(0x80-'f'-1))
		bad |= x | ^(digit | letter)
		// A digit's value is its low nibble; a letter's is its low nibble plus 9.
		v := x&(hexOnes*0x0f) + (letter&hexHighs)>>7*9
		// Each pair of characters (high nibble first) becomes one byte.
		v = (v&0x00ff00ff00ff00ff)<<4 | (v>>8)&0x00ff00ff00ff00ff
		j := i / 2
		dst[j], dst[j+1], dst[j+2], dst[j+3] = byte(v), byte(v>>16), byte(v>>32), byte(v>>48)
	}
	if bad&hexHighs != 0 {
		return &VerifyError{Kind: ErrMalformedHeader, Header: HeaderSignature, Detail: "not lower-case hex"}
	}
	return nil
}

const hexOnes, hexHighs = swar.Ones, swar.Highs

// Sign returns the x-wk-signature the platform would send for body and
// timestamp: lower-case hex of HMAC-SHA512(secret, body || timestamp).
// It refuses an empty secret.
func Sign(secret, body []byte, timestamp string) (string, error) {
	if len(secret) == 0 {
		return "", ErrEmptySecret
	}
	mac := hmac.New(sha512.New, secret)
	mac.Write(body)
	mac.Write([]byte(timestamp))
	return hex.EncodeToString(mac.Sum(nil)), nil
}
