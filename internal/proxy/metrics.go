package proxy

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics are the proxy's Prometheus metrics, on a registry of its own so that two proxies in
// one process (the tests) do not share counters. docs/proxy.md lists them.
type metrics struct {
	reg          *prometheus.Registry
	requests     *prometheus.CounterVec
	refusals     *prometheus.CounterVec
	upstream     *prometheus.HistogramVec
	retries      *prometheus.CounterVec
	findings     *prometheus.CounterVec
	ledgerErrors prometheus.Counter
	checks       *prometheus.CounterVec
}

func newMetrics() *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "preflight_proxy_requests_total",
			Help: "Requests proxied, by operation (\"none\" when no operation matched) and outcome (refused, forwarded, passed, upstream_unreachable, upstream_timeout, ledger_unavailable, canceled).",
		}, []string{"operation", "outcome"}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "preflight_proxy_refusals_total",
			Help: "Requests answered locally with the platform's answer, by catalog entry.",
		}, []string{"entry"}),
		upstream: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "preflight_proxy_upstream_seconds",
			Help:    "Time from sending an attempt upstream to its response headers, by operation.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"operation"}),
		retries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "preflight_proxy_retries_total",
			Help: "Attempts sent upstream after a request's first (LATER answers and network errors of requests with an idempotency key), by operation.",
		}, []string{"operation"}),
		findings: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "preflight_proxy_findings_total",
			Help: "Findings of forwarded requests (every request in observe mode, predictions in refuse mode), by catalog entry and kind (error, prediction).",
		}, []string{"entry", "kind"}),
		ledgerErrors: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "preflight_proxy_ledger_errors_total",
			Help: "Idempotency ledger calls that failed (the request was sent unrecorded under fail-open, answered 503 under fail-closed).",
		}),
		checks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "preflight_proxy_checks_total",
			Help: "Check API calls, by operation and result (valid, findings, unreadable).",
		}, []string{"operation", "result"}),
	}
	m.reg.MustRegister(m.requests, m.refusals, m.upstream, m.retries, m.findings, m.ledgerErrors, m.checks,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}
