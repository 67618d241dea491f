#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests and benchmarks, in a temporary data folder on a
# free local port (127.0.0.1 only, trust authentication: never for real data).
#
#   eval "$(scripts/test-postgres.sh start)"   # exports CASTALIA_TEST_PG_URL and CASTALIA_TEST_PG_DIR
#   scripts/test-postgres.sh stop              # stops it and deletes its folder
#
# `start --durable` keeps fsync and synchronous commits on (for benchmarks); by default they
# are off, which is faster and loses nothing unless the machine itself crashes.
# PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (created
# by Debian's package). Needs initdb and pg_ctl (Debian: apt-get install postgresql).
set -euo pipefail

find_bin() {
    if command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
        return
    fi
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1 || true)
    if [[ -z "$found" ]]; then
        echo "test-postgres: $1 not found (install PostgreSQL: apt-get install postgresql)" >&2
        exit 1
    fi
    echo "$found"
}

as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null \
        || echo $((20000 + RANDOM % 30000))
}

case "${1:-}" in
start)
    initdb=$(find_bin initdb)
    pg_ctl=$(find_bin pg_ctl)
    dir=$(mktemp -d /tmp/castalia-test-pg.XXXXXX)
    chmod 755 "$dir"
    mkdir "$dir/data"
    if [[ $(id -u) -eq 0 ]]; then
        id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
        chown postgres "$dir" "$dir/data"
    fi
    as_owner "$initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
    fast="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    if [[ "${2:-}" == "--durable" ]]; then
        fast=""
    fi
    port=$(free_port)
    as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 $fast" start >/dev/null \
        || { cat "$dir/server.log" >&2; exit 1; }
    echo "export CASTALIA_TEST_PG_URL=postgres://postgres@127.0.0.1:$port/postgres"
    echo "export CASTALIA_TEST_PG_DIR=$dir"
    ;;
stop)
    dir="${2:-${CASTALIA_TEST_PG_DIR:-}}"
    if [[ -z "$dir" || ! -d "$dir/data" ]]; then
        echo "test-postgres: no server folder to stop (CASTALIA_TEST_PG_DIR)" >&2
        exit 0
    fi
    pg_ctl=$(find_bin pg_ctl)
    as_owner "$pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start [--durable] | stop [DIR]" >&2
    exit 2
    ;;
esac
