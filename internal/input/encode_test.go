package input

import (
	"bytes"
	"math/rand/v2"
	"sort"
	"strconv"
	"testing"
)

// appendCanonicalBefore is AppendCanonical as it was written before it sorted indices: it sorted
// a copy of each object's members with sort.Slice. Idempotency fingerprints stored in ledgers
// (a shared Redis among them) are hashes of its bytes, so AppendCanonical must write the same.
func appendCanonicalBefore(dst []byte, v Value) []byte {
	switch v.kind {
	case Array:
		dst = append(dst, '[')
		for i, e := range v.Elems() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendCanonicalBefore(dst, e)
		}
		return append(dst, ']')
	case Object:
		members := append([]Member(nil), v.Members()...)
		sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
		dst = append(dst, '{')
		for i, m := range members {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendString(dst, m.Key, true)
			dst = append(dst, ':')
			dst = appendCanonicalBefore(dst, m.Value)
		}
		return append(dst, '}')
	}
	return appendJSON(dst, v, true)
}

func TestCanonicalWritesWhatItWroteBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	// Objects of 0 to 80 members (the stack's 32 and beyond), names in random order, some
	// repeated (an object NewObject built: parsing refuses a repeated name), values nested.
	for n := range 81 {
		for _, repeats := range []bool{false, true} {
			members := make([]Member, n)
			for i := range members {
				name := "k" + strconv.Itoa(rng.IntN(1000))
				if repeats {
					name = "k" + strconv.Itoa(rng.IntN(n/3+1))
				}
				val := NewString(strconv.Itoa(i))
				if i%5 == 0 {
					val = NewObject(Member{Key: "z", Value: NewString("1")}, Member{Key: "a", Value: val})
				}
				members[i] = Member{Key: name, Value: val}
			}
			if !repeats {
				members = distinct(members)
			}
			v := NewArray(NewObject(members...))
			got, want := AppendCanonical(nil, v), appendCanonicalBefore(nil, v)
			if !bytes.Equal(got, want) {
				t.Fatalf("%d members (repeated names %v):\n got %s\nwant %s", n, repeats, got, want)
			}
		}
	}
}

func distinct(members []Member) []Member {
	seen := map[string]bool{}
	out := members[:0]
	for _, m := range members {
		if !seen[m.Key] {
			seen[m.Key] = true
			out = append(out, m)
		}
	}
	return out
}

// BenchmarkAppendCanonical: a payout's input object (three levels, 9, 13 and 5 members) as
// canonical JSON, the idempotency fingerprint's input.
func BenchmarkAppendCanonical(b *testing.B) {
	v, err := Parse(payoutForBench, DefaultLimits())
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]byte, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendCanonical(buf[:0], v)
	}
}

var payoutForBench = []byte(`{"payout_date": "2026-11-23", "purpose_code": "SALARY", "payment_method": "LOCAL",
  "payment_amount": "1250.00", "payment_currency": "USD", "receiving_amount": "1250.00",
  "receiving_currency": "USD", "reference": "INV-2026-0042",
  "beneficiary": {"entity_type": "individual", "first_name": "Ada", "last_name": "Lovelace",
    "account_holder": "Ada Lovelace", "clearing_system": "ACH", "account_number": "000123456789",
    "swift_code": "BOFAUS3N", "routing_code_type1": "ach", "routing_code_value1": "026009593",
    "bank_name": "Bank of America", "bank_address": "100 N Tryon St, Charlotte NC 28255",
    "address": {"country": "US", "city": "New York", "state": "NY", "street_address": "1 Main Street",
      "postal_code": "10001"}}}`)

func TestCanonicalSortsWithoutAllocating(t *testing.T) {
	v, err := Parse(payoutForBench, DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 0, 1024)
	if n := testing.AllocsPerRun(20, func() { buf = AppendCanonical(buf[:0], v) }); n != 0 {
		t.Errorf("AppendCanonical of a payout into a large enough buffer allocates %v times; want 0", n)
	}
}
