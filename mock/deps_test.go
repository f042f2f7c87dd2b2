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

// TestLinksTheFrontDoorsCheckers: the front door's checkers register themselves when the root
// package loads, and httpdoor finds none otherwise. A program that imports mock alone (the
// README's httptest example) must link them, or its first checked request panics.
func TestLinksTheFrontDoorsCheckers(t *testing.T) {
	for _, pkg := range golist.Deps(t, "github.com/preflightpay/preflight/mock", "") {
		if pkg == "github.com/preflightpay/preflight" {
			return
		}
	}
	t.Error("mock does not link github.com/preflightpay/preflight, whose loading registers the checkers")
}
