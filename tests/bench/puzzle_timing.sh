#!/usr/bin/env bash
# Clue puzzles: seconds to generate a puzzle and prove it unique with the
# solver, per board and level, over a few seeds (median of the seeds).
#   bash tests/bench/puzzle_timing.sh [build/native/src/cli/knights] [seeds]
set -u
K="${1:-build/native/src/cli/knights}"
SEEDS="${2:-5}"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf '%-6s %-7s %8s %8s %6s\n' board level gen_s solve_s clues
for board in 6x6 8x8 10x10 12x12; do
  for level in easy medium hard expert; do
    gens=() solves=() clues=0
    for seed in $(seq 1 "$SEEDS"); do
      t0=$(date +%s.%N)
      "$K" puzzle generate --board "$board" --difficulty "$level" --seed "$seed" >"$TMP/p.txt" || { echo "generate failed"; exit 1; }
      t1=$(date +%s.%N)
      "$K" puzzle solve "$TMP/p.txt" >/dev/null || { echo "not unique: $board $level $seed"; exit 1; }
      t2=$(date +%s.%N)
      gens+=("$(echo "$t1 - $t0" | bc)") solves+=("$(echo "$t2 - $t1" | bc)")
      clues=$((clues + $(grep -o '[0-9]\+' "$TMP/p.txt" | wc -l)))
    done
    median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
    printf '%-6s %-7s %8.3f %8.3f %6.1f\n' "$board" "$level" "$(median "${gens[@]}")" "$(median "${solves[@]}")" "$(echo "$clues / $SEEDS" | bc -l)"
  done
done
