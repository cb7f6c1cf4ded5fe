#!/usr/bin/env bash
# FerretDB 1.24 on the machine's PostgreSQL, for the runs too long for the embedded SQLite one
# (the subscription simulation at full size). Makes the database afresh, adds the GIN twins of
# FerretDB's indexes (postgres-gin-twins.sql says why) and runs FerretDB in the foreground:
#
#   scripts/ferretdb/on-postgres.sh                    # postgres://postgres@127.0.0.1:5432, port 27099
#   MONGODB_URI=mongodb://127.0.0.1:27099 npm run simulate:subscriptions -w services/cart-checkout
#
# PGURL (the server, no database), PGDATABASE (default coffee_sim, dropped first) and PORT set
# them otherwise. Needs psql and a role that may create databases and event triggers.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
server="${PGURL:-postgres://postgres@127.0.0.1:5432}"
database="${PGDATABASE:-coffee_sim}"
port="${PORT:-27099}"
binary="${FERRETDB_BIN:-${XDG_CACHE_HOME:-$HOME/.cache}/coffee-shop/ferretdb-1.24.2}"

if ! "$binary" -h 2>&1 | grep -q postgresql-url; then
  echo "$binary has no -postgresql-url: rebuild it (cd scripts/ferretdb && go build -o $binary .)" >&2
  exit 1
fi
PGOPTIONS="-c client_min_messages=warning" psql -q -v ON_ERROR_STOP=1 "$server/postgres" \
  -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" -c "CREATE DATABASE \"$database\""
PGOPTIONS="-c client_min_messages=warning" psql -q -v ON_ERROR_STOP=1 "$server/$database" -f "$here/postgres-gin-twins.sql"
echo "FerretDB on $server/$database, at mongodb://127.0.0.1:$port"
exec "$binary" -listen-addr "127.0.0.1:$port" -data-dir "${TMPDIR:-/tmp}/ferretdb-on-postgres" \
  -postgresql-url "$server/$database" -log-level warn
