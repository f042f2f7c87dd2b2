// Package beneficiary checks fiat beneficiaries: the beneficiary a payout carries, and the
// operations fiat/create-beneficiary, fiat/update-beneficiary, fiat/check-beneficiary,
// fiat/delete-beneficiary and fiat/retrieve-beneficiary.
//
// What a beneficiary needs depends on its corridor (package corridor): Validate finds the
// corridor from the address country, the payout's currency and payment method and the
// clearing system, and applies the corridor's rules with the bank identifier checks of package
// bankid.
//
// # Errors and predictions
//
// Each finding carries a reason whose code (package reason, reason/beneficiary.go) says what the
// check stands on. What the specification states is an error: the names an entity needs, the
// account holder's emptiness, 2 to 140 characters and an individual's English letters and
// spaces, the address members, a LOCAL payout's clearing_system, the routing code types per
// clearing system and their non-empty values, PayNow's proxy_id, account_number's presence and
// English letters and digits, the CAD-EFT and AUD account lengths, the IBAN by ISO 13616 and
// the BIC by ISO 9362, and a SWIFT payout's swift_code. What is preflight's reading predicts the
// entry as a warning (an error in strict mode): the corridor table as a closed list, identifier
// shapes and check digits (ABA, sort code, BSB, IFSC, CNAPS, Canadian numbers, Hong Kong bank
// code, CLABE, CPF/CNPJ, E.164 msisdn), other account lengths, a company holder's character
// set, placeholder and single-word holder names, a BIC in lower case, entity_type values other
// than individual and company, the additional_info members, bank_name and bank_address the
// table asks for, and the shape of an id.
//
// # Order of findings
//
// Validate visits the beneficiary's members in this order; each step names the members it
// reports at, and a test holds the code to it:
//
//  1. entity_type: individual or company ("entity_type is required" for anything else too).
//  2. first_name, last_name, company_name: the names of an individual or of a company.
//  3. account_holder: not empty, 2 to 140 characters, the entity's character set (individual:
//     English letters and spaces; company: also digits and & . , - ' ( ) / +), not a
//     placeholder such as "N/A" ("Please provide a valid account holder name."), and for an
//     individual at least two words ("... or is incomplete").
//  4. address.country: required.
//  5. clearing_system: required for LOCAL; then the corridor. A corridor the table lacks predicts
//     "clearing system not support for country: %s, currency: %s, paymentMethod: %s", and
//     the steps below apply the rules stated for every payout of the method (corridor.Unknown).
//  6. iban, account_number: the IBAN by the SWIFT IBAN registry (printed form accepted, with a
//     warning giving the electronic form); account_number required unless an IBAN or a PayNow
//     proxy_id stands for it, English letters and digits, the corridor's length and shape.
//  7. swift_code: required where the corridor says; ISO 9362 with an ISO 3166-1 country.
//     Warnings when its country differs from the IBAN's or, without an IBAN, the address's.
//  8. routing_code_type1, routing_code_value1, routing_code_type2, routing_code_value2: as the
//     corridor names them; values checked as ABA (with a warning for an unassigned prefix),
//     sort code, BSB, IFSC, CNAPS, Canadian institution and transit numbers.
//  9. proxy_id: PayNow's.
//  10. additional_info.id_type, additional_info.id_number, additional_info.msisdn,
//     additional_info.tax_id: the members the corridor requires; msisdn always E.164 when given.
//  11. address.city, address.state, address.street_address, address.postal_code: state where
//     the country names states, postal_code where the country has postal codes.
//  12. bank_name, bank_address: where the corridor requires them.
//
// The beneficiary operations report only the entries the platform documents for them
// ("entity_type is required", "account_number is required", and for fiat/check-beneficiary the
// corridor); the rest of the platform's beneficiary messages are documented for
// fiat/create-payout, where the stored beneficiary is judged. With the stored beneficiaries as
// facts (fiat.beneficiaries), create-beneficiary and create-payout report "recipient repeat
// addition", update-beneficiary "beneficiary not found" and "can't change entity_type", and
// retrieve-beneficiary "beneficiary not found".
package beneficiary
