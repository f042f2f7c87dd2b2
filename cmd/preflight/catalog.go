package main

import "github.com/preflightpay/preflight"

func runCatalog(e env, args []string) int {
	fs := newFlagSet(e, "catalog", "")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	e.stdout.Write(preflight.CatalogJSON())
	return exitOK
}
