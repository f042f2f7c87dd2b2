package proxy

import (
	"io"
	"log/slog"

	"github.com/preflightpay/preflight/internal/redact"
)

// NewLogger writes the proxy's lines to w as slog JSON lines, every string and error in them
// (the message, operator reports, upstream errors) redacted as the operator reports are: API
// keys, tokens and card numbers masked. The proxy never logs a request's headers.
func NewLogger(w io.Writer, level slog.Level) *slog.Logger {
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level, ReplaceAttr: redactAttr}))
}

func redactAttr(_ []string, a slog.Attr) slog.Attr {
	switch v := a.Value; v.Kind() {
	case slog.KindString:
		a.Value = slog.StringValue(redact.Text(v.String()))
	case slog.KindAny:
		switch x := v.Any().(type) {
		case error:
			a.Value = slog.StringValue(redact.Text(x.Error()))
		case []string:
			out := make([]string, len(x))
			for i, s := range x {
				out[i] = redact.Text(s)
			}
			a.Value = slog.AnyValue(out)
		}
	}
	return a
}
