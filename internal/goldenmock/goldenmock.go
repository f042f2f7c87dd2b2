// Package goldenmock turns a golden case (testdata/golden/<product>/<op>/<case>: request.json and
// facts.json) into what the mock can be sent: a mock configuration holding the case's facts as
// state and account, and an HTTP request. The mock's agreement test and the proxy's, which sends
// the same cases through the proxy, share it.
package goldenmock

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/account"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/goldenhttp"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/mock"
)

// Case is one golden case on disk.
type Case struct {
	Name      string // <product>/<op>/<case>
	Operation *operation.Operation
	Dir       string
	Request   []byte
	Facts     []byte // nil without facts.json
	Want      report.Report
}

// Cases reads every golden case under root (testdata/golden), in the order of their names.
func Cases(t testing.TB, root string) []Case {
	t.Helper()
	dirs, _ := filepath.Glob(filepath.Join(root, "*", "*", "*"))
	if len(dirs) < 100 {
		t.Fatalf("found %d golden cases under %s", len(dirs), root)
	}
	out := make([]Case, 0, len(dirs))
	for _, dir := range dirs {
		rel, _ := filepath.Rel(root, dir)
		parts := strings.Split(filepath.ToSlash(rel), "/")
		op, ok := operation.Lookup(parts[0] + "/" + parts[1])
		if !ok {
			t.Fatalf("%s: no operation", rel)
		}
		c := Case{Name: filepath.ToSlash(rel), Operation: op, Dir: dir}
		var err error
		if c.Request, err = os.ReadFile(filepath.Join(dir, "request.json")); err != nil {
			t.Fatal(err)
		}
		c.Facts, _ = os.ReadFile(filepath.Join(dir, "facts.json"))
		wb, err := os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(wb, &c.Want); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// Strict reports whether the case is checked in strict mode (its name ends in -strict).
func (c Case) Strict() bool { return strings.HasSuffix(c.Name, "-strict") }

// Request is a golden case made into what the mock can be sent: its facts split into the
// mock's configuration (state, the account of an API key, the headers), and its request into the
// path, the query and the body. why is set when the case's facts say something the mock cannot
// express (an address other than the test's own, a stored idempotency record).
type Request struct {
	Config  mock.Config
	Method  string
	Target  string // the path and query
	Body    []byte // nil for none
	Headers map[string]string
	Why     string
}

var loopback = netip.MustParseAddr("127.0.0.1")

func FromCase(t testing.TB, op *operation.Operation, request, factsDoc []byte) Request {
	t.Helper()
	g := Request{Method: op.Method, Headers: map[string]string{}, Config: mock.Config{State: json.RawMessage(`{}`)}}
	if len(bytes.TrimSpace(factsDoc)) > 0 {
		var doc map[string]json.RawMessage
		if err := json.Unmarshal(factsDoc, &doc); err != nil {
			t.Fatal(err)
		}
		if raw, ok := doc["account"]; ok {
			a, why := accountOf(t, raw)
			if why != "" {
				g.Why = why
				return g
			}
			g.Config.Accounts = []mock.Account{a.Account}
			g.Headers["x-api-key"] = a.APIKey
			if a.ip != "" {
				g.Config.TrustForwardedFor = true
				g.Headers["X-Forwarded-For"] = a.ip
			}
			if a.obo != nil {
				g.Headers[mock.HeaderOnBehalfOf] = *a.obo
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
				g.Why = "a stored idempotency record without its first request"
				return g
			case idem.Key == nil || !goldenhttp.HeaderSafe(*idem.Key):
				g.Why = "an idempotency key HTTP cannot carry as it is"
				return g
			}
			g.Headers[mock.HeaderIdempotency] = *idem.Key
			delete(doc, "idempotency")
		}
		state, _ := json.Marshal(doc)
		g.Config.State = state
	}
	if len(g.Config.Accounts) == 0 {
		// The case's facts know nothing of the account: a key with no known flags, so the
		// account rule is skipped as it is for the case.
		g.Config.Accounts = []mock.Account{{APIKey: "golden"}}
		g.Headers["x-api-key"] = "golden"
	}
	g.Target, g.Body, g.Why = goldenhttp.Request(op, request)
	return g
}

type accountConfig struct {
	mock.Account
	obo *string
	ip  string // sent as X-Forwarded-For
}

// accountOf turns a case's account facts into a configured account. Its address travels as
// X-Forwarded-For (Config.TrustForwardedFor); a case that gives an allowlist and no address is
// checked from 127.0.0.1, so one whose allowlist refuses 127.0.0.1 cannot be expressed.
func accountOf(t testing.TB, raw json.RawMessage) (accountConfig, string) {
	var a struct {
		mock.Account
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
	out := accountConfig{Account: a.Account}
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
		m, err := mock.New(mock.Config{Accounts: []mock.Account{out.Account}})
		if err != nil {
			return out, err.Error()
		}
		m.Close()
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
		out.OnBehalfOf = map[string]mock.OnBehalfOf{id: {Authorized: a.OBO.Authorized, Found: a.OBO.Found, Active: a.OBO.Active, Tradable: a.OBO.Tradable}}
	}
	return out, ""
}

// NewRequest is the case's request to the mock (or to a proxy in front of it) at base
// ("http://127.0.0.1:PORT"), with its headers.
func (g Request) NewRequest(t testing.TB, base string) *http.Request {
	t.Helper()
	var body io.Reader
	if g.Body != nil {
		body = bytes.NewReader(g.Body)
	}
	req, err := http.NewRequest(g.Method, base+g.Target, body)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range g.Headers {
		req.Header.Set(k, v)
	}
	return req
}
