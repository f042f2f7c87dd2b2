package facts

import "github.com/preflightpay/preflight/input"

// Account is what the caller knows about the authenticated account and the request's context.
// Each flag is a pointer: nil means unknown, and the rule that needs it is skipped.
type Account struct {
	ID string // the authenticated account's id
}

func decodeAccount(d *decoder, v input.Value, path string) *Account {
	a := &Account{}
	d.object(v, path, map[string]func(input.Value, string){
		"id": func(v input.Value, p string) { a.ID = d.str(v, p) },
	})
	return a
}
