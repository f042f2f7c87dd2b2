package batch_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/internal/secretgen"
)

// FuzzRunRedacts: a generated card number or token in a JSON-lines record (a value, a member
// name, a repeated member name), in a line that is not JSON, in a CSV header or cell, or any
// under a CSV column named for a secret (api_key) never survives into the output lines or
// the hand-back file (Options.Invalid), which writes the records back.
func FuzzRunRedacts(f *testing.F) {
	// "4111.1111.1111.1111  123" and the same with tabs, which the review found unmasked.
	f.Add(uint8(2), []byte{3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 4, 3, 4, 3, 4, 1, 1}, false, "")
	f.Add(uint8(3), []byte{3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 1, 1}, false, "card ")
	f.Add(uint8(0), []byte{3, 1, 4, 1, 5, 9}, false, "")
	f.Add(uint8(1), []byte("eyJhbGciOi"), true, " ")
	f.Add(uint8(2), []byte{9, 2, 6, 5, 3}, false, "x")
	f.Add(uint8(3), []byte("dXNlcjpwYXNz"), true, "")
	f.Add(uint8(4), []byte{2, 7, 1, 8}, false, "beneficiary.")
	f.Add(uint8(5), []byte{3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 4, 3, 4, 3, 4, 1, 1}, false, "")
	f.Add(uint8(5), []byte("eyJhbGciOi"), true, "Bearer ")
	f.Add(uint8(6), []byte("c2tfbGl2ZQ"), true, "")
	f.Fuzz(func(t *testing.T, where uint8, seed []byte, token bool, before string) {
		var secret, digits, tok string
		if token {
			secret, tok = secretgen.Token(seed)
		} else {
			secret, digits = secretgen.Card(seed)
		}
		text := secretgen.Place(before, secret, "")
		q, _ := json.Marshal(text)
		var file string
		format := batch.JSONLines
		switch where % 7 {
		case 0:
			file = `{"reference":` + string(q) + "}\n"
		case 1:
			file = `{` + string(q) + ":1}\n"
		case 2:
			file = `{` + string(q) + ":1," + string(q) + ":2}\n"
		case 3:
			file = strings.ReplaceAll(text, "\n", " ") + "\n"
		case 4:
			format = batch.CSV
			file = `reference,"` + strings.ReplaceAll(text, `"`, `""`) + "\"\nx,1\n"
		case 5:
			// A cell: the hand-back file writes the row back.
			format = batch.CSV
			file = "reference,payment_amount\n\"" + strings.ReplaceAll(text, `"`, `""`) + "\",1\n"
		case 6:
			// A cell under a column whose name says it holds a secret.
			format = batch.CSV
			file = "reference,api_key\nx,\"" + strings.ReplaceAll(text, `"`, `""`) + "\"\n"
		}
		var out, back bytes.Buffer
		if _, err := batch.Run(strings.NewReader(file), &out, batch.Options{Operation: op, Format: format, Workers: 1, Invalid: &back}); err != nil && !errors.Is(err, batch.ErrEncoding) {
			t.Fatal(err)
		}
		if format == batch.CSV {
			cells, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(back.Bytes(), []byte("\xef\xbb\xbf")))).ReadAll()
			if err != nil {
				t.Fatalf("hand-back file: %v\n%s", err, back.Bytes())
			}
			for _, row := range cells {
				for _, c := range row {
					if secretgen.Survives(c, digits, tok) {
						t.Fatalf("%q survives in the hand-back cell %q from %q", digits+tok, c, file)
					}
				}
			}
		}
		for _, line := range strings.Split(out.String()+back.String(), "\n") {
			strs := []string{line}
			var v map[string]any
			if json.Unmarshal([]byte(line), &v) == nil {
				strs = append(strs, stringsOf(v)...)
			}
			for _, s := range strs {
				if secretgen.Survives(s, digits, tok) {
					t.Fatalf("%q survives in %q from %q", digits+tok, s, file)
				}
			}
		}
	})
}

func stringsOf(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case []any:
		var out []string
		for _, e := range v {
			out = append(out, stringsOf(e)...)
		}
		return out
	case map[string]any:
		var out []string
		for k, e := range v {
			out = append(append(out, k), stringsOf(e)...)
		}
		return out
	}
	return nil
}
