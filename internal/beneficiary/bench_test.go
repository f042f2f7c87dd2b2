package beneficiary_test

import (
	"os"
	"testing"

	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// goldenBeneficiaries are valid payouts of the golden files, one per kind of corridor.
var goldenBeneficiaries = []string{"valid-usd-ach", "valid-eur-swift", "valid-cad-eft", "valid-mxn-local", "valid-kes-local"}

func loadGolden(t testing.TB, name string) (*rule.Context, beneficiary.Beneficiary, string) {
	t.Helper()
	data, err := os.ReadFile("../../testdata/golden/fiat/create-payout/" + name + "/request.json")
	if err != nil {
		t.Fatal(err)
	}
	v, err := input.ParseObject(data, input.DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	c := &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	bv, _ := c.Object(v.Get("beneficiary"), "beneficiary")
	return c, beneficiary.Decode(c, bv, beneficiary.Nested()), v.Get("receiving_currency").Str()
}

// TestValidateDoesNotAllocate: no corridor's rules allocate on a valid beneficiary, IBAN and
// BIC included.
func TestValidateDoesNotAllocate(t *testing.T) {
	for _, name := range goldenBeneficiaries {
		c, b, cur := loadGolden(t, name)
		target := beneficiary.Target{Currency: cur, Method: c.Input.Get("payment_method").Str()}
		allocs := testing.AllocsPerRun(50, func() {
			c.Report.Reset()
			beneficiary.Validate(c, &b, beneficiary.Nested(), target)
		})
		if len(c.Report.Errors) > 0 || allocs != 0 {
			t.Errorf("%s: %d findings, %v allocations; want none", name, len(c.Report.Errors), allocs)
		}
	}
}

func BenchmarkValidate(b *testing.B) {
	for _, name := range goldenBeneficiaries {
		b.Run(name, func(b *testing.B) {
			c, ben, cur := loadGolden(b, name)
			target := beneficiary.Target{Currency: cur, Method: c.Input.Get("payment_method").Str()}
			b.ReportAllocs()
			for b.Loop() {
				c.Report.Reset()
				beneficiary.Validate(c, &ben, beneficiary.Nested(), target)
			}
		})
	}
}
