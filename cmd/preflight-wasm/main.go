//go:build js && wasm

// Command preflight-wasm is the front door for browsers and Node: built with
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' ./cmd/preflight-wasm
//
// and started with Go's wasm_exec.js, it makes an object with
//
//	validate(op, input, facts?, options?)               the report, as `preflight check` prints it;
//	                                                    options {strict: true} is check --strict
//	requirements(query)                                 what a corridor requires of a beneficiary
//	classify(op, status, body, responseID?, requestTime?) as `preflight classify` prints it
//	catalog()                                           as `preflight catalog` prints it
//
// Where the object goes is registration, the one thing decided here. When the environment
// variable PREFLIGHT_REGISTER names a global function (the ES module sets go.env so, with a name
// of its own for each instance), the object is handed to that function and no global is set:
// two instances on one page never see each other's. Otherwise (a classic <script> page) it is
// set as globalThis.preflight, as the contract says.
//
// Inputs may be objects or JSON strings; each function returns a JSON string. A usage problem
// (an unknown operation, facts that cannot be read) returns {"error": "..."} instead. This file
// only converts values: every rule lives behind the root package's front door.
package main

import (
	"runtime"
	"syscall"
	"syscall/js"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/input"
)

func main() {
	api := newAPI()
	register(api)
	warm(api)
	select {} // the functions above stay callable for the life of the page
}

// newAPI makes the object the page calls.
func newAPI() js.Value {
	api := js.Global().Get("Object").New()
	api.Set("validate", export(validate))
	api.Set("requirements", export(requirements))
	api.Set("classify", export(classify))
	api.Set("catalog", export(func([]js.Value) []byte { return preflight.CatalogJSON() }))
	return api
}

// register hands api to the function named by PREFLIGHT_REGISTER, or sets globalThis.preflight
// when none is named. A name that is not a function is a mistake of the loader: the global is
// not set either, so the loader's own check reports it instead of a silent global.
func register(api js.Value) {
	name, ok := syscall.Getenv("PREFLIGHT_REGISTER")
	if !ok || name == "" {
		js.Global().Set("preflight", api)
		return
	}
	if f := js.Global().Get(name); f.Type() == js.TypeFunction {
		f.Invoke(api)
	}
}

func validate(args []js.Value) []byte {
	var opts preflight.Options
	if o := arg(args, 3); o.Type() == js.TypeObject {
		opts.Strict = o.Get("strict").Truthy()
	}
	b := takeBuffers()
	b.request = jsonBytes(b.request[:0], arg(args, 1))
	b.facts = jsonBytes(b.facts[:0], arg(args, 2))
	var err error
	if b.report, _, err = preflight.AppendCheckJSON(b.report[:0], arg(args, 0).String(), b.request, b.facts, opts); err != nil {
		return errorJSON(err.Error())
	}
	return b.report // export copies it out before it gives the buffers back
}

// buffers hold a validate call's request, facts and report bytes, and are reused by the next
// call: a form validates on every keystroke, and in the browser's single thread every kilobyte
// of garbage a call leaves brings nearer the collection that stalls a later call. Without them
// a typical validate left 4.9 KB of garbage; with them 1 KB (docs/wasm.md).
type buffers struct {
	request, facts, report []byte
	takenAt                int // the depth of the exported call that has them; 0 when free
}

var (
	reused buffers
	depth  int // of exported calls in progress: a call inside another is deeper
)

// takeBuffers returns the reused buffers, or new ones to a call made inside another (a
// request's toJSON or getter may itself call validate while JSON.stringify reads the request).
// export gives them back once the call's result is copied out.
func takeBuffers() *buffers {
	if reused.takenAt != 0 {
		return new(buffers)
	}
	reused.takenAt = depth
	return &reused
}

// keepAtMost is the largest buffer kept for the next call: one large request should not hold
// its memory for the life of the page.
const keepAtMost = 64 << 10

// giveBack frees the reused buffers if the exported call at depth d took them.
func giveBack(d int) {
	if reused.takenAt != d {
		return
	}
	for _, p := range []*[]byte{&reused.request, &reused.facts, &reused.report} {
		if cap(*p) > keepAtMost {
			*p = nil
		}
	}
	reused.takenAt = 0
}

func classify(args []js.Value) []byte {
	status := arg(args, 1)
	if status.Type() != js.TypeNumber || status.Float() != float64(status.Int()) || status.Int() < 100 || status.Int() > 599 {
		return errorJSON("classify: status must be an HTTP status, 100 to 599")
	}
	res, err := preflight.ClassifyResponse(arg(args, 0).String(), status.Int(), jsonBytes(nil, arg(args, 2)),
		optString(arg(args, 3)), optString(arg(args, 4)))
	if err != nil {
		return errorJSON(err.Error())
	}
	return append(res.AppendJSON(nil, true), '\n')
}

// export wraps f as a JS function returning a string. A panic must not end the Go program, or
// every later call on the page would fail: it becomes an error result. Not inlined: main calls
// it four times, and each inlined copy made the closure and its deferred recovery anew, 7.6 KB
// of the module where one copy serves.
//
//go:noinline
func export(f func([]js.Value) []byte) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) (result any) {
		depth++
		defer func() {
			// Deferred, this runs once the result below is a JavaScript string: the buffers it
			// was copied from are given back only then, and a call made meanwhile took others.
			giveBack(depth)
			depth--
			if r := recover(); r != nil {
				msg := "internal error"
				switch v := r.(type) {
				case error:
					msg += ": " + v.Error()
				case string:
					msg += ": " + v
				}
				result = string(errorJSON(msg)) // not jsString: nothing here may panic again
			}
		}()
		collectWhenIdle()
		return jsString(f(args))
	})
}

// collectWhenIdle counts the calls and, every collectEvery of them, queues a collection as a
// task of its own (one at a time), which the browser runs after the current task: between
// keystrokes, when the page has nothing else to do, the collection and the finalizers of the
// calls' JavaScript values that it releases run there instead of stalling the call in which
// the pacer would have started it. Calls made back to back in one task leave no such moment,
// and the pacer collects as before.
func collectWhenIdle() {
	if calls++; calls%collectEvery == 0 && !collectQueued {
		collectQueued = true
		js.Global().Call("setTimeout", collect, 0)
	}
}

const collectEvery = 500 // about half a megabyte of garbage, 1 KB a validate

var (
	calls         int
	collectQueued bool
	collect       = js.FuncOf(func(js.Value, []js.Value) any {
		collectQueued = false
		runtime.GC()
		return nil
	})
)

// jsString makes the JavaScript string of UTF-8 text: copied into one reused Uint8Array and
// decoded there, which leaves no garbage in Go, where returning string(text) would copy it
// into a Go string for syscall/js to decode from. The text may be overwritten afterwards.
func jsString(text []byte) js.Value {
	if n := encoded.Length(); n < len(text) {
		encoded = uint8Array.New(max(len(text), 2*n))
	}
	js.CopyBytesToJS(encoded, text)
	s := textDecoder.Call("decode", encoded.Call("subarray", 0, len(text)))
	if encoded.Length() > keepAtMost { // one catalog() or large request need not hold it
		encoded = uint8Array.New(encodedSize)
	}
	return s
}

func arg(args []js.Value, i int) js.Value {
	if i < len(args) {
		return args[i]
	}
	return js.Undefined()
}

// jsonBytes appends to dst JSON text (a string, or a Uint8Array of its bytes) as it is and any
// other value through JSON.stringify. undefined and null stand for "not given", no bytes: for a
// request that gives the catalog's invalid-request finding, for facts it means none. dst is
// returned emptied rather than nil then, so that a reused buffer keeps its storage.
func jsonBytes(dst []byte, v js.Value) []byte {
	switch v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return dst[:0]
	case js.TypeString:
		return appendText(dst, v)
	}
	if v.InstanceOf(uint8Array) {
		return appendCopy(dst, v, v.Length())
	}
	s := jsonStringify.Invoke(v)
	if s.Type() != js.TypeString {
		return dst[:0]
	}
	return appendText(dst, s)
}

// appendCopy appends the first n bytes of the Uint8Array src to dst.
func appendCopy(dst []byte, src js.Value, n int) []byte {
	dst = append(dst, make([]byte, n)...)
	js.CopyBytesToGo(dst[len(dst)-n:], src)
	return dst
}

// The JavaScript values every call uses, looked up once: each lookup would be a call into
// JavaScript, and each object it returned a Go allocation with a finalizer.
var (
	jsonStringify = js.Global().Get("JSON").Get("stringify")
	uint8Array    = js.Global().Get("Uint8Array")
	textEncoder   = js.Global().Get("TextEncoder").New()
	textDecoder   = js.Global().Get("TextDecoder").New()
	encoded       = uint8Array.New(encodedSize) // appendText's and jsString's, grown for a longer text
)

const encodedSize = 4 << 10

// appendText appends the UTF-8 of the JavaScript string s to dst: encoded into one reused
// Uint8Array and copied from there, it costs the Go heap nothing when dst has room, where
// Value.String would allocate it twice. encodeInto stops before a character that does not fit,
// so when fewer than 4 bytes (the longest character) are left over, the text may not be whole
// and is encoded again into an array twice as large.
func appendText(dst []byte, s js.Value) []byte {
	for {
		n := textEncoder.Call("encodeInto", s, encoded).Get("written").Int()
		if size := encoded.Length(); n > size-4 {
			encoded = uint8Array.New(2 * size)
			continue
		}
		return appendCopy(dst, encoded, n)
	}
}

func optString(v js.Value) string {
	if v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

func errorJSON(msg string) []byte {
	b := []byte(`{"error": `)
	b = input.AppendString(b, msg)
	return append(b, "}\n"...)
}
