package input

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// stdlibMessage is what encoding/json says of data, or "" when it accepts it. Unmarshalling into a
// json.RawMessage runs exactly the syntax check and nothing else.
func stdlibMessage(data string) string {
	var raw json.RawMessage
	if err := json.Unmarshal([]byte(data), &raw); err != nil {
		return err.Error()
	}
	return ""
}

func ourMessage(data string) string {
	if err := CheckSyntax(data); err != nil {
		return err.Error()
	}
	return ""
}

func TestCheckSyntaxMatchesEncodingJSON(t *testing.T) {
	cases := []string{
		"", " ", "x", "xyz", "{", "}", "[", "]", "{}", "[]", "[1,]", "[,1]", "{,}", `{"a"}`, `{"a":}`,
		`{"a":1,}`, `{"a":1 "b":2}`, `{"a" 1}`, `{1:2}`, `[1 2]`, `[1}`, `{"a":1]`, "tru", "true",
		"truex", "trux", "fals", "falsy", "nul", "nulx", "nx", "fx", "tx", "-", "-x", "-0", "-01", "01",
		"1.", "1.x", "1.5", "1e", "1e+", "1e+x", "1E5", "1.5e-3", "0x10", `"abc`, `"a\u00zz"`, `"\u12"`,
		`"\x"`, `"\'"`, "\"a\nb\"", "\"a\tb\"", "\"\x00\"", "\"\x1f\"", `"é"`, "\"\xff\"", "1 2",
		"{} x", "{}x", "[] ]", "null null", "'a'", `{'a':1}`, "\xef\xbb\xbf{}", "\x7f", "\x80", "\xa0",
		"\xad", "\xe9", "\\", `"`, `{"a":"b"`, `{"a":"b",`, `{"a":[`, "[[[", "NaN", "Infinity",
		"+1", ".5", `{"a":1}` + "\n", " \t\r\n1 \t", "\v", "\f1", `["\/\b\f\n\r\t\"\\"]`,
	}
	for b := 0; b < 256; b++ {
		cases = append(cases, string([]byte{byte(b)}), `"`+string([]byte{byte(b)}), "["+string([]byte{byte(b)}), `{"a"`+string([]byte{byte(b)}), "1"+string([]byte{byte(b)}), `"\`+string([]byte{byte(b)}))
	}
	for _, data := range cases {
		if got, want := ourMessage(data), stdlibMessage(data); got != want {
			t.Errorf("CheckSyntax(%q) = %q, encoding/json says %q", data, got, want)
		}
	}
}

func TestCheckSyntaxDepthLimitMatchesEncodingJSON(t *testing.T) {
	for _, n := range []int{stdlibMaxDepth, stdlibMaxDepth + 1} {
		data := strings.Repeat("[", n) + strings.Repeat("]", n)
		if got, want := ourMessage(data), stdlibMessage(data); got != want {
			t.Errorf("depth %d: CheckSyntax says %q, encoding/json says %q", n, got, want)
		}
	}
}

func TestCheckSyntaxErrorUnwrapsToCategory(t *testing.T) {
	err := CheckSyntax("x")
	var je *SyntaxError
	if !errors.Is(err, ErrSyntax) || !errors.As(err, &je) || je.Offset != 1 {
		t.Fatalf("CheckSyntax(\"x\") = %#v, want a *SyntaxError at offset 1 unwrapping to ErrSyntax", err)
	}
	if CheckSyntax(`{"a":[1,2,{"b":null}]}`) != nil {
		t.Fatal("valid JSON refused")
	}
}

func FuzzCheckSyntax(f *testing.F) {
	for _, s := range []string{"", "x", `{"a":1}`, `[1,2`, `"\u12`, "tru", "1e+", `{"a" 1}`, "\"\x01\""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		got, want := ourMessage(data), stdlibMessage(data)
		if got != want {
			t.Fatalf("CheckSyntax(%q) = %q, encoding/json says %q", data, got, want)
		}
		if got != ourMessage(data) {
			t.Fatal("not deterministic")
		}
	})
}

func BenchmarkCheckSyntax(b *testing.B) {
	data := `{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"Smith","secondaryIdentifier":"Ann","nameIdentifierType":"LEGL"}]}}}]}}`
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = CheckSyntax(data)
	}
}
