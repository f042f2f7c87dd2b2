package webhook_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/golist"
)

// TestLinksOnlyWhatItNeeds: importing webhook to verify a signature links the standard library,
// this module and shopspring/decimal (the exact amounts its events carry), nothing else. The
// Redis client belongs to webhook/redisstore.
func TestLinksOnlyWhatItNeeds(t *testing.T) {
	modules := golist.Deps(t, "github.com/preflightpay/preflight/webhook", "{{with .Module}}{{.Path}}{{end}}")
	allowed := map[string]bool{"github.com/preflightpay/preflight": true, "github.com/shopspring/decimal": true}
	for _, module := range modules {
		if !allowed[module] {
			t.Errorf("webhook links module %s", module)
		}
	}
}
