package mock

import "encoding/json"

// record is an answer the mock composes from parts it does not type: an admin message, or a
// request's members as the platform echoes them.
type record = map[string]any

// book is one kind of resource, in creation order. Its map is made on first use, and the admin
// snapshot shows the books in use, so a book appears there once any request has read or written it.
type book[R any] struct {
	name string
	ids  []string
	recs map[string]R
}

func (b *book[R]) open() map[string]R {
	if b.recs == nil {
		b.recs = map[string]R{}
	}
	return b.recs
}

func (b *book[R]) put(id string, r R) {
	if _, ok := b.open()[id]; !ok {
		b.ids = append(b.ids, id)
	}
	b.recs[id] = r
}

func (b *book[R]) get(id string) (R, bool) {
	r, ok := b.open()[id]
	return r, ok
}

func (b *book[R]) list() []R {
	recs := b.open()
	out := make([]R, 0, len(b.ids))
	for _, id := range b.ids {
		if r, ok := recs[id]; ok {
			out = append(out, r)
		}
	}
	return out
}

func (b *book[R]) remove(id string) { delete(b.open(), id) }

// shelf is a book as the admin snapshot reads it, whatever its records.
type shelf interface {
	kind() string
	inUse() bool
	listed() any
}

func (b *book[R]) kind() string { return b.name }
func (b *book[R]) inUse() bool  { return b.recs != nil }
func (b *book[R]) listed() any  { return b.list() }

// The books' names, as the admin snapshot shows them.
const (
	kindBeneficiary    = "beneficiaries"
	kindPayout         = "payouts"
	kindTransfer       = "transfers"
	kindFiatConversion = "fiat-conversions"
	kindRampTransfer   = "ramp-transfers"
	kindQuote          = "quotes"
	kindConversion     = "conversions"
	kindDeposit        = "deposits"
	kindWithdrawal     = "withdrawals"
	kindAddressBook    = "address-book"
	kindDepositSender  = "deposit-senders"
)

// stores are the mock's books, one per kind of resource.
type stores struct {
	beneficiaries, payouts, transfers, fiatConversions            book[*resource]
	rampTransfers, conversions, withdrawals, addressBook, senders book[*resource]
	quotes                                                        book[*quote]
	deposits                                                      book[*deposit]
}

func newStores() *stores {
	return &stores{
		beneficiaries: book[*resource]{name: kindBeneficiary}, payouts: book[*resource]{name: kindPayout},
		transfers: book[*resource]{name: kindTransfer}, fiatConversions: book[*resource]{name: kindFiatConversion},
		rampTransfers: book[*resource]{name: kindRampTransfer}, conversions: book[*resource]{name: kindConversion},
		withdrawals: book[*resource]{name: kindWithdrawal}, addressBook: book[*resource]{name: kindAddressBook},
		senders: book[*resource]{name: kindDepositSender}, quotes: book[*quote]{name: kindQuote},
		deposits: book[*deposit]{name: kindDeposit},
	}
}

func (s *stores) shelves() []shelf {
	return []shelf{&s.beneficiaries, &s.payouts, &s.transfers, &s.fiatConversions, &s.rampTransfers,
		&s.conversions, &s.withdrawals, &s.addressBook, &s.senders, &s.quotes, &s.deposits}
}

// resource is a created object: the request's members, which the specification does not type
// for the response (docs/mock.md), and the members the mock writes over them, typed, which the
// handlers read. members is the answer as it is written: seal copies the own members into it
// after each change, an own member left empty is not copied, and set writes a request's member
// over an own one of that name, so the answer is encoded from one map as it was before the
// records were typed, with no copy per answer.
type resource struct {
	members    record
	ID         string
	Status     string
	CreatedAt  string
	SettledAt  string
	SellAmount string
	BuyAmount  string
	Swap       bool
}

// seal writes the own members into the answer.
func (r *resource) seal() {
	r.members["id"] = r.ID
	own := [...]struct{ k, v string }{{"status", r.Status}, {"created_at", r.CreatedAt},
		{"settled_at", r.SettledAt}, {"sell_amount", r.SellAmount}, {"buy_amount", r.BuyAmount}}
	for _, o := range own {
		if o.v != "" {
			r.members[o.k] = o.v
		}
	}
	if r.Swap {
		r.members["swap"] = true
	}
}

// set writes a request's member over the record, own members of that name included (but the id,
// which names the record).
func (r *resource) set(k string, v any) {
	switch k {
	case "status":
		r.Status = ""
	case "created_at":
		r.CreatedAt = ""
	case "settled_at":
		r.SettledAt = ""
	case "sell_amount":
		r.SellAmount = ""
	case "buy_amount":
		r.BuyAmount = ""
	case "swap":
		r.Swap = false
	}
	r.members[k] = v
}

func (r *resource) MarshalJSON() ([]byte, error) { return json.Marshal(r.members) }

// The records below are the mock's own; their members are declared in name order, the order in
// which encoding/json writes a map, so that the answers read as they did when they were maps.

// quote is a ramp quote the mock gave out.
type quote struct {
	Amount        string `json:"amount"`
	BuyAmount     string `json:"buy_amount"`
	BuyCurrency   string `json:"buy_currency"`
	CreatedAt     string `json:"created_at"`
	ExpiresAt     string `json:"expires_at"`
	FixedCurrency string `json:"fixed_currency"`
	ID            string `json:"id"`
	Rate          string `json:"rate"`
	SellAmount    string `json:"sell_amount"`
	SellCurrency  string `json:"sell_currency"`
	Used          bool   `json:"used,omitempty"`
}

// deposit is an incoming deposit (POST /_mock/deposit).
type deposit struct {
	Amount    string `json:"amount"`
	Asset     string `json:"asset"`
	CreatedAt string `json:"created_at"`
	ID        string `json:"id"`
	Network   string `json:"network"`
	Status    string `json:"status"`
}

type balanceRecord struct {
	Available string `json:"available"`
	Currency  string `json:"currency"`
}

type depositAddressRecord struct {
	Address string `json:"address,omitempty"`
	Asset   string `json:"asset"`
	Network string `json:"network"`
}

type networkFeeRecord struct {
	Asset   string `json:"asset"`
	Fee     string `json:"fee"`
	Network string `json:"network"`
}

// listing is a list's answer: its records and their count.
type listing[R any] struct {
	Data  []R `json:"data"`
	Total int `json:"total"`
}

// page is a paged list's answer.
type page[R any] struct {
	Data       []R `json:"data"`
	PageNumber int `json:"page_number"`
	PageSize   int `json:"page_size"`
	Total      int `json:"total"`
}

type checked struct {
	Valid bool `json:"valid"`
}

type deleted struct {
	Deleted bool   `json:"deleted"`
	ID      string `json:"id"`
}
