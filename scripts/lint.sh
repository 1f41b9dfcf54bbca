#!/usr/bin/env bash
# The static checks, run by `pnpm lint` and by test.sh: Biome's lint rules (React's hooks rules, the router through
# @wl/shared, docs/decisions/009) and format check, the layering (.dependency-cruiser.cjs, decision 056: who may
# import whom, the fake platform not in the server's code among it), the scan for a remote's page in the server's
# code (scripts/server-owns-no-page.ts), no function over 80 lines (scripts/long-functions.ts), Prometheus's configuration and rules (promtool, decision 046), the browser
# floor (scripts/compat.sh, decision 043), then every package's typecheck.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
# promtool comes with Debian's prometheus: a fresh clone's lint installs it (and nginx, light), not the browser
[ -x /usr/bin/promtool ] || source "$ROOT/scripts/system-deps.sh" serve

echo "== lint and format (biome ci)"
pnpm exec biome ci --colors=off .
echo "== the layering (dependency-cruiser, decision 056)"
pnpm exec depcruise --config .dependency-cruiser.cjs --output-type err-long .
echo "== the server knows no remote's page (issue 22)"
node scripts/server-owns-no-page.ts
echo "== no function over 80 lines (issue 41)"
node scripts/long-functions.ts 80 --check
echo "== Prometheus's example configuration and rules (promtool; their unit tests run in jest)"
promtool check config deploy/prometheus/prometheus.yml
promtool check rules deploy/prometheus/rules/*.yml
bash scripts/compat.sh
echo "== typecheck"
pnpm -r --workspace-concurrency=2 typecheck
