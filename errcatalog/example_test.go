package errcatalog_test

import (
	"errors"
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"
)

func ExampleError() {
	var err error = &errcatalog.Error{ID: errcatalog.TransferAmountNotInteger, Field: "amount", Params: []string{"JPY"}}
	fmt.Println(err)
	fmt.Println(errors.Is(err, errcatalog.ErrFix), errors.Is(err, errcatalog.ErrLater))
	var e *errcatalog.Error
	if errors.As(err, &e) {
		fmt.Println(e.Entry().Key, e.Field, e.Entry().Action)
	}
	// Output:
	// amount must be an integer for JPY
	// true false
	// transfer.amount-not-integer amount FIX
}

func ExampleIdentify() {
	m, ok := errcatalog.Identify("fiat/create-payout", errcatalog.Response{
		HTTPStatus: 400, Code: "400",
		Message: "clearing system not support for country: US, currency: EUR, paymentMethod: LOCAL",
	})
	fmt.Println(ok, m.ID.Key(), m.Params, m.Basis)
	// Output: true fiat.clearing-system-not-supported [US EUR LOCAL] operation
}

func ExampleAction_Guidance() {
	a := errcatalog.Get(errcatalog.ServerInternalError).Action
	fmt.Println(a, a.RetrySame())
	fmt.Println(a.Guidance())
	// Output:
	// LATER true
	// Retry later. If it persists, give the operator the method and path, x-response-id, request time and full response (never API keys, tokens or card numbers).
}

func ExampleFill() {
	fmt.Println(errcatalog.Fill(errcatalog.Get(errcatalog.RampInvalidAddressFormat).Message, []string{"TRX"}))
	// Output: invalid address format for network TRX
}

func ExampleAppendJSON() {
	out := errcatalog.AppendJSON(nil, false)
	fmt.Println(string(out[:120]))
	// Output: [{"id":"ramp.login-expired","product":"ramp","http_status":400,"format":"legacy","type":"","code":"403","message":"Login
}

// SpecExample gives the value the specification's own row shows where the platform fills in a
// "%s": an example message to document, never a finding's.
func ExampleSpecExample() {
	id := errcatalog.RampInvalidAddressFormat
	fmt.Println(errcatalog.Fill(errcatalog.Get(id).Message, errcatalog.SpecExample(id)))
	fmt.Println(errcatalog.SpecExample(errcatalog.TransferAmountNotInteger) == nil)
	// Output:
	// invalid address format for network ETH
	// true
}
