// Package modroot finds the module's directory, for the generators that write files into it
// (go generate runs them in the package's directory, tests in theirs).
package modroot

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Dir is the directory of the go.mod of the working directory's module.
func Dir() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return "", errors.New("go env GOMOD: " + err.Error() + "\n" + string(exit.Stderr))
		}
		return "", err
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("not inside the preflight module")
	}
	return filepath.Dir(gomod), nil
}
