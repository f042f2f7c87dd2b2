package transport_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

// TestOnFindingsHearsEveryCheckedRequestWithFindingsOnce holds OnFindings to what its
// documentation says: every checked request whose report has errors or warnings, once, before it
// is refused or sent, in both modes. A request Refuse mode blocks is heard (the findings a
// dashboard counts most), a valid request with a warning is heard and sent, a clean one is not
// heard, and a key reused with another payload is heard with the mismatch.
func TestOnFindingsHearsEveryCheckedRequestWithFindingsOnce(t *testing.T) {
	warns, err := os.ReadFile(filepath.Join("..", "testdata", "golden", "fiat", "create-payout", "aba-check-digit-warns", "request.json"))
	if err != nil {
		t.Fatal(err)
	}
	otherPayout := bytes.Replace(payout, []byte(`"1250.00"`), []byte(`"1251.00"`), 2)
	if bytes.Equal(otherPayout, payout) {
		t.Fatal("the payout has no amount 1250.00 to change")
	}
	for _, mode := range []transport.Mode{transport.Refuse, transport.Observe} {
		var s sent
		var heard []preflight.Report
		tr := transport.New(script(&s, resp(ok())), transport.Options{Mode: mode,
			OnFindings: func(_ *operation.Operation, r preflight.Report) { heard = append(heard, r) }})
		for _, c := range []struct {
			name        string
			body        []byte
			key         string
			heard, sent int
			valid       bool
		}{
			{"an empty payout", []byte(`{}`), "", 1, map[transport.Mode]int{transport.Refuse: 0, transport.Observe: 1}[mode], false},
			{"a payout with a warning", warns, "", 1, 1, true},
			{"a clean payout", payout, "k1", 0, 1, true},
			{"the key again with another payout", otherPayout, "k1", 1, map[transport.Mode]int{transport.Refuse: 0, transport.Observe: 1}[mode], false},
		} {
			heard = nil
			before := s.n()
			res, err := tr.RoundTrip(post(t, payoutURL, c.body, c.key))
			if err != nil {
				t.Fatalf("%v, %s: %v", mode, c.name, err)
			}
			res.Body.Close()
			if len(heard) != c.heard || s.n()-before != c.sent {
				t.Errorf("%v, %s: heard %d times, sent %d; want %d and %d", mode, c.name, len(heard), s.n()-before, c.heard, c.sent)
				continue
			}
			if c.heard == 1 && heard[0].Valid != c.valid {
				t.Errorf("%v, %s: heard a report valid=%v", mode, c.name, heard[0].Valid)
			}
			if refused := res.Header.Get(transport.HeaderRefused) != ""; refused != (c.sent == 0) {
				t.Errorf("%v, %s: refused %v, sent %d", mode, c.name, refused, c.sent)
			}
		}
	}
}
