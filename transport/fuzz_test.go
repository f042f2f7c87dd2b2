package transport_test

import (
	"bytes"
	"io"
	"net/http"
	"testing"

	"github.com/preflightpay/preflight/transport"
)

// FuzzRoundTrip sends any bytes as the body of a payout, a beneficiary update and a ramp
// transfer through a refusing transport: it never panics, and always gives a response or an
// error; a refused response carries the header and a report.
func FuzzRoundTrip(f *testing.F) {
	for _, seed := range [][]byte{payout, []byte(`{}`), []byte(`[1]`), []byte(`{"payment_amount":`), []byte(""), []byte(`{"id":"x","id":"y"}`), []byte("\xef\xbb\xbf{}"), []byte(`{"a":` + string(bytes.Repeat([]byte("["), 100)))} {
		f.Add(seed)
	}
	tr := transport.New(instant{}, transport.Options{})
	urls := []string{"https://api.example/v1/payouts", "https://api.example/v1/beneficiaries/b_1", "https://api.example/v1/ramp/transfer", "https://api.example/v1/ramp/asset"}
	f.Fuzz(func(t *testing.T, body []byte) {
		for i, u := range urls {
			method := "POST"
			if i == 3 {
				method = "GET"
			}
			r, err := http.NewRequest(method, u, bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			r.Header.Set("Idempotency-Key", "fuzz")
			res, err := tr.RoundTrip(r)
			if (res == nil) == (err == nil) {
				t.Fatalf("%s: response %v and error %v", u, res, err)
			}
			if res == nil {
				continue
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.Header.Get(transport.HeaderRefused) != "" {
				if _, ok := transport.ReportOf(res); !ok {
					t.Fatalf("%s: a refused response without a report", u)
				}
			}
		}
	})
}
