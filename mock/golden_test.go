package mock_test

import (
	"io"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/goldenmock"
	"github.com/preflightpay/preflight/mock"
)

// TestMockAnswersWhatPreflightCheckReportsOnTheGoldenCases loads each golden case's facts as the
// mock's state and account (goldenmock), sends its request over HTTP, and holds the answer to
// the report's first error: the same status and the same body (entry, code, message). A valid
// report is a 2xx answer.
func TestMockAnswersWhatPreflightCheckReportsOnTheGoldenCases(t *testing.T) {
	cases := goldenmock.Cases(t, filepath.Join("..", "testdata", "golden"))
	sent, skipped := 0, map[string]int{}
	for _, c := range cases {
		if c.Strict() {
			skipped["strict mode"]++
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			g := goldenmock.FromCase(t, c.Operation, c.Request, c.Facts)
			if g.Why != "" {
				skipped[g.Why]++
				return
			}
			sent++
			status, body := sendGolden(t, g)
			want := c.Want
			if want.Valid {
				if status >= 300 {
					t.Errorf("the report is valid; the mock answered %d %s", status, body)
				}
				return
			}
			first := want.Errors[0]
			id, ok := errcatalog.ByKey(first.ID)
			if !ok {
				t.Fatalf("unknown entry %s", first.ID)
			}
			wantBody := string(classify.Body(id, first.Params...))
			if status != first.HTTPStatus || body != wantBody {
				t.Errorf("the report's first error is %s (%d); the mock answered %d (-report +mock):\n%s", first.ID, first.HTTPStatus, status, cmp.Diff(wantBody, body))
			}
		})
	}
	t.Logf("%d golden cases sent, not expressible: %v", sent, skipped)
	if sent < len(cases)*3/4 {
		t.Errorf("only %d of %d golden cases sent", sent, len(cases))
	}
}

func sendGolden(t *testing.T, g goldenmock.Request) (int, string) {
	t.Helper()
	m, err := mock.New(g.Config)
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	defer m.Close()
	srv := httptest.NewServer(m)
	defer srv.Close()
	res, err := srv.Client().Do(g.NewRequest(t, srv.URL))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.Header.Get(mock.HeaderResponseID) == "" {
		t.Errorf("no %s header", mock.HeaderResponseID)
	}
	return res.StatusCode, string(b)
}
