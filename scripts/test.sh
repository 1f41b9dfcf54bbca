#!/usr/bin/env bash
# Runs every test: the static checks (scripts/lint.sh), unit and component (jest, every package), the dev
# API's contract tests, the performance targets of issue 26 (scripts/perf.sh --check: every screen's ratios to
# the floor page, layout shift and the interactions' INP; decision 039), and the end-to-end tests (Playwright in Debian's Chromium against the composed production build).
# The timings run before Playwright: right after it this 2-core machine is still winding down.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

source "$ROOT/scripts/system-deps.sh"

# each step's time, so that what the command spends is in its output (issue 36)
step_started=$SECONDS
step() {
  [[ -n "${step_name:-}" ]] && echo "== ${step_name}: $((SECONDS - step_started)) s (load $(cut -d' ' -f1-3 /proc/loadavg))"
  step_name=$1
  step_started=$SECONDS
  [[ -n "$1" ]] && echo "== $1"
  return 0
}

step "static checks"
bash scripts/lint.sh
step "unit, component and contract tests (every package's jest in one run)"
bash scripts/jest-all.sh
step "production build"
node scripts/build-if-changed.ts
bash scripts/compat.sh --dist
step "the releases the brands name (issue 23: built again from their commits where the store lacks them)"
node scripts/release.ts --ensure
step "performance targets (issue 26)"
bash scripts/perf.sh --check
step "end-to-end tests"
# the suite's browser (e2e/lib/chromium.ts): the headless shell where system-deps.sh could install it
if [ -x /usr/bin/chromium-headless-shell ]; then echo "browser: chromium-headless-shell"; else echo "browser: chromium (no headless shell: slower)"; fi
pnpm --filter @wl/e2e test
step ""
echo "== all in $SECONDS s"
