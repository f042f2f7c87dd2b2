package batch

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"
	"unicode/utf16"
	"unicode/utf8"
)

// reference decodes data as decode does, in one piece with the standard library: the text, and
// whether all of it is readable.
func reference(data []byte) ([]byte, bool) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		data = data[3:]
	case bytes.HasPrefix(data, []byte("\xff\xfe\x00\x00")), bytes.HasPrefix(data, []byte("\x00\x00\xfe\xff")):
		return nil, false
	case bytes.HasPrefix(data, []byte("\xff\xfe")), bytes.HasPrefix(data, []byte("\xfe\xff")):
		be := data[0] == 0xfe
		data = data[2:]
		units := make([]uint16, len(data)/2)
		for i := range units {
			if be {
				units[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
			} else {
				units[i] = uint16(data[2*i+1])<<8 | uint16(data[2*i])
			}
		}
		var out []byte
		for i := 0; i < len(units); i++ {
			r := rune(units[i])
			if utf16.IsSurrogate(r) {
				if i+1 == len(units) {
					return out, false
				}
				if r = utf16.DecodeRune(r, rune(units[i+1])); r == utf8.RuneError {
					return out, false
				}
				i++
			}
			if r == 0 {
				return out, false
			}
			out = utf8.AppendRune(out, r)
		}
		return out, len(data)%2 == 0
	}
	return data, utf8.Valid(data) && bytes.IndexByte(data, 0) < 0
}

// FuzzDecode holds the streaming decoder (BOM, UTF-16 transcoding, the UTF-8 and NUL checks)
// to the standard library's decoding of the whole input, whatever the sizes of the reads below
// it: readable input comes out the same; other input ends with an *EncodingError whose line is
// where the text read before it ends.
func FuzzDecode(f *testing.F) {
	f.Add([]byte("\xef\xbb\xbf\"a\",\"b\"\r\n1,2\r\n"), uint8(0))
	f.Add([]byte("a;b\n1;caf\xc3\xa9\n"), uint8(1))
	f.Add([]byte("a,b\n1,caf\xe9\n"), uint8(2))
	f.Add(append([]byte("\xff\xfe"), []byte("a\x00\t\x00b\x00\r\x00\n\x00=\xd8\x00\xde")...), uint8(3))
	f.Add(append([]byte("\xfe\xff"), []byte("\x00a\x00\t\x00b\xd8=\xde\x00\x00\n")...), uint8(0))
	f.Add([]byte("\xff\xfe\x00\xdc"), uint8(1))
	f.Add([]byte("\xff\xfea"), uint8(2))
	f.Add([]byte("\xff\xfe\x00\x00"), uint8(0))
	f.Add([]byte("a\x00b\n"), uint8(1))
	f.Add([]byte("\xe2\x82"), uint8(3))
	f.Add([]byte("ab\xe2\x82\xacc\n\xe2\x82"), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, reads uint8) {
		var r io.Reader = bytes.NewReader(data)
		switch reads % 4 {
		case 1:
			r = iotest.OneByteReader(r)
		case 2:
			r = iotest.HalfReader(r)
		case 3:
			r = iotest.DataErrReader(r)
		}
		want, ok := reference(data)
		in, _, err := decode(r)
		var got []byte
		if err == nil {
			got, err = io.ReadAll(in)
		}
		var enc *EncodingError
		switch {
		case ok && err != nil:
			t.Fatalf("readable input refused: %v", err)
		case ok && !bytes.Equal(got, want):
			t.Fatalf("got %q, want %q", got, want)
		case !ok && !errors.As(err, &enc):
			t.Fatalf("unreadable input gave %q, %v", got, err)
		case !ok && !bytes.HasPrefix(want, got):
			t.Fatalf("before the error: %q, not a prefix of %q", got, want)
		case !ok && enc.Line > 0 && enc.Line != bytes.Count(got, []byte("\n"))+1:
			t.Fatalf("%v after %d line breaks", enc, bytes.Count(got, []byte("\n")))
		}
	})
}
