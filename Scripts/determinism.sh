#!/usr/bin/env bash
# Renders every reference scenario RUNS times with a release build of headless-table and checks
# that every run of a scenario gives the same bytes (stdout, stderr and exit code), then runs
# `verify` RUNS times and checks that every run passes. Exits non-zero on the first scenario
# whose runs differ or on a failing verify, naming it.
#
#   Scripts/determinism.sh [RUNS] [SCENARIO_DIR]     RUNS defaults to 1000
#
# HEADLESS_TABLE_BINARY names a built binary to use instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000}"
dir="${2:-Fixtures/Scenarios}"
binary="${HEADLESS_TABLE_BINARY:-}"
if [ -z "$binary" ]; then
  swift build -c release --product headless-table >/dev/null
  binary="$(swift build -c release --show-bin-path)/headless-table"
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

scenarios=("$dir"/*.json)
echo "determinism: $runs runs of each of ${#scenarios[@]} scenarios in $dir, and $runs runs of verify"
for scenario in "${scenarios[@]}"; do
  name="$(basename "$scenario" .json)"
  first=""
  for ((run = 1; run <= runs; run++)); do
    status=0
    "$binary" render "$scenario" >"$scratch/out" 2>"$scratch/err" || status=$?
    digest="$(cat "$scratch/out" "$scratch/err" | sha256sum | cut -d' ' -f1) $status"
    if [ -z "$first" ]; then
      first="$digest"
      cp "$scratch/out" "$scratch/first.out"
      cp "$scratch/err" "$scratch/first.err"
    elif [ "$digest" != "$first" ]; then
      echo "determinism: $name differs at run $run of $runs (exit $status, first run exit ${first##* })" >&2
      diff "$scratch/first.out" "$scratch/out" | head -20 >&2 || true
      diff "$scratch/first.err" "$scratch/err" | head -5 >&2 || true
      exit 1
    fi
  done
done
for ((run = 1; run <= runs; run++)); do
  if ! "$binary" verify "$dir" >"$scratch/verify" 2>&1; then
    echo "determinism: verify failed at run $run of $runs" >&2
    tail -20 "$scratch/verify" >&2
    exit 1
  fi
done
echo "determinism: $((runs * ${#scenarios[@]})) renders and $runs verify runs, the same bytes every time"
