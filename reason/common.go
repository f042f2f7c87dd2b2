package reason

// The codes of the account, on-behalf-of, idempotency, request reading and display-order checks
// (packages rule, account, idempotency, input, bidi), and of the front door.
const (
	// RequestUnreadable: the request is not one JSON object within the limits.
	RequestUnreadable Code = "request.unreadable"
	// MemberType: a member has another JSON type than the operation reads.
	MemberType Code = "request.member-type"
)

var commonCodes = []Info{
	{RequestUnreadable, Spec, "The request is not a single JSON object of valid UTF-8 within the size and depth limits: the platform cannot read it and answers its \"invalid request\" entry."},
	{MemberType, Spec, "A member has a JSON type the operation cannot read as its value (an object where text is expected, an array where an object is expected): the platform answers its \"invalid request\" entry."},
}
