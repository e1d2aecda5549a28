#!/usr/bin/env bash
# `npm test`: every suite. Unit tests; integration tests against a real Payload on SQLite, then on PostgreSQL when
# POSTGRES_TEST_URI is set, then on MongoDB when MONGODB_TEST_URI is set; then the production build and the browser
# tests against it, on the same databases. Each run says what it skipped, and each step how long it took.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS=--conditions=development
status=0
timings=()
started=$SECONDS
run() {
  local name=$1 since=$SECONDS
  echo
  echo "━━ $name"
  shift
  "$@" || status=1
  timings+=("$(printf '%4dm %02ds  %s' $(((SECONDS - since) / 60)) $(((SECONDS - since) % 60)) "$name")")
}

node scripts/prepare-env.mjs >/dev/null || exit 1
node scripts/build-gazetteer.mjs || exit 1
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$name.json" "$@"; }
playwright() { local name=$1; shift; PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$name.json" npx playwright test --reporter=list,json "$@"; }

# The static checks (README, "Checks"): a failure is a failed check, counted in the closing line like a failed test.
static_check() {
  local name=$1
  if npm run --silent "$name"; then
    echo '{"numPassedTests":1,"numFailedTests":0,"numPendingTests":0}' >"$results/$name.json"
  else
    echo '{"numPassedTests":0,"numFailedTests":1,"numPendingTests":0}' >"$results/$name.json"
    return 1
  fi
}
for check in lint knip typecheck; do run "npm run $check" static_check "$check"; done

run "unit tests" vitest unit --project unit
TEST_DATABASE_URI=sqlite run "integration tests · SQLite" vitest integration-sqlite --project integration
if [ -n "${POSTGRES_TEST_URI:-}" ]; then
  TEST_DATABASE_URI="$POSTGRES_TEST_URI" run "integration tests · PostgreSQL" vitest integration-postgres --project integration
else
  echo "━━ integration tests · PostgreSQL: skipped (POSTGRES_TEST_URI is not set)"
fi
if [ -n "${MONGODB_TEST_URI:-}" ]; then
  TEST_DATABASE_URI="$MONGODB_TEST_URI" run "integration tests · MongoDB" vitest integration-mongodb --project integration
else
  echo "━━ integration tests · MongoDB: skipped (MONGODB_TEST_URI is not set)"
fi

echo
echo "━━ production build"
build_since=$SECONDS
if ! NODE_OPTIONS= npm run build; then
  echo "The build failed; browser tests cannot run."
  exit 1
fi
timings+=("$(printf '%4dm %02ds  %s' $(((SECONDS - build_since) / 60)) $(((SECONDS - build_since) % 60)) "production build")")

E2E_DATABASE_URI=file:./data/e2e.db NODE_OPTIONS= run "browser tests · SQLite" playwright e2e-sqlite
if [ -n "${POSTGRES_TEST_URI:-}" ]; then
  # One database per port, so two runs on one PostgreSQL server (two checkouts, two CI jobs) never drop each other's.
  pg_e2e="${POSTGRES_TEST_URI%/*}/cosmic_e2e_${E2E_PORT:-3100}"
  # On another database the browser suite runs the flows that touch the database adapter (playwright.config.ts).
  E2E_DATABASE_URI="$pg_e2e" NODE_OPTIONS= run "browser tests · PostgreSQL" playwright e2e-postgres
else
  echo "━━ browser tests · PostgreSQL: skipped (POSTGRES_TEST_URI is not set)"
fi
if [ -n "${MONGODB_TEST_URI:-}" ]; then
  E2E_DATABASE_URI="$MONGODB_TEST_URI" NODE_OPTIONS= run "browser tests · MongoDB" playwright e2e-mongodb
else
  echo "━━ browser tests · MongoDB: skipped (MONGODB_TEST_URI is not set)"
fi

echo
echo "━━ time per step ($(((SECONDS - started) / 60))m $(((SECONDS - started) % 60))s in all)"
printf '%s\n' "${timings[@]}"
echo
node scripts/test-summary.mjs "$results"
if [ "$status" -eq 0 ]; then echo "All test suites passed."; else echo "Some test suites failed."; fi
exit "$status"
