module github.com/preflightpay/preflight/bench/peers

go 1.26.0

require (
	github.com/go-playground/validator/v10 v10.30.6
	github.com/preflightpay/preflight v0.0.0
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/shopspring/decimal v1.6.0
)

require (
	github.com/gabriel-vasile/mimetype v1.4.16 // indirect
	github.com/go-playground/locales v0.14.2 // indirect
	github.com/go-playground/universal-translator v0.18.2 // indirect
	github.com/leodido/go-urn v1.5.0 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

// The peers are measured against the preflight of this checkout.
replace github.com/preflightpay/preflight => ../..
