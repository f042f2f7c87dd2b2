package e2e

import "sync"

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

type buildError struct {
	err    error
	output []byte
}

func (e *buildError) Error() string { return e.err.Error() + "\n" + string(e.output) }
