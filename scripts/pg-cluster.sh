#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free loopback port in a temp dir and prints its URL.
# Usage: eval "$(scripts/pg-cluster.sh start)"  → exports TEST_DATABASE_URL and PG_CLUSTER_DIR
#        scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR"
set -euo pipefail

bindir() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  local d; d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$d" ] || { echo "PostgreSQL binaries not found (apt-get install postgresql)" >&2; exit 1; }
  echo "$d"
}

as_pg() {
  # initdb refuses to run as root: run the cluster as the postgres user when we are root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    BIN=$(bindir)
    DIR=$(mktemp -d /tmp/pg-cluster.XXXXXX)
    chmod 755 "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    echo "export PG_CLUSTER_DIR=$DIR"
    ;;
  stop)
    DIR=${2:?cluster dir}
    BIN=$(bindir)
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start | stop <dir>" >&2
    exit 2
    ;;
esac
