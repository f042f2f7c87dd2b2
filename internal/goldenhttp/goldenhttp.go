// Package goldenhttp turns a golden case's request, the operation's named inputs in one JSON
// object, into the HTTP request that carries them: path parameters into the path, query
// parameters into the query string, the other members as the body in the order the case has
// them. The mock's agreement test and the OpenAPI document's request validation send the golden
// cases this one way.
package goldenhttp

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/preflightpay/preflight/internal/operation"
)

// Request returns the target (path and query) and the body that carry a request to op. A
// request that is not a JSON object goes as the body, with "x" for each path parameter. why
// says what HTTP cannot carry as the case has it (a path parameter that is not a plain non-empty
// string), and is "" when the request is carried whole. A query parameter that is a JSON number
// travels as its text; one of another JSON type, or a string with control characters, stays in
// the body, where the check reads it as the case has it.
func Request(op *operation.Operation, request []byte) (target string, body []byte, why string) {
	path, query := op.Path, url.Values{}
	var obj map[string]json.RawMessage
	if json.Unmarshal(request, &obj) != nil || obj == nil {
		for _, in := range op.Inputs {
			if in.In == operation.InPath {
				path = strings.Replace(path, "{"+in.Name+"}", "x", 1)
			}
		}
		return path, request, ""
	}
	for _, in := range op.Inputs {
		raw, ok := obj[in.Name]
		var s string
		isString := ok && json.Unmarshal(raw, &s) == nil
		switch in.In {
		case operation.InPath:
			if !isString || s == "" || s != strings.TrimSpace(s) || strings.ContainsAny(s, "/?#%") || !HeaderSafe(s) {
				return "", nil, "a path parameter that is not a plain non-empty string"
			}
			path = strings.Replace(path, "{"+in.Name+"}", url.PathEscape(s), 1)
			delete(obj, in.Name)
		case operation.InQuery:
			if op.Method != http.MethodGet {
				continue
			}
			var n json.Number
			switch {
			case isString && utf8Plain(s):
				query.Set(in.Name, s)
				delete(obj, in.Name)
			case ok && json.Unmarshal(raw, &n) == nil:
				query.Set(in.Name, n.String())
				delete(obj, in.Name)
			}
		}
	}
	target = path
	if len(query) > 0 {
		target += "?" + query.Encode()
	}
	if len(obj) > 0 {
		b, err := reencode(request, obj)
		if err != nil {
			return "", nil, "a body that cannot be written again: " + err.Error()
		}
		body = b
	}
	return target, body, ""
}

// reencode writes the members left in obj in the order the request had them, so that rules
// that read members in order see the same order.
func reencode(request []byte, obj map[string]json.RawMessage) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(request))
	dec.Token() // {
	var out bytes.Buffer
	out.WriteByte('{')
	first := true
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		name := k.(string)
		if _, keep := obj[name]; !keep {
			continue
		}
		if !first {
			out.WriteByte(',')
		}
		first = false
		kb, _ := json.Marshal(name)
		out.Write(kb)
		out.WriteByte(':')
		out.Write(v)
		delete(obj, name) // a repeated member is written once, as the reader keeps one
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

func utf8Plain(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r == 0xfffd {
			return false
		}
	}
	return true
}

// HeaderSafe reports whether s can travel as an HTTP header value as it is: printable ASCII, not
// empty, no white space around it.
func HeaderSafe(s string) bool {
	if s == "" || s != strings.TrimSpace(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x7f {
			return false
		}
	}
	return true
}
