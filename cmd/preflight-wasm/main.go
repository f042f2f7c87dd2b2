//go:build js && wasm

// Command preflight-wasm is the front door for browsers and Node: built with
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' ./cmd/preflight-wasm
//
// and started with Go's wasm_exec.js, it sets globalThis.preflight with
//
//	validate(op, input, facts?, options?)               the report, as `preflight check` prints it;
//	                                                    options {strict: true} is check --strict
//	requirements(query)                                 what a corridor requires of a beneficiary
//	classify(op, status, body, responseID?, requestTime?) as `preflight classify` prints it
//	catalog()                                           as `preflight catalog` prints it
//
// Inputs may be objects or JSON strings; each function returns a JSON string. A usage problem
// (an unknown operation, facts that cannot be read) returns {"error": "..."} instead. This file
// only converts values: every rule lives behind the root package's front door.
package main

import (
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
	js.Global().Set("preflight", api)
	warm()
	select {} // the functions above stay callable for the life of the page
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
