//go:build js && wasm

package main

import (
	"encoding/json"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"github.com/preflightpay/preflight"
)

// These run under Node (go_js_wasm_exec; scripts/test-browser.sh), calling the API as a page
// does: through JavaScript, so that syscall/js's own work for each call is counted too.

const op = "fiat/create-payout"

func typicalPayout(t testing.TB) (text []byte, object js.Value) {
	t.Helper()
	text, err := os.ReadFile("../../web/test/typical-payout.json")
	if err != nil {
		t.Fatal(err)
	}
	return text, js.Global().Get("JSON").Call("parse", string(text))
}

// TestWarmPayoutIsTheTypicalPayout: the warm-up checks the payout the latency is measured on,
// so that what it warms is what the measurement (and a typical form) runs.
func TestWarmPayoutIsTheTypicalPayout(t *testing.T) {
	text, _ := typicalPayout(t)
	var warm, typical any
	if err := json.Unmarshal([]byte(warmPayout), &warm); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(text, &typical); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(warm, typical) {
		t.Errorf("warmPayout is not web/test/typical-payout.json:\n%s", warmPayout)
	}
}

func TestValidateAnswersAsCheckJSONForEveryKindOfInput(t *testing.T) {
	text, object := typicalPayout(t)
	validate := newAPI().Get("validate")
	bytes := js.Global().Get("Uint8Array").New(len(text))
	js.CopyBytesToJS(bytes, text)
	for _, tc := range []struct {
		name    string
		input   any
		request []byte
	}{
		{"object", object, text},
		{"JSON text", string(text), text},
		{"UTF-8 bytes", bytes, text},
		{"not an object", "[1]", []byte("[1]")},
		{"nothing", js.Undefined(), nil},
	} {
		want, _, err := preflight.CheckJSON(op, tc.request, nil, preflight.Options{})
		if err != nil {
			t.Fatal(err)
		}
		// Twice: the second call reads and writes the buffers the first one left.
		for range 2 {
			if got := validate.Invoke(op, tc.input).String(); got != string(want) {
				t.Errorf("%s: validate gave\n%s\nwant\n%s", tc.name, got, want)
			}
		}
	}
}

func TestAThrowingRequestIsAnErrorResultAndTheNextCallWorks(t *testing.T) {
	text, object := typicalPayout(t)
	validate := newAPI().Get("validate")
	throwing := js.Global().Get("Object").New()
	throwing.Set("toJSON", js.Global().Get("Function").New("throw new Error('no JSON here')"))
	got := validate.Invoke(op, throwing).String()
	if !strings.HasPrefix(got, `{"error": "internal error: `) || !strings.Contains(got, "no JSON here") {
		t.Errorf("a request whose toJSON throws gave %s, want an internal error naming it", got)
	}
	if reused.takenAt != 0 || depth != 0 {
		t.Fatalf("after the panic the buffers are taken at %d, the depth is %d; want both 0", reused.takenAt, depth)
	}
	want, _, _ := preflight.CheckJSON(op, text, nil, preflight.Options{})
	if got := validate.Invoke(op, object).String(); got != string(want) {
		t.Errorf("the call after it gave\n%s\nwant\n%s", got, want)
	}
}

func TestCollectionsWaitForIdleTime(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // the pacer off: every collection is ours
	numGC := func() uint32 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.NumGC
	}
	validate := newAPI().Get("validate")
	calls = 0
	before := numGC()
	// Twice collectEvery calls in one task: one collection is queued, not two.
	for range 2 * collectEvery {
		validate.Invoke(op, "{}")
	}
	if n := numGC(); n != before {
		t.Fatalf("%d collections during the calls, want none there", n-before)
	}
	time.Sleep(20 * time.Millisecond) // the page is idle: the queued task runs
	if n := numGC(); n != before+1 {
		t.Errorf("%d collections once the page was idle, want 1", n-before)
	}
}

// BenchmarkValidate is a page's validate of a typical payout given as an object: "reused" is the
// build's, "copied" the same call as it was made before the buffers (the request through
// JSON.stringify and Value.String, the report from CheckJSON returned as a Go string), the
// baseline in the same run.
func BenchmarkValidate(b *testing.B) {
	_, object := typicalPayout(b)
	copied := js.FuncOf(func(_ js.Value, args []js.Value) any {
		request := []byte(js.Global().Get("JSON").Call("stringify", args[1]).String())
		out, _, err := preflight.CheckJSON(args[0].String(), request, nil, preflight.Options{})
		if err != nil {
			return string(errorJSON(err.Error()))
		}
		return string(out)
	})
	defer copied.Release()
	for _, bc := range []struct {
		name     string
		validate js.Value
	}{{"reused", newAPI().Get("validate")}, {"copied", copied.Value}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				bc.validate.Invoke(op, object)
			}
		})
	}
}
