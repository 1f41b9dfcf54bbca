#!/usr/bin/env bash
# A developer's loop (issue 36 item 4): what a change touches, against a base (the first argument; origin/main, else
# main). Biome and the layering (dependency-cruiser, decision 056) on the whole tree (seconds each), then the jest of
# every package the change touches and of every package that depends on one (pnpm's `...[base]` filter), two at a
# time; the typecheck of the same. The browser suite and the perf gate are left to `pnpm test` (CI runs it whole), and
# this says when the change reaches them.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
base=${1:-$(git rev-parse -q --verify origin/main >/dev/null && echo origin/main || echo main)}
changed=$(git diff --name-only "$base" -- . ; git ls-files --others --exclude-standard)
if [[ -z "$changed" ]]; then
  echo "nothing changed since $base"
  exit 0
fi
echo "== since $base: $(wc -l <<<"$changed") files"
pnpm exec biome ci --colors=off .
pnpm exec depcruise --config .dependency-cruiser.cjs --output-type err-long .
filter=(--filter "...[$base]" --filter '!@wl/e2e' --filter '!wl-mobile')
echo "== typecheck and jest of the packages touched and their dependents"
pnpm -r "${filter[@]}" --workspace-concurrency=2 typecheck
NODE_OPTIONS=--experimental-vm-modules pnpm -r "${filter[@]}" --workspace-concurrency=2 test
if grep -qvE '^(docs/|[^/]+\.md$|server/|dev-api/src/.*\.test\.ts$)' <<<"$changed"; then
  echo "== the change reaches what the browser suite and the perf gate judge: pnpm test runs them (CI does)"
fi
