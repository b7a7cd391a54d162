#!/usr/bin/env bash
# `npm test`: every check of the repository, in order, failing fast.
#
#   1 lint        npm run lint (ESLint 9 + typescript-eslint + react-hooks + import-x, no warnings)
#   2 typecheck   npm run typecheck (tsc: contracts, API with the scripts, web, e2e)
#   3 unit        npx vitest run (unit tests + API integration tests on in-memory PGlite)
#   4 postgres    the API tests that reach a database again, on a throwaway PostgreSQL 15 cluster
#   5 e2e         Debian Chromium (installed if missing), web build, Playwright journeys
#
# Stages that share nothing run at the same time (docs/decisions/015-spec-boundaries-one-way.md):
# lint, typecheck and the build (web app, compiled API, Chromium) at once; e2e (two Playwright
# workers, each with its own server and data directory) and the PGlite and PostgreSQL vitest runs
# as soon as the build is done. Each stage's output is kept in its own log and printed whole when
# the stage ends; a failure stops the others unless TEST_KEEP_GOING=1.
#
# Usage: bash scripts/test.sh [stage ...]      e.g. `npm test -- lint unit`
# Env:   TEST_KEEP_GOING=1  run the remaining stages after a failure
#        TEST_SERIAL=1      one stage at a time (the order above), output as it comes
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
# Ceilings so a hung process cannot block CI forever (seconds). Every stage runs beside the others
# on two cores, so a stage takes several times its time alone: a 600 s typecheck ceiling ran out.
declare -A LIMIT=([lint]=1500 [typecheck]=1500 [unit]=1500 [postgres]=1500 [e2e]=1800)

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
  # `timeout` runs in its own process group and passes the signal on to the whole group. SIGINT:
  # Playwright stops its servers on it (they run detached); on SIGTERM it left them running.
  if [ -n "$CHILD" ]; then
    kill -INT "$CHILD" 2>/dev/null || true
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
  # SIGINT, and SIGKILL 60 s later: Playwright stops its detached servers on SIGINT (not SIGTERM)
  # and waits for them to end.
  timeout -s INT --kill-after=60 "$seconds" "$@" &
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

stage_lint() { run_limited "${LIMIT[lint]}" npm run --silent lint && run_limited "${LIMIT[lint]}" npm run --silent format:check; }

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

# The web build, the compiled API and Chromium for e2e; in parallel runs it is done beside lint
# and typecheck. The API is compiled here because e2e's server and the unit stage's compiled-start
# proofs both run `scripts/start.mjs`, which would otherwise compile it in both at once.
stage_build() {
  run bash scripts/install-chromium.sh || return 1
  run_limited 600 npm run --silent build && run_limited 600 npm run --silent build:api
}

stage_e2e() {
  if [ "${E2E_PREPARED:-0}" != "1" ]; then stage_build || return 1; fi
  run_limited "${LIMIT[e2e]}" npx playwright test -c e2e/playwright.config.ts
}
DESCRIPTION[build]='Web build and Chromium for e2e'

declare -A RESULT=()
declare -A DURATION=()
passed=0
failed=0
stopped=0
started_all=$(date +%s)
REPORTED=()

record() { # record STAGE RC SECONDS
  local stage="$1" rc="$2"
  DURATION[$stage]="$3"
  REPORTED+=("$stage")
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
}

banner() {
  echo
  echo "================================================================================"
  echo "== $*"
  echo "================================================================================"
}

selected() { local s; for s in "${STAGES[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

LOG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/portal-test.XXXXXX")"

if [ "${TEST_SERIAL:-0}" = "1" ]; then
  for stage in "${STAGES[@]}"; do
    if [ "$stopped" -eq 1 ]; then RESULT[$stage]=SKIP; REPORTED+=("$stage"); continue; fi
    banner "$stage: ${DESCRIPTION[$stage]}"
    t0=$(date +%s)
    "stage_$stage"
    rc=$?
    record "$stage" "$rc" "$(($(date +%s) - t0))"
  done
else
  # Every stage starts as soon as what it needs is done: lint, typecheck and the build at once;
  # e2e (the longest) and the vitest runs right after the build, which they need (the compiled
  # API; the web app for e2e). Each stage writes its own log, printed whole when it ends.
  queue=()
  for s in lint typecheck; do selected "$s" && queue+=("$s"); done
  declare -A NEEDS=()
  if selected e2e; then
    queue+=(build)
    export E2E_PREPARED=1
    NEEDS=([e2e]=build [unit]=build [postgres]=build)
  fi
  for s in e2e unit postgres; do selected "$s" && queue+=("$s"); done
  declare -A PID_OF=() STARTED=() STAGE_OF=()

  start_stage() {
    local stage="$1"
    STARTED[$stage]=$(date +%s)
    (
      # Each stage ends its own child (and its PostgreSQL cluster) when the run is stopped.
      trap 'if [ -n "$CHILD" ]; then kill -INT "$CHILD" 2>/dev/null; wait "$CHILD" 2>/dev/null; fi; cleanup; exit 130' TERM INT
      "stage_$stage"
      rc=$?
      # CPU time of the stage's finished processes (servers and browsers it detaches not counted).
      times > "$LOG_DIR/$stage.cpu"
      echo "cpu of its finished processes (user sys): $(tail -1 "$LOG_DIR/$stage.cpu")"
      echo "$rc" > "$LOG_DIR/$stage.rc"
    ) > "$LOG_DIR/$stage.log" 2>&1 &
    PID_OF[$stage]=$!
    STAGE_OF[$!]=$stage
    echo "== $(date +%T) started $stage"
  }
  stop_running() {
    local pid
    for pid in "${PID_OF[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${PID_OF[@]}"; do wait "$pid" 2>/dev/null || true; done
  }
  trap 'echo; echo "interrupted: stopping"; stop_running; exit 130' INT TERM

  while [ "${#queue[@]}" -gt 0 ] || [ "${#PID_OF[@]}" -gt 0 ]; do
    waiting=()
    for stage in "${queue[@]}"; do
      need="${NEEDS[$stage]:-}"
      if [ "$stopped" -eq 1 ]; then
        RESULT[$stage]=SKIP
        REPORTED+=("$stage")
      elif [ -z "$need" ] || [ "${RESULT[$need]:-}" = PASS ]; then
        start_stage "$stage"
      elif [ -n "${RESULT[$need]:-}" ]; then
        RESULT[$stage]=SKIP
        REPORTED+=("$stage")
      else
        waiting+=("$stage")
      fi
    done
    queue=("${waiting[@]}")
    [ "${#PID_OF[@]}" -eq 0 ] && break
    wait -n -p done_pid "${PID_OF[@]}"
    stage="${STAGE_OF[$done_pid]}"
    unset "PID_OF[$stage]"
    banner "$stage: ${DESCRIPTION[$stage]}"
    cat "$LOG_DIR/$stage.log"
    record "$stage" "$(cat "$LOG_DIR/$stage.rc" 2>/dev/null || echo 1)" "$(($(date +%s) - STARTED[$stage]))"
    if [ "$stopped" -eq 1 ] && [ "${#PID_OF[@]}" -gt 0 ]; then
      echo "== stopping ${!PID_OF[*]} (TEST_KEEP_GOING=1 lets them finish)"
      for running in "${!PID_OF[@]}"; do RESULT[$running]=SKIP; REPORTED+=("$running"); done
      stop_running
      PID_OF=()
    fi
  done
  trap on_signal INT TERM
fi
rm -rf "$LOG_DIR"

banner "Summary ($(($(date +%s) - started_all))s)"
for stage in "${REPORTED[@]}"; do
  case "${RESULT[$stage]}" in
    SKIP) printf '%-10s %-5s (not run: an earlier stage failed)\n' "$stage" SKIP ;;
    *) printf '%-10s %-5s %4ss  %s\n' "$stage" "${RESULT[$stage]}" "${DURATION[$stage]}" "${DESCRIPTION[$stage]}" ;;
  esac
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
