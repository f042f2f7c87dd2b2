package jsonw_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/reason"
)

// sample writes an object holding every kind of value, a nested list, empty containers and a
// one-line object with a one-line list inside.
func sample(w *jsonw.Writer) {
	w.Open('{')
	w.Field("s", "<a>")
	w.Key("n")
	w.Int(-7)
	w.Key("b")
	w.Bool(true)
	w.Key("null")
	w.Null()
	w.Key("list")
	w.Strings([]string{"a", "b"})
	w.Key("empty")
	w.Open('[')
	w.Close(']')
	w.Key("objects")
	w.Open('[')
	w.Item()
	w.OpenLine('{')
	w.Field("k", "v")
	w.Key("params")
	w.InlineStrings([]string{"x", "y"})
	w.Close('}')
	w.Item()
	w.Open('{')
	w.Close('}')
	w.Close(']')
	w.Key("after")
	w.Strings([]string{"c"})
	w.Close('}')
}

func TestWriterConventions(t *testing.T) {
	tests := []struct {
		name   string
		indent bool
		want   string
	}{
		{"compact", false, `{"s":"\u003ca\u003e","n":-7,"b":true,"null":null,"list":["a","b"],"empty":[],"objects":[{"k":"v","params":["x","y"]},{}],"after":["c"]}`},
		{"indented", true, `{
  "s": "\u003ca\u003e",
  "n": -7,
  "b": true,
  "null": null,
  "list": [
    "a",
    "b"
  ],
  "empty": [],
  "objects": [
    {"k": "v", "params": ["x", "y"]},
    {}
  ],
  "after": [
    "c"
  ]
}`},
	}
	for _, tt := range tests {
		w := jsonw.New(nil, tt.indent)
		sample(w)
		if got := string(w.Buf); got != tt.want {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", tt.name, got, tt.want)
		}
		if !json.Valid(w.Buf) {
			t.Errorf("%s: not valid JSON", tt.name)
		}
	}
}

// TestOneConvention holds every writer built on jsonw to one convention: the indented form is
// the one-line form indented by encoding/json with two spaces. Lists written with InlineStrings
// (a finding's params) and the catalog's one-line entries are the only exceptions, so the
// reports compared here carry no params.
func TestOneConvention(t *testing.T) {
	var b report.Builder
	b.Fail(errcatalog.FiatInvalidRequest, "beneficiary", reason.New(reason.MemberType, "a test finding"))
	b.Skip("limits", "limits")
	rep := b.Report("fiat/create-payout")
	res := classify.Classify(classify.Request{Operation: "fiat/create-payout", Method: "POST", Path: "/v1/payouts",
		HTTPStatus: 400, Body: []byte(`{"code":400,"message":"payout create failed"}`)})
	reqs := corridor.Requirements(corridor.Query{Country: "GB"})
	writers := map[string]func(dst []byte, indent bool) []byte{
		"report":   rep.AppendJSON,
		"classify": res.AppendJSON,
		"corridor": func(dst []byte, indent bool) []byte { return corridor.AppendJSON(dst, reqs, indent) },
	}
	for name, appendJSON := range writers {
		var want bytes.Buffer
		if err := json.Indent(&want, appendJSON(nil, false), "", "  "); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := appendJSON(nil, true); !bytes.Equal(got, want.Bytes()) {
			t.Errorf("%s: indented form differs from the one-line form indented\ngot:\n%s\nwant:\n%s", name, got, want.Bytes())
		}
	}
}
