module github.com/preflightpay/preflight

go 1.26.0

require (
	github.com/biter777/countries v1.7.5
	github.com/google/go-cmp v0.7.0
	github.com/rogpeppe/go-internal v1.16.0
	github.com/shopspring/decimal v1.6.0
	golang.org/x/term v0.47.0
)

require (
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/tools v0.51.0 // indirect
)
