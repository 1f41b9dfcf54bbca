#!/usr/bin/env bash
# Regenerates docs/screens/*.png from the production build (see e2e/screens.ts). Chromium needs a Bengali font
# for the Bengali pictures: Debian's fonts-noto-core is installed when no font covers Bengali.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ ! -x /usr/bin/chromium ] || [ -z "$(fc-list :lang=bn 2>/dev/null)" ]; then
  echo "screens: installing Debian's chromium and fonts-noto-core" >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >&2
fi
node scripts/build-if-changed.ts >&2
cd e2e && exec node screens.ts
