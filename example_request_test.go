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

// A service whose facts can change while it checks (a mock whose state moved) reads the request
// once, with Match and Read, then checks it with Check as often as its facts change.
func ExampleRequest_Check() {
	q, err := preflight.Match("GET", "/v1/beneficiaries/b_1")
	if err != nil {
		panic(err)
	}
	q.Read(nil, nil, nil, 0, preflight.Options{})
	none, _ := preflight.ParseFacts([]byte(`{"fiat": {"beneficiaries": {}}}`))
	for _, f := range []*preflight.Facts{
		nil,  // the beneficiaries are not known: the rule that needs them is skipped
		none, // the account has no beneficiaries
	} {
		res, _ := q.Check(f, preflight.Options{})
		if res.Report.Valid {
			fmt.Println(q.Params["id"], "valid; skipped", res.Report.Skipped[len(res.Report.Skipped)-1].Rule)
			continue
		}
		fmt.Println(q.Params["id"], res.Report.Errors[0].ID, res.Answer.Status)
	}
	// Output:
	// b_1 valid; skipped beneficiary.exists
	// b_1 fiat.beneficiary-not-found 400
}
