package peers

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestThePeersPassTheBenchmarkPayout: every side measures the valid path.
func TestThePeersPassTheBenchmarkPayout(t *testing.T) {
	p := benchpeer.ValidPayout()
	if err := NewValidator().Struct(&p); err != nil {
		t.Fatal(err)
	}
	s, err := NewSchema()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(benchpeer.PayoutJSON))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(doc); err != nil {
		t.Fatal(err)
	}
}

// TestThePeersCatchWhatTheRulesCatch: a few of the payout rules' findings, as each peer sees
// them, so that the baselines do real work and do not pass everything.
func TestThePeersCatchWhatTheRulesCatch(t *testing.T) {
	v := NewValidator()
	s, err := NewSchema()
	if err != nil {
		t.Fatal(err)
	}
	for name, spoil := range map[string]func(*benchpeer.Payout){
		"no beneficiary":             func(p *benchpeer.Payout) { p.Beneficiary = nil },
		"ACH without a routing type": func(p *benchpeer.Payout) { p.Beneficiary.RoutingCodeType1 = "" },
		"unknown routing type":       func(p *benchpeer.Payout) { p.Beneficiary.RoutingCodeType1 = "wire" },
		"negative amount":            func(p *benchpeer.Payout) { p.PaymentAmount = "-5" },
		"SWIFT without fee_paid_by":  func(p *benchpeer.Payout) { p.PaymentMethod = "SWIFT" },
		"bad BIC":                    func(p *benchpeer.Payout) { p.Beneficiary.SwiftCode = "BOFA" },
		"individual without a name":  func(p *benchpeer.Payout) { p.Beneficiary.LastName = "" },
		"unknown clearing system":    func(p *benchpeer.Payout) { p.Beneficiary.ClearingSystem = "WIRE" },
		"no city in the address":     func(p *benchpeer.Payout) { p.Beneficiary.Address.City = "" },
		"a date that is not one":     func(p *benchpeer.Payout) { p.PayoutDate = "23/11/2026" },
		"Faster Payments needs codes": func(p *benchpeer.Payout) {
			p.Beneficiary.ClearingSystem = "FASTER PAYMENTS"
			p.Beneficiary.RoutingCodeType1 = ""
		},
	} {
		p := benchpeer.ValidPayout()
		spoil(&p)
		if err := v.Struct(&p); err == nil {
			t.Errorf("%s: the validator passed it", name)
		}
		raw, _ := json.Marshal(&p)
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Validate(doc); err == nil {
			t.Errorf("%s: the schema passed it", name)
		}
	}
}

// BenchmarkPeerPreflightCheck: preflight.Check, JSON bytes to report.
func BenchmarkPeerPreflightCheck(b *testing.B) {
	r, err := preflight.Check(benchpeer.Operation, benchpeer.PayoutJSON, nil, preflight.Options{})
	if err != nil || !r.Valid {
		b.Fatalf("not valid: %v %+v", err, r.Errors)
	}
	b.ReportAllocs()
	for b.Loop() {
		preflight.Check(benchpeer.Operation, benchpeer.PayoutJSON, nil, preflight.Options{})
	}
}

// BenchmarkPeerJSONSchema: the bytes read as JSON and validated against the compiled schema.
func BenchmarkPeerJSONSchema(b *testing.B) {
	s, err := NewSchema()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(benchpeer.PayoutJSON))
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Validate(doc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPeerJSONValidator: encoding/json into the tagged struct, then the validator.
func BenchmarkPeerJSONValidator(b *testing.B) {
	v := NewValidator()
	b.ReportAllocs()
	for b.Loop() {
		var p benchpeer.Payout
		if err := json.Unmarshal(benchpeer.PayoutJSON, &p); err != nil {
			b.Fatal(err)
		}
		if err := v.Struct(&p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBaselineValidatorStruct is the peer of preflight's BenchmarkRulesPayout: the
// validator on the equivalent tagged struct, already decoded and valid.
func BenchmarkBaselineValidatorStruct(b *testing.B) {
	v := NewValidator()
	p := benchpeer.ValidPayout()
	if err := v.Struct(&p); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := v.Struct(&p); err != nil {
			b.Fatal(err)
		}
	}
}
