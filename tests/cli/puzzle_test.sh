#!/usr/bin/env bash
# knights puzzle generate / solve: the grid contract, uniqueness of generated
# puzzles at every level, exit codes, and messages naming the squares.
# Usage: bash puzzle_test.sh <path-to-knights>
set -uo pipefail
K=${1:?usage: puzzle_test.sh <knights>}
source "$(dirname "$0")/expect_run.sh"

# Every level, open and closed: R lines of C tokens, one solution, and the
# solution is a tour `check` accepts (closed when asked).
for closed in "" --closed; do
  for level in easy medium hard expert; do
    "$K" puzzle generate --board 6x6 $closed --difficulty $level --seed 5 >"$TMP/p.txt" || fail "generate 6x6 $closed $level"
    [[ $(wc -l <"$TMP/p.txt") == 6 ]] || fail "generate $level: $(wc -l <"$TMP/p.txt") lines"
    awk 'NF != 6 { exit 1 }' "$TMP/p.txt" || fail "generate $level: a line without 6 tokens"
    "$K" puzzle solve "$TMP/p.txt" $closed >"$TMP/s.txt"; rc=$?
    [[ $rc == 0 ]] || fail "solve of generated $level $closed -> exit $rc"
    [[ $(head -1 "$TMP/s.txt") == 1 ]] || fail "solve of generated $level: count $(head -1 "$TMP/s.txt")"
    tail -n +2 "$TMP/s.txt" >"$TMP/tour.txt"
    want=open; [[ -n $closed ]] && want=closed
    expect_run 0 "^$want\$" '' -- "$K" check --board 6x6 "$TMP/tour.txt"
  done
done

# The same seed gives the same puzzle; standard input works; --json.
"$K" puzzle generate --board 8x8 --seed 9 >"$TMP/a.txt"
"$K" puzzle generate --board 8x8 --seed 9 >"$TMP/b.txt"
cmp -s "$TMP/a.txt" "$TMP/b.txt" || fail "same seed, different puzzles"
"$K" puzzle generate --board 8x8 --seed 9 | "$K" puzzle solve - >"$TMP/out" || fail "solve - of a generated 8x8"
expect_run 0 '"clues":[0-9]+' '' -- "$K" puzzle generate --board 7x9 --difficulty hard --seed 2 --json
expect_run 0 '"solutions":1,"unique":true' '' -- "$K" puzzle solve --json "$TMP/a.txt"

# Several solutions, none, and the count cap.
printf '1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n' >"$TMP/many.txt"
expect_run 1 '^2$' '' -- "$K" puzzle solve "$TMP/many.txt"
expect_run 1 '^5$' '' -- "$K" puzzle solve --max-solutions 5 "$TMP/many.txt"
printf '1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . 3\n' >"$TMP/none.txt"
expect_run 1 '^0$' '' -- "$K" puzzle solve "$TMP/none.txt"

# Bad puzzles: messages naming the squares, exit 2.
printf '30 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n' >"$TMP/bad.txt"
expect_run 2 '' 'clue 30 on a5 is out of range' -- "$K" puzzle solve "$TMP/bad.txt"
printf '7 . . . .\n. . . . .\n. . 7 . .\n. . . . .\n. . . . .\n' >"$TMP/bad.txt"
expect_run 2 '' 'clue 7 appears twice: on c3 and a5' -- "$K" puzzle solve "$TMP/bad.txt"
printf '7 8 . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n' >"$TMP/bad.txt"
expect_run 2 '' "clues 7 on a5 and 8 on b5 are not a knight's move apart" -- "$K" puzzle solve "$TMP/bad.txt"
printf '1 . . . .\n. . z . .\n. . . . .\n. . . . .\n. . . . .\n' >"$TMP/bad.txt"
expect_run 2 '' "line 2, column 3: 'z'" -- "$K" puzzle solve "$TMP/bad.txt"
expect_run 2 '' 'the grid is 5x5 but the board is 6x6' -- "$K" puzzle solve --board 6x6 "$TMP/many.txt"
expect_run 2 '' 'cannot|No such|not found|read' -- "$K" puzzle solve "$TMP/missing.txt"
expect_run 2 '' 'closed' -- "$K" puzzle generate --board 5x5 --closed
expect_run 2 '' 'sides from 5 to 12' -- "$K" puzzle generate --board 4x4
expect_run 2 '' 'expected easy, medium, hard or expert' -- "$K" puzzle generate --difficulty fiendish

if [[ $failures == 0 ]]; then echo "puzzle_test: all passed"; else echo "puzzle_test: $failures failed"; exit 1; fi
