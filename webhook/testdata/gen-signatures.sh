#!/bin/sh
# Regenerates signatures.tsv with openssl, outside Go, so the Go verifier is
# checked against an independent HMAC-SHA512. Run from this directory.
set -eu
sign() { # secret timestamp file
	{ cat "$3"; printf '%s' "$2"; } | openssl dgst -sha512 -hmac "$1" -r | cut -d' ' -f1
}
{
	printf '# name\tsecret\ttimestamp\tbody\tsignature (openssl dgst -sha512 -hmac SECRET over body||timestamp)\n'
	while IFS='	' read -r name secret ts body; do
		printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$secret" "$ts" "$body" "$(sign "$secret" "$ts" "$body")"
	done <<'CASES'
stocks-processing	whsec_sandbox_3f9a	1763631000	events/stocks_processing.json
stocks-completed	whsec_sandbox_3f9a	1763631004	events/stocks_completed.json
stocks-completed-no-price	whsec_sandbox_3f9a	1763631070	events/stocks_completed_no_price.json
stocks-failed	whsec_prod_8c1d	1763632920	events/stocks_failed.json
stocks-failed-quote-expired	whsec_prod_8c1d	1763633100	events/stocks_failed_quote_expired.json
issuing-declined	s3cr3t with spaces & symbols!	1763626542	events/issuing_declined.json
unknown-event	k	1763626542	events/unknown_event.json
empty-body	whsec_sandbox_3f9a	0	bodies_empty.bin
text-body	whsec_sandbox_3f9a	9999999999	bodies_text.txt
CASES
} > signatures.tsv
