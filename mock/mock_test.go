package mock

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
)

const (
	quoteBody = `{"sell_currency": "USD", "buy_currency": "USDT", "fixed_currency": "USD", "amount": "100"}`
)

// client sends requests to a mock over loopback HTTP and decodes the answers.
type client struct {
	t       *testing.T
	srv     *httptest.Server
	m       *Mock
	headers map[string]string
}

// The valid requests the tests send, kept once in testdata.
var (
	payoutBody      = testdataFile("payout.json")
	beneficiaryBody = testdataFile("beneficiary.json")
)

func testdataFile(name string) string {
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		panic(err) // the file is part of the package's tests
	}
	return string(b)
}

func newClient(t *testing.T, cfg Config) *client {
	t.Helper()
	m, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(m)
	t.Cleanup(func() { srv.Close(); m.Close() })
	return &client{t: t, srv: srv, m: m, headers: map[string]string{}}
}

type reply struct {
	status int
	body   string
	header http.Header
}

func (r reply) json(t *testing.T) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(r.body), &v); err != nil {
		t.Fatalf("answer %d %q is not a JSON object: %v", r.status, r.body, err)
	}
	return v
}

func (c *client) do(method, path, body string, headers ...string) reply {
	c.t.Helper()
	r, err := c.send(method, path, body, headers...)
	if err != nil {
		c.t.Fatal(err)
	}
	if r.header.Get(HeaderResponseID) == "" {
		c.t.Errorf("%s %s: no %s", method, path, HeaderResponseID)
	}
	return r
}

// send is do for another goroutine than the test's: it returns the error.
func (c *client) send(method, path, body string, headers ...string) (reply, error) {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, c.srv.URL+path, rd)
	if err != nil {
		return reply{}, err
	}
	req.Header.Set("Content-Type", "application/json") // as the SDKs send; the admin endpoints require it
	for k, v := range c.headers {
		req.Header.Set(k, v)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.srv.Client().Do(req)
	if err != nil {
		return reply{}, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, body: string(b), header: res.Header}, err
}

// wantEntry holds an answer to the platform's answer for entry id.
func wantEntry(t *testing.T, r reply, id errcatalog.ID, params ...string) {
	t.Helper()
	want := string(classify.Body(id, params...))
	if r.status != errcatalog.Get(id).HTTPStatus || r.body != want {
		t.Errorf("answer %d %s, want %s: %d %s", r.status, r.body, id.Key(), errcatalog.Get(id).HTTPStatus, want)
	}
}

func wantOK(t *testing.T, r reply) map[string]any {
	t.Helper()
	if r.status != http.StatusOK {
		t.Fatalf("answer %d %s, want 200", r.status, r.body)
	}
	return r.json(t)
}

func balance(t *testing.T, c *client, code string) string {
	t.Helper()
	return wantOK(t, c.do("GET", "/v1/ramp/asset/"+code, ""))["available"].(string)
}

func TestPayoutIsCreatedRetrievedListedAndMovesTheBalance(t *testing.T) {
	c := newClient(t, Config{})
	p := wantOK(t, c.do("POST", "/v1/payouts", payoutBody))
	id, _ := p["id"].(string)
	if id == "" || p["status"] != statusProcessing {
		t.Fatalf("created payout %v", p)
	}
	if got := wantOK(t, c.do("GET", "/v1/payouts/"+id, "")); got["id"] != id || got["payment_amount"] != "100.00" {
		t.Errorf("retrieved %v", got)
	}
	list := wantOK(t, c.do("GET", "/v1/payouts?start_time=2000-01-01", ""))
	if list["total"] != float64(1) {
		t.Errorf("listed %v", list)
	}
	if got := balance(t, c, "USD"); got != "999900.00" {
		t.Errorf("USD balance after a payout of 100.00: %s, want 999900.00", got)
	}
	wantEntry(t, c.do("GET", "/v1/payouts/po_999999", ""), errcatalog.PayoutNotFound)
	wantOK(t, c.do("POST", "/_mock/settle", ""))
	if got := wantOK(t, c.do("GET", "/v1/payouts/"+id, "")); got["status"] != statusCompleted {
		t.Errorf("after settle: %v", got)
	}
}

func TestBeneficiaryIsCreatedRetrievedUpdatedCheckedAndDeleted(t *testing.T) {
	c := newClient(t, Config{})
	b := wantOK(t, c.do("POST", "/v1/beneficiaries", beneficiaryBody))
	id := b["id"].(string)
	wantOK(t, c.do("GET", "/v1/beneficiaries/"+id, ""))
	up := wantOK(t, c.do("POST", "/v1/beneficiaries/"+id, strings.Replace(beneficiaryBody, "1 Main St", "2 Main St", 1)))
	if up["address"].(map[string]any)["street_address"] != "2 Main St" {
		t.Errorf("updated %v", up)
	}
	wantOK(t, c.do("POST", "/v1/beneficiaries/check", beneficiaryBody))
	wantOK(t, c.do("POST", "/v1/beneficiaries/"+id+"/delete", ""))
	r := c.do("GET", "/v1/beneficiaries/"+id, "")
	if r.status < 400 {
		t.Errorf("a deleted beneficiary is retrieved: %d %s", r.status, r.body)
	}
}

func TestRampQuoteIsUsedOnce(t *testing.T) {
	c := newClient(t, Config{})
	q := wantOK(t, c.do("POST", "/v1/ramp/conversion/quote", quoteBody))
	conv := `{"quote_id": "` + q["id"].(string) + `", "sell_currency": "USD", "buy_currency": "USDT", "amount": "100"}`
	wantOK(t, c.do("POST", "/v1/ramp/conversion", conv))
	wantEntry(t, c.do("POST", "/v1/ramp/conversion", conv), errcatalog.RampQuoteAlreadyUsed)
	if got := balance(t, c, "USDT"); got != "1000100" {
		t.Errorf("USDT after buying 100: %s", got)
	}
	wantEntry(t, c.do("POST", "/v1/ramp/conversion", strings.Replace(conv, `"quote_0`, `"quote_9`, 1)), errcatalog.RampQuoteInvalidOrMismatched)
}

func TestOneSwapInProgressPerAccountUntilItSettles(t *testing.T) {
	c := newClient(t, Config{})
	swap := `{"sell_currency": "BTC", "buy_currency": "ETH", "fixed_currency": "BTC", "amount": "0.1"}`
	conv := func() reply {
		q := wantOK(t, c.do("POST", "/v1/ramp/conversion/quote", swap))
		return c.do("POST", "/v1/ramp/conversion", `{"quote_id": "`+q["id"].(string)+`", "sell_currency": "BTC", "buy_currency": "ETH", "amount": "0.1"}`)
	}
	if got := wantOK(t, conv()); got["status"] != statusProcessing {
		t.Errorf("a swap starts in processing: %v", got)
	}
	wantEntry(t, conv(), errcatalog.RampSwapInProgress)
	wantOK(t, c.do("POST", "/_mock/settle", ""))
	wantOK(t, conv())
}

func TestIdempotencyKeyReplaysTheFirstAnswerAndRefusesAnotherPayload(t *testing.T) {
	c := newClient(t, Config{})
	first := c.do("POST", "/v1/payouts", payoutBody, HeaderIdempotency, "key-1")
	again := c.do("POST", "/v1/payouts", payoutBody, HeaderIdempotency, "key-1")
	if first.status != 200 || again.body != first.body || again.header.Get(HeaderReplayed) != "true" {
		t.Errorf("replay: first %d %s; again %d %s (replayed %q)", first.status, first.body, again.status, again.body, again.header.Get(HeaderReplayed))
	}
	if got := balance(t, c, "USD"); got != "999900.00" {
		t.Errorf("a replay moved the balance again: %s", got)
	}
	other := strings.Replace(payoutBody, `"100.00", "payment_currency"`, `"90.00", "payment_currency"`, 1)
	wantEntry(t, c.do("POST", "/v1/payouts", other, HeaderIdempotency, "key-1"), errcatalog.FiatIdempotencyPayloadMismatch)
	wantEntry(t, c.do("POST", "/v1/beneficiaries", beneficiaryBody, HeaderIdempotency, "key-1"), errcatalog.IdempotencyEndpointMismatch)
}

func TestAccountsMakeTheAuthenticationAndAccountEntries(t *testing.T) {
	yes, no := true, false
	cfg := Config{Accounts: []Account{
		{APIKey: "good", ID: "acct_1", ClientID: "c1", Activated: &yes, APIEnabled: &yes, IdentityVerified: &yes, LoginExpired: &no,
			OnBehalfOf: map[string]OnBehalfOf{"acct_child": {Authorized: &yes, Found: &yes, Active: &yes}}},
		{APIKey: "far", ID: "acct_2", AllowedIPs: []string{"203.0.113.0/24"}},
		{APIKey: "dormant", ID: "acct_3", Activated: &no},
		{APIKey: "noapi", ID: "acct_4", APIEnabled: &no},
	}}
	c := newClient(t, cfg)
	cases := []struct {
		name    string
		headers []string
		want    errcatalog.ID
	}{
		{"unknown key", []string{HeaderAPIKey, "nope"}, errcatalog.FiatLoginExpired},
		{"no key", nil, errcatalog.FiatLoginExpired},
		{"address not allowed", []string{"Authorization", "Bearer far"}, errcatalog.FiatIPNotAllowed},
		{"not activated", []string{HeaderAPIKey, "dormant"}, errcatalog.FiatAccountNotActivated},
		{"API not enabled", []string{HeaderAPIKey, "noapi"}, errcatalog.FiatAPINotEnabled},
		{"on behalf of a stranger", []string{HeaderAPIKey, "good", HeaderOnBehalfOf, "acct_other"}, errcatalog.FiatOBONotAuthorized},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			wantEntry(t, c.do("GET", "/v1/balances", "", tc.headers...), tc.want)
		})
	}
	wantOK(t, c.do("GET", "/v1/balances", "", HeaderAPIKey, "good", HeaderOnBehalfOf, "acct_child"))
}

func TestListTransfersPagesAndFilters(t *testing.T) {
	c := newClient(t, Config{})
	for i, cur := range []string{"USD", "EUR", "USD", "USD"} {
		wantOK(t, c.do("POST", "/v1/transfer", `{"source_account_id": "acct_default", "target_account_id": "acc_2", "reason": "topup `+string(rune('a'+i))+`", "currency": "`+cur+`", "amount": "10"}`))
	}
	page := wantOK(t, c.do("GET", "/v1/transfer?currency=USD&page_size=2&page_number=2", ""))
	if page["total"] != float64(3) || len(page["data"].([]any)) != 1 {
		t.Errorf("page 2 of USD transfers by 2: %v", page)
	}
	wantEntry(t, c.do("GET", "/v1/transfer?page_size=101", ""), errcatalog.TransferPageSizeInvalid)
	if got := balance(t, c, "EUR"); got != "999990.00" {
		t.Errorf("EUR after a transfer of 10: %s", got)
	}
}

func TestTravelRuleDataCannotBeEditedOnceSet(t *testing.T) {
	c := newClient(t, Config{})
	e := wantOK(t, c.do("POST", "/v1/ramp/wallet_address", `{"address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "network": "ETH", "asset": "USDT", "label": "cold", "meta_data": "{}"}`))
	upd := `{"id": "` + e["id"].(string) + `", "meta_data": "{}"}`
	wantEntry(t, c.do("POST", "/v1/ramp/wallet_address/update", upd), errcatalog.RampTravelRuleAlreadySet)
	wantOK(t, c.do("POST", "/v1/ramp/wallet_address/update", `{"id": "`+e["id"].(string)+`", "label": "colder"}`))
}

func TestForcedEntryAnswersTheNextCallsThenStops(t *testing.T) {
	c := newClient(t, Config{Faults: map[string]Fault{"fiat/create-payout": {Entry: errcatalog.ServerInternalError.Key(), Count: 2}}})
	for range 2 {
		r := c.do("POST", "/v1/payouts", payoutBody)
		wantEntry(t, r, errcatalog.ServerInternalError)
		if r.header.Get(HeaderFault) != "forced" {
			t.Errorf("fault header %q", r.header.Get(HeaderFault))
		}
	}
	wantOK(t, c.do("POST", "/v1/payouts", payoutBody))
}

func TestFaultRatesRepeatWithTheSeed(t *testing.T) {
	run := func(seed int64) string {
		c := newClient(t, Config{Seed: seed, Faults: map[string]Fault{"*": {LaterRate: 0.3, ServerErrorRate: 0.2}}})
		var out bytes.Buffer
		for range 40 {
			r := c.do("GET", "/v1/balances", "")
			out.WriteString(r.header.Get(HeaderFault) + ",")
		}
		return out.String()
	}
	a, b := run(7), run(7)
	if a != b {
		t.Errorf("seed 7 gave two sequences:\n%s\n%s", a, b)
	}
	if !strings.Contains(a, "later") || !strings.Contains(a, "server-error") || run(8) == a {
		t.Errorf("the rates did not draw both faults, or another seed drew the same: %s", a)
	}
}

func TestAdminSetsFaultsAndShowsState(t *testing.T) {
	c := newClient(t, Config{})
	wantOK(t, c.do("POST", "/_mock/faults", `{"fiat/list-balances": {"entry": "`+errcatalog.BalanceQueryFailed.Key()+`", "count": 1}}`))
	wantEntry(t, c.do("GET", "/v1/balances", ""), errcatalog.BalanceQueryFailed)
	wantOK(t, c.do("GET", "/v1/balances", ""))
	if r := c.do("POST", "/_mock/faults", `{"fiat/nope": {}}`); r.status != 400 {
		t.Errorf("an unknown operation is refused: %d %s", r.status, r.body)
	}
	wantOK(t, c.do("POST", "/v1/payouts", payoutBody))
	st := wantOK(t, c.do("GET", "/_mock/state", ""))
	if len(st["books"].(map[string]any)["payouts"].([]any)) != 1 {
		t.Errorf("state %v", st)
	}
}

func TestUnknownPathIsA404WithAResponseID(t *testing.T) {
	c := newClient(t, Config{})
	if r := c.do("GET", "/v2/nothing", ""); r.status != 404 {
		t.Errorf("%d %s", r.status, r.body)
	}
}

func TestConfigRefusesMistakes(t *testing.T) {
	cases := map[string]string{
		"unknown member":      `{"acounts": []}`,
		"repeated key":        `{"accounts": [{"api_key": "a"}, {"api_key": "a"}]}`,
		"bad address":         `{"accounts": [{"api_key": "a", "allowed_ips": ["nope"]}]}`,
		"rate above one":      `{"faults": {"*": {"later_rate": 2}}}`,
		"unknown entry":       `{"faults": {"*": {"entry": "no.such", "count": 1}}}`,
		"unknown operation":   `{"faults": {"fiat/nope": {}}}`,
		"account in state":    `{"state": {"account": {}}}`,
		"state not facts":     `{"state": {"balances": 3}}`,
		"two documents":       `{} {}`,
		"negative time scale": `{"webhook": {"time_scale": -1}}`,
	}
	for name, doc := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := ParseConfig([]byte(doc)); err == nil {
				t.Errorf("ParseConfig(%s) accepted it", doc)
			}
		})
	}
	if _, err := ParseConfig([]byte(`{"accounts": [{"api_key": "k", "allowed_ips": ["127.0.0.1", "10.0.0.0/8"]}], "seed": 3}`)); err != nil {
		t.Error(err)
	}
}

func TestForwardedForIsTheCallerOnlyWhenTrusted(t *testing.T) {
	accounts := []Account{{APIKey: "k", AllowedIPs: []string{"203.0.113.0/24"}}}
	for _, trust := range []bool{false, true} {
		c := newClient(t, Config{Accounts: accounts, TrustForwardedFor: trust})
		r := c.do("GET", "/v1/balances", "", HeaderAPIKey, "k", "X-Forwarded-For", "203.0.113.5, 10.0.0.1")
		if trust {
			wantOK(t, r)
		} else {
			wantEntry(t, r, errcatalog.FiatIPNotAllowed)
		}
	}
}

func TestAdminDepositIsListedRetrievedAndCredited(t *testing.T) {
	c := newClient(t, Config{})
	d := wantOK(t, c.do("POST", "/_mock/deposit", `{"asset": "usdt", "network": "ETH", "amount": "50"}`))
	wantOK(t, c.do("GET", "/v1/ramp/deposit/"+d["id"].(string), ""))
	if l := wantOK(t, c.do("GET", "/v1/ramp/deposit", "")); l["total"] != float64(1) {
		t.Errorf("deposits %v", l)
	}
	if got := balance(t, c, "USDT"); got != "1000050" {
		t.Errorf("USDT after a deposit of 50: %s", got)
	}
	if r := c.do("POST", "/_mock/deposit", `{"asset": "USDT", "amount": "-1"}`); r.status != 400 {
		t.Errorf("a negative deposit: %d", r.status)
	}
}

// TestIdempotencyKeyOfASlowRequestIsProcessingUntilItIsAnswered: while the first request with a
// key is still being answered (a latency fault), a retry with the key is the platform's
// "processing" entry; once it is answered, the retry gets the first answer again.
func TestIdempotencyKeyOfASlowRequestIsProcessingUntilItIsAnswered(t *testing.T) {
	c := newClient(t, Config{Faults: map[string]Fault{"fiat/create-beneficiary": {LatencyMS: 300}}})
	first := make(chan reply, 1)
	go func() {
		r, err := c.send("POST", "/v1/beneficiaries", beneficiaryBody, HeaderIdempotency, "slow-1")
		if err != nil {
			r.body = err.Error()
		}
		first <- r
	}()
	for try := 0; ; try++ {
		keys := wantOK(t, c.do("GET", "/_mock/state", ""))["idempotency_keys"].([]any)
		if len(keys) == 1 {
			break
		}
		if try == 300 {
			t.Fatal("the first request never reached the state")
		}
		time.Sleep(5 * time.Millisecond)
	}
	wantEntry(t, c.do("POST", "/v1/beneficiaries", beneficiaryBody, HeaderIdempotency, "slow-1"), errcatalog.IdempotencyProcessing)
	a := <-first
	wantOK(t, a)
	if again := c.do("POST", "/v1/beneficiaries", beneficiaryBody, HeaderIdempotency, "slow-1"); again.body != a.body {
		t.Errorf("after the first answer, a retry got %d %s", again.status, again.body)
	}
}

// TestIdempotencyRetryWithATrailingSlashIsReplayed: the path the key was first used with and the
// retry's differ only by a trailing slash, which addresses the same operation; the retry is the
// same request and must not make a second payout.
func TestIdempotencyRetryWithATrailingSlashIsReplayed(t *testing.T) {
	c := newClient(t, Config{})
	first := wantOK(t, c.do("POST", "/v1/payouts", payoutBody, HeaderIdempotency, "slash-1"))
	again := c.do("POST", "/v1/payouts/", payoutBody, HeaderIdempotency, "slash-1")
	if got := wantOK(t, again); got["id"] != first["id"] || again.header.Get(HeaderReplayed) != "true" {
		t.Errorf("retry with a trailing slash: %s (replayed %q), first id %v", again.body, again.header.Get(HeaderReplayed), first["id"])
	}
	if n := len(wantOK(t, c.do("GET", "/v1/payouts", ""))["data"].([]any)); n != 1 {
		t.Errorf("%d payouts, want 1", n)
	}
	if got := balance(t, c, "USD"); got != "999900.00" {
		t.Errorf("the retry moved the balance again: %s", got)
	}
}

func TestAllowlistOfAnIPv4MappedRangeAdmitsItsIPv4Addresses(t *testing.T) {
	c := newClient(t, Config{TrustForwardedFor: true, Accounts: []Account{{APIKey: "k", AllowedIPs: []string{"::ffff:10.0.0.0/104"}}}})
	wantOK(t, c.do("GET", "/v1/balances", "", HeaderAPIKey, "k", "X-Forwarded-For", "10.0.0.5"))
	wantEntry(t, c.do("GET", "/v1/balances", "", HeaderAPIKey, "k", "X-Forwarded-For", "11.0.0.5"), errcatalog.FiatIPNotAllowed)
}

// TestAllowlistIsReadOnceWhenTheConfigIsParsedThenUsed: ParseConfig and New both validate the
// configuration; neither may add to what the other read.
func TestAllowlistIsReadOnceWhenTheConfigIsParsedThenUsed(t *testing.T) {
	cfg, err := ParseConfig([]byte(`{"accounts": [{"api_key": "k", "allowed_ips": ["127.0.0.1", "10.0.0.0/8"]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		m, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.accounts["k"].allowlist; len(got) != len(cfg.Accounts[0].AllowedIPs) {
			t.Errorf("allowlist %v for allowed_ips %q", got, cfg.Accounts[0].AllowedIPs)
		}
		m.Close()
	}
}

// TestUnreadableRequestWithNoDocumentedEntryIsTheProductsAndSaysSo: the catalog documents no
// "invalid request" for ramp/list-assets, so the mock answers the product's entry and marks it.
func TestUnreadableRequestWithNoDocumentedEntryIsTheProductsAndSaysSo(t *testing.T) {
	c := newClient(t, Config{})
	r := c.do("GET", "/v1/ramp/asset", "{")
	if r.status != http.StatusBadRequest || r.body != `{"code":400,"message":"invalid request"}` || r.header.Get("X-Mock-Undocumented") == "" {
		t.Errorf("answer %d %s (X-Mock-Undocumented %q)", r.status, r.body, r.header.Get("X-Mock-Undocumented"))
	}
}

// TestScenarioAmountsAreBounded: a scenario's amounts are read as requests' amounts are, so a
// quantity of a million digits is refused before the mock multiplies it by a price.
func TestScenarioAmountsAreBounded(t *testing.T) {
	for _, q := range []string{strings.Repeat("9", 41), strings.Repeat("9", 1<<20)} {
		_, err := ParseScenario([]byte(`{"orders": [{"symbol": "AAPL", "quantity": "` + q + `", "steps": [{"event": "completed"}]}]}`))
		if err == nil || !strings.Contains(err.Error(), "is not a decimal") {
			t.Errorf("a quantity of %d digits: %v", len(q), err)
		}
	}
	if _, err := ParseScenario([]byte(`{"orders": [{"symbol": "AAPL", "quantity": "` + strings.Repeat("9", 40) + `", "steps": [{"event": "completed"}]}]}`)); err != nil {
		t.Errorf("a quantity of 40 digits: %v", err)
	}
}

// TestBalancesAreWrittenWithTheirCurrencysMinorUnits: a balance is written as an amount of its
// currency is (USD and CNH two places, JPY none); more places than the currency has are kept,
// never rounded; a digital asset is written as held. The admin state writes them alike.
func TestBalancesAreWrittenWithTheirCurrencysMinorUnits(t *testing.T) {
	state, err := ParseConfig([]byte(`{"state": {"balances": {"USD": "999739", "CNH": "12.5", "JPY": "150000", "KWD": "1.2", "EUR": "10.005", "USDT": "7"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	c := newClient(t, state)
	want := map[string]string{"USD": "999739.00", "CNH": "12.50", "JPY": "150000", "KWD": "1.200", "EUR": "10.005", "USDT": "7"}
	if got := wantOK(t, c.do("GET", "/v1/balances/USD", ""))["available"]; got != want["USD"] {
		t.Errorf("GET /v1/balances/USD: %v, want %s", got, want["USD"])
	}
	listed := wantOK(t, c.do("GET", "/v1/balances", ""))["data"].([]any)
	for _, b := range listed {
		b := b.(map[string]any)
		if b["available"] != want[b["currency"].(string)] {
			t.Errorf("listed %v", b)
		}
	}
	if got := wantOK(t, c.do("GET", "/_mock/state", ""))["balances"].(map[string]any)["USD"]; got != "999739.00" {
		t.Errorf("/_mock/state's USD balance: %v", got)
	}
}

// TestIDsAreNumberedPerKind: each kind of resource counts its own ids, so a test knows them.
func TestIDsAreNumberedPerKind(t *testing.T) {
	c := newClient(t, Config{})
	p := wantOK(t, c.do("POST", "/v1/payouts", payoutBody))
	p2 := wantOK(t, c.do("POST", "/v1/payouts", payoutBody))
	b := wantOK(t, c.do("POST", "/v1/beneficiaries", beneficiaryBody))
	if b["id"] != "ben_000001" || p["id"] != "po_000001" || p2["id"] != "po_000002" {
		t.Errorf("ids %v, %v, %v; want ben_000001, po_000001, po_000002", b["id"], p["id"], p2["id"])
	}
	next := wantOK(t, c.do("GET", "/_mock/state", ""))["next_ids"].(map[string]any)
	if next["ben"] != "ben_000002" || next["po"] != "po_000003" {
		t.Errorf("next_ids %v", next)
	}
}
