package reason

// The codes of account, on-behalf-of, idempotency, request reading and display-order controls (packages account, idempotency, input, bidi).
var commonCodes = []Info{}
