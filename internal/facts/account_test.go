package facts

import (
	"errors"
	"strings"
	"testing"
)

func TestAccountFactsDecode(t *testing.T) {
	f, err := Parse([]byte(`{"account": {"id": "acc_1", "client_id": "cli_1", "login_expired": false,
		"ip": "::ffff:203.0.113.7", "ip_allowlist": ["203.0.113.0/24", "198.51.100.7", "2001:db8::1/32"],
		"activated": true, "operations": ["fiat/*"],
		"on_behalf_of": {"account_id": "acc_2", "authorized": true}}}`))
	if err != nil {
		t.Fatal(err)
	}
	a := f.Account
	if a.ID != "acc_1" || a.ClientID != "cli_1" || a.LoginExpired == nil || *a.LoginExpired || a.Active != nil {
		t.Errorf("account %+v", a)
	}
	if a.IP.String() != "203.0.113.7" {
		t.Errorf("ip %v: an IPv4-mapped address should read as IPv4", a.IP)
	}
	var got []string
	for _, p := range a.Allowlist {
		got = append(got, p.String())
	}
	if strings.Join(got, " ") != "203.0.113.0/24 198.51.100.7/32 2001:db8::/32" || !a.AllowlistKnown {
		t.Errorf("allowlist %v", got)
	}
	if a.OnBehalfOf == nil || a.OnBehalfOf.AccountID != "acc_2" || a.OnBehalfOf.Found != nil {
		t.Errorf("on_behalf_of %+v", a.OnBehalfOf)
	}
}

func TestAccountAndIdempotencyFactsRefuseMistakes(t *testing.T) {
	tests := []struct{ doc, problem string }{
		{`{"account": {"ip": "300.1.1.1"}}`, "account.ip: must be an IPv4 or IPv6 address"},
		{`{"account": {"ip_allowlist": ["10.0.0.0/33"]}}`, "account.ip_allowlist[0]: must be an IP address or a CIDR range"},
		{`{"account": {"active": "yes"}}`, "account.active: must be true or false"},
		{`{"account": {"on_behalf_of": {"acount_id": "x"}}}`, "account.on_behalf_of.acount_id: unknown fact"},
		{`{"idempotency": {"key": "k", "stored": {"state": "done"}}}`, `idempotency.stored.state: must be "processing" or "completed"`},
		{`{"idempotency": {"stored": {"fingerprint": "abc"}}}`, "idempotency.stored.fingerprint: must be 64 hexadecimal digits"},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.doc))
		var fe *Error
		if !errors.Is(err, ErrInvalid) || !errors.As(err, &fe) || !strings.Contains(err.Error(), tt.problem) {
			t.Errorf("%s: %v, want %q", tt.doc, err, tt.problem)
		}
	}
}

func TestIdempotencyFactsDecode(t *testing.T) {
	fp := strings.Repeat("AB", 32)
	f, err := Parse([]byte(`{"idempotency": {"key": "k1", "stored": {"client_id": "c", "endpoint": "POST /v1/payouts", "fingerprint": "` + fp + `", "state": "processing"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	s := f.Idempotency.Stored
	if f.Idempotency.Key != "k1" || s.Fingerprint != strings.ToLower(fp) || s.State != StateProcessing || s.Endpoint != "POST /v1/payouts" {
		t.Errorf("idempotency %+v %+v", f.Idempotency, s)
	}
}
