#!/usr/bin/env bash
# Serves the composed production build with the dev API and its seeded data at http://localhost:${PORT:-8080}/
# (each remote from its own origin, ports 8081-8085 as the runtime file names them).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
node scripts/build-if-changed.ts
exec node scripts/serve.ts
