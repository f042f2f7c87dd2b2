// The catalog's data is generated: catalog_table.go holds a constant and an Entry for each row of
// the platform's error tables, written by "go generate ./errcatalog" from testdata/spec-errors.md,
// a verbatim copy of the specification's error section, and keys.txt, which gives each row its
// constant and stable key and what the specification does not say (a template, the operations of
// a row that only counts them, a server-only reason). Both are reviewed as data;
// TestTableMatchesItsSource holds the table to them. keys.txt is append-only, so an ID's number
// never changes wherever the specification adds a row.

package errcatalog

import "github.com/preflightpay/preflight/internal/operation"

//go:generate go run ./internal/catalogspec/cmd/gencatalog -dir . -out catalog_table.go

// The operation lists that whole tables of the specification apply to, derived from the registry
// so that they are never typed twice; keys.txt names them "ramp", "fiat" and "idempotent".
var (
	rampAll    = names(operation.Of(operation.Ramp))
	fiatAll    = names(operation.Of(operation.Fiat))
	idempotent = names(operation.Idempotent())
)

func names(ops []*operation.Operation) []string {
	out := make([]string, len(ops))
	for i, op := range ops {
		out[i] = string(op.Name)
	}
	return out
}
