package mock_test

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/golist"
)

// TestDoesNotImportTheClientTransport: the mock is the platform's side and checks requests
// through the front door's HTTP-level steps (internal/door/httpdoor: Match, Request.Read,
// Request.Check), not through package transport, the client's side.
func TestDoesNotImportTheClientTransport(t *testing.T) {
	for _, pkg := range golist.Deps(t, "github.com/preflightpay/preflight/mock", "") {
		if strings.HasPrefix(pkg, "github.com/preflightpay/preflight/transport") {
			t.Errorf("mock imports %s", pkg)
		}
	}
}
