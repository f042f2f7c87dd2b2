// Package chromium finds the Chromium that the browser tests and the latency tools drive, one
// way for all of them: PREFLIGHT_CHROMIUM when set, else the first of Debian's and Google's
// names on PATH.
package chromium

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// names are the executables tried in turn when PREFLIGHT_CHROMIUM is not set.
var names = []string{"chromium", "chromium-browser", "google-chrome"}

// Path is the Chromium executable to start.
func Path() (string, error) {
	if p := os.Getenv("PREFLIGHT_CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium: install Debian's chromium or set PREFLIGHT_CHROMIUM")
}

// Version is what the executable at path says of itself (--version), or its file name when it
// does not answer: the measurements name the browser they were taken in.
func Version(path string) string {
	out, err := exec.Command(path, "--version").Output()
	if err != nil {
		return filepath.Base(path)
	}
	return strings.TrimSpace(string(out))
}
