// Package check holds the benchmarks of a whole check (JSON bytes to report) beside the decoders
// a Go service would otherwise run on the same bytes, in a test binary of their own.
//
// They live apart from the root package on purpose: the root test binary holds about 12 MB of
// package-level test data (hostile_test.go's long strings), a live heap that raises the garbage
// collector's target, so that allocation-heavy code collects four times less often there than in
// a real service and looks faster than it is. This package's test binary holds only the one
// payout, so both sides of each ratio pay for their garbage as a service would.
//
// scripts/bench.sh runs them; docs/performance.md is generated from its output.
package check
