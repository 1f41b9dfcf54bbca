#!/usr/bin/env bash
# Every package's jest in one run over the cores (tooling/jest/workspace.config.cjs). Arguments go to jest:
# `bash scripts/jest-all.sh --selectProjects shell`, `... -t 'deposit'`. tooling/build's tests are ES modules, which
# jest runs under Node's VM modules.
# One worker more than the cores: some files wait on processes of their own (etcd, Prometheus, nginx, a dev API),
# and the cores sat 20% idle at one a core. The whole run here: 82 and 83 s at 2 workers, 73 and 75 at 3, 69 at 4
# (2 cores, load 3-5; issue 36). Three, not four: the gain shrinks, and the dev API's suites have timed out at 5 s
# under load 9-10 before.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
NODE_OPTIONS=--experimental-vm-modules exec pnpm --filter @wl/jest exec jest --config workspace.config.cjs --maxWorkers="${JEST_WORKERS:-$(($(nproc) + 1))}" "$@"
