//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/input"
)

// requirements answers a corridor query such as
//
//	{"country": "US", "currency": "USD", "payment_method": "LOCAL", "clearing_system": "ACH", "entity_type": "individual"}
//
// with the JSON array `preflight requirements` prints, on one line (the command indents it). Every member is optional
// ("method" is accepted for payment_method, as the command's flag names it); no query, or {},
// lists every corridor.
func requirements(args []js.Value) []byte {
	var q preflight.RequirementsQuery
	if b := jsonBytes(nil, arg(args, 0)); len(b) > 0 {
		v, err := input.Parse(b, input.DefaultLimits())
		if err != nil || v.Kind() != input.Object {
			return errorJSON("requirements: the query must be a JSON object")
		}
		for _, m := range []struct {
			name string
			to   *string
		}{
			{"country", &q.Country}, {"currency", &q.Currency}, {"payment_method", &q.Method},
			{"method", &q.Method}, {"clearing_system", &q.ClearingSystem}, {"entity_type", &q.EntityType},
		} {
			switch f := v.Get(m.name); f.Kind() {
			case input.String:
				*m.to = f.Str()
			case input.Invalid, input.Null:
			default:
				return errorJSON("requirements: " + m.name + " must be a string")
			}
		}
	}
	switch q.EntityType {
	case "", "individual", "company":
	default:
		return errorJSON("requirements: entity_type must be individual or company")
	}
	return append(preflight.RequirementsJSON(q, false), '\n')
}
