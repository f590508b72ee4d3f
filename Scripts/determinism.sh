#!/usr/bin/env bash
# Checks that a release build of headless-table gives the same bytes on every run: `verify`
# RUNS times (each run renders every scenario of the folder and compares it byte for byte with
# its golden), then each scenario rendered RENDERS times by a process of its own, every run's
# stdout, stderr and exit code compared with the first's. Exits non-zero at the first
# difference, naming it.
#
#   Scripts/determinism.sh [RUNS] [SCENARIO_DIR]     RUNS defaults to 1000, RENDERS to 20
#
# HEADLESS_TABLE_BINARY names a built binary to use instead of building one; RENDERS sets the
# renders of each scenario.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000}"
dir="${2:-Fixtures/Scenarios}"
renders="${RENDERS:-20}"
binary="${HEADLESS_TABLE_BINARY:-}"
if [ -z "$binary" ]; then
  swift build -c release --product headless-table >/dev/null
  binary="$(swift build -c release --show-bin-path)/headless-table"
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

scenarios=("$dir"/*.json)
echo "determinism: verify $runs times over ${#scenarios[@]} scenarios in $dir, then $renders renders of each"
for ((run = 1; run <= runs; run++)); do
  if ! "$binary" verify "$dir" >"$scratch/verify" 2>&1; then
    echo "determinism: verify failed at run $run of $runs" >&2
    tail -30 "$scratch/verify" >&2
    exit 1
  fi
done
for scenario in "${scenarios[@]}"; do
  name="$(basename "$scenario" .json)"
  first=""
  for ((run = 1; run <= renders; run++)); do
    status=0
    "$binary" render "$scenario" >"$scratch/out" 2>"$scratch/err" || status=$?
    digest="$(cat "$scratch/out" "$scratch/err" | sha256sum | cut -d' ' -f1) $status"
    if [ -z "$first" ]; then
      first="$digest"
      cp "$scratch/out" "$scratch/first.out"
      cp "$scratch/err" "$scratch/first.err"
    elif [ "$digest" != "$first" ]; then
      echo "determinism: $name differs at render $run of $renders (exit $status, first ${first##* })" >&2
      diff "$scratch/first.out" "$scratch/out" | head -20 >&2 || true
      diff "$scratch/first.err" "$scratch/err" | head -5 >&2 || true
      exit 1
    fi
  done
done
echo "determinism: $runs verify runs ($((runs * ${#scenarios[@]})) scenarios against their goldens)" \
  "and $((renders * ${#scenarios[@]})) renders, the same bytes every time"
