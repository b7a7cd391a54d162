#!/usr/bin/env bash
# Throwaway PostgreSQL 15 cluster for the API integration tests.
#
#   eval "$(bash scripts/pg-test-cluster.sh start)"   # prints export lines (TEST_DATABASE_URL, ...)
#   bash scripts/pg-test-cluster.sh status
#   bash scripts/pg-test-cluster.sh stop
#   bash scripts/pg-test-cluster.sh restart          # same data and port; PG_TEST_DOWN_SECONDS apart
#
# Uses the Debian PostgreSQL server binaries (installed with apt-get when missing). The data
# directory is a fresh temporary directory; as root the server runs as the `postgres` OS user
# (initdb refuses root). The server listens on 127.0.0.1 only, on the first free port from
# PG_TEST_PORT (default 55432), with trust authentication, fsync off, and has one database
# `portal_test` (PG_TEST_DB). All diagnostics go to stderr; stdout carries only the export lines.
# The state (data dir, port) is kept in .tmp/pg-test-cluster.env so `stop` finds the cluster.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_VERSION="${PG_TEST_VERSION:-15}"
PG_BIN="${PG_TEST_BIN:-/usr/lib/postgresql/${PG_VERSION}/bin}"
PG_PORT_START="${PG_TEST_PORT:-55432}"
PG_DB="${PG_TEST_DB:-portal_test}"
STATE_DIR="$ROOT/.tmp"
# PG_TEST_CLUSTER_NAME keeps several clusters apart (the test suite and a benchmark, say).
STATE_FILE="$STATE_DIR/${PG_TEST_CLUSTER_NAME:-pg-test-cluster}.env"

log() { printf '[pg-test-cluster] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

as_root() { [ "$(id -u)" -eq 0 ]; }

# Runs a command as the cluster owner (postgres when we are root, else ourselves).
as_owner() {
  if as_root; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

ensure_binaries() {
  if [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ]; then
    return
  fi
  as_root || die "PostgreSQL $PG_VERSION binaries not found in $PG_BIN and not root: install the 'postgresql' package"
  log "PostgreSQL $PG_VERSION not found; installing the Debian 'postgresql' package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  [ -x "$PG_BIN/initdb" ] || die "installed postgresql but $PG_BIN/initdb is still missing"
  # The package starts a system cluster on 5432; we do not need it.
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    pg_ctlcluster "$PG_VERSION" main stop >/dev/null 2>&1 || true
  fi
}

ensure_owner() {
  as_root || return 0
  if ! id postgres >/dev/null 2>&1; then
    log "creating the 'postgres' system user"
    useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi
}

port_in_use() {
  # bash /dev/tcp connects only when something listens
  (exec 3<>"/dev/tcp/127.0.0.1/$1") >/dev/null 2>&1
}

free_port() {
  local port="$PG_PORT_START"
  local last=$((PG_PORT_START + 100))
  while [ "$port" -le "$last" ]; do
    if ! port_in_use "$port"; then
      echo "$port"
      return
    fi
    port=$((port + 1))
  done
  die "no free port in $PG_PORT_START..$last"
}

print_exports() {
  # shellcheck disable=SC1090
  . "$STATE_FILE"
  local url="postgres://postgres@127.0.0.1:${PG_TEST_CLUSTER_PORT}/${PG_DB}"
  printf 'export TEST_DATABASE_URL=%q\n' "$url"
  printf 'export PG_TEST_CLUSTER_DIR=%q\n' "$PG_TEST_CLUSTER_DIR"
  printf 'export PG_TEST_CLUSTER_PORT=%q\n' "$PG_TEST_CLUSTER_PORT"
}

is_running() {
  [ -f "$STATE_FILE" ] || return 1
  # shellcheck disable=SC1090
  . "$STATE_FILE"
  [ -d "$PG_TEST_CLUSTER_DIR/data" ] || return 1
  as_owner "$PG_BIN/pg_ctl" -D "$PG_TEST_CLUSTER_DIR/data" status >/dev/null 2>&1
}

start() {
  if is_running; then
    log "already running (dir $PG_TEST_CLUSTER_DIR, port $PG_TEST_CLUSTER_PORT)"
    print_exports
    return
  fi
  ensure_binaries
  ensure_owner

  local dir port
  dir="$(mktemp -d "${TMPDIR:-/tmp}/portal-pg-test.XXXXXX")"
  chmod 0755 "$dir"
  as_root && chown postgres: "$dir"
  port="$(free_port)"
  mkdir -p "$STATE_DIR"
  printf 'PG_TEST_CLUSTER_DIR=%q\nPG_TEST_CLUSTER_PORT=%q\n' "$dir" "$port" >"$STATE_FILE"

  log "initdb in $dir/data"
  if ! as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 --no-instructions >"$dir/initdb.log" 2>&1; then
    # older initdb or a missing C.UTF-8 locale: retry with plain C
    rm -rf "${dir:?}/data"
    as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
      --locale=C >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  fi

  log "starting on 127.0.0.1:$port"
  start_server "$dir" "$port"

  "$PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt \
    -c "CREATE DATABASE \"$PG_DB\"" >/dev/null
  log "ready: postgres://postgres@127.0.0.1:$port/$PG_DB"
  print_exports
}

start_server() {
  local dir="$1" port="$2"
  local opts="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=64MB"
  if ! as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$opts" -w -t 60 start >/dev/null; then
    cat "$dir/server.log" >&2 || true
    die "pg_ctl start failed"
  fi
}

# Stops the server (fast shutdown: sessions are cut with 57P01), waits PG_TEST_DOWN_SECONDS and
# starts it again on the same data and port: the fault tests restart the database under load.
restart() {
  is_running || die "no running cluster recorded in $STATE_FILE"
  as_owner "$PG_BIN/pg_ctl" -D "$PG_TEST_CLUSTER_DIR/data" -m fast -w -t 30 stop >/dev/null
  log "stopped; down for ${PG_TEST_DOWN_SECONDS:-0}s"
  sleep "${PG_TEST_DOWN_SECONDS:-0}"
  start_server "$PG_TEST_CLUSTER_DIR" "$PG_TEST_CLUSTER_PORT"
  log "started again on 127.0.0.1:$PG_TEST_CLUSTER_PORT"
}

stop() {
  if [ ! -f "$STATE_FILE" ]; then
    log "no cluster recorded; nothing to stop"
    return
  fi
  # shellcheck disable=SC1090
  . "$STATE_FILE"
  if [ -d "$PG_TEST_CLUSTER_DIR/data" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$PG_TEST_CLUSTER_DIR/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  case "$PG_TEST_CLUSTER_DIR" in
    "${TMPDIR:-/tmp}"/portal-pg-test.*) rm -rf "$PG_TEST_CLUSTER_DIR" ;;
    *) log "not removing unexpected dir $PG_TEST_CLUSTER_DIR" ;;
  esac
  rm -f "$STATE_FILE"
  log "stopped"
}

status() {
  if is_running; then
    log "running (dir $PG_TEST_CLUSTER_DIR, port $PG_TEST_CLUSTER_PORT)"
    print_exports
  else
    log "not running"
    return 1
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  restart) restart ;;
  *) echo "usage: $0 start|stop|status|restart" >&2; exit 2 ;;
esac
