package classify

import (
	"errors"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
)

// TestErrIsTheEntryAndItsAction: every entry, classified back from its own body, gives an error
// that is the entry (errors.As) with its params and that unwraps to the entry's action.
func TestErrIsTheEntryAndItsAction(t *testing.T) {
	for i, e := range errcatalog.All() {
		params := make([]string, e.Params())
		for j := range params {
			params[j] = "v"
		}
		res := Classify(Request{Operation: e.Operations[0], HTTPStatus: e.HTTPStatus, Body: Body(errcatalog.ID(i), params...)})
		err := res.Err()
		var got *errcatalog.Error
		if !errors.As(err, &got) || got.ID != errcatalog.ID(i) || len(got.Params) != len(params) {
			t.Errorf("%s: Err() = %v, want the entry with %d params", e.Key, err, len(params))
			continue
		}
		if !errors.Is(err, e.Action.Err()) || err.Error() != res.Message {
			t.Errorf("%s: Err() = %q, not %s or not the message %q", e.Key, err, e.Action, res.Message)
		}
	}
}

// TestErrOfAnUnmatchedResponseIsItsFallback: a response no entry matches still calls for an
// action, so its error unwraps to the fallback's sentinel and is no *errcatalog.Error.
func TestErrOfAnUnmatchedResponseIsItsFallback(t *testing.T) {
	tests := []struct {
		status int
		body   string
		want   error
		text   string
	}{
		{502, "<html>bad gateway</html>", errcatalog.ErrLater, "HTTP 502: unidentified error response"},
		{404, `{"code":404,"message":"no route"}`, errcatalog.ErrResource, "HTTP 404: unidentified error response: no route"},
		{400, `{"code":1005,"message":"replayed"}`, errcatalog.ErrDuplicate, "HTTP 400: unidentified error response: replayed"},
		{401, `{}`, errcatalog.ErrAuth, "HTTP 401: unidentified error response"},
	}
	for _, tt := range tests {
		res := Classify(Request{Operation: "fiat/create-payout", HTTPStatus: tt.status, Body: []byte(tt.body)})
		err := res.Err()
		var e *errcatalog.Error
		if !errors.Is(err, tt.want) || errors.As(err, &e) || err.Error() != tt.text {
			t.Errorf("HTTP %d %s: Err() = %q, want %q unwrapping to %v", tt.status, tt.body, err, tt.text, tt.want)
		}
	}
}
