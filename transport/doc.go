// Package transport makes preflight drop-in for a Go service that talks to the platform with
// net/http: an http.RoundTripper that checks each request before sending it, classifies what
// comes back and acts on the catalog's action.
//
// # Before sending
//
// The request's method and path (under Options.BasePath; by default everything before "/v1/"
// is ignored) are matched to an operation as preflight.CheckRequest matches them; requests that
// match none pass through untouched. The input object is built from the path parameters, the
// operation's query parameters and the JSON body (a name given twice takes the path's value,
// then the query's, then the body's), and checked with the facts of Options.Facts: the front
// door's HTTP level, which the mock and the proxy share. The body is buffered within the front
// door's default limit, preflight.Limits' MaxBytes (1 MiB), and given again to every send (GetBody is set). A larger
// body is the operation's "invalid request", as at the front door; the transport reads no more
// of it than 1 MiB + 1 byte, and in Observe mode sends it from the request's GetBody (or once,
// as a stream, without it).
//
// In Refuse mode (the default) a request whose report has errors is not sent: RoundTrip returns
// the response the platform would have sent for the report's first error (the check's Answer),
// with the entry's HTTP status and body in its own format (legacy, typed or the 500 envelope, as
// preflight.RequestResult's Answer gives them) and the header Preflight-Refused naming the entry; ReportOf gives the whole report. Code
// that handles the platform's errors handles these unchanged. In Observe mode every request is
// sent. In both modes Options.OnFindings receives the report of every checked request that has
// errors or warnings, once, before the request is refused or sent: in Refuse mode a report with
// errors is a request that was refused, so the callback sees every finding whatever became of
// the request.
//
// # After receiving
//
// A non-2xx answer is classified (as preflight.ClassifyResponse classifies it) and
// ResultOf gives the result. By action: LATER is retried up to Retry.Max times with capped
// exponential backoff and full jitter, honouring Retry-After and the context's deadline (a
// Retry-After past Retry.MaxWait or the deadline, however large, returns the answer instead of
// retrying), with the same headers (so the same idempotency key) and the same body; a network
// error is retried the same way when the request is idempotent (GET, or a request carrying an
// idempotency key); AUTH calls Options.RefreshAuth once and is sent once more; FIX, RES, CHK,
// BAL and DUP are never retried. A LATER answer that persists gives its operator report (method
// and path, x-response-id, request time, full response, redacted) to Options.OnOperatorReport.
//
// # The idempotency ledger
//
// The specification does not name the header that carries the idempotency key; the transport
// reads Options.IdempotencyHeader ("Idempotency-Key" by default). For an operation that takes a
// key, it records key → fingerprint of the input object (of the body's bytes when the check
// cannot read it and Observe mode sends it), method and path in a Ledger before sending, and a
// key reused with another payload (or another endpoint) is refused locally with the platform's
// own entry for that operation (the catalog's idempotency payload-mismatch entry). The default ledger is a
// MemoryLedger (bounded, with expiry); a fleet shares one with package transport/redisledger.
// When the ledger fails, Options.LedgerFailure decides: FailOpen sends and reports the error to
// Options.OnLedgerError; FailClosed returns an error wrapping ErrLedgerUnavailable and sends
// nothing. A key whose request the platform refused (an error answer other than LATER) is
// forgotten: the platform judges a corrected payload under it.
//
// # Facts helpers
//
// StaticAccount and StaticFacts give every request the facts a service knows from its
// configuration; UsageTracker counts what this process has sent to the ramp's create-quote and
// create-withdraw per currency, per UTC day and month, as the limits facts used_today and
// used_this_month: the caller's view, not the platform's. Combine merges them.
package transport
