#!/usr/bin/env bash
# Serves the composed production build with the dev API and its seeded data at http://khela24.localhost:${PORT:-8080}/
# and http://bdplay.localhost:${PORT:-8080}/ (the brands of config/whitelabels, each on the remote releases its file
# pins; releases/ is filled from the commits releases/releases.json names, the first time only).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
node scripts/build-if-changed.ts
node scripts/release.ts --ensure
exec node scripts/serve.ts
