package main

import (
	"errors"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/openapi"
)

// runOpenAPI prints the OpenAPI 3.1 document of the platform (preflight.OpenAPI), JSON unless
// --format yaml: a document is for programs, whatever the output.
func runOpenAPI(e env, args []string) int {
	fs := newFlagSet(e, "openapi", "[--product fiat|ramp] [--format json|yaml]")
	product := fs.String("product", "", "one product's operations: fiat or ramp (default both, and the webhook events)")
	format := fs.String("format", openapi.JSON, "json or yaml")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	out, err := preflight.OpenAPI(*product, *format)
	switch {
	case errors.Is(err, openapi.ErrUnknownProduct):
		return fail(e, fs, "unknown product %q%s; known products: fiat, ramp", *product, didYouMean(*product, []string{"fiat", "ramp"}))
	case errors.Is(err, openapi.ErrUnknownFormat):
		return fail(e, fs, "unknown format %q%s; known formats: json, yaml", *format, didYouMean(*format, []string{openapi.JSON, openapi.YAML}))
	case err != nil:
		return fail(e, fs, "%v", err)
	}
	e.stdout.Write(out)
	return exitOK
}
