# Sourced by start.sh, test.sh and .ci/run: makes sure pnpm 10 (and, for
# tests, Debian's Chromium) exist on a machine that has only Node 20 and npm.

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && pnpm --version | grep -q '^10\.'; then return; fi
  echo "Installing pnpm 10 with npm…"
  # corepack cannot fetch pnpm here, so npm installs it.
  npm install -g pnpm@10 >/dev/null 2>&1 || {
    echo "Global install refused; using pnpm through npx." >&2
    pnpm() { npx --yes pnpm@10 "$@"; }
    export -f pnpm
  }
}

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMIUM_PATH

ensure_chromium() {
  if [ -x "$CHROMIUM_PATH" ]; then return; fi
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's Chromium with apt-get…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "Chromium is missing at $CHROMIUM_PATH: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
    return 1
  fi
}

install_workspace() {
  # Browser tests use the system Chromium; nothing may download its own.
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  pnpm install --frozen-lockfile
}

# The API suite runs a second time against a real PostgreSQL server. As root on
# Debian this installs and starts one; elsewhere set TEST_DATABASE_URL yourself.
ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing PostgreSQL with apt-get…"
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    else
      return 1
    fi
  fi
  local cluster
  cluster=$(pg_lsclusters -h | head -1)
  local version port status
  version=$(echo "$cluster" | awk '{print $1}')
  port=$(echo "$cluster" | awk '{print $3}')
  status=$(echo "$cluster" | awk '{print $4}')
  if [ "$status" != "online" ]; then pg_ctlcluster "$version" main start || return 1; fi
  su postgres -c "psql -q -p $port -c \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null || return 1
  export TEST_DATABASE_URL="postgres://postgres:postgres@localhost:$port/postgres"
}

# Redis for the API tests that share rate limits and cache news between
# instances: a private server on port 6390 (not the system service), without
# persistence, its pidfile and folder under /tmp. As root on Debian this
# installs redis-server; elsewhere start one there or set TEST_REDIS_URL.
REDIS_TEST_PORT="${REDIS_TEST_PORT:-6390}"

ensure_redis() {
  if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing Redis with apt-get…"
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
    fi
  fi
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "redis-server is missing: run 'sudo apt-get install -y redis-server' or set TEST_REDIS_URL." >&2
    return 1
  fi
  if ! redis-cli -p "$REDIS_TEST_PORT" ping >/dev/null 2>&1; then
    local dir="/tmp/storefront-redis-$REDIS_TEST_PORT"
    mkdir -p "$dir"
    redis-server --bind 127.0.0.1 --port "$REDIS_TEST_PORT" --daemonize yes \
      --save '' --appendonly no --dir "$dir" \
      --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" || return 1
    local tries=0
    until redis-cli -p "$REDIS_TEST_PORT" ping >/dev/null 2>&1; do
      tries=$((tries + 1))
      if [ "$tries" -ge 50 ]; then
        echo "Redis did not answer on port $REDIS_TEST_PORT: see $dir/redis.log" >&2
        return 1
      fi
      sleep 0.1
    done
  fi
  export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_TEST_PORT"
}

# The cluster's load balancer: Debian's HAProxy, installed when missing (as root).
ensure_haproxy() {
  if command -v haproxy >/dev/null 2>&1; then return 0; fi
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing HAProxy with apt-get…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  fi
  command -v haproxy >/dev/null 2>&1 || {
    echo "HAProxy is missing: run 'sudo apt-get install -y haproxy'." >&2
    return 1
  }
}
