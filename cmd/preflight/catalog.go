package main

import "github.com/preflightpay/preflight"

func runCatalog(e env, args []string) int {
	fs := newFlagSet(e, "catalog", "")
	positional, err := parseFlags(fs, args)
	if err != nil {
		if usageError(err) {
			return exitOK
		}
		return exitUsage
	}
	if len(positional) > 0 {
		fs.Usage()
		return exitUsage
	}
	e.stdout.Write(preflight.CatalogJSON())
	return exitOK
}
