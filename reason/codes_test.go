package reason

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"
)

// TestCodesAreDocumentedByTheirRowOnly holds codes.go to one convention: a code's documentation is
// its table row, which Lookup returns and docs/reasons.md prints. A comment on the constant would
// be a second text that nothing compares with the row; every constant must have a row.
func TestCodesAreDocumentedByTheirRowOnly(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "codes.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	constants := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			for _, name := range v.Names {
				constants++
				if v.Doc != nil || v.Comment != nil {
					t.Errorf("%s has a comment of its own; document the code in its table row", name.Name)
				}
				if _, ok := Lookup(Code(constValue(v))); !ok {
					t.Errorf("%s has no table row", name.Name)
				}
			}
		}
	}
	if constants != len(table) {
		t.Errorf("codes.go declares %d codes, its table documents %d", constants, len(table))
	}
}

func constValue(v *ast.ValueSpec) string {
	if len(v.Values) != 1 {
		return ""
	}
	lit, ok := v.Values[0].(*ast.BasicLit)
	if !ok {
		return ""
	}
	s, _ := strconv.Unquote(lit.Value)
	return s
}

func TestCharShowsTheCodePoint(t *testing.T) {
	for r, want := range map[rune]string{
		'a':      `'a' (U+0061)`,
		'а':      `'а' (U+0430)`,
		'\u200b': `'\u200b' (U+200B)`,
		'😀':      `'😀' (U+1F600)`,
		'\x00':   `'\x00' (U+0000)`,
		0x10FFFF: `'\U0010ffff' (U+10FFFF)`,
	} {
		if got := Char(r); got != want {
			t.Errorf("Char(%U) = %s, want %s", r, got, want)
		}
	}
}
