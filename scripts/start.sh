#!/usr/bin/env bash
# Serves the composed production build with the dev API and its seeded data at http://khela24.localhost:${PORT:-8080}/
# and http://bdplay.localhost:${PORT:-8080}/ (the brands of config/whitelabels, each on the remote releases its file
# pins; releases/ is filled from the commits releases/releases.json names, the first time only), as it is hosted:
# nginx on the port, the application server behind it (decision 032), Prometheus at http://localhost:9090 reading
# its figures (PROMETHEUS_PORT, decision 046), and the demo on: the dev API as the platform, a process of its own
# (DEMO=1, decision 045).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
source "$ROOT/scripts/system-deps.sh" serve
# a second start on a running site's port stops here, before a build or a release touches what that site serves
node scripts/serve.ts --check-port
node scripts/build-if-changed.ts
node scripts/release.ts --ensure
DEMO=1 exec node scripts/serve.ts
