#!/usr/bin/env bash
# knights check / format / exists: verdicts, conversions, error lines and exit
# codes (docs/cli.md). Usage: bash check_test.sh <path-to-knights>
set -uo pipefail
K=${1:?usage: check_test.sh <knights>}
source "$(dirname "$0")/expect_run.sh"

# Known tours: Bhutada and Meshram's 3x4 open tour (grid), a closed 6x6 tour.
printf '1\t4\t7\t10\n8\t11\t2\t5\n3\t6\t9\t12\n' >"$TMP/seed3x4.txt"
CLOSED6="b1 a3 b5 d6 f5 e3 f1 d2 f3 e1 c2 a1 b3 a5 c6 d4 e6 f4 e2 c1 a2 b4 a6 c5 a4 b6 c4 e5 d3 b2 d1 f2 e4 f6 d5 c3"
echo "a1 c2 e1" >"$TMP/short.txt"

# solve | check, the contract's own example.
"$K" solve --board 8x8 --start a1 >"$TMP/tour8.txt" || fail "solve failed"
expect_run 0 '^(closed|open)$' '' -- "$K" check --board 8x8 "$TMP/tour8.txt"
"$K" solve --board 8x8 --start a1 | "$K" check --board 8x8 - >"$TMP/out" 2>&1
[[ $? == 0 && $(cat "$TMP/out") =~ ^(closed|open)$ ]] || fail "solve | check -: $(cat "$TMP/out")"

# Bhutada and Meshram's 3x4 grid, and every conversion of it back through check.
expect_run 0 '^open$' '' -- "$K" check --board 3x4 "$TMP/seed3x4.txt"
for to in algebraic grid compact json; do
  "$K" format --board 3x4 --to "$to" "$TMP/seed3x4.txt" >"$TMP/conv.$to" || fail "format --to $to"
  expect_run 0 '^open$' '' -- "$K" check --board 3x4 "$TMP/conv.$to"
done
grep -qx 'a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 d1' "$TMP/conv.algebraic" || fail "3x4 algebraic: $(cat "$TMP/conv.algebraic")"
grep -qx '  123123123123  131242313424' "$TMP/conv.compact" || fail "3x4 compact: $(cat "$TMP/conv.compact")"
grep -q '"board":"3x4"' "$TMP/conv.json" || fail "3x4 json: $(cat "$TMP/conv.json")"

# Closed tours, in every format.
echo "$CLOSED6" >"$TMP/closed6.txt"
for to in algebraic grid compact json; do
  "$K" format --board 6x6 --to "$to" "$TMP/closed6.txt" | expect_run 0 '^closed$' '' -- "$K" check --board 6x6 -
done
# Reversed, and started elsewhere: still closed. Transposed board: invalid.
echo "$CLOSED6" | tr ' ' '\n' | tac | tr '\n' ' ' | expect_run 0 '^closed$' '' -- "$K" check --board 6x6 -
echo "$CLOSED6" | expect_run 1 '^invalid: line 1: ' '' -- "$K" check --board 6x7 -

# Mixed file: valid, broken, and grids; one verdict per tour; exit 1.
{ cat "$TMP/conv.algebraic"; echo "a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 b2"; echo; cat "$TMP/seed3x4.txt"; echo "a3 q9"; cat "$TMP/conv.json"; } >"$TMP/mixed.txt"
"$K" check --board 3x4 "$TMP/mixed.txt" >"$TMP/out" 2>"$TMP/err"
rc=$?
[[ $rc == 1 ]] || fail "mixed: exit $rc"
expected=$'open\ninvalid: line 2: square b2 is visited twice (moves 11 and 12)\nopen\ninvalid: line 7, column 4: square 2 \'q9\' is off the 3x4 board (files a-d, ranks 1-3)\nopen'
[[ $(cat "$TMP/out") == "$expected" ]] || fail "mixed verdicts:
$(cat "$TMP/out")
--- want:
$expected"

# Broken tours: each says why and where, exit 1.
expect_run 1 '^invalid: line 1: tour has 3 squares, the board has 64' '' -- "$K" check --board 8x8 "$TMP/short.txt"
echo "a1 b2" | expect_run 1 'not a leaper move' '' -- "$K" check --board 8x8 -
echo "a1 c2 zz" | expect_run 1 "line 1, column 7: square 3 'zz' is not a square name" '' -- "$K" check --board 8x8 -
printf '1 2\n3 4\n' | expect_run 1 'invalid: line 1: ' '' -- "$K" check --board 2x2 -
echo '{"tour": [' | expect_run 1 'invalid: line 1: JSON value is not closed' '' -- "$K" check --board 8x8 -
head -c 4000 /dev/urandom >"$TMP/junk"
expect_run 1 '^invalid: ' '' -- "$K" check --board 8x8 "$TMP/junk"

# Usage errors and unreadable input: exactly one stderr line, exit 2.
for bad in 0x0 -3x4 8x 100000x100000 axb 8x8x ''; do
  echo "a1" | expect_run 2 '' "^knights check: --board: board" -- "$K" check --board "$bad" -
done
expect_run 2 '' "cannot read '$TMP/missing'" -- "$K" check --board 8x8 "$TMP/missing"
: | expect_run 2 '' 'no tour in standard input' -- "$K" check --board 8x8 -
expect_run 2 '' '' -- "$K" check --board 8x8 --nonsense
expect_run 2 '' '--format is required' -- "$K" format --board 8x8 "$TMP/tour8.txt"
# --format is the one spelling; --to still works but not together with it.
expect_run 0 '^ *[0-9]+( +[0-9]+){7}$' '' -- "$K" format --board 8x8 --format grid "$TMP/tour8.txt"
expect_run 2 '' 'excludes' -- "$K" format --board 8x8 --format grid --to json "$TMP/tour8.txt"
expect_run 2 '' "unknown format 'xml'" -- "$K" format --board 8x8 --to xml "$TMP/tour8.txt"
expect_run 2 '' 'compact format needs a board of at most 9x9' -- "$K" format --board 10x10 --to compact "$TMP/tour8.txt"
expect_run 1 '"tour"' "^knights format: line 7, column 4: square 2 'q9'" -- "$K" format --board 3x4 --to json "$TMP/mixed.txt"
expect_run 2 '' "--start: square 'z9' is off the 8x8 board" -- "$K" solve --board 8x8 --start z9
expect_run 2 '' "--start: square '1a' is not a square name" -- "$K" solve --board 8x8 --start 1a

# format: every format of the 8x8 tour back to the same algebraic line.
for to in algebraic grid compact json; do
  "$K" format --board 8x8 --to "$to" "$TMP/tour8.txt" | "$K" format --board 8x8 --to algebraic - >"$TMP/back" 2>&1
  cmp -s "$TMP/back" "$TMP/tour8.txt" || fail "8x8 round trip via $to: $(head -c 200 "$TMP/back")"
done
# Grids are separated by blank lines and read back as two tours.
cat "$TMP/tour8.txt" "$TMP/tour8.txt" | "$K" format --board 8x8 --to grid - >"$TMP/grids"
[[ $(grep -c '^$' "$TMP/grids") == 1 ]] || fail "two grids need one blank line between them"
expect_run 0 '' '' -- "$K" check --board 8x8 "$TMP/grids"
[[ $(wc -l <"$TMP/out") == 2 ]] || fail "two grids -> two verdicts: $(cat "$TMP/out")"

# exists
expect_run 0 '^closed: yes: .*Schwenk' '' -- "$K" exists --board 8x8
expect_run 0 '^open: yes' '' -- "$K" exists --board 8x8
expect_run 0 '^no: both sides of 5x5 are odd' '' -- "$K" exists --board 5x5 --closed
expect_run 0 '^yes: ' '' -- "$K" exists --board 5x5 --open
expect_run 0 '^no: .*3x4, 3x6, 3x8' '' -- "$K" exists --board 3x4 --closed
expect_run 0 '^no: the centre square' '' -- "$K" exists --board 3x3 --open
expect_run 0 '"exists":false' '' -- "$K" exists --board 4x4 --open --json
expect_run 0 '"closed":\{.*"open":\{' '' -- "$K" exists --board 6x6 --json
expect_run 2 '' 'excludes' -- "$K" exists --board 8x8 --open --closed
expect_run 2 '' '^knights exists: --board' -- "$K" exists --board 0x5
for cmd in check format exists; do
  expect_run 0 'Usage:' '' -- "$K" $cmd --help
done

# Megabytes on stdin, quickly: 40,000 tours (~7.5 MB).
yes "$(cat "$TMP/tour8.txt")" | head -n 40000 >"$TMP/many"
start=$(date +%s%N)
"$K" check --board 8x8 - <"$TMP/many" >"$TMP/out" 2>"$TMP/err"
rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
[[ $rc == 0 && $(wc -l <"$TMP/out") == 40000 ]] || fail "40,000 tours on stdin: exit $rc, $(wc -l <"$TMP/out") lines"
echo "check: 40,000 tours ($(wc -c <"$TMP/many") bytes) in ${ms} ms"
(( ms < 20000 )) || fail "40,000 tours took ${ms} ms"
# One huge garbage line is rejected in linear time.
head -c 3000000 /dev/zero | tr '\0' 'a' >"$TMP/longline"
expect_run 1 "square 1 'aaaa" '' -- "$K" check --board 8x8 "$TMP/longline"

if (( failures )); then echo "$failures failure(s)"; exit 1; fi
echo "check_test: all passed"
