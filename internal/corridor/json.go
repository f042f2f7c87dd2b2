package corridor

import "github.com/preflightpay/preflight/internal/jsonw"

// AppendJSON appends reqs as a JSON array of corridors, members in a fixed order and empty ones
// left out, with package jsonw's convention: on one line as the WASM build returns it, or
// indented as the command line prints it:
//
//	[{"corridor": "USD-ACH", "currency": "USD", "payment_method": "LOCAL",
//	  "clearing_system": "ACH", "countries": ["US"],
//	  "beneficiary": [{"field": "routing_code_value1", "required": true,
//	                   "format": {"pattern": "^[0-9]{9}$", "min_length": 9, "max_length": 9,
//	                              "check": "3-7-1 check digit", "example": "011000015"}}, ...],
//	  "payout": [...], "source": "..."}]
func AppendJSON(dst []byte, reqs []Requirement, indent bool) []byte {
	w := jsonw.New(dst, indent)
	w.Open('[')
	for i := range reqs {
		r := &reqs[i]
		w.Item()
		w.Open('{')
		w.Field("corridor", r.Corridor)
		w.Field("currency", r.Currency)
		w.Field("payment_method", r.PaymentMethod)
		w.Field("clearing_system", r.ClearingSystem)
		w.Key("countries")
		w.Strings(r.Countries)
		w.Key("beneficiary")
		appendFields(w, r.Beneficiary)
		w.Key("payout")
		appendFields(w, r.Payout)
		w.Field("source", r.Source)
		w.Close('}')
	}
	w.Close(']')
	return w.Buf
}

func appendFields(w *jsonw.Writer, fs []Field) {
	w.Open('[')
	for i := range fs {
		f := &fs[i]
		w.Item()
		w.Open('{')
		w.Field("field", f.Field)
		w.BoolField("required", f.Required)
		if f.When != "" {
			w.Field("when", f.When)
		}
		w.Key("format")
		w.Open('{')
		optional := func(k, v string) {
			if v != "" {
				w.Field(k, v)
			}
		}
		length := func(k string, n int) {
			if n != 0 {
				w.IntField(k, int64(n))
			}
		}
		optional("pattern", f.Pattern)
		length("min_length", f.Min)
		length("max_length", f.Max)
		if len(f.Allowed) > 0 {
			w.Key("allowed")
			w.Strings(f.Allowed)
		}
		optional("maximum", f.Maximum)
		optional("check", f.Check)
		optional("example", f.Example)
		w.Close('}')
		w.Close('}')
	}
	w.Close(']')
}
