package main

import "testing"

func TestQuantileIsTheNearestRank(t *testing.T) {
	s := make([]float64, 100)
	for i := range s {
		s[i] = float64(i + 1)
	}
	for _, tc := range []struct{ q, want float64 }{{0.5, 50}, {0.95, 95}, {0.99, 99}, {1, 100}, {0, 1}} {
		if got := quantile(s, tc.q); got != tc.want {
			t.Errorf("quantile(1..100, %v) = %v, want %v", tc.q, got, tc.want)
		}
	}
}

func TestMedianOfRunsTakesEachFiguresMedian(t *testing.T) {
	runs := []figures{
		{start: 30, first: 5, calls: [4]float64{1, 2, 9, 10}},
		{start: 10, first: 7, calls: [4]float64{3, 4, 3, 20}},
		{start: 20, first: 6, calls: [4]float64{2, 3, 5, 30}},
	}
	m := medianOf(runs)
	if m.start != 20 || m.first != 6 || m.calls != [4]float64{2, 3, 5, 20} {
		t.Errorf("medianOf = start %v, first %v, calls %v; want 20, 6, [2 3 5 20]", m.start, m.first, m.calls)
	}
}
