// Package ibanregistry reads the SWIFT IBAN registry extract kept in
// registry.tsv and renders it as the Go table compiled into package bankid.
//
// It is used by the generator (cmd/genibantable, run by go generate in
// package bankid) and by the test proving that the generated table matches
// its source. Package bankid itself never imports it, so none of this code
// reaches the WASM build.
package ibanregistry

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/format"
	"io"
	"os"
	"strconv"
	"strings"
)

// Entry is one row of the registry: one IBAN prefix.
type Entry struct {
	Country     string   // IBAN prefix, ISO 3166-1 alpha-2
	Length      int      // total IBAN length, electronic format
	BBAN        string   // BBAN structure in SWIFT notation, e.g. "4!a6!n8!n"
	Example     string   // the registry's electronic format example
	Territories []string // other ISO 3166-1 codes using this prefix
	Name        string   // the registry's country name
}

// Registry is the parsed registry.tsv.
type Registry struct {
	Release string // SWIFT IBAN registry release number
	Entries []Entry
}

// Parse reads registry.tsv. It checks every row for internal consistency
// (length = 4 + BBAN length, example matches the structure) so a typo in
// the data fails generation rather than producing a wrong table.
func Parse(r io.Reader) (*Registry, error) {
	reg := &Registry{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Split(text, "\t")
		if f[0] == "release" && len(f) == 2 {
			reg.Release = f[1]
			continue
		}
		if len(f) != 6 {
			return nil, fmt.Errorf("registry.tsv:%d: want 6 tab-separated fields, have %d", line, len(f))
		}
		e, err := parseEntry(f)
		if err != nil {
			return nil, fmt.Errorf("registry.tsv:%d: %v", line, err)
		}
		if n := len(reg.Entries); n > 0 && reg.Entries[n-1].Country >= e.Country {
			return nil, fmt.Errorf("registry.tsv:%d: %s out of order; rows must be sorted by country", line, e.Country)
		}
		reg.Entries = append(reg.Entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if reg.Release == "" {
		return nil, errors.New("registry.tsv: no release line")
	}
	return reg, nil
}

// ParseFile reads the registry file at path, as Parse does; the generator and the test that holds
// the table to its source both start from the file.
func ParseFile(path string) (*Registry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(f)
}

func parseEntry(f []string) (Entry, error) {
	e := Entry{Country: f[0], BBAN: f[2], Example: f[3], Name: f[5]}
	if len(e.Country) != 2 || !isUpper(e.Country) {
		return e, fmt.Errorf("country %q is not two upper-case letters", e.Country)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil {
		return e, fmt.Errorf("%s: length %q: %v", e.Country, f[1], err)
	}
	e.Length = n
	segs, err := Segments(e.BBAN)
	if err != nil {
		return e, fmt.Errorf("%s: %v", e.Country, err)
	}
	total := 4
	for _, s := range segs {
		total += s.Len
	}
	if total != e.Length {
		return e, fmt.Errorf("%s: length %d, but 4 + BBAN structure %s = %d", e.Country, e.Length, e.BBAN, total)
	}
	if len(e.Example) != e.Length || e.Example[:2] != e.Country {
		return e, fmt.Errorf("%s: example %q does not have the prefix and length %d", e.Country, e.Example, e.Length)
	}
	if f[4] != "-" {
		e.Territories = strings.Split(f[4], ",")
		for _, t := range e.Territories {
			if len(t) != 2 || !isUpper(t) {
				return e, fmt.Errorf("%s: territory %q is not two upper-case letters", e.Country, t)
			}
		}
	}
	return e, nil
}

// Segment is one element of a BBAN structure such as "4!a": Len characters
// of Class 'n' (digits), 'a' (upper-case letters) or 'c' (either).
type Segment struct {
	Len   int
	Class byte
}

// Segments parses a SWIFT structure string ("4!a6!n8!n"). Only fixed-length
// elements ("!") occur in the registry; anything else is an error.
func Segments(structure string) ([]Segment, error) {
	var segs []Segment
	for rest := structure; rest != ""; {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i+2 > len(rest) || rest[i] != '!' {
			return nil, fmt.Errorf("BBAN structure %q: want <digits>!<n|a|c> at %q", structure, rest)
		}
		n, _ := strconv.Atoi(rest[:i])
		class := rest[i+1]
		if n == 0 || (class != 'n' && class != 'a' && class != 'c') {
			return nil, fmt.Errorf("BBAN structure %q: bad element %q", structure, rest[:i+2])
		}
		segs = append(segs, Segment{Len: n, Class: class})
		rest = rest[i+2:]
	}
	if len(segs) == 0 {
		return nil, fmt.Errorf("BBAN structure is empty")
	}
	return segs, nil
}

func isUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// Generate renders the registry as Go source for package pkg: the
// ibanSpecs table sorted by country, and the IBANRegistryRelease constant.
// The examples and names stay in registry.tsv: the checks do not need them,
// and the WASM build should not carry them.
func Generate(reg *Registry, pkg string) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by internal/ibanregistry/cmd/genibantable from internal/ibanregistry/registry.tsv (SWIFT IBAN Registry release %s). DO NOT EDIT.\n\n", reg.Release)
	fmt.Fprintf(&b, "package %s\n\n", pkg)
	fmt.Fprintf(&b, "// IBANRegistryRelease is the release of the SWIFT IBAN Registry that the\n// IBAN table was generated from.\n")
	fmt.Fprintf(&b, "const IBANRegistryRelease = %q\n\n", reg.Release)
	fmt.Fprintf(&b, "// ibanSpecs holds one entry per IBAN prefix, sorted by country.\n")
	fmt.Fprintf(&b, "var ibanSpecs = [...]ibanSpec{\n")
	for _, e := range reg.Entries {
		fmt.Fprintf(&b, "\t{%q, %d, %q, %q}, // %s\n", e.Country, e.Length, e.BBAN, strings.Join(e.Territories, ""), e.Name)
	}
	fmt.Fprintf(&b, "}\n")
	return format.Source(b.Bytes())
}
