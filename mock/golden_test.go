package mock

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/account"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/goldenhttp"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
)

// goldenRequest is a golden case made into what the mock can be sent: its facts split into the
// mock's configuration (state, the account of an API key, the headers), and its request into the
// path, the query and the body. why is set when the case's facts say something the mock cannot
// express (an address other than the test's own, a stored idempotency record).
type goldenRequest struct {
	cfg     Config
	method  string
	target  string
	body    []byte
	headers map[string]string
	why     string
}

var loopback = netip.MustParseAddr("127.0.0.1")

func goldenToMock(t *testing.T, op *operation.Operation, request, factsDoc []byte) goldenRequest {
	t.Helper()
	g := goldenRequest{method: op.Method, headers: map[string]string{}, cfg: Config{State: json.RawMessage(`{}`)}}
	if len(bytes.TrimSpace(factsDoc)) > 0 {
		var doc map[string]json.RawMessage
		if err := json.Unmarshal(factsDoc, &doc); err != nil {
			t.Fatal(err)
		}
		if raw, ok := doc["account"]; ok {
			a, why := goldenAccount(t, raw)
			if why != "" {
				g.why = why
				return g
			}
			g.cfg.Accounts = []Account{a.Account}
			g.headers["x-api-key"] = a.APIKey
			if a.ip != "" {
				g.cfg.TrustForwardedFor = true
				g.headers["X-Forwarded-For"] = a.ip
			}
			if a.obo != nil {
				g.headers[HeaderOnBehalfOf] = *a.obo
			}
			delete(doc, "account")
		}
		if raw, ok := doc["idempotency"]; ok {
			var idem struct {
				Key    *string         `json:"key"`
				Stored json.RawMessage `json:"stored"`
			}
			json.Unmarshal(raw, &idem)
			switch {
			case idem.Stored != nil:
				g.why = "a stored idempotency record without its first request"
				return g
			case idem.Key == nil || !goldenhttp.HeaderSafe(*idem.Key):
				g.why = "an idempotency key HTTP cannot carry as it is"
				return g
			}
			g.headers[HeaderIdempotency] = *idem.Key
			delete(doc, "idempotency")
		}
		state, _ := json.Marshal(doc)
		g.cfg.State = state
	}
	if len(g.cfg.Accounts) == 0 {
		// The case's facts know nothing of the account: a key with no known flags, so the
		// account rule is skipped as it is for the case.
		g.cfg.Accounts = []Account{{APIKey: "golden"}}
		g.headers["x-api-key"] = "golden"
	}
	g.target, g.body, g.why = goldenhttp.Request(op, request)
	return g
}

type goldenAccountConfig struct {
	Account
	obo *string
	ip  string // sent as X-Forwarded-For
}

// goldenAccount turns a case's account facts into a configured account. Its address travels as
// X-Forwarded-For (Config.TrustForwardedFor); a case that gives an allowlist and no address is
// checked from 127.0.0.1, so one whose allowlist refuses 127.0.0.1 cannot be expressed.
func goldenAccount(t *testing.T, raw json.RawMessage) (goldenAccountConfig, string) {
	var a struct {
		Account
		IP          *string  `json:"ip"`
		IPAllowlist []string `json:"ip_allowlist"`
		OBO         *struct {
			AccountID  string `json:"account_id"`
			Authorized *bool  `json:"authorized"`
			Found      *bool  `json:"found"`
			Active     *bool  `json:"active"`
			Tradable   *bool  `json:"tradable"`
		} `json:"on_behalf_of"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&a); err != nil {
		t.Fatal(err)
	}
	out := goldenAccountConfig{Account: a.Account}
	out.APIKey = "golden"
	if a.IPAllowlist != nil {
		var prefixes []netip.Prefix
		for _, s := range a.IPAllowlist {
			p, err := facts.ParsePrefix(s)
			if err != nil {
				return out, "an allowlist the configuration refuses"
			}
			prefixes = append(prefixes, p)
		}
		if a.IP == nil && !account.IPAllowed(loopback, prefixes) {
			return out, "an allowlist without an address, refusing the test's own"
		}
		out.AllowedIPs = append([]string{}, a.IPAllowlist...)
		if err := (&Config{Accounts: []Account{out.Account}}).validate(); err != nil {
			return out, err.Error()
		}
	}
	if a.IP != nil {
		if _, err := netip.ParseAddr(*a.IP); err != nil || !goldenhttp.HeaderSafe(*a.IP) {
			return out, "an address HTTP cannot carry as it is"
		}
		out.ip = *a.IP
	}
	if a.OBO != nil {
		if a.OBO.AccountID != "" && !goldenhttp.HeaderSafe(a.OBO.AccountID) {
			return out, "an x-on-behalf-of value HTTP cannot carry as it is"
		}
		id := a.OBO.AccountID
		out.obo = &id
		out.OnBehalfOf = map[string]OnBehalfOf{id: {Authorized: a.OBO.Authorized, Found: a.OBO.Found, Active: a.OBO.Active, Tradable: a.OBO.Tradable}}
	}
	return out, ""
}

// TestMockAnswersWhatPreflightCheckReportsOnTheGoldenCases loads each golden case's facts as the
// mock's state and account, sends its request over HTTP, and holds the answer to the report's
// first error: the same status and the same body (entry, code, message). A valid report is a
// 2xx answer.
func TestMockAnswersWhatPreflightCheckReportsOnTheGoldenCases(t *testing.T) {
	root := filepath.Join("..", "testdata", "golden")
	dirs, _ := filepath.Glob(filepath.Join(root, "*", "*", "*"))
	if len(dirs) < 100 {
		t.Fatalf("found %d golden cases under %s", len(dirs), root)
	}
	sent, skipped := 0, map[string]int{}
	for _, dir := range dirs {
		rel, _ := filepath.Rel(root, dir)
		parts := strings.Split(filepath.ToSlash(rel), "/")
		op, ok := operation.Lookup(parts[0] + "/" + parts[1])
		if !ok {
			t.Fatalf("%s: no operation", rel)
		}
		if strings.HasSuffix(parts[2], "-strict") {
			skipped["strict mode"]++
			continue
		}
		request, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatal(err)
		}
		factsDoc, _ := os.ReadFile(filepath.Join(dir, "facts.json"))
		var want report.Report
		wb, err := os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(wb, &want); err != nil {
			t.Fatal(err)
		}
		t.Run(rel, func(t *testing.T) {
			g := goldenToMock(t, op, request, factsDoc)
			if g.why != "" {
				skipped[g.why]++
				return
			}
			sent++
			status, body := sendGolden(t, g)
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
	if sent < len(dirs)*3/4 {
		t.Errorf("only %d of %d golden cases sent", sent, len(dirs))
	}
}

func sendGolden(t *testing.T, g goldenRequest) (int, string) {
	t.Helper()
	m, err := New(g.cfg)
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	defer m.Close()
	srv := httptest.NewServer(m)
	defer srv.Close()
	var body io.Reader
	if g.body != nil {
		body = bytes.NewReader(g.body)
	}
	req, err := http.NewRequest(g.method, srv.URL+g.target, body)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range g.headers {
		req.Header.Set(k, v)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.Header.Get(HeaderResponseID) == "" {
		t.Errorf("no %s header", HeaderResponseID)
	}
	return res.StatusCode, string(b)
}
