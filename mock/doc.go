// Package mock is a stateful mock of the platform's API, for testing an integration: every
// operation of the registry at its method and path, answering with the platform's exact errors, holding
// state that moves, failing on request, and sending webhook deliveries that misbehave on purpose.
//
// # Exact errors
//
// Each request is checked with the rules of `preflight check`, through the front door's HTTP
// level (internal/door/httpdoor: Match, Request.Read, then Request.Check, the steps of preflight.CheckRequest), against facts derived from the
// mock's state: the account of the API key
// (Config.Accounts; the default account when none), the address the request comes from, the
// x-on-behalf-of header, the Idempotency-Key header and its stored record, and the books. The
// report's first error is answered with the check's Answer: the entry's HTTP status and its body
// in the entry's format (legacy, typed or the 500 envelope, as classify.Body writes it). Every answer carries
// x-response-id. A test holds the mock to the golden cases: the mock's answer and the report of
// `preflight check` with the same facts agree.
//
// # State
//
// The state is a facts document (Config.State; a default one when empty) that the books write
// into: a created beneficiary is in fiat.beneficiaries, a payout's amount leaves balances, a ramp
// quote is used once, a swap between digital assets holds the account's one swap in progress
// until POST /_mock/settle, travel-rule data given to an address-book entry cannot be edited.
// An idempotency key sent again with the same payload gets the first answer again (header
// Idempotent-Replayed); with another payload, the platform's mismatch entry.
//
// # Faults and webhooks
//
// Config.Faults (or POST /_mock/faults) adds latency, a rate of LATER answers or 500 envelopes,
// or a forced entry for the next N calls, per operation, drawn from Config.Seed. With
// Config.Webhook.URL set, a Scenario (RunScenario, POST /_mock/scenario) sends stocks order and
// issuing events, signed as the platform signs them (package webhook), retried at 5^n seconds
// divided by the time scale, with the chaos of Config.Webhook.Chaos: duplicates, reordering,
// delays, bad signatures and stale timestamps. Deliveries lists what the subscriber acknowledged.
//
// # Admin endpoints
//
// The admin endpoints under /_mock/ take Content-Type: application/json on every
// request that may change state, so that no web page can send one without a CORS preflight the
// mock never grants, and, with Config.AdminToken set, the token in X-Mock-Admin-Token.
//
// The command `preflight mock` serves a Mock on 127.0.0.1 (docs/mock.md), answering only
// requests addressed to a local host name and not sent by another web page.
package mock
