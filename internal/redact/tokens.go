package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// spaceAt returns the length in s of the white space at s[i], 0 if there is none: ASCII white
// space, "+" (a space in a query string), any Unicode space (U+00A0 NO-BREAK SPACE, U+2009, ...),
// and each of these escaped (%20, %C2%A0, \t, \u00a0).
func spaceAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	r, n := char(s, i)
	if r == '+' && n == 1 || unicode.IsSpace(r) {
		return n
	}
	return 0
}

// tokenEnd reports whether s[i] ends a token or a single-word value: white space, a quote, or
// punctuation that no token, key or password in a header or query string is made of.
func tokenEnd(s string, i int) bool {
	c := s[i]
	if c < utf8.RuneSelf {
		return tokenEnds[c>>6]>>(c&63)&1 != 0
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r)
}

// tokenEnds is the ASCII of tokenEnd as a bit set: bit c&63 of word c>>6.
var tokenEnds = [2]uint64{
	1<<' ' | 1<<'\t' | 1<<'\n' | 1<<'\r' | 1<<'\v' | 1<<'\f' | 1<<'"' | 1<<'\'' | 1<<',' | 1<<';' | 1<<'&' |
		1<<'<' | 1<<'>' | 1<<'(' | 1<<')',
	1<<('\\'-64) | 1<<('{'-64) | 1<<('}'-64),
}

// maskBearer masks the token after "Bearer" and any white space (two spaces, a tab, a no-break
// space, %20). The search folds ASCII case byte by byte: strings.ToLower would change the length
// of invalid UTF-8 and of some letters, and indexes found in its result then cut s in the wrong
// places.
func maskBearer(s string) string {
	const word = "bearer"
	m := masker{s: s}
	for i := 0; i+len(word) < len(s); i++ {
		if s[i]|0x20 != 'b' || !hasPrefixFold(s[i:], word) {
			continue
		}
		j := i + len(word)
		n := spaceAt(s, j)
		if n == 0 {
			continue
		}
		// "+" is a space only in a form-encoded value, where every space is one ("Bearer+tok");
		// after a real space it is the token's first character ("Bearer +tok").
		plus := s[j] == '+'
		for n > 0 && (s[j] != '+' || plus) {
			j += n
			n = spaceAt(s, j)
		}
		k := j
		for k < len(s) && !tokenEnd(s, k) {
			k++
		}
		if k > j {
			m.mask(j, k)
		}
		// The scan goes on inside the token: "Bearer x.bearer y" has two.
		i = j - 1
	}
	return m.String()
}

// maskNamed masks the value after each secret's name and ":" or "=": a header, a query
// parameter, a JSON member quoted in text. A name is a run of letters, digits, "_", "-" and ".",
// percent-escapes decoded; it may be quoted, and blanks may stand around the separator.
func maskNamed(s string) string {
	m := masker{s: s}
	i := 0
	for i < len(s) {
		if r, n := char(s, i); !nameChar(r) {
			i += n
			continue
		}
		start := i
		for i < len(s) {
			r, n := char(s, i)
			if !nameChar(r) {
				break
			}
			i += n
		}
		end := i
		j := end
		if j < len(s) && s[j] == '\\' {
			j++
		}
		if j < len(s) && (s[j] == '"' || s[j] == '\'') {
			j++
		}
		j = skipBlanks(s, j)
		if j >= len(s) {
			break
		}
		sep, n := char(s, j)
		if sep != ':' && sep != '=' {
			continue
		}
		// Only the end of a long name decides: the words are suffixes, and exact names short.
		var buf [128]byte
		name := fold(buf[:0], s[max(start, end-len(buf)):end])
		if !textSecretName(name) && !(string(name) == "key" && queryKey(s, start)) {
			continue
		}
		j, k := value(s, skipBlanks(s, j+n), sep, word(wholeValues, name, suffix))
		if k > j {
			m.mask(j, k)
			i = k
		}
	}
	return m.String()
}

func nameChar(r rune) bool {
	return r < utf8.RuneSelf && isAlnum(byte(r)) || r == '_' || r == '-' || r == '.'
}

// queryKey reports whether the name at s[start:] is a query string's parameter: "key" alone is a
// secret only there (?key=, &key=), as Google's and many other APIs take their key.
func queryKey(s string, start int) bool {
	if start > 0 && (s[start-1] == '?' || s[start-1] == '&' || s[start-1] == ';') {
		return true
	}
	if start >= 3 && s[start-3] == '%' {
		r, _ := char(s, start-3)
		return r == '?' || r == '&'
	}
	return false
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// value returns the span of the value starting at s[j], inside its quotes if it is quoted. A
// quoted value ends at its closing quote; a whole value (an Authorization or Cookie header, or any value starting with an
// authentication scheme such as "Basic ") at the end of its line or query parameter; any other
// at the end of its first word.
func value(s string, j int, sep rune, whole bool) (int, int) {
	if j >= len(s) {
		return j, j
	}
	escaped := s[j] == '\\' && j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\'')
	if escaped {
		j++
	}
	if q := s[j]; q == '"' || q == '\'' {
		j++
		k := j
		for k < len(s) && s[k] != q && s[k] != '\n' && s[k] != '\r' {
			if s[k] == '\\' {
				if escaped {
					break
				}
				k++
			}
			k++
		}
		return j, min(k, len(s))
	}
	k := j
	if whole || startsWithScheme(s[j:]) {
		for k < len(s) && s[k] != '\n' && s[k] != '\r' && !(sep == '=' && s[k] == '&') {
			k++
		}
		return j, k
	}
	for k < len(s) && !tokenEnd(s, k) {
		k++
	}
	return j, k
}

// startsWithScheme reports whether v starts with an HTTP authentication scheme and white space:
// the credentials follow, and a value such as "token: Basic dXNlcjpwYXNz" is masked whole.
func startsWithScheme(v string) bool {
	for list := "basic bearer digest token negotiate ntlm hoba mutual "; len(list) > 0; {
		i := strings.IndexByte(list, ' ')
		if hasPrefixFold(v, list[:i]) && spaceAt(v, i) > 0 {
			return true
		}
		list = list[i+1:]
	}
	return false
}

// maskUserinfo masks the user information of every URL: scheme://user:pass@host becomes
// scheme://[REDACTED]@host, escaped or not (https%3A%2F%2Fuser%3Apass%40host, https:\/\/...).
func maskUserinfo(s string) string {
	m := masker{s: s}
	for i := 0; i < len(s); {
		c, n := char(s, i)
		i += n
		if c != ':' || i >= len(s) {
			continue
		}
		c1, n1 := char(s, i)
		if c1 != '/' || i+n1 >= len(s) {
			continue
		}
		c2, n2 := char(s, i+n1)
		if c2 != '/' {
			continue
		}
		start := i + n1 + n2
		k, last, colon := start, -1, false
		for k < len(s) {
			c, w := char(s, k)
			if c == '/' || urlEnd(c) {
				break
			}
			if c == '@' {
				last = k
			}
			colon = colon || c == ':'
			k += w
		}
		if last > start {
			m.mask(start, last)
			i = k
			continue
		}
		if c, _ := atOr(s, k); colon && c == '/' {
			// user:pass with a "/" in the password, written unencoded: the user information
			// ends at the next "@". With none before the URL ends, no URL up to there holds
			// user information, and the scan goes on after it (so that it stays linear).
			e := k
			for e < len(s) {
				c, w := char(s, e)
				if c == '@' || urlEnd(c) {
					break
				}
				e += w
			}
			if c, _ := atOr(s, e); c == '@' {
				// The user information ends at the authority's last "@", as in the branch above,
				// so that masking twice masks what masking once did ("://:/@@").
				for j := e + 1; j < len(s); {
					c, w := char(s, j)
					if c == '/' || urlEnd(c) {
						break
					}
					if c == '@' {
						e = j
					}
					j += w
				}
				m.mask(start, e)
			}
			i = e
			continue
		}
		// No user information: the authority may still hold the next URL's "://".
		i = start
	}
	return m.String()
}

// urlEnd reports whether c ends a URL's authority and query: white space, a quote, "<", ">",
// "\\", "?" or "#".
func urlEnd(c rune) bool {
	return c <= ' ' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '\\' || c == '?' || c == '#'
}

// atOr is char, with 0 past the end of s.
func atOr(s string, i int) (rune, int) {
	if i >= len(s) {
		return 0, 0
	}
	return char(s, i)
}

// maskPairs masks the values of name/value pairs that name a secret when they are written as
// JSON inside text: {"name":"x-api-key","value":"..."} in an error message or a body that is not
// JSON. Each innermost object (no braces inside) is read twice: once for a name naming a secret,
// once to mask the values.
func maskPairs(s string) string {
	m := masker{s: s}
	open := -1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			open = i
		case '}':
			if open >= 0 && pairs(s, open+1, i, nil) {
				pairs(s, open+1, i, &m)
			}
			open = -1
		}
	}
	return m.String()
}

// pairs reads the "key": value members of the object text s[a:b], a value's span being inside
// its quotes when it is a string. Quotes may be escaped (\"), as in JSON quoted inside a JSON
// string. Without a masker it reports whether a name member (see pairNames) names a secret;
// with one, it masks the value members' values (see pairValues).
func pairs(s string, a, b int, m *masker) bool {
	key, haveKey, colon := "", false, false
	for i := a; i < b; {
		c := s[i]
		vs, ve := 0, -1 // a member's value, once read
		switch {
		case c == '"' || c == '\\' && i+1 < b && s[i+1] == '"':
			escaped := c == '\\'
			if escaped {
				i++
			}
			start := i + 1
			k := start
			for k < b && s[k] != '"' {
				if s[k] == '\\' {
					if escaped {
						break
					}
					k++
				}
				k++
			}
			k = min(k, b)
			if colon {
				vs, ve = start, k
				haveKey, colon = false, false
			} else {
				key, haveKey = s[start:k], true
			}
			i = k + 1
			if escaped {
				i++ // the closing quote's backslash
			}
		case c == ':':
			colon = haveKey
			i++
		case c == ',':
			haveKey, colon = false, false
			i++
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		default:
			k := i
			for k < b && s[k] != ',' {
				k++
			}
			if colon {
				vs, ve = i, k
			}
			haveKey, colon = false, false
			i = k
		}
		switch {
		case ve < 0:
		case m == nil:
			if foldedIs(key, pairNames) && SecretName(s[vs:ve]) {
				return true
			}
		case ve > vs && foldedIs(key, pairValues):
			m.mask(vs, ve)
		}
	}
	return false
}
