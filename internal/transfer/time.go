package transfer

import (
	"errors"
	"time"

	"github.com/preflightpay/preflight/reason"
)

// ErrInvalidTime is the category of ParseTime's errors.
var ErrInvalidTime = errors.New("invalid time")

// TimeError names a time filter value that is in none of the accepted formats.
type TimeError struct {
	Value string
}

func (e *TimeError) Error() string { return "invalid time " + reason.Quote(e.Value) }
func (e *TimeError) Unwrap() error { return ErrInvalidTime }

// localDateTime is RFC 3339 without a zone, which clients often send.
const localDateTime = "2006-01-02T15:04:05.999999999"

// ParseTime reads a time filter in one of the accepted formats (see the package documentation).
func ParseTime(s string) (time.Time, error) {
	if n, ok := unixDigits(s); ok {
		switch {
		case len(s) <= 10:
			return time.Unix(n, 0).UTC(), nil
		case len(s) == 13:
			return time.UnixMilli(n).UTC(), nil
		}
		return time.Time{}, &TimeError{Value: s}
	}
	layouts := [...]string{time.RFC3339Nano, time.DateOnly, time.DateTime, localDateTime}
	for _, l := range layouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, &TimeError{Value: s}
}

// unixDigits reads 1 to 13 ASCII digits.
func unixDigits(s string) (int64, bool) {
	if s == "" || len(s) > 13 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int64(s[i]-'0')
	}
	return n, true
}
