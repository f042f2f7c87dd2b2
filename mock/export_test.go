package mock

// The valid requests of testdata, for the tests of package mock_test.
var (
	PayoutJSON      = payoutBody
	BeneficiaryJSON = beneficiaryBody
)
