package webhook

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// FuzzBodyCheck holds the Receiver's streamed check to Verify: for any delivery, the body
// written in two pieces through begin, Write and finish is accepted exactly when Verify accepts
// it, with the same key and timestamp. When both the signature and the age are wrong the two
// name different causes (begin checks the age first), and both refuse.
func FuzzBodyCheck(f *testing.F) {
	for _, vec := range loadVectors(f) {
		f.Add(vec.body, vec.timestamp, vec.signature, uint(len(vec.body)/2), false)
		f.Add(vec.body, vec.timestamp, "", uint(0), true)
	}
	f.Add([]byte("{}"), "1763631000", strings.Repeat("a", SignatureLen), uint(1), false)
	oldKey := Key{ID: "old", Secret: []byte("whsec_sandbox_3f9a")}
	v := mustVerifier(f, Options{}, Key{ID: "new", Secret: []byte("whsec_bodycheck_new")}, oldKey)
	now := time.Unix(1_763_631_000, 0)
	f.Fuzz(func(t *testing.T, body []byte, ts, sig string, cut uint, signOld bool) {
		if signOld {
			if _, err := ParseTimestamp(ts); err == nil {
				sig = mustSign(t, oldKey.Secret, body, ts)
			}
		}
		want, werr := v.Verify(body, ts, sig, now)
		c, err := v.begin(ts, sig, now)
		if err == nil {
			at := int(cut % uint(len(body)+1))
			c.Write(body[:at])
			c.Write(body[at:])
			var got Result
			got, err = c.finish()
			if err == nil && got != want {
				t.Fatalf("streamed result %+v, Verify %+v", got, want)
			}
		}
		if (err == nil) != (werr == nil) {
			t.Fatalf("streamed check says %v, Verify %v", err, werr)
		}
		if err != nil && !errors.Is(err, ErrTooOld) && !errors.Is(err, ErrTooNew) && !errors.Is(err, errors.Unwrap(werr)) {
			t.Fatalf("streamed check says %v, Verify %v", err, werr)
		}
	})
}

// TestBodyCheckGivesTheStatesBack: a check that is released or finished returns each key's
// HMAC state, so that the next delivery takes it without a new allocation.
func TestBodyCheckGivesTheStatesBack(t *testing.T) {
	v := mustVerifier(t, Options{}, Key{ID: "a", Secret: []byte("whsec_a")}, Key{ID: "b", Secret: []byte("whsec_b")})
	now := time.Unix(1_763_631_000, 0)
	sig := mustSign(t, []byte("whsec_b"), []byte("{}"), "1763631000")
	for _, finish := range []bool{true, false} {
		c, err := v.begin("1763631000", sig, now)
		if err != nil {
			t.Fatal(err)
		}
		taken := append([]*macState(nil), c.states...)
		c.Write([]byte("{}"))
		if finish {
			if res, err := c.finish(); err != nil || res.KeyID != "b" {
				t.Fatalf("finish = %+v, %v; want key b", res, err)
			}
		} else {
			c.release()
		}
		for i, st := range taken {
			if v.ring.keys[i].last.Load() != st {
				t.Errorf("finish %v: key %d's state not given back", finish, i)
			}
		}
	}
}
