#!/usr/bin/env bash
# A disposable PostgreSQL server for the scale-out and PostgreSQL tests.
#   scratch-postgres.sh start   installs Debian's `postgresql` with apt-get when no server binaries
#                               are found, creates a cluster in a temp folder, starts it on
#                               127.0.0.1:$SCRATCH_PG_PORT (default 18532) with a fresh database,
#                               and prints its DATABASE_URL on the last line.
#                               SCRATCH_PG_OPTIONS adds server settings (e.g. "-c shared_buffers=1GB").
#   scratch-postgres.sh stop    stops that server and deletes its folder.
# As root the cluster belongs to the `postgres` user (the server refuses to run as root).
set -euo pipefail

port="${SCRATCH_PG_PORT:-18532}"
dir="${SCRATCH_PG_DIR:-${TMPDIR:-/tmp}/storefront-pg-$port}"
database="storefront_scratch"
role="storefront"

server_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

install_if_missing() {
  if [ -n "$(server_bin)" ] && [ -x "$(server_bin)/initdb" ]; then return; fi
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)." >&2
    exit 1
  fi
  echo "Installing PostgreSQL from the Debian packages…" >&2
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
}

# Runs a server binary as the cluster's owner.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  install_if_missing
  local bin
  bin="$(server_bin)"
  stop_quietly
  mkdir -p "$dir"
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
  as_owner "$bin/initdb" -D "$dir/data" -U "$role" -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 ${SCRATCH_PG_OPTIONS:-}" start >&2 \
    || { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U "$role" "$database"
  echo "postgres://$role@127.0.0.1:$port/$database"
}

stop_quietly() {
  local bin
  bin="$(server_bin)"
  if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop_quietly ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
