package benchpeer

import (
	"encoding/json"
	"testing"
)

// TestValidPayoutIsPayoutJSON: the struct baselines start from ValidPayout and the decoding ones
// from PayoutJSON; they must be the same payout. (bench/peers checks that the validator passes
// it.)
func TestValidPayoutIsPayoutJSON(t *testing.T) {
	p := ValidPayout()
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
