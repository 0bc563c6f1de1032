#!/usr/bin/env bash
# pnpm test:cluster: the cluster's own suite (tools/cluster/test), against a
# cluster each test file starts on a fresh database. Needs a build (pnpm build).
# With a file argument, also writes a jest-shaped summary there for CI's total.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

ensure_haproxy || exit 1
{ [ -f api/dist/server.js ] && [ -f server/dist/index.js ]; } || pnpm build || exit 1
summary="${1:-}"
if [ -n "$summary" ]; then
  node --test --test-concurrency=1 \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=./tools/cluster/jest-summary-reporter.mjs --test-reporter-destination="$summary" \
    tools/cluster/test/*.test.mjs
else
  node --test --test-concurrency=1 tools/cluster/test/*.test.mjs
fi
