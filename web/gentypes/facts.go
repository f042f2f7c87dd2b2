package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// The facts document has no Go type to reflect on: package facts reads it member by member, each
// section a map from member name to reader (d.object(v, path, map[string]reader{...})), so that
// an unknown member is an error. The readers are the schema. factsType reads them from the
// package's source and turns them into a TypeScript type, so the declarations follow every new
// fact without anyone copying it.

// tsType is a TypeScript type under construction: a primitive or named type, an object with
// members, a record (an object keyed by ids or codes) or an array.
type tsType struct {
	name    string   // "string", "boolean", "Decimal"; "" for the structured kinds below
	members []member // an object's members, in the source's order
	record  *tsType  // Record<string, *record>
	array   *tsType  // (*array)[]
}

type member struct {
	key string
	typ *tsType
}

// primitives are the decoder's readers of one value; ignored are its calls that read no value
// (a problem, a member name used as a currency code).
var (
	primitives = map[string]string{
		"toStr": "string", "toCode": "string", "toStatus": "string", "str": "string",
		"toBool": "boolean", "boolean": "boolean", "optBool": "boolean",
		"toDecimal": "Decimal", "decimal": "Decimal", "optDecimal": "Decimal",
	}
	ignored = map[string]bool{"fail": true, "code": true}
)

// factsReader types the readers of package facts.
type factsReader struct {
	funcs   map[string]*ast.FuncDecl // package functions and decoder methods, by name
	visited map[string]bool          // guards against a reader that calls itself
}

// factsType reads the facts package in dir and returns the document's type, as FromValue reads it.
func factsType(dir string) (*tsType, error) {
	fset := token.NewFileSet()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	r := &factsReader{funcs: map[string]*ast.FuncDecl{}, visited: map[string]bool{}}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			return nil, err
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Body != nil {
				r.funcs[fd.Name.Name] = fd
			}
		}
	}
	top, ok := r.funcs["FromValue"]
	if !ok {
		return nil, fmt.Errorf("%s: no FromValue", dir)
	}
	t := r.body(top.Body.List)
	if t == nil || t.members == nil {
		return nil, fmt.Errorf("%s: FromValue reads no object", dir)
	}
	return t, nil
}

// body returns the type of the first value the statements read.
func (r *factsReader) body(stmts []ast.Stmt) *tsType {
	for _, s := range stmts {
		if t := r.node(s); t != nil {
			return t
		}
	}
	return nil
}

// node returns the type of the first value read in n, in source order.
func (r *factsReader) node(n ast.Node) *tsType {
	var found *tsType
	ast.Inspect(n, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.IfStmt:
			// An if reads nothing: it checks a value's kind and reports a problem.
			return false
		case *ast.RangeStmt:
			// for _, m := range v.Members(): an object of free member names (codes, ids).
			if call, ok := n.X.(*ast.CallExpr); ok && selectorName(call.Fun) == "Members" {
				if t := r.body(n.Body.List); t != nil {
					found = &tsType{record: t}
				}
				return false
			}
		case *ast.CallExpr:
			found = r.call(n)
			return found == nil
		}
		return true
	})
	return found
}

// call types one call: a reader of the decoder, d.object with its schema, byID and list, or a
// function of the package that is typed by its own body.
func (r *factsReader) call(c *ast.CallExpr) *tsType {
	name := selectorName(c.Fun)
	if idx, ok := c.Fun.(*ast.IndexExpr); ok { // byID[T](...)
		name = selectorName(idx.X)
	}
	switch {
	case ignored[name]:
		return nil
	case primitives[name] != "":
		return &tsType{name: primitives[name]}
	case name == "strs":
		return &tsType{array: &tsType{name: "string"}}
	case name == "object" && len(c.Args) == 3:
		if lit, ok := c.Args[2].(*ast.CompositeLit); ok {
			return r.object(lit)
		}
	case (name == "byID" || name == "list") && len(c.Args) > 0:
		elem := r.reader(c.Args[len(c.Args)-1])
		if elem == nil {
			return nil
		}
		if name == "list" {
			return &tsType{array: elem}
		}
		return &tsType{record: elem}
	}
	fd, ok := r.funcs[name]
	if !ok || r.visited[name] {
		return nil
	}
	r.visited[name] = true
	defer delete(r.visited, name)
	return r.body(fd.Body.List)
}

// object types a schema: map[string]reader{"key": reader, ...}.
func (r *factsReader) object(lit *ast.CompositeLit) *tsType {
	t := &tsType{members: []member{}}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.BasicLit)
		if !ok {
			continue
		}
		k, err := strconv.Unquote(key.Value)
		if err != nil {
			continue
		}
		typ := r.reader(kv.Value)
		if typ == nil {
			typ = &tsType{name: "unknown"}
		}
		t.members = append(t.members, member{k, typ})
	}
	slices.SortStableFunc(t.members, func(a, b member) int { return strings.Compare(a.key, b.key) })
	return t
}

// reader types a reader: d.toStr(...) and the like, or a function literal typed by its body.
func (r *factsReader) reader(e ast.Expr) *tsType {
	if fl, ok := e.(*ast.FuncLit); ok {
		return r.body(fl.Body.List)
	}
	return r.node(e)
}

// selectorName is f of x.f, or the identifier itself.
func selectorName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.Ident:
		return e.Name
	}
	return ""
}

// format writes t as TypeScript at the given indentation.
func (t *tsType) format(b *strings.Builder, indent string) {
	switch {
	case t.members != nil:
		b.WriteString("{\n")
		for _, m := range t.members {
			fmt.Fprintf(b, "%s  %s?: ", indent, m.key)
			m.typ.format(b, indent+"  ")
			b.WriteString(";\n")
		}
		b.WriteString(indent + "}")
	case t.record != nil:
		b.WriteString("Record<string, ")
		t.record.format(b, indent)
		b.WriteString(">")
	case t.array != nil:
		if t.array.name != "" {
			b.WriteString(t.array.name + "[]")
			return
		}
		b.WriteString("Array<")
		t.array.format(b, indent)
		b.WriteString(">")
	case t.name != "":
		b.WriteString(t.name)
	default:
		b.WriteString("unknown")
	}
}
