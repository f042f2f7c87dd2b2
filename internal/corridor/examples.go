package corridor

import (
	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
)

// place is an example beneficiary address and bank in one country, so that a form prefilled
// from a corridor's requirements passes every rule, readings included: a city and postal code of
// the country, a state where the country names states, a BIC and an IBAN of the country.
type place struct {
	city, state, street, postal string
	bic, iban                   string // iban "" where the country does not use IBAN
	bank, bankAddress           string
}

// places are the example countries: those of the LOCAL corridors and the home countries of the
// SWIFT currencies.
var places = map[string]place{
	"US": {"New York", "NY", "383 Madison Avenue", "10179", "CHASUS33", "", "JPMorgan Chase Bank", "383 Madison Avenue, New York"},
	"CA": {"Toronto", "ON", "200 Bay Street", "M5J 2J5", "ROYCCAT2", "", "Royal Bank of Canada", "200 Bay Street, Toronto"},
	"HK": {"Hong Kong", "", "1 Queen's Road Central", "", "HSBCHKHH", "", "The Hongkong and Shanghai Banking Corporation", "1 Queen's Road Central, Hong Kong"},
	"GB": {"London", "", "250 Bishopsgate", "EC2M 4AA", "NWBKGB2L", "GB29NWBK60161331926819", "National Westminster Bank", "250 Bishopsgate, London"},
	"AU": {"Sydney", "NSW", "201 Sussex Street", "2000", "CTBAAU2S", "", "Commonwealth Bank of Australia", "201 Sussex Street, Sydney"},
	"IN": {"Mumbai", "MH", "Madame Cama Road, Nariman Point", "400021", "SBININBB", "", "State Bank of India", "Madame Cama Road, Mumbai"},
	"CN": {"Beijing", "", "55 Fuxingmennei Avenue", "100140", "ICBKCNBJ", "", "Industrial and Commercial Bank of China", "55 Fuxingmennei Avenue, Beijing"},
	"SG": {"Singapore", "", "12 Marina Boulevard", "018982", "DBSSSGSG", "", "DBS Bank", "12 Marina Boulevard, Singapore"},
	"MX": {"Ciudad de Mexico", "CMX", "Paseo de la Reforma 510", "06600", "BBVAMXMM", "", "BBVA Mexico", "Paseo de la Reforma 510, Ciudad de Mexico"},
	"BR": {"Sao Paulo", "SP", "Avenida Paulista 1111", "01311-920", "ITAUBRSP", "", "Itau Unibanco", "Praca Alfredo Egydio de Souza Aranha 100, Sao Paulo"},
	"KE": {"Nairobi", "", "Kenyatta Avenue 1", "00100", "KCBLKENX", "", "KCB Bank Kenya", "Kencom House, Nairobi"},
	"DE": {"Frankfurt am Main", "", "Taunusanlage 12", "60325", "DEUTDEFF", "DE89370400440532013000", "Deutsche Bank", "Taunusanlage 12, Frankfurt am Main"},
	"FR": {"Paris", "", "16 boulevard des Italiens", "75009", "BNPAFRPP", "FR1420041010050500013M02606", "BNP Paribas", "16 boulevard des Italiens, Paris"},
	"JP": {"Tokyo", "", "1-5-5 Otemachi, Chiyoda-ku", "100-8176", "MHCBJPJT", "", "Mizuho Bank", "1-5-5 Otemachi, Tokyo"},
	"CH": {"Zurich", "", "Bahnhofstrasse 45", "8001", "UBSWCHZH80A", "CH9300762011623852957", "UBS Switzerland", "Bahnhofstrasse 45, Zurich"},
}

// homeCountry is the example country of a SWIFT currency.
var homeCountry = map[string]string{"USD": "US", "EUR": "DE", "GBP": "GB", "HKD": "HK", "SGD": "SG", "AUD": "AU",
	"CAD": "CA", "JPY": "JP", "CHF": "CH", "CNH": "CN", "INR": "IN", "MXN": "MX", "BRL": "BR", "KES": "KE"}

// exampleCountry is the country a corridor's examples are from: the one asked for, else the
// currency's home country where the corridor serves it, else the corridor's first country.
func (c *Corridor) exampleCountry(asked string) string {
	if asked != "" {
		return asked
	}
	if home, ok := homeCountry[c.Currency]; ok && c.Serves(home) {
		return home
	}
	if c.Countries == AnyCountry {
		return "DE"
	}
	return c.Countries[:2]
}

// examplePlace returns the example address and bank of country; a country without one gets
// neutral values, with a BIC and (where the country uses IBAN) an IBAN of the country's shape.
func examplePlace(country string) place {
	if p, ok := places[country]; ok {
		return p
	}
	p := place{city: "Capital City", street: "1 Main Street", postal: "10000", bank: "Example Bank", bankAddress: "1 Bank Street"}
	if len(country) == 2 {
		p.bic = "BANK" + country + "XX"
		p.iban = bankid.ExampleIBAN(country)
	}
	return p
}

// exampleAmount is an amount in cur written with the currency's minor units: "100.00", "100".
func exampleAmount(cur string) string {
	if units, ok := currency.MinorUnits(cur); ok && units == 0 {
		return "100"
	}
	return "100.00"
}
