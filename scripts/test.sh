#!/usr/bin/env bash
# Runs every test: the static checks (scripts/lint.sh), unit and component (jest, every package; e2e's own tools too), the dev
# API's contract tests, the performance targets of issue 26 (scripts/perf.sh --check: every screen's ratios to
# the floor page, layout shift and the interactions' INP; decision 039), and the end-to-end tests (Playwright in Debian's Chromium against the composed production build).
# The timings run before Playwright: right after it this 2-core machine is still winding down.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

source "$ROOT/scripts/system-deps.sh"

bash scripts/lint.sh
echo "== unit, component and contract tests"
pnpm -r --workspace-concurrency=1 --filter '!@wl/e2e' test
pnpm --filter @wl/e2e unit
echo "== production build"
node scripts/build-if-changed.ts
bash scripts/compat.sh --dist
echo "== the releases the brands name (issue 23: built again from their commits where the store lacks them)"
node scripts/release.ts --ensure
echo "== performance targets (issue 26)"
bash scripts/perf.sh --check
echo "== end-to-end tests"
pnpm --filter @wl/e2e test
