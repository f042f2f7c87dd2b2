#!/bin/sh
# The proxy's end-to-end client in curl: $PROXY is the proxy, $MOCK the mock behind it, $INVALID
# and $VALID request files, $KEY a prefix for idempotency keys. One line per exchange.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
post() { # url body-file [header]...
	url=$1 file=$2
	shift 2
	set -- -s -o "$tmp/body" -D "$tmp/head" -w '%{http_code}' -X POST "$url" -H 'Content-Type: application/json' --data-binary "@$file" "$@"
	curl "$@"
}
refused() { r=$(grep -i '^preflight-refused:' "$tmp/head" | cut -d' ' -f2 | tr -d '\r'); echo "${r:--}"; }
fault() { printf '{"fiat/create-payout": {"entry": "%s", "count": %s}}' "$1" "$2" >"$tmp/fault"; post "$MOCK/_mock/faults" "$tmp/fault" >/dev/null; }

s=$(post "$PROXY/v1/payouts" "$INVALID" -H 'x-api-key: k')
echo "refused $s $(refused) $(cat "$tmp/body")"
s=$(post "$PROXY/v1/payouts" "$VALID" -H 'x-api-key: k' -H "Idempotency-Key: $KEY-valid")
echo "valid $s $(refused)"
fault payout.create-failed-retry 2
s=$(post "$PROXY/v1/payouts" "$VALID" -H 'x-api-key: k' -H "Idempotency-Key: $KEY-later")
echo "later $s $(refused)"
fault fiat.idempotency-payload-mismatch 1
s=$(post "$PROXY/v1/payouts" "$VALID" -H 'x-api-key: k' -H "Idempotency-Key: $KEY-dup")
echo "dup $s $(refused) $(cat "$tmp/body")"
s=$(post "$PROXY/_preflight/check/fiat/create-payout" "$INVALID")
echo "check $s $(sha256sum <"$tmp/body" | cut -d' ' -f1)"
