package catalogspec

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// errcatalogDir is package errcatalog's directory, which holds the real sources.
const errcatalogDir = "../.."

func readSource(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(errcatalogDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// constants lists the generated table's constants in ID order.
func constants(t *testing.T, src []byte) []string {
	t.Helper()
	block, _, _ := strings.Cut(string(src), "numEntries")
	return regexp.MustCompile(`(?m)^\t([A-Z]\w*)`).FindAllString(block, -1)
}

const smallSpec = `## Errors

### Ramp: applying to all public endpoints

| Code | Message | Action |
|---|---|---|
| 403 | Login expired | AUTH |
| 1084 | Login expired | LATER |

### Ramp: specific

All HTTP 400, legacy flat, code 400 unless stated.

| Message | Operation(s) | Action |
|---|---|---|
| invalid request | 6 public endpoints | FIX |
| invalid wallet_type | create-address-book, update-address-book | FIX |
| invalid address_party | same three | FIX |
| invalid address format for network ETH | create-address-book | FIX |

### Ramp: typed errors (HTTP 400)

| type | code | message | Operation(s) | Action |
|---|---|---|---|---|
| invalid_request_error | invalid_parameter | parameter is invalid | create-transfer, retrieve-transfer | FIX |

### Idempotency and server errors (7 public endpoints in each product)

| HTTP | Code | Message | Action |
|---|---|---|---|
| 500 | empty | An internal error occurred, please try again | LATER |
`

const smallKeys = `# a comment
section Ramp: applying to all public endpoints

RampLoginExpired ramp.login-expired
	row 403 | Login expired
	operations ramp

RampOBOLoginExpired ramp.obo.login-expired
	row 1084 | Login expired
	operations ramp
	server-only a failure inside the platform: nothing predicts it

section Ramp: specific

RampInvalidRequest ramp.invalid-request
	row invalid request | 6 public endpoints
	# a comment inside an entry
	operations create-quote, create-withdraw

RampInvalidWalletType ramp.invalid-wallet-type
	row invalid wallet_type | create-address-book, update-address-book

RampInvalidAddressParty ramp.invalid-address-party
	row invalid address_party | same three

RampInvalidAddressFormat ramp.invalid-address-format
	row invalid address format for network ETH | create-address-book
	message invalid address format for network %s

section Ramp: typed errors (HTTP 400)

RampTransferInvalidParameter ramp.transfer.invalid-parameter
	row invalid_request_error | invalid_parameter | parameter is invalid | create-transfer, retrieve-transfer

section Idempotency and server errors (7 public endpoints in each product)

ServerInternalError server.internal-error
	row 500 | empty | An internal error occurred, please try again
	operations idempotent
`

func join(t *testing.T, spec, keys string) ([]Entry, []Section, error) {
	t.Helper()
	rows, err := ParseSpec([]byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	ks, err := ParseKeys([]byte(keys))
	if err != nil {
		t.Fatal(err)
	}
	return Join(rows, ks)
}

// TestEntriesComeFromTheirRows: what the specification gives (code, type, message, action, status,
// format, product, the operations it names or counts) is taken from the row and its table, and the
// keys file adds only what it says.
func TestEntriesComeFromTheirRows(t *testing.T) {
	entries, sections, err := join(t, smallSpec, smallKeys)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Entry{}
	for _, e := range entries {
		got[e.Key] = e
	}
	check := func(key string, want Entry) {
		t.Helper()
		want.Key, want.Const = key, got[key].Const
		if !reflect.DeepEqual(got[key], want) {
			t.Errorf("%s:\n got %+v\nwant %+v", key, got[key], want)
		}
	}
	check("ramp.login-expired", Entry{Product: "Ramp", HTTPStatus: 400, Format: "Legacy", Code: "403", Message: "Login expired", Action: "Auth", OperationSet: "rampAll"})
	check("ramp.obo.login-expired", Entry{Product: "Ramp", HTTPStatus: 400, Format: "Legacy", Code: "1084", Message: "Login expired", Action: "Later", OperationSet: "rampAll",
		ServerOnly: "a failure inside the platform: nothing predicts it"})
	check("ramp.invalid-request", Entry{Product: "Ramp", HTTPStatus: 400, Format: "Legacy", Code: "400", Message: "invalid request", Action: "Fix",
		Operations: []string{"ramp/create-quote", "ramp/create-withdraw"}, OperationCount: 6})
	check("ramp.invalid-address-party", Entry{Product: "Ramp", HTTPStatus: 400, Format: "Legacy", Code: "400", Message: "invalid address_party", Action: "Fix",
		Operations: []string{"ramp/create-address-book", "ramp/update-address-book"}})
	check("ramp.invalid-address-format", Entry{Product: "Ramp", HTTPStatus: 400, Format: "Legacy", Code: "400", Message: "invalid address format for network %s", Example: []string{"ETH"},
		Action: "Fix", Operations: []string{"ramp/create-address-book"}})
	check("ramp.transfer.invalid-parameter", Entry{Product: "Ramp", HTTPStatus: 400, Format: "Typed", Type: "invalid_request_error", Code: "invalid_parameter",
		Message: "parameter is invalid", Action: "Fix", Operations: []string{"ramp/create-transfer", "ramp/retrieve-transfer"}})
	check("server.internal-error", Entry{Product: "Both", HTTPStatus: 500, Format: "Envelope", Code: "", Message: "An internal error occurred, please try again", Action: "Later",
		OperationSet: "idempotent", OperationCount: 14})
	want := []Section{{"Ramp: applying to all public endpoints", 2}, {"Ramp: specific", 4}, {"Ramp: typed errors (HTTP 400)", 1}, {"Idempotency and server errors (7 public endpoints in each product)", 1}}
	if !slices.Equal(sections, want) {
		t.Errorf("sections %v, want %v", sections, want)
	}
}

// TestEveryRowHasOneKeyAndEveryKeyOneRow: a row no key names, a key naming no row or another key's
// row, a repeated constant or key, and keys that say what the row already says all stop the
// generator, each with its line.
func TestEveryRowHasOneKeyAndEveryKeyOneRow(t *testing.T) {
	tests := []struct {
		name, spec, keys, want string
	}{
		{"a row without a key", smallSpec + "| 409 | 409 | Request is processing | CHK |\n", smallKeys,
			`testdata/spec-errors.md:32: no key names the row "409 | 409 | Request is processing"`},
		{"a key without a row", smallSpec, smallKeys + "\nServerGone server.gone\n\trow 500 | empty | gone\n\toperations idempotent\n",
			`keys.txt:41: server.gone names the row "500 | empty | gone" of "Idempotency and server errors (7 public endpoints in each product)", which the specification does not have`},
		{"two keys for one row", smallSpec, smallKeys + "\nServerAgain server.again\n\trow 500 | empty | An internal error occurred, please try again\n\toperations idempotent\n",
			"keys.txt:41: server.again names the row of line 31, which line 37's key names"},
		{"a key in the wrong table", smallSpec, strings.Replace(smallKeys, "section Ramp: typed errors (HTTP 400)\n", "", 1),
			`ramp.transfer.invalid-parameter names the row "invalid_request_error | invalid_parameter | parameter is invalid | create-transfer, retrieve-transfer" of "Ramp: specific", which the specification does not have`},
		{"a repeated constant", smallSpec, strings.Replace(smallKeys, "RampOBOLoginExpired", "RampLoginExpired", 1),
			"keys.txt:8: the constant RampLoginExpired is also on line 4"},
		{"a repeated key", smallSpec, strings.Replace(smallKeys, "ramp.obo.login-expired", "ramp.login-expired", 1),
			"keys.txt:8: the key ramp.login-expired is also on line 4"},
		{"operations the row names", smallSpec, strings.Replace(smallKeys, "update-address-book\n", "update-address-book\n\toperations create-address-book\n", 1),
			"the row names its operations: the key must not"},
		{"operations the row counts, not given", smallSpec, strings.Replace(smallKeys, "\toperations create-quote, create-withdraw\n", "", 1),
			"the row does not name its operations: the key must"},
		{"more operations than the row counts", strings.Replace(smallSpec, "6 public endpoints", "1 public endpoints", 1), strings.Replace(smallKeys, "6 public", "1 public", 1),
			"the key names 2 operations, the row counts 1"},
		{"another product's list", smallSpec, strings.Replace(smallKeys, "\toperations ramp\n", "\toperations fiat\n", 1),
			`the operations "fiat" are not the Ramp product's`},
		{"a template the message does not fit", smallSpec, strings.Replace(smallKeys, "network %s", "chain %s", 1),
			`the template "invalid address format for chain %s" does not fit the row's message "invalid address format for network ETH"`},
		{"an action outside the legend", strings.Replace(smallSpec, "| 403 | Login expired | AUTH |", "| 403 | Login expired | OOPS |", 1), smallKeys,
			`action "OOPS" is not in the legend`},
		{"two rows no key can tell apart", strings.Replace(smallSpec, "| 1084 | Login expired | LATER |", "| 403 | Login expired | LATER |", 1),
			strings.Replace(smallKeys, "row 1084 | Login expired", "row 403 | Login expired", 1),
			"testdata/spec-errors.md:8: the row repeats line 7's table and cells"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := join(t, tt.spec, tt.keys)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v\nwant it to say %q", err, tt.want)
			}
		})
	}
}

// TestRowsMoveWhileIDsStay is the keys file's promise on the real sources: a row inserted in the
// middle of a table stops the generator until a key names it, the key goes at the end of the keys
// file, and every existing ID keeps its number; moving a row within its table changes nothing.
func TestRowsMoveWhileIDsStay(t *testing.T) {
	spec, keys := readSource(t, SpecFile), readSource(t, KeysFile)
	before, err := Generate([]byte(spec), []byte(keys))
	if err != nil {
		t.Fatal(err)
	}
	const anchor = "| payout_date invalid | create-payout | FIX |\n"
	inserted := strings.Replace(spec, anchor, "| payout_time invalid | create-payout | FIX |\n"+anchor, 1)
	if _, err := Generate([]byte(inserted), []byte(keys)); err == nil || !strings.Contains(err.Error(), `no key names the row "payout_time invalid | create-payout"`) {
		t.Fatalf("a new row without a key: err = %v", err)
	}
	appended := keys + "\nsection Fiat: specific (HTTP 400, legacy flat, code 400)\n\nPayoutPayoutTimeInvalid payout.payout-time-invalid\n\trow payout_time invalid | create-payout\n"
	after, err := Generate([]byte(inserted), []byte(appended))
	if err != nil {
		t.Fatal(err)
	}
	old, grown := constants(t, before), constants(t, after)
	if len(grown) != len(old)+1 || !slices.Equal(grown[:len(old)], old) || grown[len(old)] != "\tPayoutPayoutTimeInvalid" {
		t.Errorf("the new entry moved existing IDs: %d constants before, %d after, last %q", len(old), len(grown), grown[len(grown)-1])
	}

	const last = "| query balances failed | list-balances | BAL |\n"
	moved := strings.Replace(strings.Replace(spec, last, "", 1), anchor, last+anchor, 1)
	if moved == spec {
		t.Fatal("the row was not moved")
	}
	again, err := Generate([]byte(moved), []byte(keys))
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(before) {
		t.Error("moving a row within its table changed the generated table")
	}
}
