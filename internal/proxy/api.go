package proxy

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// apiPrefix is where the check API lives: a prefix the platform's paths (/v1/...) never take.
const apiPrefix = "/_preflight/"

// EnvelopeType is the Content-Type of a check API body that carries facts beside the request:
// {"request": {...}, "facts": {...}}. Any other body is the request alone, checked with the
// proxy's facts document.
const EnvelopeType = "application/vnd.preflight.check+json"

func (p *Proxy) checkAPI() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+apiPrefix+"check/{product}/{operation}", p.serveCheck)
	mux.HandleFunc("GET "+apiPrefix+"ops", func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, append(operation.AppendJSONList(nil, preflight.Operations(), true), '\n'))
	})
	mux.HandleFunc("GET "+apiPrefix+"healthz", func(w http.ResponseWriter, _ *http.Request) {
		j := jsonw.New(nil, false)
		j.Open('{')
		j.Field("status", "ok")
		j.Field("mode", p.mode())
		j.BoolField("facts", !p.facts.Load().none)
		j.Close('}')
		writeJSON(w, http.StatusOK, append(j.Buf, '\n'))
	})
	mux.Handle("GET "+apiPrefix+"metrics", promhttp.HandlerFor(p.metrics.reg, promhttp.HandlerOpts{}))
	mux.HandleFunc(apiPrefix, func(w http.ResponseWriter, r *http.Request) {
		apiError(w, http.StatusNotFound, "no such check API endpoint: "+r.Method+" "+r.URL.Path+" (POST check/{product}/{operation}, GET ops, healthz, metrics)")
	})
	return mux
}

func (p *Proxy) mode() string {
	if p.cfg.Observe {
		return "observe"
	}
	return "refuse"
}

// serveCheck answers the report of `preflight check` for the request in the body, byte for byte:
// 200 whatever the findings (the report says them), 404 for an operation that does not exist,
// 400 for facts that cannot be read or an unreadable request to an operation that documents no
// answer for it, 413 for a body over the limit.
func (p *Proxy) serveCheck(w http.ResponseWriter, r *http.Request) {
	op := r.PathValue("product") + "/" + r.PathValue("operation")
	if _, err := preflight.For(op); err != nil {
		apiError(w, http.StatusNotFound, err.Error())
		return
	}
	// Twice the request's limit leaves room for an envelope's facts; the check reports a
	// request over its own limit as the operation's "invalid request".
	limit := 2 * int64(input.DefaultLimits().MaxBytes)
	body, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		apiError(w, http.StatusBadRequest, "reading the body: "+err.Error())
		return
	}
	if int64(len(body)) > limit {
		apiError(w, http.StatusRequestEntityTooLarge, "the body is over the check API's limit of 2 MiB")
		return
	}
	request, factsDoc := body, p.facts.Load().raw
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct == EnvelopeType {
		var env struct {
			Request json.RawMessage `json:"request"`
			Facts   json.RawMessage `json:"facts"`
		}
		if err := json.Unmarshal(body, &env); err != nil {
			apiError(w, http.StatusBadRequest, "an "+EnvelopeType+" body is {\"request\": ..., \"facts\": ...}: "+err.Error())
			return
		}
		request, factsDoc = env.Request, nil
		if len(env.Facts) > 0 && string(env.Facts) != "null" {
			factsDoc = env.Facts
		}
	}
	js, rep, err := preflight.CheckJSON(op, request, factsDoc, preflight.Options{Strict: p.cfg.Strict})
	if err != nil {
		var ue *preflight.UnreadableError
		if errors.As(err, &ue) {
			p.metrics.checks.WithLabelValues(op, "unreadable").Inc()
		}
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	result := "valid"
	if !rep.Valid {
		result = "findings"
	}
	p.metrics.checks.WithLabelValues(op, result).Inc()
	writeJSON(w, http.StatusOK, js)
}

func writeJSON(w http.ResponseWriter, status int, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(b)
}

// apiError answers {"error": msg}, the message redacted: it may quote the request.
func apiError(w http.ResponseWriter, status int, msg string) {
	j := jsonw.New(nil, false)
	j.Open('{')
	j.Field("error", redact.Text(strings.TrimSpace(msg)))
	j.Close('}')
	writeJSON(w, status, append(j.Buf, '\n'))
}
