package errcatalog

// Entries among the account, on-behalf-of, idempotency, server and limit entries (packages
// account, idempotency, limits) that no rule of preflight produces, each with the reason only the
// server can know it. TestEveryEntryIsProducedOrServerOnly holds this list to the golden files:
// an entry is either produced by a golden case or listed here.
var serverOnlyCommon = map[ID]string{
	RampOBOSelectUserFailed: "a failure inside the platform while it looks up the x-on-behalf-of account: nothing in the request or the caller's facts predicts it",
	FiatOBOSelectUserFailed: "a failure inside the platform while it looks up the x-on-behalf-of account: nothing in the request or the caller's facts predicts it",
	ServerInternalError:     "a failure inside the platform (HTTP 500): nothing in the request predicts it",
}
