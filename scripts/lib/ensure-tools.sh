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
