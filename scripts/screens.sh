#!/usr/bin/env bash
# Regenerates docs/screens/*.png from the production build (see e2e/screens.ts). Chromium needs a Bengali font
# for the Bengali pictures: Debian's fonts-noto-core is installed when no font covers Bengali.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
source "$ROOT/scripts/system-deps.sh"
node scripts/build-if-changed.ts >&2
cd e2e && exec node screens.ts
