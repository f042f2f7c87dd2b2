// Package webhook is what a service needs to receive the platform's webhook
// notifications safely: signature verification, an HTTP receiver, event
// decoding, deduplication of redeliveries, an order state reducer and the
// retry schedule. It never reads the clock or the environment: times are
// passed in (a Verifier takes now, a Receiver and MemoryStore a clock).
//
// # Verification
//
// The platform signs a delivery with x-wk-signature = lower-case hex of
// HMAC-SHA512(secret, body || x-wk-timestamp): the raw body bytes exactly as
// received, followed directly by the timestamp header's text. Any change to
// the body, even re-serialising equal JSON, breaks the signature, so verify
// before parsing and never over re-encoded JSON.
//
// Headers are read strictly: x-wk-timestamp is 1 to 19 ASCII digits of Unix
// seconds (no sign, space or fraction); x-wk-signature is exactly 128
// lower-case hex characters. The comparison is constant-time.
//
// A Keyring holds one or more secrets; during a rotation give both the new
// and the old and Result.KeyID says which matched. Every key is tried, so the
// time taken does not reveal which one did.
//
// The signature is checked before the age; then the age, Now - Timestamp,
// must be at most Options.MaxAge (DefaultMaxAge, 5 minutes) and at least
// -Options.MaxLead (DefaultMaxLead, 1 minute into the future). Both limits
// are inclusive.
//
// Errors are *VerifyError values that unwrap to a category for errors.Is:
//
//	ErrNotSigned         x-wk-signature absent on an endpoint with a secret
//	ErrMalformedHeader   a header that breaks the strict shapes above
//	ErrNoValidSignature  no key's HMAC matches
//	ErrTooOld, ErrTooNew outside the age limits; Timestamp, Now, Diff, Limit say by how much
//
// Never fail open: NewKeyring refuses an empty secret and an empty list, Sign
// refuses an empty secret, and NewVerifier without a keyring needs
// Options.AllowUnsigned set explicitly (an endpoint configured without a
// secret, where the platform sends no signature; such an endpoint cannot
// check a signature and ignores one, but still reads and ages the timestamp).
// Errors never hold the
// secret or the signature.
//
// Whether the platform re-stamps a retry is not specified. If retries carry
// the first attempt's timestamp, retries later than MaxAge are refused as
// too old: raise MaxAge to RetryWindow for such an endpoint, and rely on
// deduplication (whose TTL outlasts it) against replays.
//
// # Receiving over HTTP
//
// Receiver is an http.Handler. In order, it
//
//  1. answers 405 (with Allow: POST) to any method but POST;
//  2. with Senders set, checks the sender address: 403 when not allowed;
//  3. checks the headers before reading a byte of the body: x-wk-signature
//     present (ErrNotSigned, 401) and both headers well-formed
//     (ErrMalformedHeader, 400), the timestamp within the age limits
//     (ErrTooOld, ErrTooNew, 401), and a Content-Length of at most
//     MaxBodyBytes (DefaultMaxBodyBytes, 1 MiB; 413). A request refused so far
//     is answered with Connection: close, and its body is never read;
//  4. reads the raw body through the HMAC of every key as it arrives: at most
//     MaxBodyBytes (413 when larger), within BodyTimeout (DefaultBodyTimeout,
//     10 s, from the first read; 408, ErrBodyTimeout), 400 when the read fails;
//     then compares the signature (ErrNoValidSignature, 401). Checking the age
//     before the signature tells a forger nothing: both answer 401, without a
//     body;
//  5. decodes the envelope: 400 when the body is not one JSON object that
//     reads one way only (a repeated member name, invalid UTF-8) or has no
//     event_id (a known event with other violations is still delivered, with
//     Delivery.Problems set; unknown events always pass);
//  6. with Dedup set, claims event_id with the body's digest (pending, for
//     DedupLease): 503 when the store fails, 409 (ErrConflictingRedelivery)
//     when a claim holds the id for another body, 503 (ErrInProgress) when
//     another delivery holds a live pending claim, 200 without processing for
//     a duplicate (a done claim);
//  7. calls Accept, which must only enqueue (see Queue): 503 when it fails,
//     and the claim is released so the platform's retry is processed; then
//     marks the claim done for DedupTTL (DefaultDedupTTL);
//  8. answers 200.
//
// A Receiver missing Verifier, Clock or Accept answers 500. OnReject hears
// every refusal with its status and cause.
//
// The Receiver sets the body's read deadline itself, through
// http.ResponseController (a ResponseWriter that wraps net/http's must have an
// Unwrap method for it to reach the connection). What it cannot bound is the
// rest of the connection; on the http.Server that mounts it, set at least
//
//	ReadHeaderTimeout: 10 * time.Second, // a client that sends headers slowly
//	ReadTimeout:       20 * time.Second, // headers and body; BodyTimeout is shorter
//	WriteTimeout:      10 * time.Second, // the answer is a status line and headers
//	IdleTimeout:       60 * time.Second, // a kept-alive connection with no request
//	MaxHeaderBytes:    64 << 10,         // net/http's default is 1 MB
//
// and bound the connections or requests served at once (for example with
// golang.org/x/net/netutil.LimitListener): each delivery being read may hold
// up to MaxBodyBytes, so n at once hold n MiB. These are the values
// `preflight webhook listen` runs with (package internal/serve, which also caps
// the bodies read at once at 64).
//
// SenderPolicy checks the TCP peer against Allowed (SandboxSenders:
// 34.96.187.146, 46.137.209.211; ProductionSenders: 18.143.59.64,
// 54.179.248.205, 13.250.234.88, 18.136.58.213). A forwarded header
// (X-Forwarded-For unless ForwardedHeader says otherwise) is read only when
// the peer is one of TrustedProxies, from its right end, stepping back only
// through trusted proxies; a forwarded header from any other peer is ignored.
// CheckEndpointURL checks that an endpoint URL is absolute HTTPS.
//
// # Events
//
// DecodeEvent reads the envelope: version shaped V<major>.<minor>.<patch>,
// event_id UUID-shaped (8-4-4-4-12 hex), event_type, event_name, data.
// Stocks events have event_name STOCKS_ORDER and the stage in event_type
// (stocks.order.processing, .completed, .failed); issuing events have
// event_type ISSUING and the event in event_name. Anything else is
// KindUnknown and passes through with its data. The body is read with package
// input, the strict reader preflight uses for requests: a repeated member
// name (which parsers resolve differently, so the event would read two ways),
// invalid UTF-8 (which encoding/json would silently replace) and anything but
// one JSON object are refused, and the receiver answers 400 without acting on
// the event. An amount with an exponent is not refused that way: it is a
// "type-decimal" violation (ErrInvalidEvent), and a known event carrying one
// is still delivered, with Delivery.Problems set. Violations carry a JSON
// path ("data.order.fees", "data.merchant_data[0].name"), a rule id and a
// message that never repeats the value.
//
// The specification names only completed_at, failed_at, failure_code and
// failure_message in data.order. The other names used here are:
//
//	order_id           string, required
//	status             PENDING, SUCCESS or FAILED, required, must match the stage
//	symbol, side, currency   strings, optional
//	quantity           decimal, optional (the quantity ordered)
//	created_at         time, optional
//	executed_quantity  decimal: required when completed, null otherwise
//	executed_price     decimal: may be null when completed, null otherwise
//	cash_amount, fees, total_amount   decimal: required when completed, null otherwise
//
// By stage: processing has completed_at, failed_at, failure_code,
// failure_message and the execution fields null (absent counts as null);
// completed has completed_at set and the failure fields null; failed has
// failed_at, failure_code and failure_message set and completed_at and the
// execution fields null. failure_code may be any string; KnownFailureCode
// tells STOCKS_ORDER_FAILED and STOCKS_QUOTE_EXPIRED from others. Decimals
// are JSON numbers or strings holding one, read exactly (never float64),
// without exponents. Order times are RFC 3339 or YYYY-MM-DD HH:MM:SS.
// Unknown fields are tolerated and kept in StocksOrder.Raw.
//
// Issuing data: card_id and transaction_id (required) and card_order_id are
// UUID-shaped; card_number must be masked, one or more '*' then 1 to 4
// digits, and an unmasked number is reported without its value and not kept;
// amounts are decimals; currencies three upper-case letters;
// transaction_time and posted_time YYYY-MM-DD HH:MM:SS; authorization_code
// and merchant_data[].category_code whole numbers; merchant_data an array of
// objects with city, country and name strings.
//
// # Order state
//
// Reduce is a pure reducer over OrderState. PENDING moves to SUCCESS or
// FAILED; a terminal state is never rolled back by a processing event
// (Ignored); between updates of one status the later x-wk-timestamp wins
// (older ones are Stale); a redelivered event_id is a Duplicate; SUCCESS after
// FAILED or the reverse is a Conflict and the state is kept until the result
// of Retrieve an order (SourceRetrieve) is applied, which always wins
// (Corrected when it overturns a terminal state). An update for another
// order is a Mismatch, one with an unknown status Invalid; both leave the
// state alone. ReduceAll sorts updates by timestamp first.
//
// # Deduplication
//
// A Store holds each event_id in one of two states. A delivery first claims it
// pending, under a token of its own and a short lease (DefaultDedupLease,
// 10 s); once Accept has taken the event, the claim becomes done for the dedup
// time-to-live. A delivery that finds a done claim is a duplicate (200); one
// that finds a live pending claim is answered 503, because the holder may be
// handing the event off or may have failed half-way, and only a retry after
// the lease can tell: a lease that runs out is claimed again. So a failure or
// a lost reply anywhere between claim and hand-off never turns into a lost
// event. The Receiver also keeps a small journal of the claims whose outcome
// it did not learn: a retry reaching the same receiver claims again with the
// same token (the store recognises its own pending claim), and an event handed
// off whose done mark failed is a duplicate here. What remains is one narrow
// window, reported to OnReject as ErrNotFinished with status 200: an event
// handed off whose done mark failed, redelivered to another receiver after the
// lease, is processed again.
//
// MemoryStore serves one machine and is bounded (DefaultMemoryStoreSize); when
// full it forgets the oldest claim and counts it in Evicted. Package
// webhook/redisstore serves several machines (github.com/redis/go-redis/v9),
// and says what it needs of Redis (persistence: appendonly yes); it lives
// apart so that this package links no Redis client. Package webhooktest's
// TestStore is the contract a Store must pass, and FaultyStore injects faults.
//
// # Retry schedule
//
// Retry n comes 5^n seconds after the previous failure, at most 7 retries
// within 24 hours. The delays are 5, 25, 125, 625, 3125, 15625 and 78125 s;
// counted from the first failure (attempts failing at once) the retries come
// at 5 s, 30 s, 2 m 35 s, 13 m, 1 h 5 m 5 s and 5 h 25 m 30 s; the seventh
// would come at 97 655 s = 27 h 7 m 35 s, past 24 hours. So the two limits
// together allow six retries, seven attempts in all, the last 5 h 25 m 30 s
// after the first (later by the time each failing attempt takes).
// RetrySchedule returns those six offsets. DefaultDedupTTL is 48 hours: it
// covers FullRetrySpan (the seven-retry reading) plus the sender's time-outs,
// so a redelivery is recognised under either reading.
//
// Package webhooktest plays the platform against a handler: it signs
// deliveries, replays duplicates, shuffles order and follows the retry
// schedule on a manual clock.
package webhook
