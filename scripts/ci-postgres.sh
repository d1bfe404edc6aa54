#!/usr/bin/env bash
# Runs a command against a real PostgreSQL: by default the backend suite (`vitest run backend`)
# instead of PGlite; `scripts/ci-postgres.sh npm run test:scale` runs anything else the same way.
#
# Uses Debian's `postgresql` package (installed when missing), starts a throw-away cluster in a
# temporary folder on a free loopback port, runs the command with DATABASE_URL pointing at it, and
# removes the cluster afterwards, pass or fail. Exits with the command's status.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

log() { echo "[ci-postgres] $*"; }

pg_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin_dir)" ]; then
  log "PostgreSQL is not installed: installing Debian's postgresql package"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends postgresql
fi
PG_BIN="$(pg_bin_dir)"
log "using $("$PG_BIN/postgres" --version)"

# initdb refuses to run as root; as root the cluster belongs to the package's postgres user.
WORK_DIR="$(mktemp -d /tmp/diri-ci-postgres.XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$WORK_DIR"
  as_cluster_owner() { runuser -u postgres -- "$@"; }
else
  as_cluster_owner() { "$@"; }
fi

PORT="$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })")"

cleanup() {
  as_cluster_owner "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

as_cluster_owner "$PG_BIN/initdb" -D "$WORK_DIR/data" -U diri --auth=trust --encoding=UTF8 \
  --locale=C.UTF-8 >"$WORK_DIR/initdb.log"
# Durability settings off: the cluster lives for one test run.
as_cluster_owner "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -l "$WORK_DIR/server.log" -w start \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  >/dev/null || { cat "$WORK_DIR/server.log"; exit 1; }
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U diri diri_ci
log "PostgreSQL listening on 127.0.0.1:$PORT"

# Each test file creates and drops its own database on this server (backend/test/harness.ts).
export DATABASE_URL="postgres://diri@127.0.0.1:$PORT/diri_ci"
status=0
if [ "$#" -eq 0 ]; then set -- vitest run backend; fi
"$@" || status=$?
if [ "$status" -ne 0 ]; then
  log "'$*' failed on PostgreSQL (exit $status); server log tail:"
  tail -n 30 "$WORK_DIR/server.log" || true
fi
exit "$status"
