package classify

import (
	"errors"
	"strconv"

	"github.com/preflightpay/preflight/errcatalog"
)

// Err returns the response as an error, joined with errors.Join as report.Report.Err joins a
// report's findings, so that one errors.Is serves a check before sending and a response after
// it: errors.Is(err, errcatalog.ErrLater). A matched response gives its entry as an
// *errcatalog.Error with the values of the message's "%s" places (errors.As finds it); an
// unmatched one gives an error that unwraps to its fallback action's sentinel, since every
// error response calls for an action.
func (r *Result) Err() error {
	if r.Matched {
		if id, ok := errcatalog.ByKey(r.ID); ok {
			return errors.Join(&errcatalog.Error{ID: id, Params: r.Params})
		}
	}
	action, _ := errcatalog.ParseAction(r.Action)
	return errors.Join(&unidentified{status: r.HTTPStatus, message: r.Message, action: action})
}

// unidentified is a response that matches no catalog entry.
type unidentified struct {
	status  int
	message string
	action  errcatalog.Action
}

func (u *unidentified) Error() string {
	s := "HTTP " + strconv.Itoa(u.status) + ": unidentified error response"
	if u.message != "" {
		s += ": " + u.message
	}
	return s
}

func (u *unidentified) Unwrap() error { return u.action.Err() }
