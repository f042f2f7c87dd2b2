package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
)

const (
	testSecret = "whsec_sandbox_3f9a"
	eventsDir  = "../../webhook/testdata/events"
	// openssl dgst -sha512 -hmac whsec_sandbox_3f9a over stocks_processing.json
	// followed by 1763631000 (webhook/testdata/signatures.tsv).
	processingSig = "f8b71fb44a34f5cfbc1962861f15b43fe7832c0ed6e099fc8090ca7dd9d909e263dc1b3d81b8de07dcbfbfad68f5665edbcd390c28bb0641b05cfd822348f164"
)

func getenv(name string) string {
	if name == "WH_SECRET" {
		return testSecret
	}
	return ""
}

type cliResult struct {
	code           int
	stdout, stderr string
}

func runCLI(t *testing.T, stdin string, args ...string) cliResult {
	t.Helper()
	var out, errb bytes.Buffer
	code := runWebhook(args, strings.NewReader(stdin), &out, &errb, getenv)
	r := cliResult{code, out.String(), errb.String()}
	if strings.Contains(r.stdout+r.stderr, testSecret) {
		t.Fatalf("output shows the secret: %+v", r)
	}
	return r
}

func processingFile(t *testing.T) (string, string) {
	path := filepath.Join(eventsDir, "stocks_processing.json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(b)
}

func TestWebhookSignMatchesOpenSSL(t *testing.T) {
	path, body := processingFile(t)
	for _, args := range [][]string{
		{"sign", "--secret-env", "WH_SECRET", "--timestamp", "1763631000", path},
		{"sign", "--secret-env", "WH_SECRET", "--timestamp", "1763631000", "-"},
		{"sign", "--secret-env", "WH_SECRET", "--timestamp", "1763631000"},
	} {
		r := runCLI(t, body, args...)
		if r.code != 0 || strings.TrimSpace(r.stdout) != processingSig {
			t.Errorf("%v: %+v", args, r)
		}
	}
}

func verifyOutput(t *testing.T, r cliResult) (bool, string) {
	t.Helper()
	var v struct {
		Valid  *bool  `json:"valid"`
		Reason string `json:"reason"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &v); err != nil || v.Valid == nil {
		t.Fatalf("verify output %q: %v", r.stdout, err)
	}
	return *v.Valid, v.Reason
}

func TestWebhookVerify(t *testing.T) {
	path, body := processingFile(t)
	base := []string{"verify", "--secret-env", "WH_SECRET", "--timestamp", "1763631000"}
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		reason string
	}{
		{"valid from a file", append(base, "--signature", processingSig, "--now", "1763631030", path), "", 0, "signature valid, age 30s"},
		{"valid from stdin", append(base, "--signature", processingSig, "--now", "1763631000"), body, 0, "signature valid"},
		{"tampered body", append(base, "--signature", processingSig, "--now", "1763631000"), body + " ", 1, "no valid signature"},
		{"too old", append(base, "--signature", processingSig, "--now", "1763641000", path), "", 1, "timestamp too old"},
		{"old but within a wider tolerance", append(base, "--signature", processingSig, "--now", "1763641000", "--tolerance", "3h", path), "", 0, "signature valid"},
		{"from the future", append(base, "--signature", processingSig, "--now", "1763630000", path), "", 1, "too far in the future"},
		{"tolerance applies both ways", append(base, "--signature", processingSig, "--now", "1763630000", "--tolerance", "20m", path), "", 0, "signature valid"},
		{"unsigned", append(base, "--now", "1763631000", path), "", 1, "not signed"},
		{"upper-case signature", append(base, "--signature", strings.ToUpper(processingSig), "--now", "1763631000", path), "", 1, "malformed header"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runCLI(t, tt.stdin, tt.args...)
			if r.code != tt.code {
				t.Fatalf("exit %d, want %d: %+v", r.code, tt.code, r)
			}
			valid, reason := verifyOutput(t, r)
			if valid != (tt.code == 0) || !strings.Contains(reason, tt.reason) {
				t.Errorf("valid %v reason %q, want %q", valid, reason, tt.reason)
			}
			if strings.Contains(r.stdout, processingSig) {
				t.Error("output repeats the signature")
			}
		})
	}
}

func TestWebhookUsageErrors(t *testing.T) {
	path, _ := processingFile(t)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no command", nil, "usage"},
		{"unknown command", []string{"frobnicate"}, "unknown command"},
		{"verify without secret-env", []string{"verify", "--timestamp", "1", path}, "--secret-env is required"},
		{"verify with an unset variable", []string{"verify", "--secret-env", "NOPE", "--timestamp", "1", path}, "NOPE is unset or empty"},
		{"verify without timestamp", []string{"verify", "--secret-env", "WH_SECRET", path}, "--timestamp is required"},
		{"verify with a bad tolerance", []string{"verify", "--secret-env", "WH_SECRET", "--timestamp", "1", "--tolerance", "-1s", path}, "--tolerance"},
		{"verify with a bad now", []string{"verify", "--secret-env", "WH_SECRET", "--timestamp", "1", "--now", "yesterday", path}, "--now"},
		{"verify with two files", []string{"verify", "--secret-env", "WH_SECRET", "--timestamp", "1", path, path}, "at most one FILE"},
		{"verify an unreadable file", []string{"verify", "--secret-env", "WH_SECRET", "--timestamp", "1", "no/such/file"}, "no such file"},
		{"sign with a malformed timestamp", []string{"sign", "--secret-env", "WH_SECRET", "--timestamp", "+1", path}, "--timestamp"},
		{"sign without a secret", []string{"sign", "--secret-env", "NOPE", "--timestamp", "1", path}, "empty secret is refused"},
		{"unknown flag", []string{"verify", "--secret", "x"}, "flag provided but not defined"},
		{"decode an unreadable file", []string{"decode", "no/such/file"}, "no such file"},
		{"listen without a secret", []string{"listen", "--secret-env", "NOPE"}, "empty secret is refused"},
		{"listen on a public address without --public", []string{"listen", "--secret-env", "WH_SECRET", "--addr", "0.0.0.0:0"}, "can be reached from other machines; add --public"},
		{"listen with a bad Redis URL", []string{"listen", "--secret-env", "WH_SECRET", "--redis", "mysql://x"}, "--redis"},
		{"listen with a FILE", []string{"listen", "--secret-env", "WH_SECRET", "body.json"}, "takes no FILE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			if r.code != 2 || !strings.Contains(r.stderr, tt.want) || r.stdout != "" {
				t.Errorf("%+v, want exit 2 and %q", r, tt.want)
			}
		})
	}
}

func TestWebhookDecode(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(eventsDir, "*.json"))
	if len(files) < 7 {
		t.Fatalf("%d sample events", len(files))
	}
	for _, f := range files {
		r := runCLI(t, "", "decode", f)
		if r.code != 0 || !strings.Contains(r.stdout, `"valid": true`) {
			t.Errorf("%s: %+v", f, r)
		}
	}
	issuing, _ := os.ReadFile(filepath.Join(eventsDir, "issuing_declined.json"))
	const pan = "4111111111111111"
	unmasked := strings.Replace(string(issuing), "************4242", pan, 1)
	r := runCLI(t, unmasked, "decode", "-")
	if r.code != 1 || !strings.Contains(r.stdout, `"path": "data.card_number"`) || strings.Contains(r.stdout+r.stderr, "1111") {
		t.Errorf("unmasked card: %+v", r)
	}
	r = runCLI(t, "not json", "decode")
	if r.code != 1 || !strings.Contains(r.stdout, `"kind": "malformed"`) {
		t.Errorf("not json: %+v", r)
	}
}

// TestListenLosesNoAcknowledgedEventOnSIGTERM runs "preflight webhook listen", has 20 senders
// deliver distinct events to it, and sends the process SIGTERM while deliveries are in flight:
// the command drains and exits 0, and every delivery it answered 200 has its event printed,
// exactly once.
func TestListenLosesNoAcknowledgedEventOnSIGTERM(t *testing.T) {
	var stdout, stderr syncBuffer
	code := make(chan int, 1)
	go func() {
		code <- runWebhook([]string{"listen", "--secret-env", "WH_SECRET", "--addr", "127.0.0.1:0"}, strings.NewReader(""), &stdout, &stderr, getenv)
	}()
	url := serverURL(t, &stderr, code, &stderr)

	client := &http.Client{Timeout: 5 * time.Second}
	var acked sync.Map // event id -> true, for each delivery answered 200
	var nAcked, nFailed atomic.Int64
	signalled := make(chan struct{})
	var once sync.Once
	var wg sync.WaitGroup
	for s := range 20 {
		wg.Go(func() {
			for i := range 500 { // bounded: the server stops long before
				id := fmt.Sprintf("%08x-0000-4000-8000-%012x", s, i)
				body := []byte(`{"version":"V1.0.0","event_id":"` + id + `","event_type":"soak","event_name":"SOAK","data":{}}`)
				ts := strconv.FormatInt(time.Now().Unix(), 10)
				sig, _ := webhook.Sign([]byte(testSecret), body, ts)
				req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
				req.Header.Set(webhook.HeaderTimestamp, ts)
				req.Header.Set(webhook.HeaderSignature, sig)
				resp, err := client.Do(req)
				if err != nil {
					nFailed.Add(1)
					return // the server has stopped
				}
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					acked.Store(id, true)
					if nAcked.Add(1) == 200 {
						once.Do(func() {
							p, _ := os.FindProcess(os.Getpid())
							p.Signal(syscall.SIGTERM)
							close(signalled)
						})
					}
				}
			}
		})
	}
	select {
	case c := <-code:
		if c != 0 {
			t.Errorf("listen exited %d: %s", c, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("listen did not stop within 30s of SIGTERM")
	}
	wg.Wait()
	<-signalled

	printed := map[string]int{}
	for line := range strings.Lines(stdout.String()) {
		var ev struct {
			EventID string `json:"event_id"`
		}
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("not a JSON line: %q", line)
		}
		printed[ev.EventID]++
	}
	lost := 0
	acked.Range(func(id, _ any) bool {
		if printed[id.(string)] != 1 {
			lost++
		}
		return true
	})
	if lost > 0 {
		t.Errorf("%d of %d acknowledged events not printed exactly once", lost, nAcked.Load())
	}
	t.Logf("acknowledged %d, printed %d, refused after the signal %d senders", nAcked.Load(), len(printed), nFailed.Load())
}
