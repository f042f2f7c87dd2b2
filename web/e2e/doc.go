// Package e2e tests the browser build where it runs: the demo page served by `preflight demo`,
// driven in headless Chromium through the DevTools protocol (chromedp), and the WASM build
// under Node against the command's golden reports.
//
// The tests build what they need (the preflight command, the WASM) and skip unless
// PREFLIGHT_BROWSER_TESTS=1, as scripts/test-browser.sh sets it after installing Chromium and
// Node: they take seconds, not milliseconds, and need programs `go test ./...` does not.
package e2e
