#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster on loopback for the PostgreSQL test run.
# usage: scripts/postgres-cluster.sh start|stop   — prints the DATABASE_URL on start.
set -euo pipefail
PGPORT="${PGPORT:-5499}"
PGROOT="${PGROOT:-/tmp/launchpad-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2; exit 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-}" in
  start)
    if [ ! -f "$PGROOT/data/PG_VERSION" ]; then
      install -d -m 700 "$PGROOT"
      [ "$(id -u)" = 0 ] && chown postgres "$PGROOT"
      as_postgres "'$BIN/initdb' -D '$PGROOT/data' -U postgres --auth=trust -E UTF8 --no-sync" >/dev/null
    fi
    if ! as_postgres "'$BIN/pg_ctl' -D '$PGROOT/data' status" >/dev/null 2>&1; then
      as_postgres "'$BIN/pg_ctl' -D '$PGROOT/data' -o \"-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" -l '$PGROOT/log' -w start" >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_postgres "'$BIN/pg_ctl' -D '$PGROOT/data' -m fast -w stop" >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
