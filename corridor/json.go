package corridor

import (
	"strconv"

	"github.com/preflightpay/preflight/input"
)

// AppendJSON appends reqs as one line of JSON: an array of corridors, members in a fixed order
// and empty ones left out:
//
//	[{"corridor": "USD-ACH", "currency": "USD", "payment_method": "LOCAL",
//	  "clearing_system": "ACH", "countries": ["US"],
//	  "beneficiary": [{"field": "routing_code_value1", "required": true,
//	                   "format": {"pattern": "^[0-9]{9}$", "min_length": 9, "max_length": 9,
//	                              "check": "3-7-1 check digit", "example": "011000015"}}, ...],
//	  "payout": [...], "source": "..."}]
//
// It builds the document with package input's writer, so that the WASM build needs no
// encoding/json; the command line indents it.
func AppendJSON(dst []byte, reqs []Requirement) []byte {
	list := make([]input.Value, len(reqs))
	for i := range reqs {
		r := &reqs[i]
		list[i] = input.NewObject(
			member("corridor", input.NewString(r.Corridor)),
			member("currency", input.NewString(r.Currency)),
			member("payment_method", input.NewString(r.PaymentMethod)),
			member("clearing_system", input.NewString(r.ClearingSystem)),
			member("countries", stringList(r.Countries)),
			member("beneficiary", fields(r.Beneficiary)),
			member("payout", fields(r.Payout)),
			member("source", input.NewString(r.Source)),
		)
	}
	return input.AppendJSON(dst, input.NewArray(list...))
}

func member(k string, v input.Value) input.Member { return input.Member{Key: k, Value: v} }

func stringList(list []string) input.Value {
	vs := make([]input.Value, len(list))
	for i, s := range list {
		vs[i] = input.NewString(s)
	}
	return input.NewArray(vs...)
}

func fields(fs []Field) input.Value {
	out := make([]input.Value, len(fs))
	for i := range fs {
		f := &fs[i]
		var format []input.Member
		optional := func(k, v string) {
			if v != "" {
				format = append(format, member(k, input.NewString(v)))
			}
		}
		length := func(k string, n int) {
			if n != 0 {
				v, _ := input.NewNumber(strconv.Itoa(n))
				format = append(format, member(k, v))
			}
		}
		optional("pattern", f.Pattern)
		length("min_length", f.Min)
		length("max_length", f.Max)
		if len(f.Allowed) > 0 {
			format = append(format, member("allowed", stringList(f.Allowed)))
		}
		optional("maximum", f.Maximum)
		optional("check", f.Check)
		optional("example", f.Example)
		m := []input.Member{member("field", input.NewString(f.Field)), member("required", input.NewBool(f.Required))}
		if f.When != "" {
			m = append(m, member("when", input.NewString(f.When)))
		}
		out[i] = input.NewObject(append(m, member("format", input.NewObject(format...)))...)
	}
	return input.NewArray(out...)
}
