// Package preflight is the front door of preflight: it checks a request to the platform's API
// before it is sent and answers with the platform's own catalog entries, and it classifies the
// platform's error responses.
//
// Every operation of the specification is a row of the registry (internal/operation) and a row of
// the rules table (rules.go), which lists the operation's own rules in the order they run; the
// rules every operation shares (the caller's account, display-order controls, the idempotency
// record) are added in one place, commonRules. For returns an operation's Checker; Check and
// CheckJSON run one request, and AppendCheckJSON writes the report into a buffer the caller
// reuses.
//
// CheckRequest is the same check at the HTTP level, for code that sees the platform's requests on
// the wire (package transport, package mock, the proxy): it matches a method and path to the
// operation, builds the input object from the path parameters, query and body, checks it, and
// gives the platform's answer to the first error, its status and exact body. It is not in the
// WASM build. The engine behind these (the reader, the report builder, the rules) is internal;
// internal/door gives the module's own batch, mock and transport its fast paths, and
// internal/door/httpdoor the HTTP-level steps of CheckRequest.
//
// A report's errors are promises: the platform refuses the request with exactly these entries.
// Checks that stand on preflight's own reading where the specification is silent make warnings
// that name the entry they predict (Issue.Predicts); Options.Strict turns them into errors. Every
// finding carries a reason (Issue.Reason): a stable code, documented in package reason with its
// basis, and a sentence saying what was expected and what was found.
//
// The command line (cmd/preflight, its check, batch and classify commands) and the WASM build
// (cmd/preflight-wasm) check requests and classify responses through this package and no other
// path, so a form, a backend and a script see the same reports for the same request. The command
// line's other commands use the packages behind them directly: schema, mock, webhook, and
// corridor and bankid for the requirements a corridor states.
package preflight
