package input

// SyntaxError is a syntax error worded exactly as Go's encoding/json words it, for the fields whose
// platform message quotes encoding/json (the platform is a Go service): travel-rule meta_data is
// refused with "invalid travel rule meta_data json: " + Message. Parse's *Error words the same
// input its own way, with the offset and path.
type SyntaxError struct {
	// Message is encoding/json's text: "invalid character 'x' looking for beginning of value",
	// "unexpected end of JSON input", ...
	Message string
	// Offset counts the bytes read when the error struck, as encoding/json's SyntaxError.Offset.
	Offset int
}

func (e *SyntaxError) Error() string { return e.Message }

// Unwrap returns ErrSyntax, the category Parse uses for the same input.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// stdlibMaxDepth is encoding/json's nesting limit; one level deeper is an error. Parse's is
// Limits.MaxDepth.
const stdlibMaxDepth = 10000

// The scanner's states. Each one names what the next byte may be; the transitions follow
// encoding/json's scanner (scanner.go) so that the first byte it refuses, and the words it
// refuses it with, are the same.
type scanState uint8

const (
	stBeginValue         scanState = iota // any value
	stBeginValueOrEmpty                   // a value or ']' right after '['
	stBeginStringOrEmpty                  // a key or '}' right after '{'
	stBeginString                         // a key after ','
	stEndValue                            // after a complete value: ',', ':', ']', '}' or space
	stEndTop                              // after the top-level value: only space
	stInString
	stInStringEsc
	stInStringEscU // followed by three more hex states
	stInStringEscU1
	stInStringEscU12
	stInStringEscU123
	stNeg   // after '-'
	st1     // in the integer part after a non-zero digit
	st0     // after a leading '0' (or the end of the integer part)
	stDot   // after '.'
	stDot0  // in the fraction
	stE     // after 'e' or 'E'
	stESign // after the exponent's sign
	stE0    // in the exponent
	stT     // after 't'
	stTr
	stTru
	stF
	stFa
	stFal
	stFals
	stN
	stNu
	stNul
)

// Where the innermost open container is.
const (
	inObjectKey   byte = iota // before a key's ':'
	inObjectValue             // after ':'
	inArray
)

type jsonScanner struct {
	state  scanState
	stack  []byte
	endTop bool
	err    *SyntaxError
	offset int
}

// CheckSyntax reports whether data is one JSON value, as encoding/json's Valid and Unmarshal see
// it, and if not returns a *SyntaxError with encoding/json's exact message. Like encoding/json, it
// does not check UTF-8 (invalid bytes in strings are accepted) and allows 10000 levels of nesting.
func CheckSyntax(data string) error {
	s := jsonScanner{state: stBeginValue}
	for i := 0; i < len(data); i++ {
		s.offset++
		if !s.step(data[i]) {
			return s.err
		}
	}
	// At the end, encoding/json feeds one space: a literal cut short ("tru") is refused for that
	// space, anything else unfinished is "unexpected end of JSON input".
	if s.err != nil {
		return s.err
	}
	if s.endTop {
		return nil
	}
	s.step(' ')
	if s.endTop {
		return nil
	}
	if s.err == nil {
		s.err = &SyntaxError{Message: "unexpected end of JSON input", Offset: s.offset}
	}
	return s.err
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// stop is the body of fail, which syntax_js.go declares not inlined (for the WASM build's size)
// and syntax_other.go as any other function.
func (s *jsonScanner) stop(c byte, context string) bool {
	s.err = &SyntaxError{Message: "invalid character " + quoteByte(c) + " " + context, Offset: s.offset}
	return false
}

func (s *jsonScanner) push(c byte, in byte) bool {
	s.stack = append(s.stack, in)
	if len(s.stack) > stdlibMaxDepth {
		return s.fail(c, "exceeded max depth")
	}
	return true
}

func (s *jsonScanner) pop() {
	s.stack = s.stack[:len(s.stack)-1]
	if len(s.stack) == 0 {
		s.state = stEndTop
		s.endTop = true
	} else {
		s.state = stEndValue
	}
}

// literals drives the states inside true, false and null, in the order of their constants from
// stT: the byte each expects, the state it leads to, and the word named in the error.
var literals = [...]struct {
	want byte
	next scanState
	word string
}{
	{'r', stTr, "true"}, {'u', stTru, "true"}, {'e', stEndValue, "true"},
	{'a', stFa, "false"}, {'l', stFal, "false"}, {'s', stFals, "false"}, {'e', stEndValue, "false"},
	{'u', stNu, "null"}, {'l', stNul, "null"}, {'l', stEndValue, "null"},
}

// step consumes one byte; false means the scan has failed and s.err says why.
func (s *jsonScanner) step(c byte) bool {
	switch s.state {
	case stBeginValueOrEmpty:
		if isJSONSpace(c) {
			return true
		}
		if c == ']' {
			return s.endValue(c)
		}
		return s.beginValue(c)
	case stBeginValue:
		return s.beginValue(c)
	case stBeginStringOrEmpty:
		if isJSONSpace(c) {
			return true
		}
		if c == '}' {
			s.stack[len(s.stack)-1] = inObjectValue
			return s.endValue(c)
		}
		return s.beginString(c)
	case stBeginString:
		return s.beginString(c)
	case stEndValue:
		return s.endValue(c)
	case stEndTop:
		if !isJSONSpace(c) {
			return s.fail(c, "after top-level value")
		}
		return true
	case stInString:
		switch {
		case c == '"':
			s.state = stEndValue
		case c == '\\':
			s.state = stInStringEsc
		case c < 0x20:
			return s.fail(c, "in string literal")
		}
		return true
	case stInStringEsc:
		switch c {
		case 'b', 'f', 'n', 'r', 't', '\\', '/', '"':
			s.state = stInString
			return true
		case 'u':
			s.state = stInStringEscU
			return true
		}
		return s.fail(c, "in string escape code")
	case stInStringEscU, stInStringEscU1, stInStringEscU12, stInStringEscU123:
		if !isHex(c) {
			return s.fail(c, "in \\u hexadecimal character escape")
		}
		if s.state == stInStringEscU123 {
			s.state = stInString
		} else {
			s.state++
		}
		return true
	case stNeg:
		switch {
		case c == '0':
			s.state = st0
		case '1' <= c && c <= '9':
			s.state = st1
		default:
			return s.fail(c, "in numeric literal")
		}
		return true
	case st1:
		if '0' <= c && c <= '9' {
			return true
		}
		return s.afterInteger(c)
	case st0:
		return s.afterInteger(c)
	case stDot:
		if '0' <= c && c <= '9' {
			s.state = stDot0
			return true
		}
		return s.fail(c, "after decimal point in numeric literal")
	case stDot0:
		if '0' <= c && c <= '9' {
			return true
		}
		if c == 'e' || c == 'E' {
			s.state = stE
			return true
		}
		return s.endValue(c)
	case stE:
		if c == '+' || c == '-' {
			s.state = stESign
			return true
		}
		return s.exponentDigit(c)
	case stESign:
		return s.exponentDigit(c)
	case stE0:
		if '0' <= c && c <= '9' {
			return true
		}
		return s.endValue(c)
	case stT, stTr, stTru, stF, stFa, stFal, stFals, stN, stNu, stNul:
		l := literals[s.state-stT]
		if c != l.want {
			return s.fail(c, "in literal "+l.word+" (expecting '"+string(l.want)+"')")
		}
		s.state = l.next
		return true
	}
	return false
}

func (s *jsonScanner) beginValue(c byte) bool {
	if isJSONSpace(c) {
		return true
	}
	switch c {
	case '{':
		s.state = stBeginStringOrEmpty
		return s.push(c, inObjectKey)
	case '[':
		s.state = stBeginValueOrEmpty
		return s.push(c, inArray)
	case '"':
		s.state = stInString
	case '-':
		s.state = stNeg
	case '0':
		s.state = st0
	case 't':
		s.state = stT
	case 'f':
		s.state = stF
	case 'n':
		s.state = stN
	default:
		if c < '1' || c > '9' {
			return s.fail(c, "looking for beginning of value")
		}
		s.state = st1
	}
	return true
}

func (s *jsonScanner) beginString(c byte) bool {
	if isJSONSpace(c) {
		return true
	}
	if c == '"' {
		s.state = stInString
		return true
	}
	return s.fail(c, "looking for beginning of object key string")
}

func (s *jsonScanner) afterInteger(c byte) bool {
	switch c {
	case '.':
		s.state = stDot
		return true
	case 'e', 'E':
		s.state = stE
		return true
	}
	return s.endValue(c)
}

func (s *jsonScanner) exponentDigit(c byte) bool {
	if '0' <= c && c <= '9' {
		s.state = stE0
		return true
	}
	return s.fail(c, "in exponent of numeric literal")
}

// endValue handles the byte after a complete value.
func (s *jsonScanner) endValue(c byte) bool {
	n := len(s.stack)
	if n == 0 {
		s.state = stEndTop
		s.endTop = true
		return s.step(c)
	}
	if isJSONSpace(c) {
		s.state = stEndValue
		return true
	}
	in := s.stack[n-1]
	if in == inObjectKey {
		if c == ':' {
			s.stack[n-1] = inObjectValue
			s.state = stBeginValue
			return true
		}
		return s.fail(c, "after object key")
	}
	// After a member's value or an array element: a comma for the next one, or the closer.
	closer, context, next := byte(']'), "after array element", stBeginValue
	if in == inObjectValue {
		closer, context, next = '}', "after object key:value pair", stBeginString
		s.stack[n-1] = inObjectKey // read only after a comma; a closer pops it
	}
	switch c {
	case ',':
		s.state = next
		return true
	case closer:
		s.pop()
		return true
	}
	return s.fail(c, context)
}

// quoteByte writes a byte as encoding/json's error messages do: in single quotes, with the
// escapes of strconv.Quote applied to the byte taken as a rune (so 0xE9 shows as 'é', 0x85 as
// '\u0085'), except that a single quote is '\” and a double quote is '"'.
func quoteByte(c byte) string {
	switch c {
	case '\'':
		return `'\''`
	case '"':
		return `'"'`
	case '\\':
		return `'\\'`
	case '\a':
		return `'\a'`
	case '\b':
		return `'\b'`
	case '\f':
		return `'\f'`
	case '\n':
		return `'\n'`
	case '\r':
		return `'\r'`
	case '\t':
		return `'\t'`
	case '\v':
		return `'\v'`
	}
	const hex = "0123456789abcdef"
	switch {
	case c < 0x20 || c == 0x7f:
		return `'\x` + string(hex[c>>4]) + string(hex[c&0xf]) + `'`
	case c < 0x80:
		return "'" + string(rune(c)) + "'"
	case c < 0xa1 || c == 0xad:
		// C1 controls, no-break space and soft hyphen: not printable for strconv.
		return `'\u00` + string(hex[c>>4]) + string(hex[c&0xf]) + `'`
	}
	return "'" + string(rune(c)) + "'"
}
