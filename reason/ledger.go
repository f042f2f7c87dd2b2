package reason

// The codes of fiat transfers, balances and list filters (packages transfer, balance).
var ledgerCodes = []Info{}
