package batch

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf16"
	"unicode/utf8"
)

// ErrEncoding is the category of an EncodingError: the input is not text preflight reads
// (UTF-8, or UTF-16 with its byte-order mark).
var ErrEncoding = errors.New("batch: the input is not UTF-8")

// EncodingError says where the input stops being readable text: the run stops there, once,
// rather than reporting every record after it as malformed.
type EncodingError struct {
	// Line and Column (in bytes of the line as read, counting from 1) of the first byte that is
	// not UTF-8, or of the character that is not UTF-16; 0 when the whole input is refused.
	Line, Column int
	// What is the problem: "byte 0xE9", "a NUL byte", "UTF-32LE", ...
	What string
	// Encoding is the encoding read: "UTF-8" or "UTF-16LE" or "UTF-16BE".
	Encoding string
}

func (e *EncodingError) Error() string {
	if e.Line == 0 {
		return "the input is " + e.What + ", which preflight does not read; save the file as UTF-8 (Excel: CSV UTF-8)"
	}
	return "line " + strconv.Itoa(e.Line) + " is not " + e.Encoding + " (" + e.What + " at column " + strconv.Itoa(e.Column) +
		"); save the file as UTF-8 (Excel: CSV UTF-8)"
}

func (e *EncodingError) Unwrap() error { return ErrEncoding }

// decode returns the input as UTF-8 without its byte-order mark: UTF-8 input is read as it is,
// UTF-16 with a byte-order mark (Excel's "Unicode text") is transcoded as it streams. Whatever
// is read is checked as it goes: a byte that is not UTF-8, or a NUL (the mark of UTF-16 saved
// without its byte-order mark, or of a binary file), ends the input with an *EncodingError
// naming its line and column. at turns an offset in the text into one in the input, for
// progress measured against the file's size: the byte-order mark added, or for UTF-16 the
// input's bytes read so far.
func decode(r io.Reader) (out *bufio.Reader, at func(int64) int64, err error) {
	var src io.Reader
	br := bufio.NewReaderSize(r, 64<<10)
	head, peekErr := br.Peek(4)
	enc := "UTF-8"
	switch {
	case bytes.HasPrefix(head, []byte("\xef\xbb\xbf")):
		br.Discard(3)
		at = func(o int64) int64 { return o + 3 }
	case bytes.HasPrefix(head, []byte("\xff\xfe\x00\x00")):
		return nil, nil, &EncodingError{What: "UTF-32LE"}
	case bytes.HasPrefix(head, []byte("\x00\x00\xfe\xff")):
		return nil, nil, &EncodingError{What: "UTF-32BE"}
	case bytes.HasPrefix(head, []byte("\xff\xfe")), bytes.HasPrefix(head, []byte("\xfe\xff")):
		br.Discard(2)
		be := head[0] == 0xfe
		enc = "UTF-16LE"
		if be {
			enc = "UTF-16BE"
		}
		raw := new(atomic.Int64)
		raw.Store(2)
		at = func(int64) int64 { return raw.Load() }
		src = &utf16Reader{r: &counter{r: br, n: raw}, be: be, raw: make([]byte, 32<<10)}
	}
	switch {
	case src != nil:
	case peekErr == nil:
		// UTF-8 is read past br once its first bytes are: through br, every byte of the input
		// would be copied once more (about 1% of a run's CPU time on a million JSON lines).
		rest, _ := br.Peek(br.Buffered())
		src = io.MultiReader(bytes.NewReader(rest), r)
	default:
		src = br
	}
	if at == nil {
		at = func(o int64) int64 { return o }
	}
	return bufio.NewReaderSize(&textChecker{r: src, enc: enc}, 64<<10), at, nil
}

// counter counts the bytes read through it, for another goroutine to read.
type counter struct {
	r io.Reader
	n *atomic.Int64
}

func (c *counter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// textChecker passes UTF-8 through, counting lines, and ends it with an *EncodingError at the
// first byte that is not UTF-8 or is NUL. The checks are the standard library's vectorised
// scans: on a million payouts they cost a few hundredths of a second.
type textChecker struct {
	r   io.Reader
	enc string
	// lines are the line breaks passed so far; col the bytes since the last one.
	lines, col int
	// tail is the start of a character cut at the end of the last read, and n its length.
	tail [utf8.UTFMax]byte
	n    int
	err  error
}

func (t *textChecker) Read(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	n, err := t.r.Read(p)
	if bad := t.check(p[:n]); bad >= 0 {
		t.err = t.errorAt(p[:n], bad)
		return bad, nil
	}
	if err != nil {
		var e *EncodingError
		switch {
		case errors.As(err, &e) && e.Line == 0 && e.What != "":
			// The UTF-16 decoder's complaint, placed here where lines are counted.
			e.Line, e.Column, e.Encoding = t.lines+1, t.col+1, t.enc
		case err == io.EOF && t.n > 0:
			err = &EncodingError{Line: t.lines + 1, Column: t.col - t.n + 1, What: "an incomplete character at the end", Encoding: t.enc}
		}
		t.err = err
	}
	return n, nil
}

// check returns the index in p of the first byte that is not UTF-8 or is NUL, or -1, and
// counts p's lines.
func (t *textChecker) check(p []byte) int {
	start := 0
	if t.n > 0 {
		// Complete the character cut at the end of the last read.
		k := copy(t.tail[t.n:], p)
		if utf8.FullRune(t.tail[:t.n+k]) {
			r, size := utf8.DecodeRune(t.tail[:t.n+k])
			if r == utf8.RuneError && size == 1 {
				return 0
			}
			start = size - t.n
			t.n = 0
		} else if k == len(p) {
			t.n += k
			t.col += k
			return -1
		} else {
			return 0
		}
	}
	body := p[start:]
	// A character cut by the end of p is kept for the next read.
	cut := 0
	for i := len(body) - 1; i >= 0 && i >= len(body)-utf8.UTFMax+1; i-- {
		if utf8.RuneStart(body[i]) {
			if !utf8.FullRune(body[i:]) {
				cut = len(body) - i
			}
			break
		}
	}
	whole := body[:len(body)-cut]
	if !utf8.Valid(whole) || bytes.IndexByte(whole, 0) >= 0 {
		for i := 0; i < len(whole); {
			r, size := utf8.DecodeRune(whole[i:])
			if r == 0 || r == utf8.RuneError && size == 1 {
				return start + i
			}
			i += size
		}
	}
	copy(t.tail[:], body[len(whole):])
	t.n = cut
	t.count(p)
	return -1
}

func (t *textChecker) count(p []byte) {
	if i := bytes.LastIndexByte(p, '\n'); i >= 0 {
		t.lines += bytes.Count(p[:i], []byte{'\n'}) + 1
		t.col = len(p) - i - 1
	} else {
		t.col += len(p)
	}
}

// errorAt is the error for the byte at p[bad], once the lines before it are counted; bad is 0
// and the culprit the start of the character cut at the end of the last read when t.n > 0.
func (t *textChecker) errorAt(p []byte, bad int) *EncodingError {
	b := p[bad]
	if t.n > 0 {
		b = t.tail[0]
		t.col -= t.n // its bytes were counted with the last read
	}
	t.count(p[:bad])
	what := "a NUL byte"
	if b != 0 {
		what = "byte 0x" + strings.ToUpper(strconv.FormatUint(uint64(b), 16))
	}
	return &EncodingError{Line: t.lines + 1, Column: t.col + 1, What: what, Encoding: t.enc}
}

// utf16Reader transcodes UTF-16 (after its byte-order mark) to UTF-8 as it streams. A lone
// surrogate, or an odd byte at the end, is an *EncodingError without a line, which the
// textChecker above it places.
type utf16Reader struct {
	r   io.Reader
	be  bool
	raw []byte // input read but not yet decoded: an odd byte or a high surrogate at its start
	rn  int
	out []byte // decoded, not yet handed out
	off int
	err error
}

func (u *utf16Reader) Read(p []byte) (int, error) {
	for u.off == len(u.out) {
		if u.err != nil {
			return 0, u.err
		}
		u.fill()
	}
	n := copy(p, u.out[u.off:])
	u.off += n
	return n, nil
}

func (u *utf16Reader) unit(b []byte) uint16 {
	if u.be {
		return uint16(b[0])<<8 | uint16(b[1])
	}
	return uint16(b[1])<<8 | uint16(b[0])
}

func (u *utf16Reader) fill() {
	u.out, u.off = u.out[:0], 0
	n, err := u.r.Read(u.raw[u.rn:])
	data := u.raw[:u.rn+n]
	i := 0
	for i+2 <= len(data) {
		c := u.unit(data[i:])
		switch {
		case !utf16.IsSurrogate(rune(c)):
			if c < utf8.RuneSelf {
				u.out = append(u.out, byte(c))
			} else {
				u.out = utf8.AppendRune(u.out, rune(c))
			}
			i += 2
			continue
		case c < 0xdc00 && i+4 <= len(data):
			if r := utf16.DecodeRune(rune(c), rune(u.unit(data[i+2:]))); r != utf8.RuneError {
				u.out = utf8.AppendRune(u.out, r)
				i += 4
				continue
			}
		}
		// A high surrogate whose pair comes with the next read waits for it.
		if c >= 0xdc00 || i+4 <= len(data) || err != nil {
			u.err = &EncodingError{What: "a lone UTF-16 surrogate 0x" + strconv.FormatUint(uint64(c), 16)}
			return
		}
		break
	}
	u.rn = copy(u.raw, data[i:])
	if err != nil {
		u.err = err
		if err == io.EOF && u.rn > 0 {
			u.err = &EncodingError{What: "an odd byte at the end"}
		}
	}
}
