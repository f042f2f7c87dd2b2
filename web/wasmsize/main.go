// Command wasmsize says which Go packages a WASM build's code comes from. It reads a build made
// without -s (the function names stay in the "name" section), sums each package's function
// bodies, and compresses each package's code on its own as an estimate of what it costs after
// gzip. Data (string tables, type data) is reported as one line: the linker does not say whose
// it is.
//
//	GOOS=js GOARCH=wasm go build -trimpath -o p.wasm ./cmd/preflight-wasm
//	go run ./web/wasmsize p.wasm [TOP]
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize FILE.wasm [TOP]")
		os.Exit(2)
	}
	top := 25
	if len(os.Args) > 2 {
		top, _ = strconv.Atoi(os.Args[2])
	}
	b, err := os.ReadFile(os.Args[1])
	if err == nil {
		err = report(b, top)
	}
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

func report(b []byte, top int) error {
	m, err := parse(b)
	if err != nil {
		return err
	}
	code := map[string][]byte{}
	total := 0
	for i, body := range m.bodies {
		p := pkgOf(m.names[m.imports+i])
		code[p] = append(code[p], body...)
		total += len(body)
	}
	type row struct {
		pkg       string
		raw, gzip int
	}
	var rows []row
	for p, c := range code {
		rows = append(rows, row{p, len(c), gzipSize(c)})
	}
	sort.Slice(rows, func(i, j int) bool {
		return rows[i].gzip > rows[j].gzip || rows[i].gzip == rows[j].gzip && rows[i].pkg < rows[j].pkg
	})
	fmt.Printf("%-48s %10s %10s\n", "package (code only)", "raw", "gzip -9")
	for i, r := range rows {
		if i == top {
			rest := row{pkg: fmt.Sprintf("(%d more packages)", len(rows)-top)}
			for _, r := range rows[top:] {
				rest.raw += r.raw
				rest.gzip += r.gzip
			}
			fmt.Printf("%-48s %10d %10d\n", rest.pkg, rest.raw, rest.gzip)
			break
		}
		fmt.Printf("%-48s %10d %10d\n", r.pkg, r.raw, r.gzip)
	}
	fmt.Printf("%-48s %10d\n%-48s %10d\n", "all code", total, "data section (strings, tables, type data)", m.data)
	return nil
}
