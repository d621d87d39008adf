#!/usr/bin/env bash
# A PostgreSQL server for the hosted-parity suite (supabase/parity), from Debian's `postgresql` package: a cluster
# of its own whose superuser is `supabase_admin`, as on hosted Supabase (the suite creates `postgres` as the
# migration role, which a cluster made by `initdb` under that name would forbid), listening on 127.0.0.1 only and
# asking for a password generated on first start.
#
#   eval "$(scripts/test-postgres.sh start)"   starts it (once) and exports TEST_POSTGRES_URL for `npm test`
#   scripts/test-postgres.sh stop              stops it
#
# TEST_POSTGRES_DIR (default /tmp/sendero-test-postgres) holds the cluster, TEST_POSTGRES_PORT (default 54329) is
# its port. Run as root (CI), the server runs as the unprivileged `postgres` user the package creates, because
# initdb refuses to run as root.
set -euo pipefail

dir=${TEST_POSTGRES_DIR:-/tmp/sendero-test-postgres}
port=${TEST_POSTGRES_PORT:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "Debian's PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

as_server_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      mkdir -p "$dir"
      chmod 700 "$dir"
      (umask 077 && od -An -N16 -tx1 /dev/urandom | tr -d ' \n' > "$dir/password")
      [ "$(id -u)" = 0 ] && chown -R postgres: "$dir"
      as_server_user "$bin/initdb" -D "$dir/data" -U supabase_admin --pwfile="$dir/password" \
        --auth-local=scram-sha-256 --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 --no-sync > "$dir/initdb.log"
    fi
    if ! as_server_user "$bin/pg_ctl" -D "$dir/data" status > /dev/null 2>&1; then
      # A test server: durability traded for speed.
      as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" > /dev/null
    fi
    echo "export TEST_POSTGRES_URL=postgresql://supabase_admin:$(cat "$dir/password")@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$dir/data/PG_VERSION" ]; then as_server_user "$bin/pg_ctl" -D "$dir/data" -m fast stop > /dev/null || true; fi
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
