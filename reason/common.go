package reason

// The codes of the account, on-behalf-of, idempotency, request reading and display-order checks
// (packages rule, account, idempotency, input, bidi), and of the front door.
const (
	// RequestUnreadable: the request is not one JSON object within the limits.
	RequestUnreadable Code = "request.unreadable"
	// MemberType: a member has another JSON type than the operation reads.
	MemberType Code = "request.member-type"

	AccountLoginExpired         Code = "account.login-expired"
	AccountIPNotAllowed         Code = "account.ip-not-allowed"
	AccountNotActivated         Code = "account.not-activated"
	AccountIdentityNotVerified  Code = "account.identity-not-verified"
	AccountAPINotEnabled        Code = "account.api-not-enabled"
	AccountAPITradingNotEnabled Code = "account.api-trading-not-enabled"
	AccountAPIDisabled          Code = "account.api-disabled"
	AccountNoBankingAccount     Code = "account.no-banking-account"
	AccountNotActive            Code = "account.not-active"
	AccountNotTradable          Code = "account.not-tradable"
	AccountOperationForbidden   Code = "account.operation-forbidden"
	OnBehalfOfAccountID         Code = "on-behalf-of.account-id"
	OnBehalfOfNotAuthorized     Code = "on-behalf-of.not-authorized"
	OnBehalfOfNotFound          Code = "on-behalf-of.not-found"
	OnBehalfOfNotActive         Code = "on-behalf-of.not-active"
	OnBehalfOfNotTradable       Code = "on-behalf-of.not-tradable"
	IdempotencyKeyShape         Code = "idempotency.key-shape"
	IdempotencyClientMismatch   Code = "idempotency.client-mismatch"
	IdempotencyEndpointMismatch Code = "idempotency.endpoint-mismatch"
	IdempotencyPayloadMismatch  Code = "idempotency.payload-mismatch"
	IdempotencyProcessing       Code = "idempotency.processing"
	BidiControl                 Code = "bidi.control"
)

var commonCodes = []Info{
	{RequestUnreadable, Spec, "The request is not a single JSON object of valid UTF-8 within the size and depth limits: the platform cannot read it and answers its \"invalid request\" entry."},
	{MemberType, Spec, "A member has a JSON type the operation cannot read as its value (an object where text is expected, an array where an object is expected): the platform answers its \"invalid request\" entry."},
	{AccountLoginExpired, Facts, "The facts say the credentials the request will carry have expired (account.login_expired)."},
	{AccountIPNotAllowed, Facts, "The facts' caller address (account.ip) is in none of the account's allowed addresses and ranges (account.ip_allowlist)."},
	{AccountNotActivated, Facts, "Fiat: the facts say the banking account is not activated (account.activated)."},
	{AccountIdentityNotVerified, Facts, "Fiat: the facts say identity verification has not passed (account.identity_verified)."},
	{AccountAPINotEnabled, Facts, "Fiat: the facts say API access is not enabled for the account (account.api_enabled)."},
	{AccountAPITradingNotEnabled, Facts, "Ramp: the facts say API trading is not enabled for the account (account.api_trading_enabled)."},
	{AccountAPIDisabled, Reading, "Ramp: the facts say API access is disabled (account.api_enabled false) and do not give account.api_trading_enabled; the ramp tables have no \"Api not enabled\" row, so preflight predicts \"api trading not enabled for this account\"."},
	{AccountNoBankingAccount, Facts, "Ramp: the facts say the authenticated account has no banking account (account.banking_account)."},
	{AccountNotActive, Facts, "The facts say the account is not active (account.active): the operation's own \"account not active\" row where it has one, else ramp's \"account not active / not tradable\"."},
	{AccountNotTradable, Facts, "Ramp: the facts say the account may not trade (account.tradable)."},
	{AccountOperationForbidden, Facts, "The operation is not among those the facts say the credentials may call (account.operations)."},
	{OnBehalfOfAccountID, Reading, "The x-on-behalf-of value is not 1 to 64 letters, digits, \"-\" or \"_\": the specification does not publish the platform's account id format; preflight reads ids as UUIDs and prefixed ids and predicts \"invalid x-on-behalf-of account id\" for white space, quotes, separators and other characters a header would mangle."},
	{OnBehalfOfNotAuthorized, Facts, "The facts say the caller may not act for the x-on-behalf-of account (account.on_behalf_of.authorized)."},
	{OnBehalfOfNotFound, Facts, "The facts say the x-on-behalf-of account has no banking account (account.on_behalf_of.found)."},
	{OnBehalfOfNotActive, Facts, "The facts say the x-on-behalf-of account is not active (account.on_behalf_of.active)."},
	{OnBehalfOfNotTradable, Facts, "Ramp: the facts say the x-on-behalf-of account may not trade (account.on_behalf_of.tradable)."},
	{IdempotencyKeyShape, Reading, "The idempotency key is not 1 to 64 ASCII letters, digits, \"-\" or \"_\": the platform's rule is not published; preflight's reading admits every common generator's output (UUID, ULID, hex digests) and predicts \"Invalid idempotency key.\" for white space, control characters and non-ASCII text."},
	{IdempotencyClientMismatch, Facts, "The stored key's client (idempotency.stored.client_id) is not the caller's (account.client_id)."},
	{IdempotencyEndpointMismatch, Facts, "The stored key was first used with another operation or path (idempotency.stored.endpoint)."},
	{IdempotencyPayloadMismatch, Facts, "The request's fingerprint differs from the stored key's (idempotency.stored.fingerprint): the key is reused with another payload."},
	{IdempotencyProcessing, Facts, "The stored key's first request is still processing (idempotency.stored.state)."},
	{BidiControl, Reading, "A string holds an invisible bidirectional control (U+202E and its kin) that displays the text in another order than it is sent; the specification has no rule on them, so this is advice, never an error."},
}
