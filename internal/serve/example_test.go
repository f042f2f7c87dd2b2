package serve_test

import (
	"context"
	"fmt"
	"net/http"

	"github.com/preflightpay/preflight/internal/serve"
)

func ExampleRun() {
	ln, err := serve.Listen("127.0.0.1:0", false)
	if err != nil {
		fmt.Println(err)
		return
	}
	ctx, stop := serve.SignalContext(context.Background())
	stop() // a real server waits here for SIGINT or SIGTERM
	err = serve.Run(ctx, ln, http.NotFoundHandler(), serve.DefaultDrain)
	fmt.Println(err)
	// Output: <nil>
}
