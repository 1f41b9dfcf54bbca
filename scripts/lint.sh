#!/usr/bin/env bash
# The static checks, run by `pnpm lint` and by test.sh: for now every package's typecheck; the linter and
# format check (Biome, docs/decisions/009) join here.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

echo "== typecheck"
pnpm -r --workspace-concurrency=2 typecheck
