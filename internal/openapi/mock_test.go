//go:build !js

package openapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	_ "github.com/preflightpay/preflight" // registers the checkers the mock's front door runs
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/goldenhttp"
	"github.com/preflightpay/preflight/internal/openapi"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/mock"
)

// TestMockAnswersValidateAgainstTheDocument sends every golden request, as HTTP, to a mock with
// its default account and holds each answer to the document with libopenapi-validator's response
// validator (a documented status, its body schema, x-response-id), and each refusal's entry to
// the examples the document lists for the operation and status.
func TestMockAnswersValidateAgainstTheDocument(t *testing.T) {
	doc, err := openapi.Document("", openapi.JSON)
	if err != nil {
		t.Fatal(err)
	}
	d, err := libopenapi.NewDocument(doc)
	if err != nil {
		t.Fatal(err)
	}
	v, errs := validator.NewValidator(d)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	examples := documentedExamples(t, doc)
	m, err := mock.New(mock.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	srv := httptest.NewServer(m)
	defer srv.Close()

	dirs, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "golden", "*", "*", "*"))
	sent, refused := 0, 0
	for _, dir := range dirs {
		parts := strings.Split(filepath.ToSlash(dir), "/")
		op, _ := operation.Lookup(parts[len(parts)-3] + "/" + parts[len(parts)-2])
		request, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatal(err)
		}
		target, body, why := goldenhttp.Request(op, request)
		if why != "" {
			continue
		}
		newRequest := func(base string) *http.Request {
			req, err := http.NewRequest(op.Method, base+target, bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			if body != nil {
				req.Header.Set("Content-Type", "application/json")
			}
			return req
		}
		res, err := srv.Client().Do(newRequest(srv.URL))
		if err != nil {
			t.Fatal(err)
		}
		sent++
		answer, _ := io.ReadAll(res.Body)
		res.Body.Close()
		res.Body = io.NopCloser(bytes.NewReader(answer))
		if ok, errs := v.ValidateHttpResponse(newRequest(openapi.MockAddress), res); !ok {
			for _, e := range errs {
				t.Errorf("%s: the mock's %d answer is not the document's: %s: %s", dir, res.StatusCode, e.Message, e.Reason)
			}
		}
		if res.StatusCode < 400 || res.Header.Get("X-Mock-Undocumented") != "" {
			continue
		}
		if op.Method == http.MethodGet && body != nil {
			// A query parameter of a JSON type HTTP has no query text for (an array) went in a
			// GET's body: the check's "invalid request", outside what the document describes.
			continue
		}
		// The entry the mock answered is one of the examples the document lists for the
		// operation and status.
		refused++
		c := classify.Classify(classify.Request{Operation: string(op.Name), HTTPStatus: res.StatusCode, Body: answer})
		if !c.Matched || examples[openapi.OperationID(op)+" "+strconv.Itoa(res.StatusCode)][c.ID] == nil {
			t.Errorf("%s: the mock answered %d %s (%s), which the document does not list for %s", dir, res.StatusCode, answer, c.ID, op.Name)
		}
	}
	// The validator is not vacuous: a legacy body whose code is text, an undocumented status and
	// a missing x-response-id are refused.
	for _, bad := range []struct {
		status int
		body   string
		id     bool
	}{{400, `{"code":"400","message":"invalid request"}`, true}, {418, `{"code":400,"message":"invalid request"}`, true}, {400, `{"code":400,"message":"invalid request"}`, false}} {
		req, _ := http.NewRequest(http.MethodGet, openapi.MockAddress+"/v1/balances", nil)
		res := &http.Response{StatusCode: bad.status, Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(strings.NewReader(bad.body)), Request: req}
		if bad.id {
			res.Header.Set("x-response-id", "r-1")
		}
		if ok, _ := v.ValidateHttpResponse(req, res); ok {
			t.Errorf("%d %s (x-response-id %v) validates", bad.status, bad.body, bad.id)
		}
	}
	t.Logf("%d answers validated; %d refusals, each a documented example", sent, refused)
	if sent < 300 || refused < 100 {
		t.Errorf("only %d answers, %d refusals", sent, refused)
	}
}

// documentedExamples maps "operationId status" to the names of the examples of that response.
func documentedExamples(t *testing.T, doc []byte) map[string]map[string]any {
	var d struct {
		Paths map[string]map[string]struct {
			OperationID string `json:"operationId"`
			Responses   map[string]struct {
				Content map[string]struct {
					Examples map[string]any `json:"examples"`
				} `json:"content"`
			} `json:"responses"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for _, item := range d.Paths {
		for _, op := range item {
			for status, r := range op.Responses {
				out[op.OperationID+" "+status] = r.Content["application/json"].Examples
			}
		}
	}
	return out
}
