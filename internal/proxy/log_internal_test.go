package proxy

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/operation"
)

// TestOperatorReportKeepsItsRequestTime: the log masks card numbers in every string, and the
// digits of a timestamp with nanoseconds often hold a Luhn-valid run (seen in a proxy's log:
// "2026-11-26T0*:**:**.****85873Z"). The request time is the proxy's own clock, not a value of
// the request; the operator needs it whole.
func TestOperatorReportKeepsItsRequestTime(t *testing.T) {
	const when = "2026-11-26T07:38:46.951185873Z"
	var logs bytes.Buffer
	p := &Proxy{log: NewLogger(&logs, slog.LevelInfo)}
	op, _ := operation.Lookup("fiat/retrieve-payout")
	p.onOperatorReport(op, preflight.OperatorReport{Method: "GET", Path: "/v1/payouts/po_1", RequestTime: when, HTTPStatus: 500,
		Response: `{"code":"","message":"An internal error occurred, please try again","card":"4111111111111111"}`})
	l := logs.String()
	if !strings.Contains(l, `"request_time":"`+when+`"`) {
		t.Errorf("the request time is not whole:\n%s", l)
	}
	if strings.Contains(l, "4111111111111111") {
		t.Errorf("the response is not redacted:\n%s", l)
	}
}
