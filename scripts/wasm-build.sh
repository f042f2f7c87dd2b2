# Sourced by wasm-size.sh and wasm-latency.sh: the one way they build the browser module.
#   wasm_build DIR OUT [LDFLAGS]   the plain build of the module in DIR (no -gcflags)
#   wasm_checkout REV DIR          the files of commit REV, to build the baseline from
# and $tmp, a directory of their own, removed when the script exits.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
wasm_build() {
	(cd "$1" && GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath ${3:+"-ldflags=$3"} -o "$2" ./cmd/preflight-wasm)
}
wasm_checkout() {
	mkdir -p "$2"
	git archive "$1" | tar -x -C "$2"
}
