package webhook

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/tsvtest"
)

type vector struct {
	name, secret, timestamp, bodyFile, signature string
	body                                         []byte
}

// loadVectors reads testdata/signatures.tsv, made by gen-signatures.sh with
// openssl: signatures computed outside Go.
func loadVectors(t testing.TB) []vector {
	t.Helper()
	var out []vector
	for _, p := range tsvtest.Rows(t, "testdata/signatures.tsv") {
		if len(p) != 5 {
			t.Fatalf("bad vector line %q", strings.Join(p, "\t"))
		}
		body, err := os.ReadFile(filepath.Join("testdata", p[3]))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, vector{p[0], p[1], p[2], p[3], p[4], body})
	}
	if len(out) == 0 {
		t.Fatal("no vectors")
	}
	return out
}

func mustVerifier(t testing.TB, opts Options, keys ...Key) *Verifier {
	t.Helper()
	ring, err := NewKeyring(keys...)
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewVerifier(ring, opts)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func unix(ts string) time.Time {
	n, _ := strconv.ParseInt(ts, 10, 64)
	return time.Unix(n, 0)
}

func TestIndependentSignaturesVerify(t *testing.T) {
	for _, vec := range loadVectors(t) {
		t.Run(vec.name, func(t *testing.T) {
			v := mustVerifier(t, Options{}, Key{ID: "k1", Secret: []byte(vec.secret)})
			res, err := v.Verify(vec.body, vec.timestamp, vec.signature, unix(vec.timestamp))
			if err != nil {
				t.Fatalf("Verify: %v", err)
			}
			if !res.Signed || res.KeyID != "k1" {
				t.Errorf("result %+v, want signed by k1", res)
			}
			got, err := Sign([]byte(vec.secret), vec.body, vec.timestamp)
			if err != nil || got != vec.signature {
				t.Errorf("Sign = %s, %v; openssl says %s", got, err, vec.signature)
			}
		})
	}
}

// TestSignMatchesOpenSSLNow re-runs openssl, when present, on fresh input.
func TestSignMatchesOpenSSLNow(t *testing.T) {
	openssl, err := exec.LookPath("openssl")
	if err != nil {
		t.Skip("openssl not on PATH")
	}
	body := []byte(`{"event_id":"` + strconv.FormatInt(time.Now().UnixNano(), 10) + `","x":"é\u00e9\n"}` + "\r\n")
	secret, ts := "rotating-"+strconv.Itoa(os.Getpid()), "1763631000"
	cmd := exec.Command(openssl, "dgst", "-sha512", "-hmac", secret, "-r")
	cmd.Stdin = bytes.NewReader(append(append([]byte(nil), body...), ts...))
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Fields(string(out))[0]
	got, _ := Sign([]byte(secret), body, ts)
	if got != want {
		t.Fatalf("Sign = %s, openssl = %s", got, want)
	}
	v := mustVerifier(t, Options{}, Key{Secret: []byte(secret)})
	if _, err := v.Verify(body, ts, want, unix(ts)); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyRefusesWithTheRightError(t *testing.T) {
	vec := loadVectors(t)[1] // stocks-completed, a pretty-printed body
	now := unix(vec.timestamp)
	v := mustVerifier(t, Options{}, Key{ID: "k1", Secret: []byte(vec.secret)})

	tampered := bytes.Replace(vec.body, []byte(`"10"`), []byte(`"11"`), 1)
	var compact bytes.Buffer
	if err := json.Compact(&compact, vec.body); err != nil {
		t.Fatal(err)
	}
	var anyv any
	json.Unmarshal(vec.body, &anyv)
	remarshalled, _ := json.Marshal(anyv)
	ts := func(d time.Duration) string { return strconv.FormatInt(now.Add(d).Unix(), 10) }
	signAt := func(d time.Duration) string { s, _ := Sign([]byte(vec.secret), vec.body, ts(d)); return s }
	wrongKey, _ := Sign([]byte(vec.secret+"x"), vec.body, vec.timestamp)

	tests := []struct {
		name           string
		body           []byte
		timestamp, sig string
		want           error
		header         string
	}{
		{"tampered body", tampered, vec.timestamp, vec.signature, ErrNoValidSignature, ""},
		{"compacted JSON", compact.Bytes(), vec.timestamp, vec.signature, ErrNoValidSignature, ""},
		{"re-serialised JSON", remarshalled, vec.timestamp, vec.signature, ErrNoValidSignature, ""},
		{"trailing newline added", append(append([]byte(nil), vec.body...), '\n'), vec.timestamp, vec.signature, ErrNoValidSignature, ""},
		{"wrong secret", vec.body, vec.timestamp, wrongKey, ErrNoValidSignature, ""},
		{"timestamp changed", vec.body, ts(1 * time.Second), vec.signature, ErrNoValidSignature, ""},
		{"old timestamp", vec.body, ts(-DefaultMaxAge - time.Second), signAt(-DefaultMaxAge - time.Second), ErrTooOld, ""},
		{"future timestamp", vec.body, ts(DefaultMaxLead + time.Second), signAt(DefaultMaxLead + time.Second), ErrTooNew, ""},
		{"no signature", vec.body, vec.timestamp, "", ErrNotSigned, HeaderSignature},
		{"no timestamp", vec.body, "", vec.signature, ErrMalformedHeader, HeaderTimestamp},
		{"no headers at all", vec.body, "", "", ErrNotSigned, HeaderSignature},
		{"signed timestamp", vec.body, "+" + vec.timestamp, vec.signature, ErrMalformedHeader, HeaderTimestamp},
		{"negative timestamp", vec.body, "-5", vec.signature, ErrMalformedHeader, HeaderTimestamp},
		{"timestamp with space", vec.body, vec.timestamp + " ", vec.signature, ErrMalformedHeader, HeaderTimestamp},
		{"fractional timestamp", vec.body, vec.timestamp + ".0", vec.signature, ErrMalformedHeader, HeaderTimestamp},
		{"timestamp in milliseconds overflowing", vec.body, "99999999999999999999", vec.signature, ErrMalformedHeader, HeaderTimestamp},
		{"upper-case signature", vec.body, vec.timestamp, strings.ToUpper(vec.signature), ErrMalformedHeader, HeaderSignature},
		{"short signature", vec.body, vec.timestamp, vec.signature[:127], ErrMalformedHeader, HeaderSignature},
		{"prefixed signature", vec.body, vec.timestamp, "sha512=" + vec.signature, ErrMalformedHeader, HeaderSignature},
		{"signature with space", vec.body, vec.timestamp, " " + vec.signature[1:], ErrMalformedHeader, HeaderSignature},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := v.Verify(tt.body, tt.timestamp, tt.sig, now)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			var ve *VerifyError
			if !errors.As(err, &ve) || ve.Header != tt.header {
				t.Fatalf("detail %+v, want header %q", ve, tt.header)
			}
			for _, secret := range []string{vec.secret, vec.signature, wrongKey} {
				if strings.Contains(err.Error(), secret) {
					t.Errorf("error %q shows a secret or signature", err)
				}
			}
		})
	}
}

func TestAgeErrorCarriesTimesAndDifference(t *testing.T) {
	v := mustVerifier(t, Options{MaxAge: time.Minute, MaxLead: 10 * time.Second}, Key{Secret: []byte("s")})
	now := time.Unix(1_763_631_000, 0)
	for _, tt := range []struct {
		offset time.Duration
		want   error
		limit  time.Duration
	}{
		{-61 * time.Second, ErrTooOld, time.Minute},
		{11 * time.Second, ErrTooNew, 10 * time.Second},
	} {
		ts := strconv.FormatInt(now.Add(tt.offset).Unix(), 10)
		sig, _ := Sign([]byte("s"), nil, ts)
		_, err := v.Verify(nil, ts, sig, now)
		var ve *VerifyError
		if !errors.Is(err, tt.want) || !errors.As(err, &ve) {
			t.Fatalf("err = %v, want %v", err, tt.want)
		}
		if ve.Diff != -tt.offset || ve.Limit != tt.limit || !ve.Now.Equal(now) || !ve.Timestamp.Equal(now.Add(tt.offset)) {
			t.Errorf("detail %+v", ve)
		}
		if !strings.Contains(err.Error(), "difference "+(-tt.offset).String()) {
			t.Errorf("message %q lacks the difference", err)
		}
	}
}

func TestAgeLimitsAreInclusive(t *testing.T) {
	v := mustVerifier(t, Options{}, Key{Secret: []byte("s")})
	now := time.Unix(1_763_631_000, 0)
	for _, offset := range []time.Duration{-DefaultMaxAge, 0, DefaultMaxLead} {
		ts := strconv.FormatInt(now.Add(offset).Unix(), 10)
		sig, _ := Sign([]byte("s"), []byte("b"), ts)
		res, err := v.Verify([]byte("b"), ts, sig, now)
		if err != nil || res.Age != -offset {
			t.Errorf("offset %v: %+v, %v", offset, res, err)
		}
	}
}

// A forged delivery with a stale timestamp must say "no valid signature":
// the age is only looked at once the signature holds.
func TestSignatureIsCheckedBeforeAge(t *testing.T) {
	v := mustVerifier(t, Options{}, Key{Secret: []byte("s")})
	_, err := v.Verify([]byte("b"), "1", strings.Repeat("0", SignatureLen), time.Unix(1_763_631_000, 0))
	if !errors.Is(err, ErrNoValidSignature) {
		t.Fatalf("err = %v", err)
	}
}

func TestKeyringRotationReportsTheMatchingKey(t *testing.T) {
	old, next := Key{ID: "2026-10", Secret: []byte("old-secret")}, Key{ID: "2026-11", Secret: []byte("new-secret")}
	v := mustVerifier(t, Options{}, next, old)
	now := time.Unix(1_763_631_000, 0)
	ts := "1763631000"
	for _, k := range []Key{old, next} {
		sig, _ := Sign(k.Secret, []byte("{}"), ts)
		res, err := v.Verify([]byte("{}"), ts, sig, now)
		if err != nil || res.KeyID != k.ID {
			t.Errorf("key %s: %+v, %v", k.ID, res, err)
		}
	}
	retired := mustVerifier(t, Options{}, next)
	sig, _ := Sign(old.Secret, []byte("{}"), ts)
	if _, err := retired.Verify([]byte("{}"), ts, sig, now); !errors.Is(err, ErrNoValidSignature) {
		t.Errorf("retired key still verifies: %v", err)
	}
}

func TestNeverFailOpen(t *testing.T) {
	if _, err := NewKeyring(); !errors.Is(err, ErrNoSecret) {
		t.Errorf("empty keyring: %v", err)
	}
	if _, err := NewKeyring(Key{ID: "a", Secret: []byte("x")}, Key{ID: "b"}); !errors.Is(err, ErrEmptySecret) {
		t.Errorf("empty secret: %v", err)
	}
	if _, err := Sign(nil, []byte("b"), "1"); !errors.Is(err, ErrEmptySecret) {
		t.Errorf("Sign with empty secret: %v", err)
	}
	if _, err := NewVerifier(nil, Options{}); !errors.Is(err, ErrNoSecret) {
		t.Errorf("no keyring, unsigned not allowed: %v", err)
	}
	ring, _ := NewKeyring(Key{Secret: []byte("x")})
	if _, err := NewVerifier(ring, Options{AllowUnsigned: true}); err == nil {
		t.Error("keyring with AllowUnsigned accepted")
	}
	if _, err := NewVerifier(ring, Options{MaxAge: -1}); err == nil {
		t.Error("negative MaxAge accepted")
	}

	// An endpoint explicitly configured without a secret: unsigned passes,
	// the timestamp is still read strictly and aged.
	open, err := NewVerifier(nil, Options{AllowUnsigned: true})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_763_631_000, 0)
	if res, err := open.Verify([]byte("{}"), "1763631000", "", now); err != nil || res.Signed {
		t.Errorf("unsigned endpoint: %+v, %v", res, err)
	}
	if _, err := open.Verify([]byte("{}"), "1", "", now); !errors.Is(err, ErrTooOld) {
		t.Errorf("unsigned endpoint, old delivery: %v", err)
	}
	if _, err := open.Verify([]byte("{}"), "x", "", now); !errors.Is(err, ErrMalformedHeader) {
		t.Errorf("unsigned endpoint, bad timestamp: %v", err)
	}
}

func TestVerifyDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	v, body, ts, sig, now := benchDelivery(t)
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := v.Verify(body, ts, sig, now); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("Verify allocates %v times per call", allocs)
	}
}

func benchDelivery(t testing.TB) (*Verifier, []byte, string, string, time.Time) {
	body := bytes.Repeat([]byte(`{"k":"v"},`), 103)[:1024]
	ts := "1763631000"
	secret := []byte(benchSecret)
	sig, _ := Sign(secret, body, ts)
	return mustVerifier(t, Options{}, Key{ID: "k", Secret: secret}), body, ts, sig, unix(ts)
}

func FuzzVerify(f *testing.F) {
	for _, vec := range loadVectors(f) {
		f.Add(vec.body, vec.timestamp, vec.signature)
	}
	f.Add([]byte(""), "", "")
	f.Add([]byte("{}"), "+1", strings.Repeat("A", SignatureLen))
	secret := []byte("whsec_sandbox_3f9a")
	v := mustVerifier(f, Options{MaxAge: 1 << 62, MaxLead: 1 << 62}, Key{ID: "k", Secret: secret})
	now := time.Unix(1_763_631_000, 0)
	f.Fuzz(func(t *testing.T, body []byte, ts, sig string) {
		res1, err1 := v.Verify(body, ts, sig, now)
		res2, err2 := v.Verify(body, ts, sig, now)
		if res1 != res2 || (err1 == nil) != (err2 == nil) {
			t.Fatal("not deterministic")
		}
		if err1 == nil && !hmac.Equal([]byte(mustSign(t, secret, body, ts)), []byte(sig)) {
			t.Fatal("verified a signature Sign does not produce")
		}
		if _, err := ParseTimestamp(ts); err != nil {
			return
		}
		good := mustSign(t, secret, body, ts)
		// The age may still refuse it: the limits are wide but finite.
		if _, err := v.Verify(body, ts, good, now); err != nil && !errors.Is(err, ErrTooOld) && !errors.Is(err, ErrTooNew) {
			t.Fatalf("own signature refused: %v", err)
		}
		mutated := append(append([]byte(nil), body...), 'x')
		if _, err := v.Verify(mutated, ts, good, now); !errors.Is(err, ErrNoValidSignature) {
			t.Fatalf("signature over a mutated body: %v", err)
		}
		if len(body) > 0 {
			mutated = append([]byte(nil), body...)
			mutated[len(body)/2] ^= 1
			if _, err := v.Verify(mutated, ts, good, now); !errors.Is(err, ErrNoValidSignature) {
				t.Fatalf("signature over a flipped body: %v", err)
			}
		}
	})
}

func mustSign(t *testing.T, secret, body []byte, ts string) string {
	s, err := Sign(secret, body, ts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestDecodeSignatureReadsLowerHexOnly holds the word-at-a-time decoding to encoding/hex: every
// byte value at every position of a signature, which it must decode exactly when the byte is a
// lower-case hex digit and refuse otherwise.
func TestDecodeSignatureReadsLowerHexOnly(t *testing.T) {
	base := []byte(strings.Repeat("0123456789abcdef", SignatureLen/16))
	for pos := 0; pos < SignatureLen; pos++ {
		for c := 0; c < 256; c++ {
			sig := append([]byte(nil), base...)
			sig[pos] = byte(c)
			var got [sha512.Size]byte
			err := decodeSignature(&got, string(sig))
			lowerHex := '0' <= c && c <= '9' || 'a' <= c && c <= 'f'
			if !lowerHex {
				if err == nil {
					t.Fatalf("byte %#x at %d: accepted", c, pos)
				}
				continue
			}
			want, _ := hex.DecodeString(string(sig))
			if err != nil || !bytes.Equal(got[:], want) {
				t.Fatalf("byte %q at %d: %x, %v; want %x", rune(c), pos, got, err, want)
			}
		}
	}
}
