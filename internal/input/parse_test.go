package input

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/shopspring/decimal"
)

func TestParseRefusesWhatWouldHideAMistake(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want error
		path string
	}{
		{"duplicate key", `{"amount":"1","amount":"2"}`, ErrDuplicateKey, "amount"},
		{"duplicate key nested", `{"beneficiary":{"address":{"city":"a","city":"b"}}}`, ErrDuplicateKey, "beneficiary.address.city"},
		{"duplicate key in a large object", `{` + manyMembers(40) + `,"k7":1}`, ErrDuplicateKey, "k7"},
		{"invalid UTF-8 in a value", "{\"name\":\"\xff\"}", ErrInvalidUTF8, "name"},
		{"unpaired surrogate", `{"name":"\ud800"}`, ErrInvalidUTF8, "name"},
		{"NaN", `{"amount":NaN}`, ErrSyntax, "amount"},
		{"Infinity", `{"amount":Infinity}`, ErrSyntax, "amount"},
		{"leading zero", `{"amount":01}`, ErrSyntax, ""},
		{"trailing comma", `{"a":1,}`, ErrSyntax, ""},
		{"trailing data", `{"a":1} {}`, ErrSyntax, ""},
		{"control character", "{\"a\":\"x\ny\"}", ErrSyntax, "a"},
		{"truncated", `{"a":`, ErrSyntax, "a"},
		{"empty", ``, ErrSyntax, ""},
		{"too deep", strings.Repeat("[", 65) + strings.Repeat("]", 65), ErrTooDeep, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.in), DefaultLimits())
			if !errors.Is(err, tt.want) {
				t.Fatalf("Parse(%q) error %v, want %v", tt.in, err, tt.want)
			}
			var pe *Error
			if errors.As(err, &pe) && tt.path != "" && !strings.HasPrefix(pe.Path, tt.path) {
				t.Errorf("path %q, want %q", pe.Path, tt.path)
			}
		})
	}
}

func manyMembers(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"k` + itoa(i) + `":1`)
	}
	return b.String()
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func TestParseAcceptsAndKeeps(t *testing.T) {
	v, err := Parse([]byte("\xef\xbb\xbf"+`{"amount": 100.10, "big": 1e400, "neg": -0, "s": "caf\u00e9 \"q\" \ud83d\ude00", "list": [true, false, null], "empty": {}}`), DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Get("amount").Text(); got != "100.10" {
		t.Errorf("number literal %q, want 100.10 as written", got)
	}
	if got := v.Get("big").Text(); got != "1e400" {
		t.Errorf("1e400 kept as %q", got)
	}
	if got := v.Get("s").Str(); got != `café "q" 😀` {
		t.Errorf("string %q", got)
	}
	if n := len(v.Get("list").Elems()); n != 3 {
		t.Errorf("list has %d elements", n)
	}
	if v.Get("empty").Kind() != Object || v.Get("absent").Present() {
		t.Error("empty object or absent member misread")
	}
}

func TestParseRefusesInputOverTheSizeLimit(t *testing.T) {
	lim := Limits{MaxBytes: 16}
	if _, err := Parse([]byte(`{"a":"0123456789"}`), lim); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("want ErrTooLarge, got %v", err)
	}
	if _, err := Parse([]byte(`{"a":"01234567"}`), lim); err != nil {
		t.Fatalf("input at the limit refused: %v", err)
	}
}

func TestParseObjectRefusesOtherValues(t *testing.T) {
	for _, in := range []string{`[]`, `"x"`, `1`, `null`, `true`} {
		if _, err := ParseObject([]byte(in), DefaultLimits()); !errors.Is(err, ErrNotObject) {
			t.Errorf("ParseObject(%s) = %v, want ErrNotObject", in, err)
		}
	}
}

func TestDecimalReadsAmountsExactly(t *testing.T) {
	tests := []struct {
		in   Value
		want string
		ok   bool
	}{
		{NewString("100.10"), "100.1", true},
		{mustNumber("0.1"), "0.1", true},
		{mustNumber("123456789012345678901234567890.123456789"), "123456789012345678901234567890.123456789", true},
		{NewString("1e3"), "1000", true},
		{NewString("1e40"), "10000000000000000000000000000000000000000", true},
		{NewString("1e-040"), "0.0000000000000000000000000000000000000001", true},
		{NewString("1e41"), "", false},
		{NewString("1e-41"), "", false},
		{NewString("1e0000000000000000000041"), "", false},
		{NewString("1."), "", false},
		{NewString("1e"), "", false},
		{NewString("1e400"), "", false},
		{NewString(" 1"), "", false},
		{NewString("1,000"), "", false},
		{NewString("NaN"), "", false},
		{NewString(""), "", false},
		{NewString("+1"), "", false},
		{NewBool(true), "", false},
	}
	for _, tt := range tests {
		d, ok := tt.in.Decimal()
		if ok != tt.ok || (ok && d.String() != tt.want) {
			t.Errorf("Decimal(%q) = %s, %v; want %s, %v", tt.in.Text(), d, ok, tt.want, tt.ok)
		}
	}
}

func mustNumber(s string) Value {
	v, ok := NewNumber(s)
	if !ok {
		panic(s)
	}
	return v
}

func TestIntegerReadsStringsAndNumbers(t *testing.T) {
	for in, want := range map[string]int64{`{"v":3}`: 3, `{"v":"42"}`: 42, `{"v":-7}`: -7} {
		v, _ := Parse([]byte(in), DefaultLimits())
		if got, ok := v.Get("v").Integer(); !ok || got != want {
			t.Errorf("%s: %d, %v", in, got, ok)
		}
	}
	for _, in := range []string{`{"v":1.5}`, `{"v":"1e3"}`, `{"v":"x"}`, `{"v":99999999999999999999}`, `{"v":true}`} {
		v, _ := Parse([]byte(in), DefaultLimits())
		if _, ok := v.Get("v").Integer(); ok {
			t.Errorf("%s read as an integer", in)
		}
	}
}

func TestCanonicalIgnoresOrderAndSpace(t *testing.T) {
	a, _ := Parse([]byte(`{"b": 1, "a": {"y": [1, 2], "x": "s"}}`), DefaultLimits())
	b, _ := Parse([]byte(`{"a":{"x":"s","y":[1,2]},"b":1}`), DefaultLimits())
	if ca, cb := AppendCanonical(nil, a), AppendCanonical(nil, b); !bytes.Equal(ca, cb) {
		t.Errorf("canonical forms differ: %s vs %s", ca, cb)
	}
}

// FuzzParse holds the reader to encoding/json: whatever encoding/json accepts and this reader
// accepts means the same; whatever this reader accepts, encoding/json accepts too; and writing
// a parsed value back gives JSON that parses to the same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":1}`, `{"a":"\u00e9","b":[1,2.5e3,null,true]}`, `[`, `{"a":1,"a":2}`, "\xef\xbb\xbf{}", `"\ud83d\ude00"`, `-0`, `1e400`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Parse(data, Limits{MaxBytes: 1 << 16, MaxDepth: 32})
		if err != nil {
			return
		}
		body := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
		if !json.Valid(body) {
			t.Fatalf("accepted what encoding/json refuses: %q", data)
		}
		out := AppendJSON(nil, v)
		v2, err := Parse(out, Limits{MaxBytes: 1 << 20, MaxDepth: 32})
		if err != nil {
			t.Fatalf("re-reading %q: %v", out, err)
		}
		if out2 := AppendJSON(nil, v2); !bytes.Equal(out, out2) {
			t.Fatalf("round trip changed %q to %q", out, out2)
		}
		var a, b any
		if json.Unmarshal(body, &a) == nil && json.Unmarshal(out, &b) == nil {
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if !bytes.Equal(ja, jb) {
				t.Fatalf("meaning changed: %s vs %s", ja, jb)
			}
		}
	})
}

// TestObjectsDoNotShareStorage: the members of sibling and nested objects live side by side in
// one allocation; appending to one object's members must not overwrite another's, and a later
// parse must not change an earlier result.
func TestObjectsDoNotShareStorage(t *testing.T) {
	v, err := Parse([]byte(`{"a":{"x":"1"},"b":{"y":"2"},"c":[{"z":"3"}]}`), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	a := v.Get("a").Members()
	_ = append(a, Member{Key: "clobber", Value: NewString("!")})
	if _, err := Parse([]byte(`{"p":{"q":"r"},"s":"t","u":"v"}`), Limits{}); err != nil {
		t.Fatal(err)
	}
	if got := string(AppendJSON(nil, v)); got != `{"a":{"x":"1"},"b":{"y":"2"},"c":[{"z":"3"}]}` {
		t.Errorf("after an append and another parse: %s", got)
	}
}

// TestKnownASCIIOnlyWhenEveryStringIsASCII: Parse notes that a request holds ASCII text only,
// and callers skip searches for other characters on its word, so any character beyond U+007F,
// written as UTF-8 or as an escape, in a name or a value, must clear the note; values built in
// Go and values inside a parsed one make no claim.
func TestKnownASCIIOnlyWhenEveryStringIsASCII(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{`{"a":"plain","b":[1,true,null,{"c":"\n\t\"\\\/"}]}`, true},
		{`{"a":"\u007f"}`, true},
		{`"caf\u00e9"`, false},
		{"{\"a\":\"caf\u00e9\"}", false},
		{"{\"caf\u00e9\":1}", false},
		{`{"caf\u00e9":1}`, false},
		{`{"a":"\u202e"}`, false},
		{`{"a":"\ud83d\ude00"}`, false},
		{`{"a":"x\\u202e"}`, true}, // an escaped backslash, then ASCII
	} {
		v, err := Parse([]byte(tt.in), Limits{})
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if got := v.KnownASCII(); got != tt.want {
			t.Errorf("Parse(%s).KnownASCII() = %v, want %v", tt.in, got, tt.want)
		}
	}
	v, _ := Parse([]byte(`{"a":{"b":"c"}}`), Limits{})
	if v.Get("a").KnownASCII() || NewString("x").KnownASCII() || NewObject().KnownASCII() {
		t.Error("only the value Parse returns carries the note")
	}
}

// TestParseKeepsEveryMemberWhateverTheBlockSize: small requests take their members and lists
// from one block of a few fixed sizes, larger ones from slabs; every size, on either side of
// each block's bounds, must read back exactly as written.
func TestParseKeepsEveryMemberWhateverTheBlockSize(t *testing.T) {
	for members := 0; members <= 70; members++ {
		for nested := 0; nested <= 8; nested++ {
			var b strings.Builder
			b.WriteString(`{`)
			for i := range members {
				if i > 0 {
					b.WriteString(`,`)
				}
				if i < nested {
					fmt.Fprintf(&b, `"o%d":{"k":"v%d","a":[%d,"x"]}`, i, i, i)
				} else {
					fmt.Fprintf(&b, `"m%d":"v%d"`, i, i)
				}
			}
			b.WriteString(`}`)
			v, err := Parse([]byte(b.String()), Limits{})
			if err != nil {
				t.Fatalf("%d members, %d nested: %v", members, nested, err)
			}
			if got := string(AppendJSON(nil, v)); got != b.String() {
				t.Fatalf("%d members, %d nested: read back as\n%s\nwant\n%s", members, nested, got, b.String())
			}
		}
	}
}

// TestDecimalPartsAgreesWithParseDecimal: the allocation-free reading of an amount must accept
// exactly what ParseDecimal accepts and give the same coefficient and exponent whenever it
// fits in 18 digits.
func TestDecimalPartsAgreesWithParseDecimal(t *testing.T) {
	for _, s := range []string{"1250.00", "0", "-0", "-0.0", "0.05", "12.5", "1e3", "1.5E3", "12e-1", "-7.25", "1e40", "1e41",
		"123456789012345678", "1234567890123456789", "0.000000000000000001", "00", "1.", ".5", "+5", "", "abc", "1e", "9.99e-40",
		"100000000000000000.0", "1000000000000000000"} {
		coef, exp, small, ok := DecimalParts(s)
		d, wantOK := ParseDecimal(s)
		if ok != wantOK {
			t.Errorf("%q: ok %v, ParseDecimal says %v", s, ok, wantOK)
			continue
		}
		if !ok || !small {
			if ok && d.NumDigits() <= 18 && d.Coefficient().IsInt64() {
				t.Errorf("%q: not small, yet %d digits", s, d.NumDigits())
			}
			continue
		}
		if coef != d.CoefficientInt64() || exp != d.Exponent() {
			t.Errorf("%q: %d×10^%d, ParseDecimal says %s×10^%d", s, coef, exp, d.Coefficient(), d.Exponent())
		}
	}
}

// FuzzDecimalParts: on any text, DecimalParts and ParseDecimal agree (see the test above), and
// ParseDecimal reads what it accepts as decimal.NewFromString does (agreesWithShopspring).
func FuzzDecimalParts(f *testing.F) {
	for _, s := range []string{"1250.00", "-0.0", "1.5E3", "1e41", "1234567890123456789", "007.50", "1.000000000000000000000000000000000000000000", strings.Repeat("9", 41)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		coef, exp, small, ok := DecimalParts(s)
		d, wantOK := ParseDecimal(s)
		if ok != wantOK {
			t.Fatalf("%q: ok %v, ParseDecimal says %v", s, ok, wantOK)
		}
		if ok && small && (coef != d.CoefficientInt64() || exp != d.Exponent()) {
			t.Fatalf("%q: %d×10^%d, ParseDecimal says %s×10^%d", s, coef, exp, d.Coefficient(), d.Exponent())
		}
		if ok && TooManyDigits(s) {
			t.Fatalf("%q: read, yet TooManyDigits", s)
		}
		agreesWithShopspring(t, s, d, ok)
	})
}

// agreesWithShopspring: an amount ParseDecimal reads has decimal.NewFromString's value, and, when
// its text is within MaxAmountDigits bytes, the same coefficient and exponent; a JSON number it
// refuses is refused for its exponent or its length.
func agreesWithShopspring(t *testing.T, s string, d decimal.Decimal, ok bool) {
	t.Helper()
	want, err := decimal.NewFromString(s)
	switch {
	case !ok:
		if err == nil && isJSONNumber(s) && !TooManyDigits(s) {
			if e := strings.IndexAny(s, "eE"); e < 0 || exponentWithin(s[e+1:], MaxAmountExponent) {
				t.Fatalf("%q: refused, NewFromString reads %s", s, want)
			}
		}
	case err != nil:
		t.Fatalf("%q: read as %s, NewFromString says %v", s, d, err)
	case !d.Equal(want):
		t.Fatalf("%q: read as %s, NewFromString says %s", s, d, want)
	case len(s) <= MaxAmountDigits && d.Exponent() != want.Exponent():
		t.Fatalf("%q: %s×10^%d, NewFromString says %s×10^%d", s, d.Coefficient(), d.Exponent(), want.Coefficient(), want.Exponent())
	}
}

// TestAmountDigitsAreBounded: an amount of more than MaxAmountDigits digits is refused, and told
// apart from one that is not a number; leading zeros and trailing zeros of the fraction do not
// count, and fractional zeros before the first digit do, since they scale the coefficient.
func TestAmountDigitsAreBounded(t *testing.T) {
	nines := func(n int) string { return strings.Repeat("9", n) }
	zeros := func(n int) string { return strings.Repeat("0", n) }
	tests := []struct {
		in      string
		want    string // the value read, "" when refused
		exp     int32  // its exponent
		tooMany bool
	}{
		{"0.01", "0.01", -2, false},
		{"1000000", "1000000", 0, false},
		{"123456789.12", "123456789.12", -2, false},
		{"0.000000000000000001", "0.000000000000000001", -18, false},
		{"999999999999999999.999999999999999999", "999999999999999999.999999999999999999", -18, false},
		{nines(40), nines(40), 0, false},
		{nines(41), "", 0, true},
		{"-" + nines(41), "", 0, true},
		{nines(20) + "." + nines(20), nines(20) + "." + nines(20), -20, false},
		{nines(20) + "." + nines(21), "", 0, true},
		{"00010.50", "10.5", -2, false},
		{zeros(1<<20) + "10.50", "10.5", -2, false},
		{"-" + zeros(100) + nines(40), "-" + nines(40), 0, false},
		{"0." + zeros(39) + "1", "0." + zeros(39) + "1", -40, false},
		{"0." + zeros(40) + "1", "", 0, true},
		{"1." + zeros(39), "1", -39, false},
		{"1." + zeros(40), "1", 0, false},
		{"1." + zeros(1<<20), "1", 0, false},
		{"10.50" + zeros(1<<20) + "e-3", "0.0105", -4, false},
		{zeros(1 << 20), "0", 0, false},
		{"0." + zeros(1<<20), "0", 0, false},
		{"1" + zeros(40), "", 0, true},
		{"1e40", "1" + zeros(40), 40, false},
		{nines(40) + "e40", nines(40) + zeros(40), 40, false},
		{nines(41) + "e40", "", 0, true},
		{nines(41) + "e41", "", 0, false},  // the exponent is the first fault
		{nines(1<<20) + "x", "", 0, false}, // and the grammar
		{"00", "0", 0, false},
		{"-", "", 0, false},
		{"0x10", "", 0, false},
	}
	for _, tt := range tests {
		d, ok := ParseDecimal(tt.in)
		short := tt.in
		if len(short) > 50 {
			short = short[:20] + "…" + short[len(short)-20:]
		}
		if tt.want == "" {
			if ok {
				t.Errorf("ParseDecimal(%q) = %s, want refused", short, d)
			}
		} else if !ok || d.String() != tt.want || d.Exponent() != tt.exp {
			t.Errorf("ParseDecimal(%q) = %s×10^%d (%s), %v; want %s, exponent %d", short, d.Coefficient(), d.Exponent(), d, ok, tt.want, tt.exp)
		}
		if got := TooManyDigits(tt.in); got != tt.tooMany {
			t.Errorf("TooManyDigits(%q) = %v, want %v", short, got, tt.tooMany)
		}
		_, _, _, partsOK := DecimalParts(tt.in)
		if partsOK != ok {
			t.Errorf("DecimalParts(%q): ok %v, ParseDecimal says %v", short, partsOK, ok)
		}
	}
}

// TestLongAmountsAreRefusedWithoutArithmetic: refusing an amount of 10 KB to 1 MB allocates
// nothing (no big.Int, no copy of the text), and accepting one that is long only by trailing
// zeros allocates what a short amount does: the reader scans the text once and stops before any
// decimal arithmetic. BenchmarkLongAmount shows the time it takes.
func TestLongAmountsAreRefusedWithoutArithmetic(t *testing.T) {
	short := testing.AllocsPerRun(20, func() { ParseDecimal("1." + strings.Repeat("7", 30)) })
	for _, size := range []int{10 << 10, 100 << 10, 1 << 20} {
		nines := strings.Repeat("9", size)
		if n := testing.AllocsPerRun(5, func() { ParseDecimal(nines) }); n != 0 {
			t.Errorf("%d nines: %v allocations, want 0", size, n)
		}
		if n := testing.AllocsPerRun(5, func() { TooManyDigits(nines) }); n != 0 {
			t.Errorf("TooManyDigits of %d nines: %v allocations, want 0", size, n)
		}
		if n := testing.AllocsPerRun(5, func() { DecimalParts(nines) }); n != 0 {
			t.Errorf("DecimalParts of %d nines: %v allocations, want 0", size, n)
		}
		padded := "1." + strings.Repeat("7", 30) + strings.Repeat("0", size)
		if n := testing.AllocsPerRun(5, func() { ParseDecimal(padded) }); n > short {
			t.Errorf("%d trailing zeros: %v allocations, a short amount takes %v", size, n, short)
		}
	}
}

// BenchmarkLongAmount reads amounts of 40 digits to 1 MB: refused ones (nines) and one accepted
// for being long only by trailing zeros. The time per byte stays flat: the reader is linear.
func BenchmarkLongAmount(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"40B", 40}, {"10KB", 10 << 10}, {"100KB", 100 << 10}, {"1MB", 1 << 20}} {
		nines := strings.Repeat("9", size.n)
		b.Run("nines/"+size.name, func(b *testing.B) {
			b.SetBytes(int64(size.n))
			for b.Loop() {
				ParseDecimal(nines)
			}
		})
		zeros := "1." + strings.Repeat("0", size.n)
		b.Run("trailing-zeros/"+size.name, func(b *testing.B) {
			b.SetBytes(int64(size.n))
			for b.Loop() {
				ParseDecimal(zeros)
			}
		})
	}
}

// TestErrorsNameTheMemberBeingRead: a refused input is read a second time to find the path
// of the member at fault (the first reading keeps none), which must name it exactly, however
// deep, in arrays, and after sibling objects that closed without fault.
func TestErrorsNameTheMemberBeingRead(t *testing.T) {
	for _, tt := range []struct{ in, path string }{
		{`{"a":{"b":[1,{"c":tru}]}}`, "a.b[1].c"},
		{`{"x":{"y":1},"a":[{"k":1},{"k":1,"k":2}]}`, "a[1].k"},
		{`{"a":"\ud800"}`, "a"},
		{`{"a":[1,2,3,` + "\x00" + `]}`, "a[3]"},
		{`{"a":1}x`, ""},
	} {
		_, err := Parse([]byte(tt.in), Limits{})
		var pe *Error
		if !errors.As(err, &pe) || pe.Path != tt.path {
			t.Errorf("Parse(%q): %v, want the path %q", tt.in, err, tt.path)
		}
	}
}

// TestStringsWithEverySpecialByteAtEveryPlace: the reader skips plain text eight bytes at a
// time, so a quote, a backslash, a control character or a non-ASCII byte must be seen at any
// place in a word, in a string of any length.
func TestStringsWithEverySpecialByteAtEveryPlace(t *testing.T) {
	for n := 0; n < 20; n++ {
		for at := 0; at < n; at++ {
			for _, special := range []string{`\"`, `\\`, `\n`, "é", "\u202e", `\u00e9`} {
				want := strings.Repeat("a", at) + special + strings.Repeat("b", n-at)
				in := `{"k":"` + want + `"}`
				v, err := Parse([]byte(in), Limits{})
				if err != nil {
					t.Fatalf("%q: %v", in, err)
				}
				var decoded map[string]string
				if err := json.Unmarshal([]byte(in), &decoded); err != nil {
					t.Fatal(err)
				}
				if got := v.Get("k").Str(); got != decoded["k"] {
					t.Errorf("%q read as %q, want %q", in, got, decoded["k"])
				}
			}
			for _, bad := range []string{"\x01", "\x1f", "\xff"} {
				in := `{"k":"` + strings.Repeat("a", at) + bad + strings.Repeat("b", n-at) + `"}`
				if _, err := Parse([]byte(in), Limits{}); err == nil {
					t.Errorf("%q accepted", in)
				}
			}
		}
	}
}

// TestEveryRepeatedNameIsRefused: names are compared only when a bit of their hash is already
// taken in the object, so every repetition, of any earlier name in objects of every size up to
// and past the switch to a map, must still be refused.
func TestEveryRepeatedNameIsRefused(t *testing.T) {
	for n := 1; n <= dupIndexAfter+4; n++ {
		for dup := 0; dup < n; dup++ {
			var b strings.Builder
			b.WriteString("{")
			for i := range n {
				fmt.Fprintf(&b, `"member_%d":%d,`, i, i)
			}
			fmt.Fprintf(&b, `"member_%d":0}`, dup)
			if _, err := Parse([]byte(b.String()), Limits{}); !errors.Is(err, ErrDuplicateKey) {
				t.Errorf("%d members, member_%d repeated: %v", n, dup, err)
			}
		}
	}
}

// TestAppendStringMatchesTheByteTable holds the word-at-a-time skip of AppendString to the byte
// table: every byte value, at every position of words and their tails, is escaped (or not) as
// the table says.
func TestAppendStringMatchesTheByteTable(t *testing.T) {
	slow := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if htmlSafe[s[i]] {
				b.WriteByte(s[i])
				continue
			}
			return "" // the slow path decides; only all-safe strings are compared
		}
		return `"` + b.String() + `"`
	}
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 17; pos++ {
			s := strings.Repeat("a", pos) + string([]byte{byte(c)}) + strings.Repeat("b", 16-pos)
			got := string(AppendString(nil, s))
			if want := slow(s); want != "" && got != want {
				t.Errorf("byte %#x at %d: %s, want %s", c, pos, got, want)
			}
			if !htmlSafe[c] && c < 0x80 && c != '\\' && strings.Contains(got, string([]byte{byte(c)})) && c != '"' {
				t.Errorf("byte %#x at %d passed unescaped: %s", c, pos, got)
			}
			if c < 0x80 {
				var back string
				if err := json.Unmarshal([]byte(got), &back); err != nil || back != s {
					t.Errorf("byte %#x at %d: %s reads back as %q (%v)", c, pos, got, back, err)
				}
			}
		}
	}
}

// appendStringByRune is AppendString as its documentation says it, one rune at a time: the
// reference that the word-at-a-time version is held to.
func appendStringByRune(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
		case r == '"' || r == '\\':
			dst = append(dst, '\\', byte(r))
		case r == '\n':
			dst = append(dst, `\n`...)
		case r == '\r':
			dst = append(dst, `\r`...)
		case r == '\t':
			dst = append(dst, `\t`...)
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r >= 0x7F && r <= 0x9F:
			dst = fmt.Appendf(dst, `\u%04x`, r)
		case r == '\u2028' || r == '\u2029' || BidiControl(r):
			dst = fmt.Appendf(dst, `\u%04x`, r)
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}

func TestAppendStringEscapesAsDocumented(t *testing.T) {
	for _, s := range []string{
		"", "a", "plain member", "exactly8", "longer than eight bytes of plain text",
		`"`, `a"b`, `12345678"`, `1234567"8`, `<script>alert("x")</script> & more text after it`,
		"tab\there\nnewline\rreturn", "\x00\x01\x1f\x7f", "Zoë Åström, Straße 5, 東京都",
		"\u2028line\u2029para 12345678", "bad \xff utf-8 \xe2\x80 cut", "\xe2\x80\xae bidi control then plain text",
		"\u009b31m C1 CSI \u0085 \u009f \u00a0 kept", "\u061c \u200e \u200f \u202a \u2066 \u2069 \u206a kept", "DEL\x7f in 12345678\x7f",
		"é12345678<12345678>", strings.Repeat("ab\"", 20),
	} {
		if got, want := string(AppendString(nil, s)), string(appendStringByRune(nil, s)); got != want {
			t.Errorf("AppendString(%q) = %s, want %s", s, got, want)
		}
	}
}

// FuzzAppendString holds the report writer's string escaping to the rune-at-a-time reference,
// and its output to JSON that reads back as the input when the input is valid UTF-8.
func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", `q"uote`, "12345678<>&12345678", "é\u2028\xff\x00", "Åström \t 東京"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := AppendString(nil, s)
		if want := appendStringByRune(nil, s); string(got) != string(want) {
			t.Fatalf("AppendString(%q) = %s, want %s", s, got, want)
		}
		var back string
		if err := json.Unmarshal(got, &back); err != nil || utf8.ValidString(s) && back != s {
			t.Fatalf("%s reads back as %q (%v), want %q", got, back, err, s)
		}
	})
}

// BenchmarkAppendString writes the strings of a report: plain ASCII fields and sentences, and
// names in other scripts, whose every character takes the slow path.
func BenchmarkAppendString(b *testing.B) {
	for _, bc := range []struct{ name, s string }{
		{"ascii", "beneficiary.account_holder: the account holder name (company) can only contain English letters, numbers and spaces; found '&' at character 12"},
		{"latin", "Zoë Åström, Straße 5, 10115 Berlin, Deutschland: Müller & Söhne GmbH"},
		{"cjk", "東京都千代田区丸の内一丁目九番一号 株式会社テスト商事 経理部"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			buf := make([]byte, 0, 512)
			b.SetBytes(int64(len(bc.s)))
			for b.Loop() {
				buf = AppendString(buf[:0], bc.s)
			}
		})
	}
}
