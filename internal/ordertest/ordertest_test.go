package ordertest

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// doc builds a Go doc comment from lines, each prefixed with "//" (and a space unless blank).
func doc(lines ...string) string {
	var b strings.Builder
	for _, l := range lines {
		if l == "" {
			b.WriteString("//\n")
			continue
		}
		b.WriteString("// " + l + "\n")
	}
	return b.String() + "package p\n"
}

// twelve is an unlabelled list of twelve steps, the shape of package beneficiary's, each
// quoting its number; step 10 runs over a continuation line.
func twelve() (lines []string, want []Step) {
	lines = []string{"# Order of findings", "", "Validate visits the members in this order:", ""}
	for n := 1; n <= 12; n++ {
		q := fmt.Sprintf("message %d", n)
		text := fmt.Sprintf("field_%d: %q", n, q)
		if n == 10 {
			lines = append(lines, fmt.Sprintf(" %d. field_10,", n), "    field_10b: "+fmt.Sprintf("%q", q))
			want = append(want, Step{Text: "field_10, field_10b: " + fmt.Sprintf("%q", q), Quotes: []string{q}})
			continue
		}
		lines = append(lines, fmt.Sprintf(" %d. %s", n, text))
		want = append(want, Step{Text: text, Quotes: []string{q}})
	}
	return lines, want
}

func TestParse(t *testing.T) {
	long, longSteps := twelve()
	cases := []struct {
		name string
		doc  string
		want []Section
		err  string
	}{
		{name: "no section", doc: doc("# Other"), err: `no "# Order of findings"`},
		{name: "empty section", doc: doc("# Order of findings", "", "Nothing is listed.")},
		{
			name: "one labelled list with a continuation",
			doc: doc("# Order of findings", "", "ramp/create-quote:", "",
				" 1. amount: \"invalid amount\",", "    then \"amount too small\".", " 2. facts (\"insufficient balance\")."),
			want: []Section{{Label: "ramp/create-quote", Steps: []Step{
				{Text: `amount: "invalid amount", then "amount too small".`, Quotes: []string{"invalid amount", "amount too small"}},
				{Text: `facts ("insufficient balance").`, Quotes: []string{"insufficient balance"}},
			}}},
		},
		{
			name: "two lists, the second for two operations, numbering restarting",
			doc:  doc("# Order of findings", "", "a/one:", "", " 1. \"x\"", "", "a/two, a/three:", "", " 1. \"y\"", " 2. \"z\""),
			want: []Section{
				{Label: "a/one", Steps: []Step{{Text: `"x"`, Quotes: []string{"x"}}}},
				{Label: "a/two, a/three", Steps: []Step{{Text: `"y"`, Quotes: []string{"y"}}, {Text: `"z"`, Quotes: []string{"z"}}}},
			},
		},
		{name: "steps 10 and beyond", doc: doc(long...), want: []Section{{Label: "Validate visits the members in this order", Steps: longSteps}}},
		{
			name: "an unlabelled list after a labelled one",
			doc:  doc("# Order of findings", "a/one:", " 1. \"x\"", "", "Then:", "", "Prose.", "", " 1. \"y\""),
			want: []Section{{Label: "a/one", Steps: []Step{{Text: `"x"`, Quotes: []string{"x"}}}}, {Label: "Then", Steps: []Step{{Text: `"y"`, Quotes: []string{"y"}}}}},
		},
		{
			name: "a list ends at the next heading",
			doc:  doc("# Order of findings", "a/one:", " 1. \"x\"", "# Next", "a/two:", " 1. \"y\""),
			want: []Section{{Label: "a/one", Steps: []Step{{Text: `"x"`, Quotes: []string{"x"}}}}},
		},
		{name: "a skipped number", doc: doc("# Order of findings", "a/one:", " 1. x", " 3. y"), err: `step 2 of "a/one" is numbered 3`},
		{name: "10 after 9 is in order, 11 after 9 is not", doc: doc(slices.Concat(long[:13], []string{" 11. x"})...), err: `step 10 of "Validate visits the members in this order" is numbered 11`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Parse(c.doc)
			if c.err != "" {
				if err == nil || err.Error() != c.err {
					t.Fatalf("Parse = %v, want error %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("Parse =\n%#v\nwant\n%#v", got, c.want)
			}
		})
	}
}
