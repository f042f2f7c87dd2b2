package deadline_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/deadline"
)

func TestDoReturnsByTheDeadlineWhenTheCalleeIgnoresIt(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	tests := []struct {
		name    string
		f       func(context.Context) (int, error)
		want    int
		wantErr error
	}{
		{"a callee that answers", func(context.Context) (int, error) { return 7, nil }, 7, nil},
		{"a callee that fails", func(context.Context) (int, error) { return 0, errors.New("refused") }, 0, nil},
		{"a callee that ignores its context", func(context.Context) (int, error) { <-release; return 1, nil }, 0, context.DeadlineExceeded},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := deadline.Do(context.Background(), 20*time.Millisecond, tt.f)
			if got != tt.want || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
				t.Errorf("got %d, %v; want %d, %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func ExampleDo() {
	n, err := deadline.Do(context.Background(), time.Second, func(context.Context) (int, error) { return 42, nil })
	fmt.Println(n, err)
	// Output: 42 <nil>
}
