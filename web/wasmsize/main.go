// Command wasmsize says which Go packages a WASM build's code comes from. It reads a build made
// without -s (the function names stay in the "name" section), sums each package's function
// bodies, and compresses each package's code on its own as an estimate of what it costs after
// gzip. Data (string tables, type data, the function table) is reported as one line: the linker
// does not say whose it is. Given a second build (-base), it prints both side by side with the
// difference, so that a change shows what it cost or saved, package by package.
//
//	GOOS=js GOARCH=wasm go build -trimpath -o p.wasm ./cmd/preflight-wasm
//	go run ./web/wasmsize [-top N] [-base OLD.wasm] p.wasm
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "packages listed one by one; the rest are summed")
	base := flag.String("base", "", "an earlier build (made the same way) to compare with")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-base OLD.wasm] FILE.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 || *top < 1 {
		flag.Usage()
		os.Exit(2)
	}
	err := run(flag.Arg(0), *base, *top)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

type reader struct {
	b   []byte
	off int
}

var errShort = errors.New("truncated module")

func (r *reader) uleb() (uint64, error) {
	var v uint64
	for shift := 0; ; shift += 7 {
		if r.off >= len(r.b) {
			return 0, errShort
		}
		c := r.b[r.off]
		r.off++
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v, nil
		}
	}
}

func (r *reader) bytes(n uint64) ([]byte, error) {
	if uint64(len(r.b)-r.off) < n {
		return nil, errShort
	}
	s := r.b[r.off : r.off+int(n)]
	r.off += int(n)
	return s, nil
}

// sized reads a length-prefixed run of bytes: a section, a function body, a name.
func (r *reader) sized() ([]byte, error) {
	n, err := r.uleb()
	if err != nil {
		return nil, err
	}
	return r.bytes(n)
}

func (r *reader) name() (string, error) {
	s, err := r.sized()
	return string(s), err
}

type module struct {
	imports int      // imported functions: they take the first indices
	bodies  [][]byte // defined functions' code, by index - imports
	names   map[int]string
	data    int
}

func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	m := &module{names: map[int]string{}}
	r := &reader{b: b, off: 8}
	for r.off < len(b) {
		id := r.b[r.off]
		r.off++
		body, err := r.sized()
		if err != nil {
			return nil, err
		}
		s := &reader{b: body}
		switch id {
		case 2: // imports
			n, _ := s.uleb()
			for range n {
				if _, err := s.name(); err != nil {
					return nil, err
				}
				if _, err := s.name(); err != nil {
					return nil, err
				}
				kind := s.b[s.off]
				s.off++
				switch kind {
				case 0:
					s.uleb()
					m.imports++
				case 1:
					s.off++
					limits(s)
				case 2:
					limits(s)
				case 3:
					s.off += 2
				}
			}
		case 10: // code
			n, _ := s.uleb()
			for range n {
				fb, err := s.sized()
				if err != nil {
					return nil, err
				}
				m.bodies = append(m.bodies, fb)
			}
		case 11: // data
			m.data = len(body)
		case 0: // custom
			name, err := s.name()
			if err != nil || name != "name" {
				continue
			}
			for s.off < len(s.b) {
				sub := s.b[s.off]
				s.off++
				n, _ := s.uleb()
				sb, err := s.bytes(n)
				if err != nil {
					return nil, err
				}
				if sub != 1 {
					continue
				}
				ns := &reader{b: sb}
				count, _ := ns.uleb()
				for range count {
					idx, _ := ns.uleb()
					fn, err := ns.name()
					if err != nil {
						return nil, err
					}
					m.names[int(idx)] = fn
				}
			}
		}
	}
	if len(m.names) == 0 {
		return nil, errors.New("no function names: build without -ldflags=-s")
	}
	return m, nil
}

func limits(s *reader) {
	flags := s.b[s.off]
	s.off++
	s.uleb()
	if flags&1 != 0 {
		s.uleb()
	}
}

// pkgOf returns the package of a function as the wasm name section spells it: the linker writes
// '/' as '_' and keeps the dots of a domain, so "github.com_shopspring_decimal.Decimal.String"
// is in github.com/shopspring/decimal and "math_big.nat.add" in math/big.
func pkgOf(sym string) string {
	start := 0
	if u := strings.IndexByte(sym, '_'); u > 0 {
		if d := strings.IndexByte(sym[:u], '.'); d > 0 && isHost(sym[d+1:u]) {
			start = u
		}
	}
	dot := strings.IndexByte(sym[start:], '.')
	if dot < 0 {
		return sym
	}
	p := sym[:start+dot]
	if p == "type_" {
		return "(type equality functions)"
	}
	return strings.ReplaceAll(p, "_", "/")
}

// isHost reports whether s ends a module path's host, as "com" ends "github.com".
func isHost(s string) bool {
	switch s {
	case "com", "org", "net", "io", "dev", "in", "co", "me", "ws":
		return true
	}
	return false
}

func gzipSize(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

// sizes is what one build's code costs, by package, raw and after gzip -9.
type sizes struct {
	raw, gzip map[string]int
	code      int // every function body
	data      int // the data section
}

func measure(path string) (*sizes, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	code := map[string][]byte{}
	s := &sizes{raw: map[string]int{}, gzip: map[string]int{}, data: m.data}
	for i, body := range m.bodies {
		p := pkgOf(m.names[m.imports+i])
		code[p] = append(code[p], body...)
		s.code += len(body)
	}
	for p, c := range code {
		s.raw[p], s.gzip[p] = len(c), gzipSize(c)
	}
	return s, nil
}

func run(path, basePath string, top int) error {
	cur, err := measure(path)
	if err != nil {
		return err
	}
	base := &sizes{raw: map[string]int{}, gzip: map[string]int{}}
	if basePath != "" {
		if base, err = measure(basePath); err != nil {
			return err
		}
	}
	w := os.Stdout
	for _, line := range table(cur, base, basePath != "", top) {
		fmt.Fprintln(w, line)
	}
	return nil
}

// table lays out the rows: packages by their gzip size (the larger of the two builds), the rest
// summed, then the totals.
func table(cur, base *sizes, compare bool, top int) []string {
	seen := map[string]bool{}
	var pkgs []string
	for _, m := range []map[string]int{cur.gzip, base.gzip} {
		for p := range m {
			if !seen[p] {
				seen[p] = true
				pkgs = append(pkgs, p)
			}
		}
	}
	weight := func(p string) int { return max(cur.gzip[p], base.gzip[p]) }
	sort.Slice(pkgs, func(i, j int) bool {
		wi, wj := weight(pkgs[i]), weight(pkgs[j])
		return wi > wj || wi == wj && pkgs[i] < pkgs[j]
	})
	var lines []string
	row := func(name string, raw, gz, baseRaw, baseGz int) {
		if compare {
			lines = append(lines, fmt.Sprintf("%-48s %10d %10d %10d %10d %+10d", name, baseRaw, baseGz, raw, gz, gz-baseGz))
		} else {
			lines = append(lines, fmt.Sprintf("%-48s %10d %10d", name, raw, gz))
		}
	}
	if compare {
		lines = append(lines, fmt.Sprintf("%-48s %10s %10s %10s %10s %10s", "package (code only)", "base raw", "base gzip", "raw", "gzip -9", "change"))
	} else {
		lines = append(lines, fmt.Sprintf("%-48s %10s %10s", "package (code only)", "raw", "gzip -9"))
	}
	var rest [4]int
	for i, p := range pkgs {
		if i >= top {
			rest[0] += cur.raw[p]
			rest[1] += cur.gzip[p]
			rest[2] += base.raw[p]
			rest[3] += base.gzip[p]
			continue
		}
		row(p, cur.raw[p], cur.gzip[p], base.raw[p], base.gzip[p])
	}
	if len(pkgs) > top {
		row(fmt.Sprintf("(%d more packages)", len(pkgs)-top), rest[0], rest[1], rest[2], rest[3])
	}
	if compare {
		lines = append(lines, fmt.Sprintf("%-48s %10d %10s %10d %10s %+10d", "all code", base.code, "", cur.code, "", cur.code-base.code),
			fmt.Sprintf("%-48s %10d %10s %10d %10s %+10d", "data section (strings, tables, type data)", base.data, "", cur.data, "", cur.data-base.data))
	} else {
		lines = append(lines, fmt.Sprintf("%-48s %10d", "all code", cur.code),
			fmt.Sprintf("%-48s %10d", "data section (strings, tables, type data)", cur.data))
	}
	return lines
}
