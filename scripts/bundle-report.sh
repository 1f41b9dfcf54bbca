#!/usr/bin/env bash
# The bundle report: every JS and CSS file of a guest's first load of /m/home, raw and gzip, and totals.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
source "$ROOT/scripts/system-deps.sh"
node scripts/build-if-changed.ts >&2
cd e2e && exec node bundle-report.ts
