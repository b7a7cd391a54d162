#!/usr/bin/env bash
# `npm test`: every check of the repository, in order, failing fast.
#
#   1 lint        npm run lint (ESLint 9 + typescript-eslint + react-hooks, no warnings)
#   2 typecheck   npm run typecheck (tsc per workspace)
#   3 unit        npx vitest run (unit tests + API integration tests on in-memory PGlite)
#   4 postgres    the API integration tests again, on a throwaway PostgreSQL 15 cluster
#   5 e2e         Debian Chromium (installed if missing), web build, Playwright journeys
#
# Usage: bash scripts/test.sh [stage ...]      e.g. `npm test -- lint unit`
# Env:   TEST_KEEP_GOING=1  run the remaining stages after a failure
#
# Ends with one line per stage and a final `N passed, M failed` line (read by CI).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Plain output when not on a terminal (CI logs)
if [ ! -t 1 ] && [ -z "${FORCE_COLOR:-}" ]; then export NO_COLOR=1; fi
export NO_UPDATE_NOTIFIER=1

ALL_STAGES=(lint typecheck unit postgres e2e)
declare -A DESCRIPTION=(
  [lint]='ESLint'
  [typecheck]='TypeScript type-check'
  [unit]='Vitest: unit + API integration (PGlite)'
  [postgres]='Vitest: API integration on PostgreSQL 15'
  [e2e]='Playwright journeys in Chromium'
)
# Generous ceilings so a hung process cannot block CI forever (seconds).
declare -A LIMIT=([lint]=300 [typecheck]=300 [unit]=600 [postgres]=600 [e2e]=900)

if [ "$#" -gt 0 ]; then
  STAGES=()
  for s in "$@"; do
    if [ -z "${DESCRIPTION[$s]+x}" ]; then
      echo "unknown stage '$s' (stages: ${ALL_STAGES[*]})" >&2
      exit 2
    fi
    STAGES+=("$s")
  done
else
  STAGES=("${ALL_STAGES[@]}")
fi

PG_STARTED=0
CHILD=
cleanup() {
  if [ "$PG_STARTED" -eq 1 ]; then
    bash scripts/pg-test-cluster.sh stop || true
    PG_STARTED=0
  fi
}
on_signal() {
  echo
  echo "interrupted: stopping"
  # `timeout` runs in its own process group and passes the signal on to the whole group.
  if [ -n "$CHILD" ]; then
    kill -TERM "$CHILD" 2>/dev/null || true
    wait "$CHILD" 2>/dev/null || true
  fi
  exit 130
}
trap cleanup EXIT
trap on_signal INT TERM

# Runs a command with a time limit; kills the whole process tree when it expires. Runs in the
# background so that Ctrl+C / SIGTERM reach on_signal at once.
limited() {
  local seconds="$1"
  shift
  timeout --kill-after=15 "$seconds" "$@" &
  CHILD=$!
  wait "$CHILD"
  local rc=$?
  CHILD=
  if [ "$rc" -eq 124 ]; then echo "!! timed out after ${seconds}s: $*"; fi
  return "$rc"
}

run() {
  echo "+ $*"
  "$@"
}

# run with a time limit: run_limited SECONDS command...
run_limited() {
  local seconds="$1"
  shift
  echo "+ $*"
  limited "$seconds" "$@"
}

stage_lint() { run_limited "${LIMIT[lint]}" npm run --silent lint; }

stage_typecheck() { run_limited "${LIMIT[typecheck]}" npm run --silent typecheck; }

stage_unit() { run_limited "${LIMIT[unit]}" npx vitest run; }

stage_postgres() {
  if [ -z "$(find apps/api/src -name '*.test.ts' -print -quit 2>/dev/null)" ]; then
    echo "no API integration tests found under apps/api/src (*.test.ts)"
    return 1
  fi
  local exports
  PG_STARTED=1
  exports="$(bash scripts/pg-test-cluster.sh start)" || return 1
  eval "$exports"
  echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
  run_limited "${LIMIT[postgres]}" env TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api
  local rc=$?
  cleanup
  unset TEST_DATABASE_URL
  return "$rc"
}

stage_e2e() {
  run bash scripts/install-chromium.sh || return 1
  run_limited 600 npm run --silent build || return 1
  run_limited "${LIMIT[e2e]}" npx playwright test -c e2e/playwright.config.ts
}

declare -A RESULT=()
declare -A DURATION=()
passed=0
failed=0
stopped=0
total=${#STAGES[@]}
started_all=$(date +%s)
i=0

for stage in "${STAGES[@]}"; do
  i=$((i + 1))
  if [ "$stopped" -eq 1 ]; then
    RESULT[$stage]=SKIP
    continue
  fi
  echo
  echo "================================================================================"
  echo "== [$i/$total] $stage: ${DESCRIPTION[$stage]}"
  echo "================================================================================"
  t0=$(date +%s)
  "stage_$stage"
  rc=$?
  DURATION[$stage]=$(($(date +%s) - t0))
  if [ "$rc" -eq 0 ]; then
    RESULT[$stage]=PASS
    passed=$((passed + 1))
    echo "== $stage: PASS (${DURATION[$stage]}s)"
  else
    RESULT[$stage]=FAIL
    failed=$((failed + 1))
    echo "== $stage: FAIL (exit $rc, ${DURATION[$stage]}s)"
    if [ "${TEST_KEEP_GOING:-0}" != "1" ]; then stopped=1; fi
  fi
done

echo
echo "================================================================================"
echo "== Summary ($(($(date +%s) - started_all))s)"
echo "================================================================================"
for stage in "${STAGES[@]}"; do
  case "${RESULT[$stage]}" in
    SKIP) printf '%-10s %-5s (not run: an earlier stage failed)\n' "$stage" SKIP ;;
    *) printf '%-10s %-5s %4ss  %s\n' "$stage" "${RESULT[$stage]}" "${DURATION[$stage]}" "${DESCRIPTION[$stage]}" ;;
  esac
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
