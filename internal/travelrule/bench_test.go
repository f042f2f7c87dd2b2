package travelrule

import (
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/ramptest"
)

const benchIVMS = `{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"Smith","secondaryIdentifier":"Ann","nameIdentifierType":"LEGL"}]},"geographicAddress":[{"addressType":"HOME","streetName":"High Street","buildingNumber":"1","townName":"London","country":"GB"}]}}]},"beneficiary":{"beneficiaryPersons":[{"legalPerson":{"name":{"legalPersonNameIdentifier":[{"legalPersonName":"Acme Ltd","legalPersonNameIdentifierType":"LEGL"}]},"nationalIdentification":{"nationalIdentifier":"HWUPKR0MPOU8FGXBT394","nationalIdentifierType":"LEIX"}}}]}}`

func BenchmarkCheckIVMS101(b *testing.B) {
	v, _ := input.Parse([]byte(benchIVMS), input.DefaultLimits())
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = CheckIVMS101(v)
	}
}

func BenchmarkValidLEI(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = ValidLEI("HWUPKR0MPOU8FGXBT394")
	}
}

func BenchmarkCheckCreate(b *testing.B) {
	ramptest.Bench(b, CheckCreate, `{"address":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","network":"ETH","label":"cold","wallet_type":"unhosted","address_party":"third_party","entity_type":"individual","first_name":"Ann","last_name":"Smith","country":"GB","city":"London"}`,
		`{"ramp":{"address_book":[{"id":"a1","label":"hot"}],"addresses_not_allowed":[]}}`)
}

func BenchmarkCheckCreateWithIVMS101(b *testing.B) {
	ramptest.Bench(b, CheckCreate, `{"address":"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4","network":"BTC","meta_data":`+string(input.AppendString(nil, benchIVMS))+`}`, "")
}

func BenchmarkCheckUpdate(b *testing.B) {
	ramptest.Bench(b, CheckUpdate, `{"id":"a1","label":"cold","is_whitelist":"true"}`, `{"ramp":{"address_book":[{"id":"a1","label":"hot"}]}}`)
}

func BenchmarkCheckList(b *testing.B) {
	ramptest.Bench(b, CheckList, `{"address_kind":"withdraw"}`, "")
}

func BenchmarkCheckDepositSender(b *testing.B) {
	ramptest.Bench(b, CheckDepositSender, `{"source_address":"TJRabPrwbZy45sbavfcjinPJC18kjpRTv8","network":"TRX","metadata":"{\"wallet_type\":\"unhosted\",\"address_party\":\"first_party\"}"}`, "")
}
