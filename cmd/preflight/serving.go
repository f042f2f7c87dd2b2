package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/preflightpay/preflight/internal/serve"
)

// allowHostFlag defines --allow-host, repeatable: a name the server also answers to. Every
// server answers to localhost and to IP addresses (a DNS rebinding needs a name); any other
// Host header is refused, so a server reached by a name (another machine's view of it, a proxy,
// a tunnel) needs that name here.
func allowHostFlag(fs *flag.FlagSet) *[]string {
	var hosts []string
	fs.Func("allow-host", "a host name the server also answers to, beyond localhost and IP addresses (repeatable; for --public, a proxy or a tunnel)", func(s string) error {
		if _, err := serve.HostName(s); err != nil {
			return err
		}
		hosts = append(hosts, s)
		return nil
	})
	return &hosts
}

// serveOptions are the options every command's server runs with: the names it answers to (the
// host of --addr when it is one, and each --allow-host) and where the drain reports connections
// it cut.
func serveOptions(stderr io.Writer, name, addr string, allowHosts []string) []serve.Option {
	hosts := append([]string(nil), allowHosts...)
	if h, _, err := net.SplitHostPort(addr); err == nil && h != "" {
		hosts = append(hosts, h)
	}
	return []serve.Option{serve.AllowHosts(hosts...), serve.Log(stderr, name)}
}

// publicNotice tells, on standard error, what a server started with --public exposes to every
// machine that can reach it, and the names it answers to.
func publicNotice(stderr io.Writer, name string, ln net.Listener, allowHosts []string, exposes ...string) {
	fmt.Fprintf(stderr, "%s: --public: every machine that can reach %s can\n", name, ln.Addr())
	for _, e := range exposes {
		fmt.Fprintf(stderr, "  - %s\n", e)
	}
	names := "localhost and IP addresses"
	if len(allowHosts) > 0 {
		names = "localhost, IP addresses and " + strings.Join(allowHosts, ", ")
	}
	fmt.Fprintf(stderr, "  It answers to %s only (--allow-host NAME adds a name), and refuses requests other web pages send.\n", names)
}

// listenError says why a server could not listen, naming --public when the address is one other
// machines could reach: serve.Listen's own sentence cannot know the flag's name.
func listenError(err error, addr string) error {
	if errors.Is(err, serve.ErrNotLoopback) {
		return fmt.Errorf("--addr %s can be reached from other machines; add --public if that is meant (the default serves on loopback only)", addr)
	}
	return err
}
