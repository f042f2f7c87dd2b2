package webhooktest_test

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
)

func TestRequestCarriesAVerifiableSignature(t *testing.T) {
	s := webhooktest.Sender{Secret: []byte("k")}
	r := s.Request(webhooktest.Delivery{Body: []byte(`{"a":1}`), Timestamp: 1763631000})
	want, _ := webhook.Sign([]byte("k"), []byte(`{"a":1}`), "1763631000")
	if r.Header.Get(webhook.HeaderSignature) != want || r.Header.Get(webhook.HeaderTimestamp) != "1763631000" {
		t.Errorf("headers %v", r.Header)
	}
	if r.RemoteAddr != "34.96.187.146:443" {
		t.Errorf("remote %s", r.RemoteAddr)
	}
	if u := (webhooktest.Sender{}).Request(webhooktest.Delivery{}); u.Header.Get(webhook.HeaderSignature) != "" {
		t.Error("unsigned sender signed")
	}
}

func TestShuffleKeepsEveryDelivery(t *testing.T) {
	ds := webhooktest.WithDuplicates([]webhooktest.Delivery{{Timestamp: 1}, {Timestamp: 2}}, 3)
	got := webhooktest.Shuffle(rand.New(rand.NewPCG(7, 7)), ds)
	count := map[int64]int{}
	for _, d := range got {
		count[d.Timestamp]++
	}
	if len(got) != 6 || count[1] != 3 || count[2] != 3 {
		t.Errorf("shuffled %v", got)
	}
}

func TestFollowRetriesStopsAtTheWindow(t *testing.T) {
	clock := webhooktest.NewClock(time.Unix(0, 0))
	fail := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(500) })
	attempts := webhooktest.Sender{}.FollowRetries(fail, clock, webhooktest.Delivery{}, true)
	if len(attempts) != 7 || attempts[6].Retry != 6 || attempts[6].At.Unix() != 19530 {
		t.Errorf("attempts %+v", attempts)
	}
	// The clock has moved to where the seventh retry would have been.
	if clock.Now().Unix() != 97655 {
		t.Errorf("clock at %d", clock.Now().Unix())
	}
}

func ExampleSender_FollowRetries() {
	clock := webhooktest.NewClock(time.Unix(1763631000, 0))
	calls := 0
	flaky := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls++
		if calls < 4 {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	})
	for _, a := range (webhooktest.Sender{Secret: []byte("k")}).FollowRetries(flaky, clock, webhooktest.Delivery{Body: []byte("{}"), Timestamp: 1763631000}, false) {
		fmt.Println(a.Retry, a.At.Unix()-1763631000, a.Status)
	}
	// Output:
	// 0 0 503
	// 1 5 503
	// 2 30 503
	// 3 155 200
}

func ExampleSender_Replay() {
	seen := map[string]bool{}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sig := r.Header.Get(webhook.HeaderSignature)
		if seen[sig] {
			w.WriteHeader(http.StatusAccepted) // pretend: already processed
			return
		}
		seen[sig] = true
	})
	fmt.Println((webhooktest.Sender{Secret: []byte("k")}).Replay(h, webhooktest.Delivery{Body: []byte("{}"), Timestamp: 1}, 3))
	// Output: [200 202 202]
}
