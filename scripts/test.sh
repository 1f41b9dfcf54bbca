#!/usr/bin/env bash
# Runs every test: the static checks (scripts/lint.sh), unit and component (jest, every package), the dev
# API's contract tests, the end-to-end tests (Playwright in Debian's Chromium against the composed
# production build), and the first screen's targets on a slow phone (Lighthouse and throttled loads, after
# Playwright and alone: a timing needs the machine to itself).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

if [ ! -x /usr/bin/chromium ]; then
  echo "test: installing Debian's chromium" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
fi

bash scripts/lint.sh
echo "== unit, component and contract tests"
pnpm -r --workspace-concurrency=1 --filter '!@wl/e2e' test
echo "== production build"
node scripts/build-if-changed.ts
echo "== end-to-end tests"
pnpm --filter @wl/e2e test
echo "== first screen on a slow phone (issue 12 targets)"
bash scripts/perf.sh --runs 5 --check
