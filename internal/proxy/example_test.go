package proxy_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"github.com/preflightpay/preflight/internal/proxy"
	"github.com/preflightpay/preflight/mock"
)

// A proxy in front of the mock platform: a payout with an empty account_holder is answered by
// the proxy with the platform's own body, and never reaches the mock.
func ExampleNew() {
	m, _ := mock.New(mock.Config{})
	defer m.Close()
	platform := httptest.NewServer(m)
	defer platform.Close()

	upstream, _ := url.Parse(platform.URL)
	p, err := proxy.New(proxy.Config{Upstream: upstream})
	if err != nil {
		fmt.Println(err)
		return
	}
	srv := httptest.NewServer(p)
	defer srv.Close()

	payout := `{"payment_method": "LOCAL", "payment_amount": "10", "payment_currency": "USD", "receiving_currency": "USD",
	  "payout_date": "2026-11-23", "purpose_code": "SALARY", "reference": "Invoice 1",
	  "beneficiary": {"entity_type": "individual", "first_name": "Jane", "last_name": "Doe", "account_holder": "",
	    "clearing_system": "ACH", "account_number": "123456789", "routing_code_type1": "ach", "routing_code_value1": "011000015",
	    "address": {"country": "US", "city": "Boston", "street_address": "1 Main St", "state": "MA", "postal_code": "02110"}}}`
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/v1/payouts", strings.NewReader(payout))
	req.Header.Set("x-api-key", "k")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	fmt.Println(res.StatusCode, res.Header.Get(proxy.HeaderRefused))
	fmt.Println(string(body))
	// Output:
	// 400 payout.account-holder-empty
	// {"code":400,"message":"account_holder cannot be empty"}
}
