package preflight

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// maxReasonText bounds a reason's text whatever the request holds: a sentence, and at most a few
// values each cut at reason.MaxQuote bytes.
const maxReasonText = 600

// TestNoReasonQuotesAWholeValue gives every operation's rules a 100 KB value in every string
// field, one field at a time (the fields of the golden requests, each path once per operation),
// and a 100 KB member name and number literal, and requires every reason, and the reason an
// unreadable request gives, to stay within maxReasonText bytes.
func TestNoReasonQuotesAWholeValue(t *testing.T) {
	bigs := []string{strings.Repeat("A", 100_000), strings.Repeat("9", 100_000)}
	seen := map[string]bool{}
	check := func(op, what string, req []byte) {
		r, err := Check(op, req, nil, Options{})
		if err != nil {
			if len(err.Error()) > maxReasonText {
				t.Errorf("%s, %s: an error of %d bytes: %.120s", op, what, len(err.Error()), err)
			}
			return
		}
		for _, is := range append(r.Errors, r.Warnings...) {
			if len(is.Reason.Text) > maxReasonText {
				t.Errorf("%s, %s: %s has a reason of %d bytes: %.120s", op, what, is.Reason.Code, len(is.Reason.Text), is.Reason.Text)
			}
		}
		if r.Unreadable != nil && len(r.Unreadable.Error()) > maxReasonText {
			t.Errorf("%s, %s: the unreadable request's reason has %d bytes", op, what, len(r.Unreadable.Error()))
		}
	}
	for _, op := range OperationNames() {
		for _, big := range bigs {
			check(op, "a long member name", []byte(`{"`+big+`":1,"`+big+`":2}`))
			check(op, "a long number", []byte(`{"amount":1-`+big+`}`))
		}
	}
	paths, err := filepath.Glob("testdata/golden/*/*/*/request.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no golden requests: %v", err)
	}
	for _, p := range paths {
		parts := strings.Split(filepath.ToSlash(p), "/")
		op := parts[2] + "/" + parts[3]
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if json.Unmarshal(b, &v) != nil {
			continue
		}
		for _, leaf := range stringLeaves(v, "") {
			if seen[op+" "+leaf] {
				continue
			}
			seen[op+" "+leaf] = true
			for _, big := range bigs {
				var w any
				json.Unmarshal(b, &w)
				req, _ := json.Marshal(replaceAt(w, leaf, "", big))
				check(op, leaf, req)
			}
		}
	}
	if len(seen) < 150 {
		t.Fatalf("only %d fields tried", len(seen))
	}
}

// stringLeaves lists the paths of v's strings ("beneficiary.address.country", "items.0.name").
func stringLeaves(v any, path string) []string {
	var out []string
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			out = append(out, stringLeaves(x[k], path+"."+k)...)
		}
	case []any:
		for i, e := range x {
			out = append(out, stringLeaves(e, path+"."+strconv.Itoa(i))...)
		}
	case string:
		out = append(out, path)
	}
	return out
}

// replaceAt sets the string at path to s.
func replaceAt(v any, path, at, s string) any {
	if at == path {
		return s
	}
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = replaceAt(e, path, at+"."+k, s)
		}
	case []any:
		for i, e := range x {
			x[i] = replaceAt(e, path, at+"."+strconv.Itoa(i), s)
		}
	}
	return v
}
