package errcatalog

import "strings"

// Response is what an API error response says, read from its status and body.
type Response struct {
	HTTPStatus int
	Type       string // typed errors only
	Code       string // as text: a legacy body's number 1084 is "1084"
	Message    string
}

// Basis says how firmly a Match identifies its entry.
type Basis uint8

const (
	// ByOperation: status, code, type and message match an entry documented for the operation.
	ByOperation Basis = iota + 1
	// ByProduct: they match an entry of the operation's product whose operations the
	// specification only counts ("4 public endpoints"), so the operation may be one it does not
	// name.
	ByProduct
	// ByMessage: they match an entry documented for other operations only.
	ByMessage
)

// String returns "operation", "product" or "message".
func (b Basis) String() string {
	switch b {
	case ByOperation:
		return "operation"
	case ByProduct:
		return "product"
	case ByMessage:
		return "message"
	}
	return ""
}

// Match is the entry a response was identified as.
type Match struct {
	ID     ID
	Params []string // the values the platform filled into the message's "%s" places
	Basis  Basis
}

// Identify finds the entry that a response from operation ("fiat/create-payout") is. The same
// message can stand under several codes, statuses and products, so all four are compared, and
// the operation decides between entries that share them. Messages are compared exactly, after
// trimming surrounding white space; templates with "%s" give back the values.
func Identify(operation string, r Response) (Match, bool) {
	product, _, _ := strings.Cut(operation, "/")
	msg := strings.TrimSpace(r.Message)
	best := Match{}
	found := false
	for i := range entries {
		e := &entries[i]
		if e.HTTPStatus != r.HTTPStatus || e.Code != r.Code || e.Type != r.Type {
			continue
		}
		params, ok := MatchTemplate(e.Message, msg)
		if !ok && msg != r.Message {
			// A value the platform left empty at the end of a message ("paymentMethod: ")
			// leaves white space that trimming removed: match the message as sent.
			params, ok = MatchTemplate(e.Message, r.Message)
		}
		if !ok {
			continue
		}
		var basis Basis
		switch {
		case e.AppliesTo(operation):
			basis = ByOperation
		case e.OperationCount > len(e.Operations) && (e.Product.String() == product || e.Product == Both):
			basis = ByProduct
		default:
			basis = ByMessage
		}
		if !found || basis < best.Basis {
			best, found = Match{ID: ID(i), Params: params, Basis: basis}, true
		}
	}
	return best, found
}
