package redistest

import "testing"

func TestServerAnswersFromItsOwnProcessOnItsOwnPort(t *testing.T) {
	a, _ := Server(t)
	b, _ := Server(t)
	if a == b {
		t.Fatalf("two servers on %s", a)
	}
	ida, oka := processID(a)
	idb, okb := processID(b)
	if !oka || !okb || ida == idb {
		t.Fatalf("process ids %d (%v) and %d (%v): want two answering servers", ida, oka, idb, okb)
	}
}
