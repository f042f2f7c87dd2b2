package operation

import (
	"maps"
	"strings"
	"testing"
)

func TestMatchFindsTheOperationAndItsPathParameters(t *testing.T) {
	cases := []struct {
		name, method, path string
		want               Name
		params             map[string]string
	}{
		{"a literal path", "POST", "/v1/payouts", FiatCreatePayout, nil},
		{"a trailing slash is ignored", "POST", "/v1/payouts/", FiatCreatePayout, nil},
		{"a path parameter by name", "GET", "/v1/payouts/po_123", FiatRetrievePayout, map[string]string{"id": "po_123"}},
		{"the method decides between two rows of one path", "GET", "/v1/transfer", FiatListTransfers, nil},
		{"the method decides between two rows of one path (POST)", "POST", "/v1/transfer", FiatCreateTransfer, nil},
		{"a literal segment wins over a parameter", "GET", "/v1/ramp/deposit/address", RampDepositWalletAddress, nil},
		{"a literal segment wins over a parameter (addresses)", "GET", "/v1/ramp/deposit/addresses", RampListDepositAddresses, nil},
		{"a parameter where no literal matches", "GET", "/v1/ramp/deposit/dep_1", RampRetrieveDeposit, map[string]string{"order_id": "dep_1"}},
		{"check-beneficiary is not an update of beneficiary check", "POST", "/v1/beneficiaries/check", FiatCheckBeneficiary, nil},
		{"update-beneficiary", "POST", "/v1/beneficiaries/b_9", FiatUpdateBeneficiary, map[string]string{"id": "b_9"}},
		{"delete-beneficiary has a literal after the parameter", "POST", "/v1/beneficiaries/b_9/delete", FiatDeleteBeneficiary, map[string]string{"id": "b_9"}},
		{"asset transactions is not an asset", "GET", "/v1/ramp/asset/transactions", RampListAssetTransactions, nil},
		{"an asset by code", "GET", "/v1/ramp/asset/USDT", RampRetrieveAsset, map[string]string{"balance_currency": "USDT"}},
		{"wallet address update", "POST", "/v1/ramp/wallet_address/update", RampUpdateAddressBook, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			op, params, ok := Match(c.method, c.path)
			if !ok || op.Name != c.want {
				t.Fatalf("Match(%s %s) = %v %v, want %s", c.method, c.path, op, ok, c.want)
			}
			if !maps.Equal(params, c.params) {
				t.Errorf("params %v, want %v", params, c.params)
			}
		})
	}
}

func TestMatchFindsNothingOutsideTheRegistry(t *testing.T) {
	cases := []struct{ name, method, path string }{
		{"an unknown path", "GET", "/v1/unknown"},
		{"a method the path does not take", "DELETE", "/v1/payouts/po_1"},
		{"a lower-case method", "post", "/v1/payouts"},
		{"too many segments", "GET", "/v1/payouts/po_1/extra"},
		{"too few segments", "GET", "/v1"},
		{"an empty parameter", "POST", "/v1/beneficiaries//delete"},
		{"the root", "GET", "/"},
		{"empty", "GET", ""},
		{"no version prefix", "POST", "/payouts"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if op, _, ok := Match(c.method, c.path); ok {
				t.Errorf("Match(%q %q) = %s, want none", c.method, c.path, op.Name)
			}
		})
	}
}

func TestEveryRegistryPathMatchesItsOwnRow(t *testing.T) {
	for _, op := range All() {
		path := op.Path
		want := map[string]string{}
		for _, in := range op.Inputs {
			if in.In == InPath {
				want[in.Name] = "x-" + in.Name
			}
		}
		for name, v := range want {
			path = strings.Replace(path, "{"+name+"}", v, 1)
		}
		got, params, ok := Match(op.Method, path)
		if !ok || got != op {
			t.Errorf("%s %s matched %v", op.Method, path, got)
			continue
		}
		if len(want) == 0 {
			want = nil
		}
		if !maps.Equal(params, want) {
			t.Errorf("%s: params %v, want %v", op.Name, params, want)
		}
	}
}
