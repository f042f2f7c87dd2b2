package input_test

import (
	"fmt"
	"testing"

	"github.com/preflightpay/preflight/internal/input"
)

// TestGatherFindsWhatGetFinds: Gather is one pass for many Gets, so for every name it must give
// what Get gives: the first member of that name (objects built in Go may repeat one), the zero
// Value for an absent name, and nothing at all from a value that is not an object.
func TestGatherFindsWhatGetFinds(t *testing.T) {
	names := input.NewNames("a", "b", "missing", "", "routing_code_value1")
	parsed, err := input.ParseObject([]byte(`{"b":2,"a":"x","other":true,"":null,"routing_code_value1":"026009593"}`), input.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		obj  input.Value
	}{
		{"parsed", parsed},
		{"built with a repeated name", input.NewObject(
			input.Member{Key: "a", Value: input.NewString("first")},
			input.Member{Key: "a", Value: input.NewString("second")})},
		{"not an object", input.NewString("a")},
		{"absent", input.Value{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := make([]input.Value, names.Len())
			for i := range out {
				out[i] = input.NewString("stale")
			}
			names.Gather(tc.obj, out)
			for i, name := range []string{"a", "b", "missing", "", "routing_code_value1"} {
				want := tc.obj.Get(name)
				if got := out[i]; string(input.AppendJSON(nil, got)) != string(input.AppendJSON(nil, want)) || got.Kind() != want.Kind() {
					t.Errorf("%q: Gather gave %s, Get gives %s", name, input.AppendJSON(nil, got), input.AppendJSON(nil, want))
				}
			}
		})
	}
}

// TestNamesIndexManyNames: the table stays correct when names share hash slots.
func TestNamesIndexManyNames(t *testing.T) {
	var list []string
	for i := range 200 {
		list = append(list, fmt.Sprintf("member_%d", i))
	}
	names := input.NewNames(list...)
	for i, name := range list {
		if got, ok := names.Index(name); !ok || got != i {
			t.Errorf("Index(%q) = %d, %v; want %d", name, got, ok, i)
		}
	}
	if _, ok := names.Index("member_200"); ok {
		t.Error("Index found a name never given")
	}
}

// TestNewNamesRefusesARepeatedName: a set is built once from constants; a repeated name is a
// programming mistake that must show when the package loads.
func TestNewNamesRefusesARepeatedName(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("NewNames accepted a name given twice")
		}
	}()
	input.NewNames("a", "b", "a")
}

func ExampleNames_Gather() {
	// Built once, when the package loads; positions are indexes into Gather's result.
	names := input.NewNames("payment_amount", "payment_currency", "reference")
	v, _ := input.ParseObject([]byte(`{"reference":"INV-1","payment_currency":"USD","payment_amount":"12.50"}`), input.Limits{})
	var found [3]input.Value
	names.Gather(v, found[:])
	fmt.Println(found[0].Text(), found[1].Str(), found[2].Str())
	// Output: 12.50 USD INV-1
}
