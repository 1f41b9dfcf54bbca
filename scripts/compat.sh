#!/usr/bin/env bash
# The browser floor's check (decision 043): the code players load against the browsers of .browserslistrc.
#   bash scripts/compat.sh          the sources: functions and Web APIs (ESLint: compat, es-x) and CSS (stylelint)
#   bash scripts/compat.sh --dist   the built files, libraries included: syntax the floor cannot parse
# `pnpm lint` runs the first; test.sh runs the second after the build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"

if [ "${1:-}" = "--dist" ]; then
  echo "== the browser floor: the built files (eslint es-x syntax)"
  pnpm exec eslint --max-warnings=0 shell/dist mf-*/dist
else
  echo "== the browser floor: the sources (eslint compat and es-x, stylelint)"
  pnpm exec eslint --max-warnings=0 shell/src kit/src shared/src libs/*/src mf-*/src
  pnpm exec stylelint --max-warnings=0 'shell/src/**/*.css' 'kit/src/**/*.css' 'mf-*/src/**/*.css'
fi
