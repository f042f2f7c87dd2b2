package facts

import "github.com/preflightpay/preflight/input"

// Fiat holds facts for the fiat payout, beneficiary and conversion rules.
type Fiat struct {
	// Beneficiaries are the account's existing beneficiaries, by id.
	Beneficiaries map[string]Beneficiary
}

// Beneficiary is a stored beneficiary as the caller knows it.
type Beneficiary struct {
	EntityType string
}

func decodeFiat(d *decoder, v input.Value, path string) *Fiat {
	f := &Fiat{}
	d.object(v, path, map[string]func(input.Value, string){
		"beneficiaries": func(v input.Value, p string) {
			if v.Kind() != input.Object {
				d.fail(p, "must be an object of beneficiary id to beneficiary")
				return
			}
			f.Beneficiaries = map[string]Beneficiary{}
			for _, m := range v.Members() {
				var b Beneficiary
				d.object(m.Value, join(p, m.Key), map[string]func(input.Value, string){
					"entity_type": func(v input.Value, p string) { b.EntityType = d.str(v, p) },
				})
				f.Beneficiaries[m.Key] = b
			}
		},
	})
	return f
}
