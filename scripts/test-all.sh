#!/usr/bin/env bash
# `npm test`: every suite. Unit tests; integration tests against a real Payload on SQLite, then on PostgreSQL when
# POSTGRES_TEST_URI is set, then on MongoDB when MONGODB_TEST_URI is set; then the production build and the browser
# tests against it, on the same databases. Each run says what it skipped, and each step how long it took.
# The PostgreSQL and MongoDB runs go side by side with the SQLite one (separate databases, ports and folders): the
# machine has two cores and one suite leaves most of the second idle. Their output is held back and printed whole
# after the SQLite run's, so the log reads one suite at a time.
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
# Starts a step in the background, its output into a log; `finish_beside` waits for all of them and prints each log.
beside_pids=() beside_names=() beside_logs=()
run_beside() {
  local name=$1 log
  log=$(mktemp)
  shift
  (
    since=$SECONDS
    "$@" >"$log" 2>&1
    code=$?
    printf '%4dm %02ds  %s\n' $(((SECONDS - since) / 60)) $(((SECONDS - since) % 60)) "$name" >"$log.time"
    exit $code
  ) &
  beside_pids+=($!) beside_names+=("$name") beside_logs+=("$log")
}
finish_beside() {
  local i beside=${1:-the SQLite run}
  for i in "${!beside_pids[@]}"; do
    wait "${beside_pids[$i]}" || status=1
    echo
    echo "━━ ${beside_names[$i]} (ran beside $beside)"
    cat "${beside_logs[$i]}"
    timings+=("$(cat "${beside_logs[$i]}.time")")
    rm -f "${beside_logs[$i]}" "${beside_logs[$i]}.time"
  done
  beside_pids=() beside_names=() beside_logs=()
}

node scripts/prepare-env.mjs >/dev/null || exit 1
node scripts/build-gazetteer.mjs || exit 1
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$name.json" "$@"; }
playwright() { local name=$1; shift; PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$name.json" npx playwright test --reporter=list,json "$@"; }

# The static checks (docs/testing.md, "Checks"): a failure is a failed check, counted in the closing line like a failed test.
static_check() {
  local name=$1
  if npm run --silent "$name"; then
    echo '{"numPassedTests":1,"numFailedTests":0,"numPendingTests":0}' >"$results/$name.json"
  else
    echo '{"numPassedTests":0,"numFailedTests":1,"numPendingTests":0}' >"$results/$name.json"
    return 1
  fi
}
# ESLint and tsc each keep one core busy: the lint runs beside the other two.
run_beside "npm run lint" static_check lint
for check in knip typecheck cycles; do run "npm run $check" static_check "$check"; done
finish_beside "knip, the typecheck and the import-cycle check"

run "unit tests" vitest unit --project unit
if [ -n "${POSTGRES_TEST_URI:-}" ]; then
  TEST_DATABASE_URI="$POSTGRES_TEST_URI" run_beside "integration tests · PostgreSQL" vitest integration-postgres --project integration
else
  echo "━━ integration tests · PostgreSQL: skipped (POSTGRES_TEST_URI is not set)"
fi
if [ -n "${MONGODB_TEST_URI:-}" ]; then
  TEST_DATABASE_URI="$MONGODB_TEST_URI" run_beside "integration tests · MongoDB" vitest integration-mongodb --project integration
else
  echo "━━ integration tests · MongoDB: skipped (MONGODB_TEST_URI is not set)"
fi
TEST_DATABASE_URI=sqlite run "integration tests · SQLite" vitest integration-sqlite --project integration
finish_beside

echo
echo "━━ production build"
build_since=$SECONDS
if ! NODE_OPTIONS= npm run build; then
  echo "The build failed; browser tests cannot run."
  exit 1
fi
timings+=("$(printf '%4dm %02ds  %s' $(((SECONDS - build_since) / 60)) $(((SECONDS - build_since) % 60)) "production build")")

# Each run has a port of its own (and with it its own media and mail folders, tests/setup/e2e-paths.ts).
# Two streams, one per core (ADR 132): the SQLite suite at desktop width; beside it, PostgreSQL's run and then SQLite's
# phone width, the language walk and the README's commands (playwright.config.ts's `phone` and `walk` projects and
# E2E_STREAM=second), on a second SQLite database.
sqlite_port=${E2E_PORT:-3100}
second_stream() {
  local code=0
  if [ -n "${POSTGRES_TEST_URI:-}" ]; then
    # Two workers on one database (ADR 243), started once for the file.
    echo "━━ cluster tests · PostgreSQL"
    CLUSTER_PORT=$((sqlite_port + 5)) CLUSTER_DATABASE_URI="$POSTGRES_TEST_URI" vitest cluster --project cluster || code=1
    echo
  else
    echo "━━ cluster tests · PostgreSQL: skipped (POSTGRES_TEST_URI is not set)"
  fi
  if [ -n "${POSTGRES_TEST_URI:-}" ]; then
    # One database per port, so two runs on one PostgreSQL server (two checkouts, two CI jobs) never drop each other's.
    local pg_port=$((sqlite_port + 1))
    echo "━━ browser tests · PostgreSQL"
    E2E_PORT=$pg_port E2E_DATABASE_URI="${POSTGRES_TEST_URI%/*}/cosmic_e2e_${pg_port}" playwright e2e-postgres || code=1
  else
    echo "━━ browser tests · PostgreSQL: skipped (POSTGRES_TEST_URI is not set)"
  fi
  local port=$((sqlite_port + 3))
  echo
  echo "━━ browser tests · SQLite, phone width, the language walk and the README's commands"
  E2E_STREAM=second E2E_PORT=$port E2E_DATABASE_URI="file:./data/e2e-$port.db" playwright e2e-sqlite-second --project phone --project walk --project desktop || code=1
  return $code
}
NODE_OPTIONS= run_beside "browser tests · PostgreSQL, then SQLite at phone width, the language walk and the README's commands" second_stream
if [ -n "${MONGODB_TEST_URI:-}" ]; then
  E2E_PORT=$((sqlite_port + 2)) E2E_DATABASE_URI="$MONGODB_TEST_URI" NODE_OPTIONS= run_beside "browser tests · MongoDB" playwright e2e-mongodb
else
  echo "━━ browser tests · MongoDB: skipped (MONGODB_TEST_URI is not set)"
fi
E2E_STREAM=first E2E_PORT=$sqlite_port E2E_DATABASE_URI=file:./data/e2e.db NODE_OPTIONS= run "browser tests · SQLite, desktop width" playwright e2e-sqlite --project desktop
finish_beside

echo
echo "━━ time per step ($(((SECONDS - started) / 60))m $(((SECONDS - started) % 60))s in all)"
printf '%s\n' "${timings[@]}"
echo
node scripts/test-summary.mjs "$results"
if [ "$status" -eq 0 ]; then echo "All test suites passed."; else echo "Some test suites failed."; fi
exit "$status"
