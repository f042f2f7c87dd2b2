package webhook

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/budget"
	"github.com/preflightpay/preflight/internal/redact"
)

// FuzzVerifyNoLeak holds Verify to what its refusals may say: whatever the delivery, neither
// the error nor the result carries the signing secret or the signature that the body would need
// (an oracle for forging it), and a check costs memory independent of the body's size.
func FuzzVerifyNoLeak(f *testing.F) {
	f.Add([]byte(`{"event_id":"x"}`), "1763631000", strings.Repeat("0", SignatureLen))
	f.Add([]byte(""), "", "")
	f.Add([]byte("x"), "99999999999999999999", "ABC")
	f.Add([]byte("whsec_noleak_fuzz_secret"), "1763631000", "whsec_noleak_fuzz_secret")
	secret := []byte("whsec_noleak_fuzz_secret")
	ring, err := NewKeyring(Key{ID: "current", Secret: secret}, Key{ID: "old", Secret: []byte("whsec_noleak_old")})
	if err != nil {
		f.Fatal(err)
	}
	v, err := NewVerifier(ring, Options{})
	if err != nil {
		f.Fatal(err)
	}
	now := time.Unix(1_763_631_000, 0)
	f.Fuzz(func(t *testing.T, body []byte, ts, sig string) {
		var res Result
		var verr error
		n := budget.Allocated(func() { res, verr = v.Verify(body, ts, sig, now) })
		// The HMAC streams the body: the cost does not grow with it.
		if n > 64<<10 {
			t.Fatalf("Verify of a %d-byte body allocated %d bytes", len(body), n)
		}
		out := fmt.Sprintf("%+v %v", res, verr)
		if strings.Contains(string(body), string(secret)) || strings.Contains(ts, string(secret)) || strings.Contains(sig, string(secret)) {
			return // an input that holds the secret may be echoed in part; nothing to learn
		}
		if strings.Contains(out, string(secret)) {
			t.Fatalf("output carries the secret: %s", out)
		}
		if want, err := Sign(secret, body, ts); err == nil && want != sig && strings.Contains(out, want) {
			t.Fatalf("output carries the expected signature: %s", out)
		}
		if verr != nil {
			var ve *VerifyError
			if !errors.As(verr, &ve) {
				t.Fatalf("%T is not a *VerifyError", verr)
			}
			switch ve.Kind {
			case ErrNotSigned, ErrMalformedHeader, ErrNoValidSignature, ErrTooOld, ErrTooNew:
			default:
				t.Fatalf("kind %v is not a category", ve.Kind)
			}
		}
	})
}

// FuzzDecodeEventNoLeak: an event's errors never carry a card number, and decoding costs memory
// linear in the body.
func FuzzDecodeEventNoLeak(f *testing.F) {
	f.Add([]byte(`{"version":"V1.0.0","event_id":"4111111111111111","event_type":"issuing.transaction","event_name":"x","data":{"card_number":"4111111111111111"}}`))
	f.Add([]byte(`{"event_type":"a","event_type":"b"}`))
	f.Add([]byte("{\"event_type\":\"\xff\"}"))
	f.Add([]byte(strings.Repeat("[", 5000)))
	f.Fuzz(func(t *testing.T, body []byte) {
		var err error
		n := budget.Allocated(func() { _, err = DecodeEvent(body) })
		if n > budget.Linear(len(body)) {
			t.Fatalf("DecodeEvent of %d bytes allocated %d", len(body), n)
		}
		if err != nil && redact.Text(err.Error()) != err.Error() {
			t.Fatalf("error carries a card number or a token: %v", err)
		}
	})
}

// TestSignaturesAreComparedInConstantTime reads the package's source: the only comparison of a
// computed MAC with the delivered one is crypto/subtle's (or hmac.Equal), never bytes.Equal, ==
// on strings, or an early-exit loop written by hand.
func TestSignaturesAreComparedInConstantTime(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]*ast.File{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if files[name], err = parser.ParseFile(fset, name, nil, 0); err != nil {
			t.Fatal(err)
		}
	}
	constantTime := 0
	for name, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				sel, ok := x.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				id, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				switch call := id.Name + "." + sel.Sel.Name; call {
				case "subtle.ConstantTimeCompare", "hmac.Equal":
					constantTime++
				case "bytes.Equal", "bytes.Compare", "strings.EqualFold":
					if mentionsSignature(x) {
						t.Errorf("%s: %s compares a signature in variable time", fset.Position(x.Pos()), call)
					}
				}
			case *ast.BinaryExpr:
				if (x.Op == token.EQL || x.Op == token.NEQ) && mentionsSignature(x) && !isLenOrEmpty(x) {
					t.Logf("%s: %s: == on a signature-named value; check it is not the MAC comparison", name, fset.Position(x.Pos()))
				}
			}
			return true
		})
	}
	if constantTime == 0 {
		t.Error("no constant-time comparison found in the package")
	}
}

func mentionsSignature(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			l := strings.ToLower(id.Name)
			if strings.Contains(l, "sig") || strings.Contains(l, "mac") || strings.Contains(l, "digest") || l == "sum" {
				found = true
			}
		}
		return true
	})
	return found
}

func isLenOrEmpty(x *ast.BinaryExpr) bool {
	for _, side := range []ast.Expr{x.X, x.Y} {
		switch s := side.(type) {
		case *ast.BasicLit:
			if s.Value == `""` || s.Value == "0" || s.Value == "1" {
				return true
			}
		case *ast.CallExpr:
			if id, ok := s.Fun.(*ast.Ident); ok && id.Name == "len" {
				return true
			}
		case *ast.Ident:
			if s.Name == "nil" {
				return true
			}
		}
	}
	return false
}
