#!/usr/bin/env bash
# Issue 35 finding 8: a mistaken second start on a running site's port fails, clearly, before it touches anything of
# that site. Starts a site (nginx and the application server, one brand file, an in-memory database) on a port of
# 14500-14599, starts a second one on the same port, and checks that the second ended with the message, that the
# first site's nginx folder is whole, and that the first still answers a POST whose body nginx buffers to disk
# (a deleted folder made that a 500). Then a site whose process ends without stopping it must leave none of its ports
# listening. Exits non-zero on any failure.
#   bash scripts/check-taken-port.sh [port]     (default 14510; the port and the next five must be free)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
PORT="${1:-14510}"
work="$(mktemp -d)"
first=""
cleanup() {
  if [ -n "$first" ] && kill -0 "$first" 2>/dev/null; then
    kill "$first"
    wait "$first" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "check-taken-port: FAIL: $*" >&2
  echo "--- first site's log" >&2
  tail -20 "$work/first.log" >&2 || true
  exit 1
}

# the e2e brand file, its remotes on the next five ports
node -e '
  const w = require(process.argv[1]);
  ["mf-auth", "mf-lobby", "mf-cashier", "mf-member", "mf-agent"].forEach((r, i) => (w.remotes[r] = `http://{hostname}:${Number(process.argv[2]) + 1 + i}/mf-manifest.json`));
  require("fs").writeFileSync(process.argv[3], JSON.stringify(w));
' "$ROOT/e2e/fixtures/whitelabel.e2e.json" "$PORT" "$work/brand.json"
# Prometheus on a free port: 9090 may be a running site's
export WHITELABEL_FILE="$work/brand.json" DB_FILE=':memory:' STATE_DIR="$work/state" PROMETHEUS_PORT=0

PORT="$PORT" node scripts/serve.ts >"$work/first.log" 2>&1 &
first=$!
for _ in $(seq 1 300); do
  grep -q '^site http' "$work/first.log" && break
  kill -0 "$first" 2>/dev/null || fail "the first site did not start"
  sleep 0.1
done
grep -q '^site http' "$work/first.log" || fail "the first site did not start in 30 s"
nginx_dir="$(node -p 'require("os").tmpdir()')/wl-nginx-$PORT"
[ -f "$nginx_dir/nginx.conf" ] || fail "no nginx folder at $nginx_dir"

# the mistake: the same port again
set +e
PORT="$PORT" timeout 60 node scripts/serve.ts >"$work/second.log" 2>&1
second=$?
set -e

# the first site is whole: its folder, and a body nginx writes to disk (larger than its 16 KB buffer) goes through
head -c 200000 /dev/zero | tr '\0' 'x' >"$work/body"
status="$(curl -s -o "$work/answer" -w '%{http_code}' -X POST --data-binary @"$work/body" -H 'Content-Type: text/plain' "http://127.0.0.1:$PORT/m/home")"
echo "first site, POST /m/home with a 200,000 B body: $status $(head -c 120 "$work/answer")"
[ "$status" != 500 ] || fail "the first site answered 500: its nginx could not buffer the body"
[ -f "$nginx_dir/nginx.conf" ] && [ -d "$nginx_dir/client-body" ] || fail "the first site's nginx folder was touched"
grep -q 'Route POST:/m/home not found' "$work/answer" || fail "the answer is not the application server's"
page="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/runtime/whitelabel.json")"
[ "$page" = 200 ] || fail "the first site's runtime file answered $page"
[ "$second" -ne 0 ] || fail "the second start did not fail"
grep -q "port $PORT is taken" "$work/second.log" || fail "the second start did not say why: $(cat "$work/second.log")"
echo "second start: exit $second, said: $(grep "port $PORT is taken" "$work/second.log")"

# A process that ends without stopping its site (a run cut short) leaves none of its ports taken: nginx's workers
# outlived their killed master, listening, and refused the next start.
kill "$first"
wait "$first" 2>/dev/null || true
first=""
node --input-type=module -e '
  import { startTopology } from "./scripts/lib/site-topology.ts";
  await startTopology({ port: Number(process.argv[1]), demo: true, env: {} });
  process.exit(0);
' "$PORT" >"$work/third.log" 2>&1 || fail "the third site did not start: $(tail -5 "$work/third.log")"
# a killed process's sockets close as it is reaped: up to 5 s for that
listening() { ss -ltn | awk '{print $4}' | grep -Eq ":($(seq -s'|' "$PORT" $((PORT + 5))))$"; }
for _ in $(seq 1 50); do
  listening || break
  sleep 0.1
done
if listening; then fail "a port still listens after its site's process ended: $(ss -ltnp | grep -E ":($(seq -s'|' "$PORT" $((PORT + 5)))) " | head -2)"; fi
echo "a site whose process ended without stopping it: none of its six ports listens"
echo "check-taken-port: OK (the second start failed before touching the first site, which still answers; an ended process leaves no port taken)"
