#!/usr/bin/env bash
# The perf gate's false-failure rate (issue 36 item 5): runs `perf.sh --check` on the tree as it is, N times (the first
# argument, default 10), every third run with one core kept busy by a spinning process, and prints each run's verdict,
# its held misses, the machine factor and the load, then the failures over the runs. On an unchanged main every
# failure is a false one. Output of each run: $PERF_RATE_DIR (default /tmp/perf-gate-rate)/run-N.log.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
runs=${1:-10}
out=${PERF_RATE_DIR:-/tmp/perf-gate-rate}
mkdir -p "$out"
failed=0
for ((i = 1; i <= runs; i++)); do
  busy=""
  if ((i % 3 == 0)); then
    # one core kept busy for the whole run, as a CI neighbour would
    (while :; do :; done) &
    busy=$!
  fi
  if bash scripts/perf.sh --check >"$out/run-$i.log" 2>&1; then verdict=pass; else verdict=FAIL; failed=$((failed + 1)); fi
  [[ -n "$busy" ]] && kill "$busy"
  factor=$(grep -o 'x [0-9.]* (this machine)' "$out/run-$i.log" | head -1 || true)
  misses=$(sed -n '/^Held targets missed:/,/^(/p' "$out/run-$i.log" | grep '^  ' | paste -sd';' || true)
  echo "run $i${busy:+ (one core busy)}: $verdict ${factor:-x 1.00} $(tail -1 "$out/run-$i.log") ${misses}"
done
echo "false failures: $failed of $runs"
