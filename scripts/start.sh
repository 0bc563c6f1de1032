#!/usr/bin/env bash
# Installs, builds for production and serves the composed app: host on :8080,
# remotes on :8081-8084 (design.md ports; see README for overrides).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

ensure_pnpm
install_workspace
pnpm build
exec node scripts/run-all.mjs
