#!/usr/bin/env bash
# docs/openapi.json read by tools no one here wrote; called by scripts/test-browser.sh. It installs
# the npm packages pinned in scripts/openapi/package.json (Prism, openapi-typescript, TypeScript)
# into a cache directory, once per change of that file, then:
#   1. Prism mocks the document (scripts/openapi/prism.test.mjs): for a few operations it answers
#      the documented examples, an exact error body chosen with Prefer: example=<entry id>, and
#      it refuses a request that breaks the document's bounds;
#   2. openapi-typescript generates TypeScript types from the document, and tsc --noEmit --strict
#      compiles a small client written against them (scripts/openapi/client.ts).
# Cost, measured on a 2-core machine: 26 s with the install (118 MB; npm's own download
# cache warm), 9 s a run once installed.
#   PREFLIGHT_PLATFORM_TYPES  when set, a copy of the generated types is written there (the
#                           documentation's TypeScript snippets are checked against it)
#   PREFLIGHT_TOOLS_CACHE   where the packages are installed
#                           (default ${XDG_CACHE_HOME:-$HOME/.cache}/preflight/openapi-tools)
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD

cache="${PREFLIGHT_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/preflight/openapi-tools}"
mkdir -p "$cache"
if ! cmp -s scripts/openapi/package.json "$cache/package.json" || [ ! -x "$cache/node_modules/.bin/prism" ]; then
	echo "installing scripts/openapi/package.json's tools into $cache"
	cp scripts/openapi/package.json "$cache/package.json"
	(cd "$cache" && npm install --no-package-lock --no-audit --no-fund --loglevel=error)
fi
bin="$cache/node_modules/.bin"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "Prism mocks docs/openapi.json"
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
PRISM="$bin/prism" PRISM_PORT="$port" node --test --test-reporter=spec scripts/openapi/prism.test.mjs

echo "openapi-typescript generates types from docs/openapi.json; tsc compiles a client against them"
"$bin/openapi-typescript" "$here/docs/openapi.json" --output "$tmp/platform.d.ts" --silent
cp scripts/openapi/client.ts scripts/openapi/tsconfig.json "$tmp/"
"$bin/tsc" -p "$tmp/tsconfig.json"
if [ -n "${PREFLIGHT_PLATFORM_TYPES:-}" ]; then cp "$tmp/platform.d.ts" "$PREFLIGHT_PLATFORM_TYPES"; fi
echo "the generated client compiles ($(wc -l <"$tmp/platform.d.ts") lines of types)"
