//go:build !js

package preflight_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/preflightpay/preflight"
)

// CheckRequest takes an HTTP request's parts: it finds the operation, builds its input from the
// path, the query and the body, checks it and gives the platform's answer to the first error.
func ExampleCheckRequest() {
	query := url.Values{"page_size": {"500"}}
	res, err := preflight.CheckRequest("GET", "/v1/transfer", query, http.Header{}, nil, nil, preflight.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Operation, res.Report.Valid, res.Report.Errors[0].ID)
	fmt.Println(res.Answer.Status, res.Answer.Header.Get("Content-Type"), string(res.Answer.Body))

	_, err = preflight.CheckRequest("GET", "/v2/elsewhere", nil, nil, nil, nil, preflight.Options{})
	fmt.Println(errors.Is(err, preflight.ErrNoOperation))
	// Output:
	// fiat/list-transfers false transfer.page-size-invalid
	// 400 application/json {"code":400,"message":"page_size must be between 1 and 100"}
	// true
}
