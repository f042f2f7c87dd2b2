package preflight

import (
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
)

// engine is a Checker as the module's own consumers (batch, the mock, the transport, the command
// line) use it through internal/door: with the engine's types, which are not this package's API.
// It is registered in every build, the WASM one too, so that batch and the module's other
// consumers work wherever the library is compiled (their tests run under js/wasm too).
type engine struct{ *Checker }

func (e engine) Operation() *operation.Operation { return e.op }

func (e engine) CheckValue(request input.Value, f *facts.Facts, b *report.Builder) error {
	return e.checkValue(request, f, b)
}

func (e engine) Unreadable(b *report.Builder, field, why string) bool {
	return e.unreadable(b, field, why)
}

func init() {
	door.Register(func(name string) (door.Checker, error) {
		k, err := For(name)
		if err != nil {
			return nil, err
		}
		return engine{k}, nil
	})
}
