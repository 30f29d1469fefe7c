#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL.
#   DATABASE_URL set:   uses that server (each test file creates and drops its own database).
#   DATABASE_URL unset: starts a throwaway cluster (installing Debian's `postgresql` first when
#                       running as root and it is missing) on 127.0.0.1 and a free port, runs the
#                       tests with DATABASE_URL pointing at it, then stops and deletes it.
# Extra arguments go to vitest, e.g. `bash scripts/with-postgres.sh test/ledger.test.ts`; with
# `--run COMMAND…` the command runs instead of the tests (`--run npm run bench` benchmarks PostgreSQL).
set -euo pipefail

API_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VITEST="$API_DIR/../../node_modules/.bin/vitest"

run_tests() {
  cd "$API_DIR"
  if [[ "${1:-}" == "--run" ]]; then
    shift
    "$@"
  else
    "$VITEST" run "$@"
  fi
}

if [[ -n "${DATABASE_URL:-}" ]]; then
  run_tests "$@"
  exit $?
fi

find_pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" ]]; then echo "$dir"; fi
}

PG_BIN="$(find_pg_bin)"
if [[ -z "$PG_BIN" ]]; then
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "with-postgres: PostgreSQL is not installed and this is not root; install Debian's postgresql or set DATABASE_URL" >&2
    exit 1
  fi
  echo "with-postgres: installing PostgreSQL (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
  [[ -n "$PG_BIN" ]] || { echo "with-postgres: initdb not found after installing postgresql" >&2; exit 1; }
fi

# PostgreSQL refuses to run as root: run the cluster as the `postgres` system user then.
as_cluster_user() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

CLUSTER_DIR="$(mktemp -d -t api-pg-XXXXXX)"
if [[ "$(id -u)" -eq 0 ]]; then chown postgres "$CLUSTER_DIR"; fi
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_cluster() {
  as_cluster_user "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER_DIR"
}
trap stop_cluster EXIT

as_cluster_user "$PG_BIN/initdb" -D "$CLUSTER_DIR/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
# A throwaway cluster: durability settings off for speed; sockets kept inside the temp dir.
as_cluster_user "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -l "$CLUSTER_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $CLUSTER_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
set +e
run_tests "$@"
status=$?
set -e
exit $status
