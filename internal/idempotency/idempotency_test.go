package idempotency

import (
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/ruletest"
	"github.com/preflightpay/preflight/reason"
)

func mustFingerprint(t testing.TB, s string) string {
	t.Helper()
	fp, err := Fingerprint([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return fp
}

func TestFingerprintIgnoresKeyOrderAndWhiteSpace(t *testing.T) {
	a := mustFingerprint(t, `{"amount":"10","currency":"USD","meta":{"b":1,"a":[1,2]}}`)
	b := mustFingerprint(t, "{ \"meta\": {\"a\": [1, 2], \"b\": 1},\n  \"currency\": \"USD\", \"amount\": \"10\" }")
	if a != b {
		t.Errorf("same payload, different fingerprints: %s %s", a, b)
	}
	if len(a) != 64 || strings.Trim(a, "0123456789abcdef") != "" {
		t.Errorf("fingerprint %q is not 64 lower-case hex digits", a)
	}
}

func TestFingerprintTellsDifferentPayloadsApart(t *testing.T) {
	base := mustFingerprint(t, `{"amount":10}`)
	for _, other := range []string{`{"amount":10.0}`, `{"amount":"10"}`, `{"amount":11}`, `{"amount":10,"x":null}`, `{"Amount":10}`} {
		if mustFingerprint(t, other) == base {
			t.Errorf("%s has the fingerprint of {\"amount\":10}", other)
		}
	}
}

// TestFingerprintOfControlsIsStable holds the fingerprint of a request with DEL, a C1 control
// and a bidirectional control to the one computed before the report writer began escaping them:
// the canonical JSON keeps them as they are, so fingerprints callers have stored still match.
func TestFingerprintOfControlsIsStable(t *testing.T) {
	got, err := Fingerprint([]byte("{\"reference\":\"inv \u202e81-6202 \u0085 \x7f \\u009b\",\"b\":1}"))
	if want := "e6aaa63e4fd49b827267e17c114ec81751149befeb14851269babf5ede3bada8"; err != nil || got != want {
		t.Errorf("Fingerprint = %s, %v; want %s", got, err, want)
	}
}

func TestFingerprintRefusesWhatIsNotJSON(t *testing.T) {
	if _, err := Fingerprint([]byte(`{"a":`)); err == nil {
		t.Error("no error for truncated JSON")
	}
}

func TestValidateKey(t *testing.T) {
	tests := []struct {
		key    string
		reason string
	}{
		{"0b6f6c1e-5d3a-4f7e-9a51-2c8e4d7b9f10", ""},
		{"01HZX3J5Q8Y2K7M4N6P9R0S1T2", ""},
		{"order_2026_11_22", ""},
		{strings.Repeat("a", 64), ""},
		{strings.Repeat("a", 65), "too long"},
		{"", "empty"},
		{"my key", "invalid character"},
		{"clé", "invalid character"},
		{"a\tb", "invalid character"},
		{"a:b", "invalid character"},
	}
	for _, tt := range tests {
		err := ValidateKey(tt.key)
		if tt.reason == "" {
			if err != nil {
				t.Errorf("ValidateKey(%q) = %v", tt.key, err)
			}
			continue
		}
		var ke *KeyError
		if !errors.Is(err, ErrInvalidKey) || !errors.As(err, &ke) || ke.Reason != tt.reason {
			t.Errorf("ValidateKey(%q) = %v, want %s", tt.key, err, tt.reason)
		}
	}
}

func TestEndpointMatches(t *testing.T) {
	del := operation.Must(operation.FiatDeleteBeneficiary)
	req, _ := input.ParseObject([]byte(`{"id": "ben_1"}`), input.DefaultLimits())
	tests := []struct {
		stored string
		want   bool
	}{
		{"fiat/delete-beneficiary", true},
		{"fiat/update-beneficiary", false},
		{"POST /v1/beneficiaries/ben_1/delete", true},
		{"post /v1/beneficiaries/ben_1/delete/", true},
		{"POST https://api.example.com/v1/beneficiaries/ben_1/delete?x=1", true},
		{"POST /v1/beneficiaries/{id}/delete", false}, // a template is not the path a request used
		{"POST /v1/beneficiaries/ben_2/delete", false},
		{"GET /v1/beneficiaries/ben_1/delete", false},
		{"POST /v1/beneficiaries/ben_1", false},
		{"POST /v1/beneficiaries//delete", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := Matches(del, tt.stored, req); got != tt.want {
			t.Errorf("Matches(%q) = %v, want %v", tt.stored, got, tt.want)
		}
	}
}

func TestPayloadMismatchWordingPerOperation(t *testing.T) {
	for op, want := range map[operation.Name]errcatalog.ID{
		"fiat/create-transfer":       errcatalog.TransferIdempotencyPayloadMismatch,
		"fiat/create-conversion":     errcatalog.FiatIdempotencyPayloadMismatch,
		"fiat/create-payout":         errcatalog.FiatIdempotencyPayloadMismatch,
		"fiat/create-beneficiary":    errcatalog.IdempotencyPayloadMismatch,
		"ramp/create-transfer":       errcatalog.IdempotencyPayloadMismatch,
		"ramp/create-deposit-sender": errcatalog.IdempotencyPayloadMismatch,
	} {
		if got := PayloadMismatch(op); got != want {
			t.Errorf("PayloadMismatch(%s) = %s, want %s", op, got.Key(), want.Key())
		}
	}
}

var payout = operation.Must(operation.FiatCreatePayout)

const payoutRequest = `{"beneficiary_id": "ben_1", "payment_amount": "10"}`

func run(t testing.TB, factsJSON string) *report.Builder {
	t.Helper()
	return ruletest.Run(t, Check, payout.Name, payoutRequest, factsJSON)
}

func TestCheckReportsTheFirstFailureInTheServersOrder(t *testing.T) {
	self := mustFingerprint(t, payoutRequest)
	stored := func(client, endpoint, fp, state string) string {
		return `{"account": {"client_id": "cli_1"}, "idempotency": {"key": "k1", "stored": {"client_id": "` + client +
			`", "endpoint": "` + endpoint + `", "fingerprint": "` + fp + `", "state": "` + state + `"}}}`
	}
	other := strings.Repeat("0", 64)
	tests := []struct {
		name  string
		facts string
		want  []errcatalog.ID
	}{
		{"new key", `{"idempotency": {"key": "k1"}}`, nil},
		{"other client before all else", stored("cli_2", "fiat/list-payouts", other, "processing"), []errcatalog.ID{errcatalog.IdempotencyClientMismatch}},
		{"other endpoint", stored("cli_1", "POST /v1/transfer", other, "processing"), []errcatalog.ID{errcatalog.IdempotencyEndpointMismatch}},
		{"other payload", stored("cli_1", "POST /v1/payouts", other, "processing"), []errcatalog.ID{errcatalog.FiatIdempotencyPayloadMismatch}},
		{"processing", stored("cli_1", "fiat/create-payout", strings.ToUpper(self), "processing"), []errcatalog.ID{errcatalog.IdempotencyProcessing}},
		{"completed replay", stored("cli_1", "fiat/create-payout", self, "completed"), nil},
	}
	for _, tt := range tests {
		b := run(t, tt.facts)
		if len(b.Errors) != len(tt.want) {
			t.Errorf("%s: errors %v, want %v", tt.name, b.Errors, tt.want)
			continue
		}
		for i := range tt.want {
			if b.Errors[i].ID != tt.want[i] || b.Errors[i].Field != "" {
				t.Errorf("%s: errors %v, want %v at field \"\"", tt.name, b.Errors, tt.want)
			}
		}
		if len(b.Skipped) != 0 {
			t.Errorf("%s: skipped %v", tt.name, b.Skipped)
		}
	}
}

func TestCheckPredictsABadKeyShapeAndStrictModeStopsThere(t *testing.T) {
	const doc = `{"account": {"client_id": "cli_1"}, "idempotency": {"key": "k 1", "stored": {"client_id": "cli_2"}}}`
	b := run(t, doc)
	if len(b.Errors) != 1 || b.Errors[0].ID != errcatalog.IdempotencyClientMismatch {
		t.Errorf("default mode: errors %v, want the client mismatch the facts show", b.Errors)
	}
	if len(b.Warnings) != 1 || !b.Warnings[0].Predicts || b.Warnings[0].Entry != errcatalog.IdempotencyInvalidKey ||
		b.Warnings[0].Reason.Code != reason.IdempotencyKeyShape {
		t.Errorf("default mode: warnings %v, want the invalid key predicted", b.Warnings)
	}
	c := ruletest.Context(t, payout.Name, payoutRequest, doc)
	c.Report.Strict = true
	Check(c)
	if len(c.Report.Errors) != 1 || c.Report.Errors[0].ID != errcatalog.IdempotencyInvalidKey {
		t.Errorf("strict mode: errors %v, want the invalid key alone", c.Report.Errors)
	}
}

func TestCheckSkipsOnceForWhatItLacks(t *testing.T) {
	b := run(t, ``)
	if len(b.Skipped) != 1 || b.Skipped[0] != (report.Skip{Rule: "idempotency", Needs: "idempotency"}) {
		t.Errorf("skipped %v", b.Skipped)
	}
	b = run(t, `{"idempotency": {"key": "k1", "stored": {"endpoint": "fiat/create-payout"}}}`)
	want := "idempotency.stored.client_id, account.client_id, idempotency.stored.fingerprint, idempotency.stored.state"
	if len(b.Errors) != 0 || len(b.Skipped) != 1 || b.Skipped[0].Needs != want {
		t.Errorf("errors %v, skipped %v; want one skip needing %s", b.Errors, b.Skipped, want)
	}
}

func BenchmarkFingerprint(b *testing.B) {
	v, _ := input.ParseObject([]byte(`{"source_account_id":"acc_1","target_account_id":"acc_2","reason":"Top up","currency":"USD","amount":"100.00"}`), input.DefaultLimits())
	b.ReportAllocs()
	for b.Loop() {
		FingerprintValue(v)
	}
}

func BenchmarkCheck(b *testing.B) {
	fp := mustFingerprint(b, payoutRequest)
	ruletest.Bench(b, Check, payout.Name, payoutRequest, `{"account": {"client_id": "cli_1"}, "idempotency": {"key": "k1", "stored": {"client_id": "cli_1", "endpoint": "POST /v1/payouts", "fingerprint": "`+fp+`", "state": "completed"}}}`)
}

func FuzzFingerprint(f *testing.F) {
	for _, s := range []string{`{}`, `{"b":1,"a":2}`, `[1,"x",null,true]`, `{"a":{"c":[{"e":1,"d":2}]}}`, `"\u00e9"`, `1e5`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fp, err := Fingerprint([]byte(s))
		if err != nil {
			return
		}
		again, _ := Fingerprint([]byte(s))
		if again != fp {
			t.Fatal("not deterministic")
		}
		// The canonical form is its own canonical form: it has the same fingerprint.
		v, _ := input.Parse([]byte(s), input.DefaultLimits())
		canon, err := Fingerprint(input.AppendCanonical(nil, v))
		if err != nil || canon != fp {
			t.Fatalf("canonical form of %q fingerprints differently (%v)", s, err)
		}
	})
}

func FuzzValidateKey(f *testing.F) {
	for _, s := range []string{"k1", "", "a b", strings.Repeat("x", 65), "ü"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, key string) {
		err := ValidateKey(key)
		if err == nil && (len(key) == 0 || len(key) > MaxKeyLen || strings.ContainsAny(key, " \t\r\n")) {
			t.Fatalf("%q accepted", key)
		}
	})
}

// BenchmarkFingerprintPayout: the fingerprint the transport's ledger records for a keyed payout
// (benchpeer.PayoutJSON, about 700 bytes). It allocates only the hex string it returns.
func BenchmarkFingerprintPayout(b *testing.B) {
	v, err := input.ParseObject(benchpeer.PayoutJSON, input.DefaultLimits())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		FingerprintValue(v)
	}
}

// The transport fingerprints every keyed request: a payout's fingerprint allocates its hex
// string and nothing else (the canonical JSON stays on the stack, its objects sorted there).
func TestFingerprintPayoutAllocatesOnlyItsResult(t *testing.T) {
	v, err := input.ParseObject(benchpeer.PayoutJSON, input.DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(20, func() { FingerprintValue(v) }); n > 1 {
		t.Errorf("FingerprintValue of a payout allocates %v times; want 1 (its result)", n)
	}
}
