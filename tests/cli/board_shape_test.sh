#!/usr/bin/env bash
# solve, count and check on boards from --layout and with --leaper.
set -euo pipefail
K=$1
source "$(dirname "$0")/expect_run.sh"

# The 3x3 ring (centre removed): the one closed knight tour of 8 squares.
printf 'ABC\nD.E\nFGH\n' > "$TMP/ring.txt"
"$K" solve --layout "$TMP/ring.txt" --algo backtrack --start a1 > "$TMP/tour.txt"
[[ $("$K" check --layout "$TMP/ring.txt" "$TMP/tour.txt") == closed ]] || fail "ring tour not closed"
grep -q b2 "$TMP/tour.txt" && fail "tour visits the hole b2"
"$K" count --layout "$TMP/ring.txt" --closed --json --quiet | grep -q '"count":"1"' || fail "ring closed count"

# A zebra (2,3) on 5x5 has no 25-square tour; a validator on the zebra's board
# accepts zebra moves.
"$K" count --board 5x5 --leaper zebra --paths --json --quiet | grep -q '"count":"0"' || fail "zebra 5x5 paths"
echo "a1 c4" | "$K" check --board 1x1 - >/dev/null 2>&1 && fail "1x1 accepted a two-square tour"

# Bad shapes: one line on stderr, exit 2.
expect_error "(0,0) leaper" 2 leaper -- "$K" solve --board 6x6 --leaper 0,0
expect_error "missing layout" 2 '' -- "$K" count --layout "$TMP/missing.txt" --closed
printf '' > "$TMP/empty.txt"
expect_error "empty layout" 2 '' -- "$K" solve --layout "$TMP/empty.txt"
finish "board shape tests"
