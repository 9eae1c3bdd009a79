#!/usr/bin/env bash
# Reproducible dedupe benchmark: 10 million 8x8 tours streamed from a file.
# The file: 1,000,000 Warnsdorff tours (every tie branched, from a1, b1, c1,
# d1, b2, ... until a million), then the same million written ten times over,
# each pass under fresh random symmetries, directions and start squares
# (knights scramble, seeds 1..10). So the masters are those of the first
# million and every later tour is a duplicate of one stored long before.
# Usage: bash tests/bench/dedupe_10m.sh [path/to/knights] [work dir]
# Target: under a minute, under 1 GB (maximum resident set size).
set -euo pipefail
K=${1:-build/native/src/cli/knights}
W=${2:-/tmp/kt_dedupe_10m}
TOURS=${TOURS:-10000000}
mkdir -p "$W"
BASE=$((TOURS / 10))
if [[ ! -s $W/tours.txt || $(wc -l <"$W/tours.txt") -ne $TOURS ]]; then
  echo "generating $TOURS tours in $W/tours.txt ..." >&2
  for s in a1 b1 c1 d1 b2 c2 d2 c3 d3 d4 e4 e5; do
    "$K" warnsdorff-all --board 8x8 --start "$s"
  done | head -n "$BASE" >"$W/base.txt" || true
  : >"$W/tours.txt"
  for seed in 1 2 3 4 5 6 7 8 9 10; do
    "$K" scramble --board 8x8 --copies 1 --seed "$seed" "$W/base.txt" >>"$W/tours.txt"
  done
fi
ls -l "$W/tours.txt" >&2
echo "timing: knights dedupe --board 8x8 $W/tours.txt --json" >&2
/usr/bin/time -v "$K" dedupe --board 8x8 "$W/tours.txt" --json --quiet --report "$W/dupes.tsv" --masters "$W/masters.txt" \
  2>"$W/time.txt" | tail -1
grep -E "Elapsed|Maximum resident|User time|System time|Percent of CPU" "$W/time.txt"
