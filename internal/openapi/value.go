package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/jsonw"
)

// The document is built as a tree of values and written twice, as JSON and as YAML, so that
// both say the same thing in the same order. A value is an obj, a []any, a string, an int or a
// bool.

// member is one member of an object.
type member struct {
	key string
	val any
}

// obj is a JSON object whose members keep the order they were set in.
type obj struct{ members []member }

// set sets key to v, in place when key is already there.
func (o *obj) set(key string, v any) *obj {
	for i := range o.members {
		if o.members[i].key == key {
			o.members[i].val = v
			return o
		}
	}
	o.members = append(o.members, member{key, v})
	return o
}

// get returns the value of key, nil when absent.
func (o *obj) get(key string) any {
	for _, m := range o.members {
		if m.key == key {
			return m.val
		}
	}
	return nil
}

// del removes key.
func (o *obj) del(key string) {
	for i := range o.members {
		if o.members[i].key == key {
			o.members = append(o.members[:i], o.members[i+1:]...)
			return
		}
	}
}

// child returns the object at key, making it when absent.
func (o *obj) child(key string) *obj {
	if c, ok := o.get(key).(*obj); ok {
		return c
	}
	c := &obj{}
	o.set(key, c)
	return c
}

// object builds an object from key, value pairs.
func object(kv ...any) *obj {
	o := &obj{}
	for i := 0; i+1 < len(kv); i += 2 {
		o.set(kv[i].(string), kv[i+1])
	}
	return o
}

func strs(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}

// parse reads JSON text into a tree, keeping the order of members. Numbers must be integers:
// the texts parsed here (schemas and error bodies preflight writes) hold no others.
func parse(text []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	v, err := parseValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("openapi: text after the JSON value")
	}
	return v, nil
}

func parseValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			o := &obj{}
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := parseValue(dec)
				if err != nil {
					return nil, err
				}
				o.set(k.(string), v)
			}
			_, err := dec.Token()
			return o, err
		}
		list := []any{}
		for dec.More() {
			v, err := parseValue(dec)
			if err != nil {
				return nil, err
			}
			list = append(list, v)
		}
		_, err := dec.Token()
		return list, err
	case json.Number:
		n, err := strconv.Atoi(string(t))
		if err != nil {
			return nil, errors.New("openapi: a number that is not an integer: " + string(t))
		}
		return n, nil
	case string, bool:
		return t, nil
	}
	return nil, errors.New("openapi: null has no place in the document")
}

// writeJSON writes v with package jsonw, indented as the command line prints JSON.
func writeJSON(v any) []byte {
	w := jsonw.New(nil, true)
	jsonValue(w, v)
	return append(w.Buf, '\n')
}

func jsonValue(w *jsonw.Writer, v any) {
	switch t := v.(type) {
	case *obj:
		w.Open('{')
		for _, m := range t.members {
			w.Key(m.key)
			jsonValue(w, m.val)
		}
		w.Close('}')
	case []any:
		w.Open('[')
		for _, x := range t {
			w.Item()
			jsonValue(w, x)
		}
		w.Close(']')
	case string:
		w.Str(t)
	case int:
		w.Int(int64(t))
	case bool:
		w.Bool(t)
	default:
		panic("openapi: a value of no JSON type in the document")
	}
}

// writeYAML writes the object o as YAML in block style. Every string and key is a double-quoted
// scalar in JSON's escapes, which YAML 1.2 reads the same way, so no text can be mistaken for a
// number, a boolean, a comment or a key; an empty object or list is written {} or [].
func writeYAML(o *obj) []byte {
	if len(o.members) == 0 {
		return []byte("{}\n")
	}
	return yamlMembers(nil, o, 0)
}

func indent(b []byte, depth int) []byte {
	for i := 0; i < depth; i++ {
		b = append(b, ' ', ' ')
	}
	return b
}

// yamlMembers writes o's members, each on its own line at depth.
func yamlMembers(b []byte, o *obj, depth int) []byte {
	for _, m := range o.members {
		b = indent(b, depth)
		b = input.AppendString(b, m.key)
		b = append(b, ':')
		b = yamlAfterKey(b, m.val, depth+1)
	}
	return b
}

// yamlAfterKey writes a value after "key:" or "-": a scalar or an empty container on the same
// line, else the container's lines below at depth.
func yamlAfterKey(b []byte, v any, depth int) []byte {
	switch t := v.(type) {
	case *obj:
		if len(t.members) > 0 {
			b = append(b, '\n')
			return yamlMembers(b, t, depth)
		}
	case []any:
		if len(t) > 0 {
			b = append(b, '\n')
			return yamlItems(b, t, depth)
		}
	}
	b = append(b, ' ')
	b = yamlScalar(b, v)
	return append(b, '\n')
}

func yamlItems(b []byte, list []any, depth int) []byte {
	for _, x := range list {
		b = indent(b, depth)
		b = append(b, '-')
		if o, ok := x.(*obj); ok && len(o.members) > 0 {
			// The object's first member follows "- " on the same line, the others align with it.
			b = append(b, ' ')
			for i, m := range o.members {
				if i > 0 {
					b = indent(b, depth+1)
				}
				b = input.AppendString(b, m.key)
				b = append(b, ':')
				b = yamlAfterKey(b, m.val, depth+2)
			}
			continue
		}
		b = yamlAfterKey(b, x, depth+1)
	}
	return b
}

func yamlScalar(b []byte, v any) []byte {
	switch t := v.(type) {
	case *obj:
		return append(b, "{}"...)
	case []any:
		return append(b, "[]"...)
	case string:
		return input.AppendString(b, t)
	case int:
		return strconv.AppendInt(b, int64(t), 10)
	case bool:
		return strconv.AppendBool(b, t)
	}
	panic("openapi: a value of no JSON type in the document")
}
