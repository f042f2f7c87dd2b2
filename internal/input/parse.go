package input

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/preflightpay/preflight/internal/swar"
	"github.com/preflightpay/preflight/reason"
)

// Limits bounds what Parse accepts, so that hostile input costs bounded time and memory.
type Limits struct {
	MaxBytes int // the whole input; 0 means DefaultLimits().MaxBytes
	MaxDepth int // nesting of arrays and objects; 0 means DefaultLimits().MaxDepth
}

// DefaultLimits are generous for any real request (a payout is under 4 KiB) and small enough that
// a browser can validate on every keystroke.
func DefaultLimits() Limits { return Limits{MaxBytes: 1 << 20, MaxDepth: 64} }

// The categories of parse errors. Every *Error unwraps to one of them.
var (
	ErrSyntax       = errors.New("input is not valid JSON")
	ErrTooLarge     = errors.New("input exceeds the size limit")
	ErrTooDeep      = errors.New("input nests deeper than the limit")
	ErrDuplicateKey = errors.New("an object repeats a member name")
	ErrInvalidUTF8  = errors.New("input is not valid UTF-8")
	ErrNotObject    = errors.New("input is not a JSON object")
)

// Error says what is wrong with the input and where.
type Error struct {
	Err    error  // one of the category errors above
	Offset int    // byte offset in the input
	Path   string // JSON path of the member being read, when known
	Detail string
	// Quoted is the request's own text the error shows after Detail (a member name, a number
	// literal), kept whole: Error quotes it cut to reason.MaxQuote bytes, so that whoever masks
	// secrets in an error (the front door) masks the whole text before it is cut, not a cut
	// that no longer shows what made it a secret.
	Quoted string
}

func (e *Error) Error() string {
	msg := e.Err.Error()
	detail := e.Detail
	if e.Quoted != "" {
		if detail != "" {
			detail += " "
		}
		detail += reason.QuoteWith(e.Quoted, strconv.Quote)
	}
	if detail != "" {
		msg += ": " + detail
	}
	if e.Path != "" {
		msg += " at " + reason.Bare(e.Path)
	}
	return msg + " (offset " + strconv.Itoa(e.Offset) + ")"
}

func (e *Error) Unwrap() error { return e.Err }

// Parse reads one JSON value. It is strict where a lenient reader would hide a mistake: it
// refuses duplicate member names (parsers disagree on which one wins), invalid UTF-8 (which
// encoding/json would silently replace), trailing data, and anything beyond the limits. A single
// leading UTF-8 byte-order mark is skipped, since editors on Windows write one.
func Parse(data []byte, lim Limits) (Value, error) { return parseLimited(data, "", lim, nil) }

// parseLimited reads data, or text when data is nil: the values share text's memory, and a copy
// of data's.
func parseLimited(data []byte, text string, lim Limits, a *Arena) (Value, error) {
	if lim.MaxBytes <= 0 {
		lim.MaxBytes = DefaultLimits().MaxBytes
	}
	if lim.MaxDepth <= 0 {
		lim.MaxDepth = DefaultLimits().MaxDepth
	}
	n := len(text)
	if data != nil {
		n = len(data)
	}
	if n > lim.MaxBytes {
		return Value{}, &Error{Err: ErrTooLarge, Offset: lim.MaxBytes, Detail: strconv.Itoa(n) + " bytes, limit " + strconv.Itoa(lim.MaxBytes)}
	}
	if data != nil {
		text = string(data)
	}
	v, err := parse(text, lim.MaxDepth, false, a)
	if err != nil {
		// The first reading keeps no path to the member being read, which costs a write per
		// member on the valid path; a second one, which builds no values, finds the same error
		// with its path.
		if _, perr := parse(text, lim.MaxDepth, true, nil); perr != nil {
			err = perr
		}
		return Value{}, err
	}
	return v, nil
}

// parse reads src, into a's storage when a is not nil. With track, it keeps the path to the
// value being read, for the error, and builds no values: it only finds where and why src is
// refused.
func parse(src string, maxDepth int, track bool, a *Arena) (Value, error) {
	sc := scratchPool.Get().(*scratch)
	defer sc.release()
	p := parser{src: src, maxDepth: maxDepth, scratch: sc, track: track}
	if a != nil {
		a.lend(&p)
		defer a.takeBack(&p)
	}
	if len(p.src) >= 3 && p.src[:3] == "\xef\xbb\xbf" {
		p.pos = 3
	}
	p.skipSpace()
	v, err := p.value(0)
	if err != nil {
		return Value{}, err
	}
	p.skipSpace()
	if p.pos < len(p.src) {
		return Value{}, p.fail(ErrSyntax, "data after the top-level value")
	}
	if !p.nonASCII {
		v.flags |= asciiOnly
	}
	return v, nil
}

// ParseObject reads one JSON object, the shape of every request and facts document.
func ParseObject(data []byte, lim Limits) (Value, error) { return parseObject(data, "", lim, nil) }

// ParseObjectString is ParseObject on a request already held as a string. The values' strings
// share its memory: nothing is copied.
func ParseObjectString(text string, lim Limits) (Value, error) {
	return parseObject(nil, text, lim, nil)
}

func parseObject(data []byte, text string, lim Limits, a *Arena) (Value, error) {
	v, err := parseLimited(data, text, lim, a)
	if err != nil {
		return Value{}, err
	}
	if v.kind != Object {
		return Value{}, &Error{Err: ErrNotObject, Detail: "got " + v.kind.String()}
	}
	return v, nil
}

type parser struct {
	src      string
	pos      int
	maxDepth int
	*scratch
	// slab holds the members of objects already closed. Each object takes an exact-size,
	// capacity-limited piece of it, so that a request's objects cost one allocation or a few,
	// not one per object plus its regrowth.
	slab []Member
	// lists holds the containers' lists the same way: one allocation for a request's objects.
	lists []list
	// track is set for the second reading of a refused input: keep the path, build no values.
	track bool
	// nonASCII is set when a string (a member name or a value) holds a byte above 0x7F or an
	// escape of a character beyond U+007F.
	nonASCII bool
	// spilledMembers and spilledLists are set when a slab lent by an Arena filled up and the
	// parse went on in one of its own.
	spilledMembers, spilledLists bool
}

// scratch is a parse's working storage, kept between parses: the members of the objects still
// open, and the path to the value being read (for error messages).
type scratch struct {
	open []Member
	used int // the most members open at once, all cleared on release
	path []pathElem
}

// pathElem is a member name, or an array index when key is "" and index >= 0.
type pathElem struct {
	key   string
	index int
}

var scratchPool = sync.Pool{New: func() any { return &scratch{open: make([]Member, 0, 64)} }}

// release returns the scratch to the pool, dropping its references into the parsed input so
// that a pooled scratch never keeps a request alive.
func (s *scratch) release() {
	clear(s.open[:max(s.used, len(s.open))])
	s.open, s.used = s.open[:0], 0
	clear(s.path[:cap(s.path)])
	s.path = s.path[:0]
	scratchPool.Put(s)
}

// members moves the members of the object that began at open[base] into the slab.
func (p *parser) members(base int) []Member {
	p.reserve()
	n := len(p.open) - base
	if n > cap(p.slab)-len(p.slab) {
		// The first slab is sized for every member of the input: there is a colon for each
		// (and one for each colon inside a string, a small excess). Later slabs, needed only
		// past the cap, take what is likely left.
		size := max(n, 16)
		if p.slab == nil {
			size = max(n, min(strings.Count(p.src, ":"), 1024))
		}
		p.slab = make([]Member, 0, size)
		p.spilledMembers = true
	}
	start := len(p.slab)
	p.slab = append(p.slab, p.open[base:]...)
	p.used = max(p.used, len(p.open))
	p.open = p.open[:base]
	return p.slab[start:len(p.slab):len(p.slab)]
}

// newList returns a container's list, from the lists slab, sized like the members slab: for
// every container of the input at once.
func (p *parser) newList() *list {
	p.reserve()
	if len(p.lists) == cap(p.lists) {
		size := 16
		if p.lists == nil {
			size = max(1, min(strings.Count(p.src, "{")+strings.Count(p.src, "["), 256))
		}
		p.lists = make([]list, 0, size)
		p.spilledLists = true
	}
	p.lists = p.lists[:len(p.lists)+1]
	return &p.lists[len(p.lists)-1]
}

// reserve gives a small request its members and lists in one allocation: the first time a
// container closes, it counts what the input can hold at most (a member per colon, a list per
// opening bracket) and, when that fits one of the blocks below, takes both slabs from one
// block. Larger inputs get separate slabs as sized above. Each block fills a size class of the
// allocator (768, 1536 and 3072 bytes, less the 8-byte header of an object with pointers).
func (p *parser) reserve() {
	if p.slab != nil || p.lists != nil {
		return
	}
	members := strings.Count(p.src, ":")
	lists := strings.Count(p.src, "{") + strings.Count(p.src, "[")
	switch {
	case members <= 13 && lists <= 2:
		b := new(struct {
			lists   [2]list
			members [13]Member
		})
		p.slab, p.lists = b.members[:0], b.lists[:0]
	case members <= 27 && lists <= 4:
		b := new(struct {
			lists   [4]list
			members [27]Member
		})
		p.slab, p.lists = b.members[:0], b.lists[:0]
	case members <= 57 && lists <= 6:
		b := new(struct {
			lists   [6]list
			members [57]Member
		})
		p.slab, p.lists = b.members[:0], b.lists[:0]
	}
}

// The lists of empty containers: one each serves every parse. Members and Elems return them
// as empty, non-nil slices of no capacity, so that an append never writes into them.
var (
	emptyObject = list{members: []Member{}}
	emptyArray  = list{elems: []Value{}}
)

func (p *parser) fail(kind error, detail string) error {
	e := &Error{Err: kind, Offset: p.pos, Detail: detail}
	for i, s := range p.path {
		if s.key == "" && s.index >= 0 {
			e.Path += "[" + strconv.Itoa(s.index) + "]"
			continue
		}
		if i > 0 {
			e.Path += "."
		}
		e.Path += s.key
	}
	return e
}

// failQuoting is fail with the request's text quoted, whole until Error cuts it.
func (p *parser) failQuoting(kind error, detail, quoted string) error {
	e := p.fail(kind, detail).(*Error)
	e.Quoted = quoted
	return e
}

func (p *parser) skipSpace() {
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) value(depth int) (Value, error) {
	if p.pos >= len(p.src) {
		return Value{}, p.fail(ErrSyntax, "unexpected end of input")
	}
	switch c := p.src[p.pos]; {
	case c == '{':
		return p.object(depth + 1)
	case c == '[':
		return p.array(depth + 1)
	case c == '"':
		s, err := p.str()
		return Value{kind: String, text: s}, err
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case c == 't':
		return p.literal("true", Value{kind: Bool, flags: isTrue})
	case c == 'f':
		return p.literal("false", Value{kind: Bool})
	case c == 'n':
		return p.literal("null", Value{kind: Null})
	default:
		return Value{}, p.fail(ErrSyntax, "invalid character "+quoteChar(p.src[p.pos:])+" looking for beginning of value")
	}
}

func quoteChar(s string) string {
	r, _ := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return strconv.Quote(s[:1])
	}
	return reason.Char(r)
}

func (p *parser) literal(word string, v Value) (Value, error) {
	if len(p.src)-p.pos >= len(word) && p.src[p.pos:p.pos+len(word)] == word {
		p.pos += len(word)
		return v, nil
	}
	return Value{}, p.fail(ErrSyntax, "invalid literal, expected "+word)
}

func (p *parser) number() (Value, error) {
	start := p.pos
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			p.pos++
			continue
		}
		break
	}
	lit := p.src[start:p.pos]
	if !isJSONNumber(lit) {
		p.pos = start
		return Value{}, p.failQuoting(ErrSyntax, "invalid number", lit)
	}
	return Value{kind: Number, text: lit}, nil
}

func (p *parser) str() (string, error) {
	// Fast path: no escapes, plain bytes. The result shares the input's memory. The position
	// is kept in a register and stored once, not at every byte.
	src, pos := p.src, p.pos+1 // past the opening quote
	start := pos
	for pos < len(src) {
		// Runs of printable ASCII, most of any request, are skipped eight bytes at a time, then
		// one table look-up a byte.
		pos = skipPlain8(src, pos)
		for pos < len(src) && plainASCII[src[pos]] {
			pos++
		}
		if pos >= len(src) {
			break
		}
		c := src[pos]
		if c == '"' {
			p.pos = pos + 1
			return src[start:pos], nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 {
			p.pos = pos
			return "", p.fail(ErrSyntax, "control character in string")
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(src[pos:])
			if r == utf8.RuneError && size <= 1 {
				p.pos = pos
				return "", p.fail(ErrInvalidUTF8, "in string")
			}
			p.nonASCII = true
			pos += size
			continue
		}
		pos++
	}
	p.pos = pos
	if p.pos >= len(p.src) {
		return "", p.fail(ErrSyntax, "unterminated string")
	}
	buf := make([]byte, 0, p.pos-start+16)
	buf = append(buf, p.src[start:p.pos]...)
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == '"':
			p.pos++
			return string(buf), nil
		case c == '\\':
			if p.pos+1 >= len(p.src) {
				return "", p.fail(ErrSyntax, "unterminated escape")
			}
			e := p.src[p.pos+1]
			p.pos += 2
			switch e {
			case '"', '\\', '/':
				buf = append(buf, e)
			case 'b':
				buf = append(buf, '\b')
			case 'f':
				buf = append(buf, '\f')
			case 'n':
				buf = append(buf, '\n')
			case 'r':
				buf = append(buf, '\r')
			case 't':
				buf = append(buf, '\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return "", p.fail(ErrSyntax, "invalid \\u escape")
				}
				if utf16.IsSurrogate(r) {
					r2 := rune(-1)
					if p.pos+1 < len(p.src) && p.src[p.pos] == '\\' && p.src[p.pos+1] == 'u' {
						p.pos += 2
						var ok2 bool
						if r2, ok2 = p.hex4(); !ok2 {
							return "", p.fail(ErrSyntax, "invalid \\u escape")
						}
					}
					r = utf16.DecodeRune(r, r2)
					if r == utf8.RuneError {
						return "", p.fail(ErrInvalidUTF8, "unpaired surrogate in \\u escape")
					}
				}
				if r >= utf8.RuneSelf {
					p.nonASCII = true
				}
				buf = utf8.AppendRune(buf, r)
			default:
				return "", p.fail(ErrSyntax, "invalid escape")
			}
		case c < 0x20:
			return "", p.fail(ErrSyntax, "control character in string")
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(p.src[p.pos:])
			if r == utf8.RuneError && size <= 1 {
				return "", p.fail(ErrInvalidUTF8, "in string")
			}
			p.nonASCII = true
			buf = append(buf, p.src[p.pos:p.pos+size]...)
			p.pos += size
		default:
			buf = append(buf, c)
			p.pos++
		}
	}
	return "", p.fail(ErrSyntax, "unterminated string")
}

// The word-at-a-time tests (skipPlain8, skipHTMLSafe8) are made of swar's constants.
const ones, highs = swar.Ones, swar.Highs

// skipPlain8 skips whole words of eight bytes that are all plain (see plainASCII) from s[i:],
// testing each word at once: no byte is a quote, a backslash, a control character or above
// 0x7F.
func skipPlain8(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		x := swar.Word8(s[i : i+8])
		q, bs := x^(ones*'"'), x^(ones*'\\')
		special := (q-ones)&^q | (bs-ones)&^bs | (x - ones*0x20) | x
		if special&highs != 0 {
			break
		}
	}
	return i
}

// plainASCII marks the bytes a string may hold as they are: printable ASCII other than the
// quote and the backslash.
var plainASCII = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

func (p *parser) hex4() (rune, bool) {
	if p.pos+4 > len(p.src) {
		return 0, false
	}
	var r rune
	for i := 0; i < 4; i++ {
		c := p.src[p.pos+i]
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	p.pos += 4
	return r, true
}

// dupIndexAfter is the member count from which duplicate detection switches from a scan to a
// map, so that an object with many members costs linear, not quadratic, time.
const dupIndexAfter = 16

func (p *parser) object(depth int) (Value, error) {
	if depth > p.maxDepth {
		return Value{}, p.fail(ErrTooDeep, "limit "+strconv.Itoa(p.maxDepth))
	}
	p.pos++ // {
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == '}' {
		p.pos++
		return Value{kind: Object, list: &emptyObject}, nil
	}
	base := len(p.open)
	var seen map[string]struct{}
	// names has a bit set for each member name read so far (by hashName), so that a new name
	// is compared with its siblings only when its bit is already set: most names of a request
	// then cost no comparison at all.
	var names uint64
	for {
		if p.pos >= len(p.src) || p.src[p.pos] != '"' {
			return Value{}, p.fail(ErrSyntax, "expected a member name")
		}
		key, err := p.str()
		if err != nil {
			return Value{}, err
		}
		if seen != nil {
			if _, dup := seen[key]; dup {
				return Value{}, p.failKey(ErrDuplicateKey, key)
			}
			seen[key] = struct{}{}
		} else {
			siblings := p.open[base:]
			if bit := uint64(1) << (hashName(key) & 63); names&bit != 0 {
				for i := range siblings {
					if siblings[i].Key == key {
						return Value{}, p.failKey(ErrDuplicateKey, key)
					}
				}
			} else {
				names |= bit
			}
			if len(siblings) == dupIndexAfter {
				seen = make(map[string]struct{}, 2*dupIndexAfter)
				for i := range siblings {
					seen[siblings[i].Key] = struct{}{}
				}
				seen[key] = struct{}{}
			}
		}
		p.skipSpace()
		if p.pos >= len(p.src) || p.src[p.pos] != ':' {
			return Value{}, p.fail(ErrSyntax, "expected ':' after a member name")
		}
		p.pos++
		p.skipSpace()
		if p.track {
			p.path = append(p.path, pathElem{key: key, index: -1})
		}
		var v Value
		if p.pos < len(p.src) && p.src[p.pos] == '"' {
			// Most members are strings: read them without the general dispatch.
			var s string
			s, err = p.str()
			v = Value{kind: String, text: s}
		} else {
			v, err = p.value(depth)
		}
		if err != nil {
			return Value{}, err
		}
		if p.track {
			p.path = p.path[:len(p.path)-1]
		}
		p.open = appendMember(p.open, key, v)
		done, err := p.next('}', "object")
		if err != nil {
			return Value{}, err
		}
		if done {
			if p.track {
				p.used = max(p.used, len(p.open)) // for release to clear
				p.open = p.open[:base]
				return Value{kind: Object}, nil
			}
			l := p.newList()
			l.members = p.members(base)
			return Value{kind: Object, list: l}, nil
		}
	}
}

// appendMember appends the member key: v, writing its fields in place. Appending a Member
// literal builds it on the stack first, field by field, and then copies it in 16-byte words,
// each of which waits for the smaller writes under it to land (a stall on every member of
// every request).
func appendMember(ms []Member, key string, v Value) []Member {
	if len(ms) == cap(ms) {
		ms = slices.Grow(ms, 1)
	}
	ms = ms[:len(ms)+1]
	m := &ms[len(ms)-1]
	m.Key, m.Value = key, v
	return ms
}

// next reads what follows a member or an element: a ',' and the space after it when another
// follows, or the closing byte, when it reports done.
func (p *parser) next(closing byte, in string) (done bool, err error) {
	p.skipSpace()
	if p.pos >= len(p.src) {
		return false, p.fail(ErrSyntax, "unexpected end of input in "+in)
	}
	switch p.src[p.pos] {
	case ',':
		p.pos++
		p.skipSpace()
		return false, nil
	case closing:
		p.pos++
		return true, nil
	}
	return false, p.fail(ErrSyntax, "expected ',' or '"+string(rune(closing))+"' in "+in)
}

func (p *parser) failKey(kind error, key string) error {
	p.path = append(p.path, pathElem{key: key, index: -1})
	err := p.failQuoting(kind, "", key)
	p.path = p.path[:len(p.path)-1]
	return err
}

func (p *parser) array(depth int) (Value, error) {
	if depth > p.maxDepth {
		return Value{}, p.fail(ErrTooDeep, "limit "+strconv.Itoa(p.maxDepth))
	}
	p.pos++ // [
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == ']' {
		p.pos++
		return Value{kind: Array, list: &emptyArray}, nil
	}
	var elems []Value
	for i := 0; ; i++ {
		if p.track {
			p.path = append(p.path, pathElem{index: i})
		}
		v, err := p.value(depth)
		if err != nil {
			return Value{}, err
		}
		if p.track {
			p.path = p.path[:len(p.path)-1]
		} else {
			elems = append(elems, v)
		}
		done, err := p.next(']', "array")
		if err != nil {
			return Value{}, err
		}
		if done {
			if p.track {
				return Value{kind: Array}, nil
			}
			l := p.newList()
			l.elems = elems
			return Value{kind: Array, list: l}, nil
		}
	}
}
