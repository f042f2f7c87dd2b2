package idempotency

import (
	"encoding/hex"
	"errors"
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/wasmlite"
	"github.com/preflightpay/preflight/reason"
)

// Fingerprint returns the payload fingerprint of a request: the hex SHA-256 of its canonical
// JSON. Callers that store idempotency keys keep it with the key and pass it back as the facts'
// idempotency.stored.fingerprint. The error is input's parse error for bytes that are not JSON.
func Fingerprint(request []byte) (string, error) {
	v, err := input.Parse(request, input.DefaultLimits())
	if err != nil {
		return "", err
	}
	return FingerprintValue(v), nil
}

// FingerprintValue is Fingerprint of a value already parsed.
func FingerprintValue(v input.Value) string {
	// A payout's canonical JSON is about 700 bytes: this keeps the common request's on the stack.
	var buf [1024]byte
	sum := wasmlite.Sum256(input.AppendCanonical(buf[:0], v))
	var text [2 * len(sum)]byte
	hex.Encode(text[:], sum[:])
	return string(text[:])
}

// MaxKeyLen is the longest key ValidateKey accepts.
const MaxKeyLen = 64

// ErrInvalidKey is the category of every key shape error.
var ErrInvalidKey = errors.New("invalid idempotency key")

// KeyError says why a key has not the accepted shape.
type KeyError struct {
	Key    string
	Reason string // "empty", "too long", "invalid character"
}

func (e *KeyError) Error() string { return "invalid idempotency key: " + e.Reason }
func (e *KeyError) Unwrap() error { return ErrInvalidKey }

// ValidateKey checks the shape preflight accepts for an idempotency key: 1 to 64 ASCII letters,
// digits, "-" and "_". The platform's rule is not published. This shape admits every common
// generator's output (a UUID is 36 characters, a ULID 26, a hex SHA-256 64) and refuses what a
// header would mangle or silently trim: white space, control characters, non-ASCII text.
func ValidateKey(key string) error {
	switch {
	case key == "":
		return &KeyError{Key: key, Reason: "empty"}
	case len(key) > MaxKeyLen:
		return &KeyError{Key: key, Reason: "too long"}
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return &KeyError{Key: key, Reason: "invalid character"}
		}
	}
	return nil
}

// PayloadMismatch returns the entry the platform answers for a key reused with another payload.
// The specification words it three ways: fiat create-transfer has its own row, fiat
// create-conversion and create-payout share another, and every other operation that takes a key
// (the seven ramp ones and the four fiat beneficiary ones) gets the general row, code 1005.
func PayloadMismatch(op operation.Name) errcatalog.ID {
	// The catalog's operation lists say which operations the two specific rows name.
	for _, id := range [...]errcatalog.ID{errcatalog.TransferIdempotencyPayloadMismatch, errcatalog.FiatIdempotencyPayloadMismatch} {
		if errcatalog.Get(id).AppliesTo(string(op)) {
			return id
		}
	}
	return errcatalog.IdempotencyPayloadMismatch
}

// Matches reports whether a stored endpoint is the operation op, for a request whose path parameters are
// in request. stored is an operation name ("fiat/create-payout") or a method and path
// ("POST /v1/payouts"; a full URL and a query string are allowed). A path parameter matches any
// value, unless the request gives it, in which case it must be that value: a key first used for
// beneficiary A does not belong to an update of beneficiary B.
func Matches(op *operation.Operation, stored string, request input.Value) bool {
	stored = strings.TrimSpace(stored)
	method, path, ok := strings.Cut(stored, " ")
	if !ok {
		return stored == string(op.Name)
	}
	if !strings.EqualFold(method, op.Method) {
		return false
	}
	path = strings.TrimSpace(path)
	if i := strings.Index(path, "://"); i >= 0 {
		rest := path[i+3:]
		j := strings.IndexByte(rest, '/')
		if j < 0 {
			return false
		}
		path = rest[j:]
	}
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	want := strings.Split(op.Path, "/")
	got := strings.Split(path, "/")
	if len(want) != len(got) {
		return false
	}
	for i, w := range want {
		if name, ok := strings.CutPrefix(w, "{"); ok {
			name = strings.TrimSuffix(name, "}")
			if got[i] == "" {
				return false
			}
			if v := request.Get(name).Text(); v != "" && v != got[i] {
				return false
			}
			continue
		}
		if w != got[i] {
			return false
		}
	}
	return true
}

// Check compares the request with its idempotency key's facts. It records the skip
// {"rule": "idempotency", "needs": "idempotency"} when the section is absent, and one skip naming
// every member it lacked otherwise. Findings are at field "": the key is not a member of the
// request.
func Check(c *rule.Context) {
	f := c.Facts.Idempotency
	if f == nil {
		c.Report.SkipOnce("idempotency", "idempotency")
		return
	}
	if err := ValidateKey(f.Key); err != nil {
		var ke *KeyError
		errors.As(err, &ke)
		// The shape is preflight's reading: unless strict mode made it an error, the stored
		// record still says what it knows.
		if c.Fail(errcatalog.IdempotencyInvalidKey, "", reason.New(reason.IdempotencyKeyShape,
			"a key of 1 to 64 ASCII letters, digits, '-' or '_' expected; the key is "+ke.Reason)) {
			return
		}
	}
	s := f.Stored
	if s == nil {
		return // a new key: nothing to compare
	}
	var missing []string
	defer func() {
		if len(missing) > 0 {
			c.Report.SkipOnce("idempotency", strings.Join(missing, ", "))
		}
	}()
	if owner := callerClientID(c.Facts); s.ClientID == "" || owner == "" {
		if s.ClientID == "" {
			missing = append(missing, "idempotency.stored.client_id")
		}
		if owner == "" {
			missing = append(missing, "account.client_id")
		}
	} else if owner != s.ClientID {
		c.Fail(errcatalog.IdempotencyClientMismatch, "", reason.New(reason.IdempotencyClientMismatch,
			"the key belongs to client "+reason.Shown(s.ClientID)+"; the request comes from "+reason.Shown(owner)))
		return
	}
	if s.Endpoint == "" {
		missing = append(missing, "idempotency.stored.endpoint")
	} else if !Matches(c.Operation, s.Endpoint, c.Input) {
		c.Fail(errcatalog.IdempotencyEndpointMismatch, "", reason.New(reason.IdempotencyEndpointMismatch,
			"the key was first used with "+reason.Shown(s.Endpoint)+"; this request is "+c.Operation.Method+" "+c.Operation.Path))
		return
	}
	if s.Fingerprint == "" {
		missing = append(missing, "idempotency.stored.fingerprint")
	} else if fp := FingerprintValue(c.Input); s.Fingerprint != fp {
		c.Fail(PayloadMismatch(c.Operation.Name), "", reason.New(reason.IdempotencyPayloadMismatch,
			"the key's first request has fingerprint "+s.Fingerprint[:12]+"…; this one has "+fp[:12]+"…"))
		return
	}
	switch s.State {
	case "":
		missing = append(missing, "idempotency.stored.state")
	case facts.StateProcessing:
		c.Fail(errcatalog.IdempotencyProcessing, "", reason.New(reason.IdempotencyProcessing,
			"the key's first request must have completed; the facts say it is still processing"))
	}
}

func callerClientID(f *facts.Facts) string {
	if f.Account == nil {
		return ""
	}
	return f.Account.ClientID
}
