package bidi

import (
	"fmt"
	"testing"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

func TestFindReportsEveryBidiControl(t *testing.T) {
	tests := []struct {
		in   string
		want rune
		ok   bool
	}{
		{"Jane Doe", 0, false},
		{"Jane \u202eeoD", 0x202E, true},
		{"\u202aLRE", 0x202A, true},
		{"isolate \u2066x\u2069", 0x2066, true},
		{"mark\u200e", 0x200E, true},
		{"mark\u200f", 0x200F, true},
		{"arabic mark \u061c", 0x061C, true},
		{"en dash \u2013 and ellipsis \u2026", 0, false}, // same lead byte, not controls
		{"zero width space \u200b", 0, false},
		{"Jаne (Cyrillic a)", 0, false},
		{"\xe2", 0, false}, // a truncated sequence is not a control
		{"", 0, false},
	}
	for _, tt := range tests {
		got, ok := Find(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Find(%q) = %U, %v; want %U, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestNameWritesCodePoints(t *testing.T) {
	for r, want := range map[rune]string{0x202E: "U+202E", 0x61C: "U+061C", 0x200f: "U+200F"} {
		if got := Name(r); got != want {
			t.Errorf("Name(%U) = %q, want %q", r, got, want)
		}
	}
}

func FuzzFind(f *testing.F) {
	for _, s := range []string{"", "Jane \u202eeoD", "\u2013", "\xe2\x80", "\u061c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, wantOK := rune(0), false
		for _, r := range s {
			if Control(r) {
				want, wantOK = r, true
				break
			}
		}
		if got, ok := Find(s); got != want || ok != wantOK {
			t.Fatalf("Find(%q) = %U, %v; a rune scan says %U, %v", s, got, ok, want, wantOK)
		}
	})
}

func ExampleFind() {
	r, ok := Find("Jane \u202eeoD")
	fmt.Println(Name(r), ok)
	// Output: U+202E true
}

func BenchmarkFind(b *testing.B) {
	b.ReportAllocs()
	s := "Invoice 2026-118 for consulting services, paid in full — thank you"
	for i := 0; i < b.N; i++ {
		Find(s)
	}
}

func ExampleCheck() {
	v, _ := input.ParseObject([]byte(`{"beneficiary":{"account_holder":"Jane \u202eeoD"},"reference":"ok"}`), input.Limits{})
	var b report.Builder
	Check(&rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &b})
	for _, w := range b.Report("fiat/create-payout").Warnings {
		fmt.Println(w.ID, w.Field, w.Params)
	}
	// Output: input.bidi-control beneficiary.account_holder [U+202E]
}

// TestCheckWarnsWhetherTheControlIsWrittenOrEscaped: the parser's note that a request is all
// ASCII lets Check skip its walk, so a control that arrives as a JSON escape (ASCII bytes in
// the request, a control once read) must still be found, as must one written as UTF-8, in a
// nested object or an array; a request of plain ASCII has nothing to find.
func TestCheckWarnsWhetherTheControlIsWrittenOrEscaped(t *testing.T) {
	tests := []struct {
		name, request, field string
	}{
		{"plain ASCII", `{"reference":"INV-1","beneficiary":{"account_holder":"Jane Doe"}}`, ""},
		{"escaped", `{"reference":"INV \u202e1"}`, "reference"},
		{"escaped as a surrogate-free pair of escapes", `{"a":["x","\u2066y\u2069"]}`, "a[1]"},
		{"written as UTF-8", "{\"beneficiary\":{\"account_holder\":\"Jane \u202eeoD\"}}", "beneficiary.account_holder"},
		{"other non-ASCII text only", `{"reference":"Zoë \u2013 café"}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := input.ParseObject([]byte(tt.request), input.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			var b report.Builder
			Check(&rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &b})
			var fields []string
			for _, w := range b.Report("fiat/create-payout").Warnings {
				fields = append(fields, w.Field)
			}
			if tt.field == "" && len(fields) != 0 || tt.field != "" && (len(fields) != 1 || fields[0] != tt.field) {
				t.Errorf("warnings at %q, want one at %q (none when empty)", fields, tt.field)
			}
		})
	}
}
