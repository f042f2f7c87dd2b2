package mock_test

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestDoesNotImportTheClientTransport: the mock is the platform's side and checks requests
// through the front door (preflight.Match, Request.Read, Request.Check), not through package
// transport, the client's side.
func TestDoesNotImportTheClientTransport(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no go command under " + runtime.GOOS)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not on PATH")
	}
	out, err := exec.Command(goCmd, "list", "-deps", "github.com/preflightpay/preflight/mock").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.HasPrefix(pkg, "github.com/preflightpay/preflight/transport") {
			t.Errorf("mock imports %s", pkg)
		}
	}
}
