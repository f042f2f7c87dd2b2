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
	"syscall"
	"syscall/js"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/input"
)

func main() {
	api := js.Global().Get("Object").New()
	api.Set("validate", export(validate))
	api.Set("requirements", export(requirements))
	api.Set("classify", export(classify))
	api.Set("catalog", export(func([]js.Value) []byte { return preflight.CatalogJSON() }))
	register(api)
	warm()
	select {} // the functions above stay callable for the life of the page
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
	out, _, err := preflight.CheckJSON(arg(args, 0).String(), jsonBytes(arg(args, 1)), jsonBytes(arg(args, 2)), opts)
	if err != nil {
		return errorJSON(err.Error())
	}
	return out
}

func classify(args []js.Value) []byte {
	status := arg(args, 1)
	if status.Type() != js.TypeNumber || status.Float() != float64(status.Int()) || status.Int() < 100 || status.Int() > 599 {
		return errorJSON("classify: status must be an HTTP status, 100 to 599")
	}
	res, err := preflight.ClassifyResponse(arg(args, 0).String(), status.Int(), jsonBytes(arg(args, 2)),
		optString(arg(args, 3)), optString(arg(args, 4)))
	if err != nil {
		return errorJSON(err.Error())
	}
	return append(res.AppendJSON(nil, true), '\n')
}

// export wraps f as a JS function returning a string. A panic must not end the Go program, or
// every later call on the page would fail: it becomes an error result.
func export(f func([]js.Value) []byte) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) (result any) {
		defer func() {
			if r := recover(); r != nil {
				msg := "internal error"
				switch v := r.(type) {
				case error:
					msg += ": " + v.Error()
				case string:
					msg += ": " + v
				}
				result = string(errorJSON(msg))
			}
		}()
		return string(f(args))
	})
}

func arg(args []js.Value, i int) js.Value {
	if i < len(args) {
		return args[i]
	}
	return js.Undefined()
}

// jsonBytes takes JSON text (a string, or a Uint8Array of its bytes) as it is and any other
// value through JSON.stringify. undefined and null stand for "not given" (nil): for a request
// that gives the catalog's invalid-request finding, for facts it means none.
func jsonBytes(v js.Value) []byte {
	switch v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return nil
	case js.TypeString:
		return []byte(v.String())
	}
	if v.InstanceOf(js.Global().Get("Uint8Array")) {
		b := make([]byte, v.Get("length").Int())
		js.CopyBytesToGo(b, v)
		return b
	}
	s := js.Global().Get("JSON").Call("stringify", v)
	if s.Type() != js.TypeString {
		return nil
	}
	return []byte(s.String())
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
