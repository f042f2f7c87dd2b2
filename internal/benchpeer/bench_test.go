package benchpeer

import (
	"encoding/json"
	"testing"
)

// TestTheBaselinePayoutIsValid: the baselines measure the valid path, like preflight's own
// benchmarks, so the struct must pass the validator and equal what PayoutJSON decodes to.
func TestTheBaselinePayoutIsValid(t *testing.T) {
	p := ValidPayout()
	if err := NewValidator().Struct(&p); err != nil {
		t.Fatal(err)
	}
	var decoded Payout
	if err := json.Unmarshal(PayoutJSON, &decoded); err != nil {
		t.Fatal(err)
	}
	if *decoded.Beneficiary != *p.Beneficiary {
		t.Errorf("decoded beneficiary %+v, want %+v", *decoded.Beneficiary, *p.Beneficiary)
	}
	decoded.Beneficiary, p.Beneficiary = nil, nil
	if decoded != p {
		t.Errorf("decoded %+v, want %+v", decoded, p)
	}
}

// TestTheTagsCatchWhatTheRulesCatch: a few of the payout rules' findings, as the tags see them,
// so that the baseline is doing real work and not passing everything.
func TestTheTagsCatchWhatTheRulesCatch(t *testing.T) {
	v := NewValidator()
	for name, spoil := range map[string]func(*Payout){
		"no beneficiary":              func(p *Payout) { p.Beneficiary = nil },
		"ACH without a routing type":  func(p *Payout) { p.Beneficiary.RoutingCodeType1 = "" },
		"unknown routing type":        func(p *Payout) { p.Beneficiary.RoutingCodeType1 = "wire" },
		"unknown currency":            func(p *Payout) { p.PaymentCurrency = "XYZ" },
		"negative amount":             func(p *Payout) { p.PaymentAmount = "-5" },
		"SWIFT without fee_paid_by":   func(p *Payout) { p.PaymentMethod = "SWIFT" },
		"bad BIC":                     func(p *Payout) { p.Beneficiary.SwiftCode = "BOFA" },
		"unknown country":             func(p *Payout) { p.Beneficiary.Address.Country = "XX" },
		"individual without a name":   func(p *Payout) { p.Beneficiary.LastName = "" },
		"unknown clearing system":     func(p *Payout) { p.Beneficiary.ClearingSystem = "WIRE" },
		"no city in the address":      func(p *Payout) { p.Beneficiary.Address.City = "" },
		"a date that is not one":      func(p *Payout) { p.PayoutDate = "23/11/2026" },
		"Faster Payments needs codes": func(p *Payout) { p.Beneficiary.ClearingSystem = "FASTER PAYMENTS"; p.Beneficiary.RoutingCodeType1 = "" },
	} {
		p := ValidPayout()
		spoil(&p)
		if err := v.Struct(&p); err == nil {
			t.Errorf("%s: the validator passed it", name)
		}
	}
}

// BenchmarkBaselineValidatorStruct is the peer of preflight's BenchmarkRulesPayout: the
// validator on the equivalent tagged struct, already decoded and valid.
func BenchmarkBaselineValidatorStruct(b *testing.B) {
	v := NewValidator()
	p := ValidPayout()
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
