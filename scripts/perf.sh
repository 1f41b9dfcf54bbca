#!/usr/bin/env bash
# The first-screen figures of issue 12 (CLS, LCP, request waves, Lighthouse), medians over runs, on the composed
# production build. Arguments go to e2e/perf/first-screen.ts: --runs N, --no-lighthouse, --check.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
source "$ROOT/scripts/system-deps.sh"
node scripts/build-if-changed.ts >&2
cd e2e && exec node perf/first-screen.ts "$@"
