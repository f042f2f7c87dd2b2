//go:build !js

// This file is the OpenAPI document of the platform. It is left out of the WASM build, which
// checks forms and has no use for the document's writer.

package preflight

import "github.com/preflightpay/preflight/internal/openapi"

// OpenAPI returns an OpenAPI 3.1 document of the platform's API, generated from the operation
// registry, the request schemas of "preflight schema" and the error catalog: each operation
// with its parameters and request body, and every catalog entry documented for it as an error
// response with a named example holding its exact body (x-preflight-entry names the entry,
// x-preflight-action its action). product is "fiat" or "ramp" for one product's operations, or
// "" for both and the webhook events; format is "json" or "yaml". What the specification leaves
// open, such as the authentication scheme and the response payloads, is said so, not invented.
func OpenAPI(product, format string) ([]byte, error) { return openapi.Document(product, format) }
