#!/usr/bin/env bash
# Issue 26: every screen measured beside the floor (bench/floor, decision 039), and INP of the interactions, on the composed
# production build. Arguments go to e2e/perf/every-screen.ts: --runs N, --lighthouse-runs M, --no-lighthouse, --no-inp, --pages a,b, --check.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
source "$ROOT/scripts/system-deps.sh"
node scripts/build-if-changed.ts >&2
cd e2e && exec node perf/every-screen.ts "$@"
