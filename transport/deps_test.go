package transport_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/golist"
)

// TestLinksNoRedisClient: importing transport links the standard library, this module and
// shopspring/decimal, nothing else. The Redis client belongs to transport/redisledger.
func TestLinksNoRedisClient(t *testing.T) {
	modules := golist.Deps(t, "github.com/preflightpay/preflight/transport", "{{with .Module}}{{.Path}}{{end}}")
	allowed := map[string]bool{"github.com/preflightpay/preflight": true, "github.com/shopspring/decimal": true}
	for _, module := range modules {
		if !allowed[module] {
			t.Errorf("transport links module %s", module)
		}
	}
}
