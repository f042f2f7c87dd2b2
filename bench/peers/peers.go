// Package peers measures preflight beside the other ways a Go service checks the same payout:
// a JSON Schema (github.com/santhosh-tekuri/jsonschema/v6) and encoding/json followed by
// github.com/go-playground/validator/v10 on a tagged struct. It is a module of its own, so that
// the peers never enter preflight's dependencies; scripts/bench.sh runs its benchmarks and
// docs/performance.md shows the table.
package peers

import (
	"bytes"
	_ "embed"
	"reflect"

	"github.com/go-playground/validator/v10"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/shopspring/decimal"
)

// SchemaJSON is the payout's JSON Schema: required members, the fixed value sets, the shapes of
// dates, amounts, currencies, codes and the BIC, and the members each clearing system requires,
// as far as the schema language says them.
//
//go:embed schema.json
var SchemaJSON []byte

// NewSchema compiles SchemaJSON.
func NewSchema() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(SchemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("payout.json", doc); err != nil {
		return nil, err
	}
	return c.Compile("payout.json")
}

// NewValidator returns a validator with the one tag the payout needs beyond the built-in
// ones: "amount", a positive exact decimal (the built-in gt compares a string's length).
func NewValidator() *validator.Validate {
	v := validator.New(validator.WithRequiredStructEnabled())
	if err := v.RegisterValidation("amount", func(fl validator.FieldLevel) bool {
		f := fl.Field()
		if f.Kind() != reflect.String {
			return false
		}
		d, err := decimal.NewFromString(f.String())
		return err == nil && d.IsPositive()
	}); err != nil {
		panic(err)
	}
	return v
}
