package ibanregistry

import (
	"strings"
	"testing"
)

func TestParseRejectsInconsistentRows(t *testing.T) {
	for rule, row := range map[string]string{
		"six fields":                   "DE\t22\t8!n10!n\tDE89370400440532013000\t-",
		"country is two letters":       "D1\t22\t8!n10!n\tDE89370400440532013000\t-\tGermany",
		"length is a number":           "DE\tx\t8!n10!n\tDE89370400440532013000\t-\tGermany",
		"length matches the structure": "DE\t23\t8!n10!n\tDE89370400440532013000\t-\tGermany",
		"structure is n, a or c":       "DE\t22\t8!n10!x\tDE89370400440532013000\t-\tGermany",
		"structure is fixed length":    "DE\t22\t8!n10n\tDE89370400440532013000\t-\tGermany",
		"example has the length":       "DE\t22\t8!n10!n\tDE8937040044053201300\t-\tGermany",
		"example has the prefix":       "DE\t22\t8!n10!n\tAT89370400440532013000\t-\tGermany",
		"territories are codes":        "DE\t22\t8!n10!n\tDE89370400440532013000\tX\tGermany",
	} {
		if _, err := Parse(strings.NewReader("release\t1\n" + row + "\n")); err == nil {
			t.Errorf("%s: %q accepted", rule, row)
		}
	}
	for rule, src := range map[string]string{
		"release line required": "DE\t22\t8!n10!n\tDE89370400440532013000\t-\tGermany\n",
		"rows sorted":           "release\t1\nDE\t22\t8!n10!n\tDE89370400440532013000\t-\tGermany\nAT\t20\t5!n11!n\tAT611904300234573201\t-\tAustria\n",
	} {
		if _, err := Parse(strings.NewReader(src)); err == nil {
			t.Errorf("%s: accepted", rule)
		}
	}
}

func TestSegments(t *testing.T) {
	segs, err := Segments("4!a6!n8!n")
	if err != nil || len(segs) != 3 || segs[0] != (Segment{4, 'a'}) || segs[2] != (Segment{8, 'n'}) {
		t.Errorf("got %v, %v", segs, err)
	}
	for _, bad := range []string{"", "!n", "4!", "0!n", "4!a6"} {
		if _, err := Segments(bad); err == nil {
			t.Errorf("Segments(%q) accepted", bad)
		}
	}
}
