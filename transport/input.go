package transport

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/idempotency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
)

func fingerprint(v input.Value) string { return idempotency.FingerprintValue(v) }

func idempotencyMatches(op *operation.Operation, endpoint string, v input.Value) bool {
	return idempotency.Matches(op, endpoint, v)
}

func payloadMismatch(n operation.Name) errcatalog.ID { return idempotency.PayloadMismatch(n) }
