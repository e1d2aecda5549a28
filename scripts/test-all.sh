#!/usr/bin/env bash
# `npm test`: every suite. Unit tests; integration tests against a real Payload on SQLite, then on PostgreSQL when
# POSTGRES_TEST_URI is set, then on MongoDB when MONGODB_TEST_URI is set; then the production build and the browser
# tests against it, on the same databases. Each run says what it skipped.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS=--conditions=development
status=0
run() {
  echo
  echo "━━ $1"
  shift
  "$@" || status=1
}

node scripts/prepare-env.mjs >/dev/null || exit 1
node scripts/build-gazetteer.mjs || exit 1
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$name.json" "$@"; }
playwright() { local name=$1; shift; PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$name.json" npx playwright test --reporter=list,json "$@"; }

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
if ! NODE_OPTIONS= npm run build; then
  echo "The build failed; browser tests cannot run."
  exit 1
fi

E2E_DATABASE_URI=file:./data/e2e.db NODE_OPTIONS= run "browser tests · SQLite" playwright e2e-sqlite
if [ -n "${POSTGRES_TEST_URI:-}" ]; then
  pg_e2e="${POSTGRES_TEST_URI%/*}/cosmic_e2e"
  E2E_DATABASE_URI="$pg_e2e" NODE_OPTIONS= run "browser tests · PostgreSQL" playwright e2e-postgres --project desktop
else
  echo "━━ browser tests · PostgreSQL: skipped (POSTGRES_TEST_URI is not set)"
fi
if [ -n "${MONGODB_TEST_URI:-}" ]; then
  E2E_DATABASE_URI="$MONGODB_TEST_URI" NODE_OPTIONS= run "browser tests · MongoDB" playwright e2e-mongodb --project desktop
else
  echo "━━ browser tests · MongoDB: skipped (MONGODB_TEST_URI is not set)"
fi

echo
node scripts/test-summary.mjs "$results"
if [ "$status" -eq 0 ]; then echo "All test suites passed."; else echo "Some test suites failed."; fi
exit "$status"
