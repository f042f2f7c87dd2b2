module github.com/preflightpay/preflight

go 1.26
