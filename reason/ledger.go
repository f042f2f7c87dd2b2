package reason

// The codes of fiat transfers, balances and list filters (packages transfer, balance).
const (
	PageNumber             Code = "page.number"
	PageSize               Code = "page.size"
	TransferStatusFilter   Code = "transfer.status-filter"
	TransferStatusCase     Code = "transfer.status-filter-case"
	LedgerCurrencyNotACode Code = "ledger.currency-not-a-code"
	LedgerCurrencyUnknown  Code = "ledger.currency-unknown"
	TimeNotRealDate        Code = "time.not-a-real-date"
	TimeFormat             Code = "time.format"
	TimeEndBeforeStart     Code = "time.end-before-start"
	TransferRequired       Code = "transfer.required"
	TransferSameAccount    Code = "transfer.same-account"
	TransferAmountDecimal  Code = "transfer.amount-not-decimal"
	TransferAmountSign     Code = "transfer.amount-not-positive"
	TransferAmountWhole    Code = "transfer.amount-not-whole"
	TransferAmountScale    Code = "transfer.amount-scale"
	TransferNotParty       Code = "transfer.account-not-party"
	TransferIDMissing      Code = "transfer.id-missing"
	TransferNotFound       Code = "transfer.not-found"
	BalanceInsufficient    Code = "balance.insufficient"
	BalanceNotFound        Code = "balance.not-found"
)

var ledgerCodes = []Info{
	{PageNumber, Spec, "list-transfers: page_number must be a positive integer (the specification's limits table)."},
	{PageSize, Spec, "list-transfers: page_size must be an integer from 1 to 100 (the specification's limits table)."},
	{TransferStatusFilter, Spec, "list-transfers: transfer_status must be completed or failed, as the specification's message says."},
	{TransferStatusCase, Reading, "list-transfers: transfer_status is completed or failed in another letter case (\"COMPLETED\"): the specification writes them in lower case without saying whether case matters; preflight predicts \"transfer_status must be completed or failed\"."},
	{LedgerCurrencyNotACode, Spec, "A currency that is not three letters (after trimming spaces, in any letter case) is no currency code at all."},
	{LedgerCurrencyUnknown, Reading, "A three-letter code that is neither ISO 4217 nor a documented override (CNH): the specification does not list the currencies it accepts; preflight reads ISO 4217 as that list."},
	{TimeNotRealDate, Spec, "start_time or end_time is written as a date (YYYY-MM-DD...) that is not a real day of the calendar."},
	{TimeFormat, Reading, "start_time or end_time is in none of the formats preflight accepts (RFC 3339, a date, a date and time without a zone, Unix seconds or milliseconds): the specification does not show the format, so this predicts \"start_time invalid\" / \"end_time invalid\"."},
	{TimeEndBeforeStart, Reading, "end_time is before start_time: not an error on the platform (the list is empty), so advice."},
	{TransferRequired, Spec, "create-transfer: source_account_id, target_account_id and reason are required, as the specification's message says; white space alone counts as empty."},
	{TransferSameAccount, Spec, "create-transfer: the source and target account are the same."},
	{TransferAmountDecimal, Spec, "create-transfer: the amount is absent or not a decimal number."},
	{TransferAmountSign, Spec, "create-transfer: the amount is zero or negative."},
	{TransferAmountWhole, Reading, "create-transfer: a fraction in a currency without minor units (JPY, KRW...): the specification says some currencies take whole amounts without naming them; preflight reads them as ISO 4217's currencies with zero minor units."},
	{TransferAmountScale, Reading, "create-transfer: more decimal places than the currency's ISO 4217 minor units (USD 10.001): the specification publishes no rounding rule; preflight predicts \"invalid transfer amount\"."},
	{TransferNotParty, Facts, "create-transfer: the authenticated account (account.id) is neither the source nor the target."},
	{TransferIDMissing, Spec, "retrieve-transfer: the path's id is absent or empty, so no request can name a transfer."},
	{TransferNotFound, Facts, "retrieve-transfer: the id is not among the account's transfers (fiat.transfers)."},
	{BalanceInsufficient, Facts, "create-transfer: the amount is more than the source account's available balance in the currency (balances; an absent currency is held at zero)."},
	{BalanceNotFound, Facts, "retrieve-balance: the balances facts hold no balance in the currency."},
}
