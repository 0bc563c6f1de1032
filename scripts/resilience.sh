#!/usr/bin/env bash
# pnpm test:resilience — the resilience and security suite alone: the API's
# hostile-input, authorization, session, upload, concurrency and crash checks,
# the browser fault, rendering and CSP tests against the production build, and
# the bounded load run; then one summary table. Exits non-zero on any failure.
# (pnpm test runs all of this too, among the other suites.)
set -uo pipefail
cd "$(dirname "$0")/.."
RESULTS=test-results/resilience-only
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export RESILIENCE_REPORT_DIR="$PWD/$RESULTS"
status=0

echo "── API checks (api/test/resilience)"
pnpm --dir api test test/resilience || status=1
echo "── production build"
pnpm build || exit 1
echo "── browser checks"
(cd e2e && pnpm exec playwright test tests/faults.spec.ts tests/remote-down.spec.ts \
  tests/rendering.spec.ts tests/csp.spec.ts) || status=1
echo "── load run"
pnpm --dir tools/bench load || status=1
echo "── resilience summary"
node scripts/resilience-summary.mjs "$RESULTS" || status=1
exit $status
