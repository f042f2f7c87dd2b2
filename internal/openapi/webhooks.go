package openapi

import (
	"strconv"

	"github.com/preflightpay/preflight/webhook"
)

// The webhook section holds the events the specification defines: the three stocks order stages
// and the declined card transaction, each an HTTP POST of the envelope, signed as package webhook
// verifies it.

// signature is how x-wk-signature is made, in the specification's steps.
const signature = "x-wk-signature is the lower-case hex digest of HMAC-SHA512 with the endpoint's signing secret as the key, " +
	"over the raw request body as received (before any JSON re-formatting) followed directly by the x-wk-timestamp value as a string. " +
	"It is sent only when the webhook is configured with a secret. Compare it with the digest you compute, then accept only a timestamp " +
	"within your own tolerance of the current time. `preflight webhook verify` and package webhook's Verifier do both."

const delivery = "Delivered as an HTTP POST with content-type application/json to the subscriber's HTTPS endpoint; HTTP 200 acknowledges it. " +
	"Unacknowledged, it is resent 5^n seconds after the n-th failure, at most 7 retries within 24 hours; a redelivery reuses event_id " +
	"(deduplicate on it), and events may arrive in any order (x-wk-timestamp may order them)."

type event struct {
	key, summary string
	typ, name    string
	data         *obj
}

func webhooks() *obj {
	events := []event{
		{webhook.EventTypeOrderProcessing, "A stocks order was accepted and is processing (status PENDING).", webhook.EventTypeOrderProcessing, webhook.EventNameStocksOrder, stocksData(webhook.StatusPending)},
		{webhook.EventTypeOrderCompleted, "A stocks order completed (status SUCCESS).", webhook.EventTypeOrderCompleted, webhook.EventNameStocksOrder, stocksData(webhook.StatusSuccess)},
		{webhook.EventTypeOrderFailed, "A stocks order failed (status FAILED).", webhook.EventTypeOrderFailed, webhook.EventNameStocksOrder, stocksData(webhook.StatusFailed)},
		{webhook.EventNameTransactionDeclined, "A card transaction was declined (the specification's issuing sample).", webhook.EventTypeIssuing, webhook.EventNameTransactionDeclined, ref("schemas", "IssuingTransaction")},
	}
	out := &obj{}
	for _, e := range events {
		body := object("allOf", []any{
			ref("schemas", "WebhookEnvelope"),
			object("properties", object(
				"event_type", object("const", e.typ),
				"event_name", object("const", e.name),
				"data", e.data,
			)),
		})
		out.set(e.key, object("post", object(
			"operationId", "webhook."+e.key,
			"summary", e.summary,
			"description", delivery+" "+signature,
			"tags", []any{"webhooks"},
			"parameters", []any{
				object("name", webhook.HeaderTimestamp, "in", "header", "required", true,
					"description", "Integer timestamp (Unix epoch seconds); it is part of the signed text.",
					"schema", object("type", "string", "pattern", `^[0-9]+$`)),
				object("name", webhook.HeaderSignature, "in", "header",
					"description", signature,
					"schema", object("type", "string", "pattern", "^[0-9a-f]{"+strconv.Itoa(webhook.SignatureLen)+"}$")),
			},
			"requestBody", object("required", true, "content", object("application/json", object("schema", body))),
			"responses", object("200", object("description", "Acknowledges the event. Process it apart from the acknowledgement, so that the delivery does not time out.")),
			"x-preflight-signature", object(
				"algorithm", "HMAC-SHA512",
				"key", "the endpoint's signing secret",
				"message", "raw body + "+webhook.HeaderTimestamp,
				"encoding", "lower-case hex",
				"header", webhook.HeaderSignature,
			),
		)))
	}
	return out
}

// stocksData is data of a stocks order event at the stage whose order carries status.
func stocksData(status webhook.OrderStatus) *obj {
	null := object("type", "null")
	text := object("type", "string")
	order := object("properties", object("status", object("const", string(status))), "required", []any{"status"})
	props := order.get("properties").(*obj)
	switch status {
	case webhook.StatusPending:
		props.set("completed_at", null).set("failed_at", null).set("failure_code", null).set("failure_message", null)
	case webhook.StatusSuccess:
		props.set("completed_at", text).set("failed_at", null).set("failure_code", null).set("failure_message", null)
		order.set("required", []any{"status", "completed_at"})
	case webhook.StatusFailed:
		props.set("completed_at", null).set("failed_at", text).set("failure_code", text).set("failure_message", text)
		order.set("required", []any{"status", "failed_at", "failure_code", "failure_message"})
	}
	return object("type", "object", "required", []any{"order"}, "properties", object(
		"order", object("allOf", []any{ref("schemas", "StocksOrder"), order}),
	))
}

func webhookSchemas(schemas *obj) {
	text := func(desc string) *obj { return object("type", "string", "description", desc) }
	uuid := object("type", "string", "pattern", `^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
	nullText := object("type", []any{"string", "null"})
	stamp := object("type", "string", "pattern", `^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$`, "description", "YYYY-MM-DD HH:MM:SS")
	schemas.set("WebhookEnvelope", object(
		"description", "The webhook event envelope.",
		"type", "object",
		"properties", object(
			"version", object("type", "string", "pattern", `^V[0-9]+\.[0-9]+\.[0-9]+$`, "description", "Envelope version, shaped V<major>.<minor>.<patch>"),
			"event_type", text("Stage or family of the event"),
			"event_name", text("Name of the event"),
			"event_id", object("allOf", []any{uuid}, "description", "Unique per event; the same value is reused on every redelivery of that event"),
			"data", object("type", "object", "description", "Event-specific content"),
		),
		"required", []any{"version", "event_type", "event_name", "event_id", "data"},
	))
	schemas.set("StocksOrder", object(
		"description", "data.order: the snapshot of the order at the time of the event. The specification fixes completed_at, failed_at, failure_code, failure_message and status; "+
			"the names of execution quantity, execution price, cash amount, fees, total amount and every other field: not shown.",
		"type", "object",
		"properties", object(
			"status", object("enum", strs([]string{string(webhook.StatusPending), string(webhook.StatusSuccess), string(webhook.StatusFailed)})),
			"completed_at", nullText,
			"failed_at", nullText,
			"failure_code", object("type", []any{"string", "null"}, "examples", strs([]string{webhook.FailureOrderFailed, webhook.FailureQuoteExpired})),
			"failure_message", nullText,
		),
	))
	merchant := object("type", "object", "properties", object(
		"category_code", object("type", "number"),
		"city", object("type", "string"),
		"country", object("type", "string"),
		"name", object("type", "string"),
	))
	schemas.set("IssuingTransaction", object(
		"description", "data of an issuing transaction event.",
		"type", "object",
		"properties", object(
			"card_id", uuid,
			"card_number", text("masked: all but the last digits replaced by *"),
			"card_order_id", uuid,
			"transaction_id", uuid,
			"transaction_type", object("type", "string", "examples", []any{"AUTHORIZATION"}),
			"authorization_code", object("type", "number"),
			"billing_amount", object("type", "number"),
			"billing_currency", text("currency code"),
			"transaction_amount", object("type", "number"),
			"transaction_currency", text("currency code"),
			"transaction_time", stamp,
			"posted_time", stamp,
			"merchant_data", object("type", "array", "items", merchant),
			"description", text("free text reason such as a decline reason"),
			"transaction_status", object("type", "string", "examples", []any{"DECLINED"}),
		),
	))
}
