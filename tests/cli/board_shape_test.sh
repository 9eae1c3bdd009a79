#!/usr/bin/env bash
# solve, count and check on boards from --layout and with --leaper.
set -euo pipefail
K=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# The 3x3 ring (centre removed): the one closed knight tour of 8 squares.
printf 'ABC\nD.E\nFGH\n' > "$tmp/ring.txt"
"$K" solve --layout "$tmp/ring.txt" --algo backtrack --start a1 > "$tmp/tour.txt"
[[ $("$K" check --layout "$tmp/ring.txt" "$tmp/tour.txt") == closed ]] || fail "ring tour not closed"
grep -q b2 "$tmp/tour.txt" && fail "tour visits the hole b2"
"$K" count --layout "$tmp/ring.txt" --closed --json --quiet | grep -q '"count":"1"' || fail "ring closed count"

# A zebra (2,3) on 5x5 has no 25-square tour; a validator on the zebra's board
# accepts zebra moves.
"$K" count --board 5x5 --leaper zebra --paths --json --quiet | grep -q '"count":"0"' || fail "zebra 5x5 paths"
echo "a1 c4" | "$K" check --board 1x1 - >/dev/null 2>&1 && fail "1x1 accepted a two-square tour"

# Bad shapes: one line on stderr, exit 2.
set +e
"$K" solve --board 6x6 --leaper 0,0 2> "$tmp/err"; code=$?
set -e
[[ $code == 2 ]] || fail "(0,0) leaper exit $code"
grep -q "leaper" "$tmp/err" || fail "(0,0) message"
set +e
"$K" count --layout "$tmp/missing.txt" --closed 2> "$tmp/err"; code=$?
set -e
[[ $code == 2 ]] || fail "missing layout exit $code"
printf '' > "$tmp/empty.txt"
set +e
"$K" solve --layout "$tmp/empty.txt" 2> "$tmp/err"; code=$?
set -e
[[ $code == 2 ]] || fail "empty layout exit $code"
echo "board shape tests passed"
