#!/usr/bin/env bash
# Installs everything, then runs every suite — unit tests of each package,
# type checks, lint, and browser tests of the composed production build — and
# ends with one line: "N passed, N failed". Exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

RESULTS=test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
# The resilience checks among the suites (api/test/resilience, e2e faults,
# rendering and CSP, the load run) append their figures here for one summary.
export RESILIENCE_REPORT_DIR="$PWD/$RESULTS/resilience"

# Each stage's start, for the timing table the summary prints (and writes to
# timings.json): a stage runs until the next one starts.
STAGES="$RESULTS/stages.tsv"
stage() { # name
  printf '%s\t%s\n' "$1" "$(date +%s.%N)" >>"$STAGES"
  echo "── $1"
}

record_check() { # name, exit status
  printf '{"passed": %s}\n' "$([ "$2" -eq 0 ] && echo true || echo false)" >"$RESULTS/check-$1.json"
}

stage "install"
ensure_pnpm
install_workspace || { echo "Install failed"; echo "0 passed, 1 failed"; exit 1; }
ensure_chromium || true

# Both API passes (embedded and PostgreSQL) share rate limits and cache news
# through a real Redis; without one, those tests fail and say how to start it.
ensure_redis || echo "Redis is not available: its API tests will fail."
# Some API tests are about several instances on one PostgreSQL database, so
# they use it even in the embedded pass.
ensure_postgres || echo "PostgreSQL is not available: its API tests will fail."

stage "unit tests: tools and testing (node:test)"
# The tools start the site's server as pnpm build compiles it (server/dist): built here
# first (under a second).
pnpm --dir server build
# The rest of pnpm build (the host, the remotes and the API's bundle) runs
# from here at the lowest CPU priority (nice 19), beside the tools' and the
# API's tests: it takes the cores they leave idle (about a third of two cores
# while tools/dev waits on the servers it starts), and whatever is left once
# they end. Nothing before the browser tests reads its output.
build_rest() {
  renice -n 19 -p "$BASHPID" >/dev/null
  pnpm -r --filter "./shared" --filter "./host" --filter "./remote-*" --filter "./api" \
    --workspace-concurrency=2 run build >"$RESULTS/build.log" 2>&1
}
build_rest &
build_pass=$!
# Files run side by side: the slowest (tools/dev) mostly waits on the servers it stops.
node --test --test-concurrency=4 --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./scripts/lib/count-tests-reporter.mjs \
  --test-reporter-destination="$RESULTS/jest-tools.json" tools/*/*.test.mjs testing/*/*.test.mjs \
  scripts/lib/*.test.mjs

# The API's tests run twice, on embedded PGlite and on PostgreSQL, and the two
# passes run side by side: each waits on its database about as much as it
# computes, and one after the other they took 40 of CI's 68 minutes. The
# PostgreSQL pass's output is shown once it ends.
#
# Files whose answers do not depend on the engine run in one pass only, as
# the other would run the same again: database-pglite is about the embedded
# engine whatever the pass; module-load-order, module-shape, answer-cache,
# at-most-every and storage-contract open no database; who may call
# what (authorization-matrix) and the limits and caches shared through Redis
# are decided the same on both. The OpenAPI fuzz (two minutes a pass) is about
# answers to malformed input, which the routes' schemas refuse before a query;
# it runs once, on PostgreSQL, as a production cluster does.
# remote-loads-restart starts a second instance on the first one's data, which
# only PostgreSQL allows (on PGlite it fails rather than skip).
#
# Both engines are PostgreSQL (PGlite is its WebAssembly build) behind the same
# node-postgres driver, so the embedded pass runs only where the engine can
# change an answer: parallel requests, as races come out differently on one
# connection than on a pool (every file that sends requests at once); money,
# stock, codes, slots, refunds and substitutions by every rule; the embedded
# database's own process and the default start; and the catalogue and search
# a shopper reads. The files below send one request at a time and touch none
# of those: accounts, sign-in and its second step, the back office's lists and
# pages, imports of customers, files and error bodies. They run on PostgreSQL,
# as a production cluster does, and the browser tests run their journeys on
# the embedded engine (the e2e API starts on PGlite). Cut 20 files of 85 from
# the embedded pass, the slower per file (docs/testing.md, "CI and timings").
ONE_AT_A_TIME='test/account.test.ts test/addresses.test.ts test/auth.test.ts test/catalogue-news.test.ts test/claim.test.ts test/control-characters.test.ts test/customer-imports.test.ts test/errors.test.ts test/favourites.test.ts test/import-lease.test.ts test/operator-access.test.ts test/operator-order-pages.test.ts test/operator-orders.test.ts test/order-desk.test.ts test/password-reset.test.ts test/profile.test.ts test/resilience/uploads.test.ts test/storage-api.test.ts test/stores.test.ts test/two-factor.test.ts'
# two-instances and read-pool always run on PostgreSQL, whatever the pass (a
# second instance, a second pool): in the embedded pass they ran the same again.
POSTGRES_ONLY="resilience/fuzz.test.ts remote-loads-restart.test.ts two-instances.test.ts read-pool.test.ts $ONE_AT_A_TIME"
EMBEDDED_ONLY='database-pglite.test.ts module-load-order.test.ts module-shape.test.ts answer-cache.test.ts at-most-every.test.ts storage-contract.test.ts resilience/authorization-matrix.test.ts redis-rate-limit.test.ts redis-catalogue-cache.test.ts'
postgres_pass=
if ensure_postgres; then
  # shellcheck disable=SC2086 # each name is its own pattern
  pnpm --dir api test --ci --json --outputFile="../$RESULTS/jest-api-postgres.json" \
    --testPathIgnorePatterns /node_modules/ $EMBEDDED_ONLY \
    >"$RESULTS/api-postgres.log" 2>&1 &
  postgres_pass=$!
  postgres_started=$(date +%s.%N)
fi
stage "unit tests: api (embedded PGlite; the PostgreSQL pass runs beside it)"
# Without PostgreSQL the fuzz and the rest run here, so each still runs once.
embedded_skip=
[ -n "$postgres_pass" ] && embedded_skip=$POSTGRES_ONLY
# shellcheck disable=SC2086
TEST_DATABASE_URL= pnpm --dir api test --ci --json --outputFile="../$RESULTS/jest-api.json" \
  --testPathIgnorePatterns /node_modules/ $embedded_skip

stage "API tests on PostgreSQL (what is left of its run)"
if [ -n "$postgres_pass" ]; then
  wait "$postgres_pass"
  # Its own wall time: it ran beside the PGlite pass, so the stages above hide it.
  printf '%s\t%s\t%s\n' 'API on PostgreSQL, its whole run' "$postgres_started" "$(date +%s.%N)" \
    >>"$RESULTS/parallel-stages.tsv"
  cat "$RESULTS/api-postgres.log"
else
  echo "PostgreSQL is not available: set TEST_DATABASE_URL to a server's admin URL. Counted as failed."
fi

stage "documentation links"
# Dead relative links and anchors in README.md, SECURITY.md and docs/, and a
# README over 400 lines (docs/testing.md); then the checker's own test.
node scripts/check-doc-links.mjs; record_check doc-links $?
node --test scripts/check-doc-links.test.mjs; record_check doc-links-test $?

stage "production build (what is left of it)"
wait "$build_pass"; build_status=$?; record_check build $build_status
cat "$RESULTS/build.log"

# The browser tests on one worker keep about half of CI's two cores busy: each
# test waits on a page, the API and its database in turn. The checks that need
# no server run beside them, at the lowest CPU priority (nice 19), so they take
# only what the browser tests leave idle: the front ends' unit tests, the type
# check, lint and format. Their output is shown once the browser tests end.
# (docs/testing.md, "CI and timings")
#
# They run as two lines of work, each one process at a time: the unit tests,
# and the type check, lint and format. Once the browser tests end, the two
# share the two cores; one line alone left a core idle for its last minute.
# The second line runs under SCHED_IDLE (chrt --idle), below even nice 19, so
# the unit tests, whose waits are timed, keep the share they had on their own.
FRONT_ENDS='shared ui host remote-storefront remote-verify remote-dashboard remote-operator server'
unit_tests_beside() {
  local package
  # Before anything starts, so every process below inherits the priority.
  renice -n 19 -p "$BASHPID" >/dev/null
  # At that priority a test can wait seconds for a core while a page loads
  # beside it: jest's 5 s limit per test ended four of them on one run.
  for package in $FRONT_ENDS; do
    pnpm --dir "$package" test --ci --testTimeout=30000 \
      --json --outputFile="../$RESULTS/jest-$package.json" >"$RESULTS/unit-$package.log" 2>&1
  done
}
static_checks_beside() {
  local name
  renice -n 19 -p "$BASHPID" >/dev/null
  chrt --idle -p 0 "$BASHPID" >/dev/null 2>&1 || true
  pnpm typecheck >"$RESULTS/typecheck.log" 2>&1; record_check typecheck $?
  for name in lint format:check; do
    pnpm "$name" >"$RESULTS/$name.log" 2>&1; record_check "${name%:check}" $?
  done
}
checks_started=$(date +%s.%N)
unit_tests_beside &
unit_tests_pass=$!
static_checks_beside &
static_checks_pass=$!
if [ "$build_status" -eq 0 ]; then
  stage "bundle budgets"
  node tools/bench/check-entry-bytes.mjs; record_check entry-bytes $?
  stage "browser tests (unit tests, type check, lint and format run beside them)"
  # Two projects (e2e/playwright.config.ts): "parallel" on E2E_WORKERS workers
  # (1 unless set), and "solo" on one. The JSON report holds each test once.
  (cd e2e && pnpm exec playwright test)
fi
# The cluster's suite mostly waits on its instances and the load balancer:
# it runs while the checks above finish beside it, at their lower priority.
stage "cluster (what is left of the checks runs beside it)"
bash scripts/test-cluster.sh "$RESULTS/jest-cluster.json"

stage "unit tests, type check, lint and format (what is left of them)"
wait "$unit_tests_pass" "$static_checks_pass"
printf '%s\t%s\t%s\n' 'unit tests of the front ends, type check, lint and format' \
  "$checks_started" "$(date +%s.%N)" >>"$RESULTS/parallel-stages.tsv"
for package in $FRONT_ENDS; do
  echo "── unit tests: $package" && cat "$RESULTS/unit-$package.log"
done
for name in typecheck lint format:check; do
  echo "── $name" && cat "$RESULTS/$name.log"
done

# Last, on a machine with nothing else running: its figures are latencies.
stage "load run"
pnpm --dir tools/bench load; record_check load $?
stage "resilience summary"
node scripts/resilience-summary.mjs "$RESULTS/resilience"; record_check resilience $?

node scripts/summarize-tests.mjs "$RESULTS"
