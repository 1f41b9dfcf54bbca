#!/usr/bin/env bash
# Every package's jest in one run over the cores (tooling/jest/workspace.config.cjs). Arguments go to jest:
# `bash scripts/jest-all.sh --selectProjects shell`, `... -t 'deposit'`. tooling/build's tests are ES modules, which
# jest runs under Node's VM modules.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
NODE_OPTIONS=--experimental-vm-modules exec pnpm --filter @wl/jest exec jest --config workspace.config.cjs --maxWorkers="${JEST_WORKERS:-$(nproc)}" "$@"
