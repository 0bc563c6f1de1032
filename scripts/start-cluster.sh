#!/usr/bin/env bash
# pnpm start:cluster: installs, builds the apps and the API, then runs the
# cluster (tools/cluster/start-cluster.mjs). --fresh starts on an empty database.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

ensure_pnpm
install_workspace
ensure_haproxy
pnpm build
exec node tools/cluster/start-cluster.mjs "$@"
