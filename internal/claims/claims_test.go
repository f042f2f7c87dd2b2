package claims_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/claims"
)

var t0 = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

func TestClaimHoldsUntilExpiryThenIsFresh(t *testing.T) {
	s := claims.New(10)
	if v, fresh := s.Claim(t0, "k", "a", time.Minute); !fresh || v != "a" {
		t.Fatalf("first claim = %q, %v", v, fresh)
	}
	if v, fresh := s.Claim(t0.Add(59*time.Second), "k", "b", time.Minute); fresh || v != "a" {
		t.Fatalf("claim while held = %q, %v; want the held value", v, fresh)
	}
	if v, fresh := s.Claim(t0.Add(time.Minute), "k", "b", time.Minute); !fresh || v != "b" {
		t.Fatalf("claim after expiry = %q, %v", v, fresh)
	}
}

func TestFullSetEvictsTheOldestClaim(t *testing.T) {
	s := claims.New(2)
	for _, k := range []string{"a", "b", "c"} {
		s.Claim(t0, k, k, time.Hour)
	}
	if s.Len() != 2 || s.Evicted() != 1 {
		t.Fatalf("len %d, evicted %d; want 2 and 1", s.Len(), s.Evicted())
	}
	if _, fresh := s.Claim(t0, "a", "a", time.Hour); !fresh {
		t.Error("the evicted oldest claim is still held")
	}
}

func TestReleaseMakesTheNextClaimFresh(t *testing.T) {
	s := claims.New(2)
	s.Claim(t0, "k", "a", time.Hour)
	s.Release("k")
	s.Release("absent")
	if _, fresh := s.Claim(t0, "k", "b", time.Hour); !fresh {
		t.Error("a released key is still held")
	}
}

func ExampleSet_Claim() {
	s := claims.New(100)
	fmt.Println(s.Claim(t0, "evt-1", "", time.Hour))
	fmt.Println(s.Claim(t0.Add(time.Minute), "evt-1", "", time.Hour))
	// Output:
	// true
	//  false
}

func TestPutReplacesAClaimAndGetReadsOnlyLiveOnes(t *testing.T) {
	s := claims.New(10)
	s.Claim(t0, "k", "pending", time.Second)
	s.Put(t0, "k", "done", time.Hour)
	tests := []struct {
		name   string
		at     time.Time
		key    string
		want   string
		wantOK bool
	}{
		{"replaced value outlives the first ttl", t0.Add(time.Minute), "k", "done", true},
		{"expired claim is absent", t0.Add(time.Hour), "k", "", false},
		{"never claimed is absent", t0, "other", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if v, ok := s.Get(tt.at, tt.key); v != tt.want || ok != tt.wantOK {
				t.Errorf("Get = %q, %v; want %q, %v", v, ok, tt.want, tt.wantOK)
			}
		})
	}
	if s.Len() != 1 {
		t.Errorf("Put kept %d claims for one key", s.Len())
	}
}

func TestReleaseIfReleasesOnlyTheHoldersClaim(t *testing.T) {
	s := claims.New(10)
	s.Claim(t0, "k", "token-b", time.Hour)
	if s.ReleaseIf("k", "token-a") {
		t.Error("released a claim held under another value")
	}
	if !s.ReleaseIf("k", "token-b") {
		t.Error("the holder could not release its claim")
	}
	if _, fresh := s.Claim(t0, "k", "c", time.Hour); !fresh {
		t.Error("a released key is still held")
	}
}

// An expired claim that lingers behind a longer-lived one (claims of different ttls are not in
// expiry order) is dropped when the set is full without counting as an eviction: only live
// claims forgotten break a promise.
func TestOnlyLiveClaimsCountAsEvicted(t *testing.T) {
	s := claims.New(2)
	s.Claim(t0, "long", "", time.Hour)
	s.Put(t0, "short", "", time.Second)
	s.Put(t0.Add(time.Minute), "long", "", time.Hour) // "short", expired, is now the oldest
	s.Put(t0.Add(time.Minute), "new", "", time.Hour)
	if s.Evicted() != 0 {
		t.Errorf("evicted %d; the only claim dropped had expired", s.Evicted())
	}
	s.Put(t0.Add(time.Minute), "newer", "", time.Hour)
	if s.Evicted() != 1 || s.Len() != 2 {
		t.Errorf("evicted %d, len %d; want 1 and 2", s.Evicted(), s.Len())
	}
}
