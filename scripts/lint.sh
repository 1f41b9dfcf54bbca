#!/usr/bin/env bash
# The static checks, run by `pnpm lint` and by test.sh: Biome's lint rules (React's hooks rules, the router through
# @wl/kit, docs/decisions/009) and format check, the layering (.dependency-cruiser.cjs, decision 056: who may
# import whom, the fake platform not in the server's code among it), the scan for a remote's page in the server's
# code (scripts/server-owns-no-page.ts), no function over 80 lines (scripts/long-functions.ts), Prometheus's configuration and rules (promtool, decision 046), the browser
# floor (scripts/compat.sh, decision 043), then every package's typecheck.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
# promtool comes with Debian's prometheus: a fresh clone's lint installs it (and nginx, light), not the browser
[ -x /usr/bin/promtool ] || source "$ROOT/scripts/system-deps.sh" serve

# The typecheck keeps both cores busy for half a minute; the other checks, mostly one core each for a few seconds, run
# beside it, one after another (53 s all in a row here, 2 cores). Each check's output is kept and printed whole, in
# this order, once all have ended; any one failing fails the lint.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# run ID TITLE COMMAND...: the command's output into out/ID.log under its title, its status into out/ID.rc
run() {
  local id=$1 title=$2
  shift 2
  if { echo "== $title"; "$@"; } >"$out/$id.log" 2>&1; then echo 0 >"$out/$id.rc"; else echo 1 >"$out/$id.rc"; fi
}
promtool_checks() {
  promtool check config deploy/prometheus/prometheus.yml && promtool check rules deploy/prometheus/rules/*.yml
}
(
  run 1 "lint and format (biome ci)" pnpm exec biome ci --colors=off .
  run 2 "the layering (dependency-cruiser, decision 056)" pnpm exec depcruise --config .dependency-cruiser.cjs --output-type err-long .
  run 3 "the server knows no remote's page (issue 22)" node scripts/server-owns-no-page.ts
  run 4 "no function over 80 lines (issue 41)" node scripts/long-functions.ts 80 --check
  run 5 "Prometheus's example configuration and rules (promtool; their unit tests run in jest)" promtool_checks
  run 6 "the browser floor: the sources (compat.sh)" bash scripts/compat.sh
) &
others=$!
run 7 "typecheck" pnpm -r --workspace-concurrency=2 typecheck
wait "$others"
failed=0
for id in 1 2 3 4 5 6 7; do
  cat "$out/$id.log"
  [ "$(cat "$out/$id.rc")" = 0 ] || { echo "== failed: $(head -1 "$out/$id.log" | cut -c4-)"; failed=1; }
done
exit "$failed"
