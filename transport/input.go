package transport

import (
	"bytes"
	"net/url"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/idempotency"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/operation"
)

// BuildInput builds the input object the operation's rules read from the parts of an HTTP
// request: its path parameters (params, by name, as operation.Match returns them), its query
// and its JSON body. A name given in more than one place takes the value of the first of: the
// path parameter, the query parameter, the body member; the path addresses the resource the
// platform acts on. Query parameters count only when the operation names them as query inputs,
// and a repeated one gives its first value. An empty body is an empty object. A body that is not
// one JSON object within input.DefaultLimits() is returned as preflight.Read's error, as the
// front door reports it (the operation's "invalid request").
func BuildInput(op *operation.Operation, params map[string]string, query url.Values, body []byte) (input.Value, error) {
	var bodyValue input.Value
	if len(bytes.TrimSpace(body)) > 0 {
		v, err := preflight.Read(body, preflight.Options{})
		if err != nil {
			return input.Value{}, err
		}
		bodyValue = v
	}
	members := make([]input.Member, 0, len(params)+len(bodyValue.Members())+2)
	taken := func(name string) bool {
		for _, m := range members {
			if m.Key == name {
				return true
			}
		}
		return false
	}
	for _, in := range op.Inputs {
		if in.In == operation.InPath {
			if v, ok := params[in.Name]; ok {
				members = append(members, input.Member{Key: in.Name, Value: input.NewString(v)})
			}
		}
	}
	for _, in := range op.Inputs {
		if in.In == operation.InQuery && !taken(in.Name) {
			if vs, ok := query[in.Name]; ok && len(vs) > 0 {
				members = append(members, input.Member{Key: in.Name, Value: input.NewString(vs[0])})
			}
		}
	}
	pathAndQuery := len(members)
	for _, m := range bodyValue.Members() {
		if pathAndQuery == 0 || !taken(m.Key) {
			members = append(members, m)
		}
	}
	return input.NewObject(members...), nil
}

func fingerprint(v input.Value) string { return idempotency.FingerprintValue(v) }

func idempotencyMatches(op *operation.Operation, endpoint string, v input.Value) bool {
	return idempotency.Matches(op, endpoint, v)
}

func payloadMismatch(n operation.Name) errcatalog.ID { return idempotency.PayloadMismatch(n) }
