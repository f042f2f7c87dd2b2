package errcatalog

// Entries among the fiat transfer, list and balance entries (packages transfer, balance) that no
// rule of preflight produces, each with the reason only the server can know it.
// TestEveryEntryIsProducedOrServerOnly holds this list to the golden files: an entry is either
// produced by a golden case or listed here.
var serverOnlyLedger = map[ID]string{
	TransferQueryTransfersFailed: "a failure inside the platform while it queries transfers: nothing in the request predicts it",
	TransferCreateFailed:         "a failure inside the platform while it creates the transfer: nothing in the request predicts it",
	BalanceQueryFailed:           "a failure inside the platform while it queries balances: nothing in the request predicts it",
}
