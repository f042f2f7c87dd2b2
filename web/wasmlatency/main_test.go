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
	runs := []result{
		{Start: 30, First: 5, Samples: []float64{1, 9}},
		{Start: 10, First: 7, Samples: []float64{1, 3}},
		{Start: 20, First: 6, Samples: []float64{1, 5}},
	}
	m := medianOf(runs)
	if m.Start != 20 || m.First != 6 || m.Samples[1] != 5 {
		t.Errorf("medianOf = start %v, first %v, samples %v; want 20, 6, the run whose p99 is 5", m.Start, m.First, m.Samples)
	}
}
