package transport_test

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestLinksNoRedisClient: importing transport links the standard library, this module and
// shopspring/decimal, nothing else. The Redis client belongs to transport/redisledger.
func TestLinksNoRedisClient(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no go command under " + runtime.GOOS)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not on PATH")
	}
	out, err := exec.Command(goCmd, "list", "-deps", "-f", "{{with .Module}}{{.Path}}{{end}}", "github.com/preflightpay/preflight/transport").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	allowed := map[string]bool{"github.com/preflightpay/preflight": true, "github.com/shopspring/decimal": true}
	for _, module := range strings.Fields(string(out)) {
		if !allowed[module] {
			t.Errorf("transport links module %s", module)
		}
	}
}
