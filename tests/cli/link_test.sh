#!/usr/bin/env bash
# knights link / knights export: encode, decode, round trips, bad links, exit codes.
# Usage: bash link_test.sh path/to/knights
set -u
KNIGHTS=${1:?usage: link_test.sh path/to/knights}
source "$(dirname "$0")/expect_run.sh"

# A knight placed on a1 is a short, readable link.
out=$("$KNIGHTS" link encode --board 8x8 --start a1); expect_rc "encode start" $? 0
expect_eq "encode start" "$out" "v1.8x8.a1"

# A full 8x8 tour: 2 + 1 + 32 characters, and it comes back unchanged.
"$KNIGHTS" solve --board 8x8 > "$TMP/tour.txt" || fail "solve 8x8"
link=$("$KNIGHTS" link encode --board 8x8 --tour "$TMP/tour.txt"); expect_rc "encode tour" $? 0
field=${link#v1.8x8.}
expect_eq "tour field length" "${#field}" "35"
back=$("$KNIGHTS" link decode "$link" --tour); expect_rc "decode tour" $? 0
expect_eq "round trip" "$back" "$(head -n 1 "$TMP/tour.txt")"
back=$("$KNIGHTS" link decode "https://example.org/#$link" --tour)
expect_eq "whole URL" "$back" "$(head -n 1 "$TMP/tour.txt")"
# Tours from stdin, in the grid format, give the same link.
"$KNIGHTS" link decode "$link" --tour --format grid > "$TMP/grid.txt"
out=$("$KNIGHTS" link encode --board 8x8 --tour - < "$TMP/grid.txt"); expect_eq "grid input" "$out" "$link"

# JSON output carries the state.
json=$("$KNIGHTS" link decode "v1.6x6.leaper=1,3.mask=f6.a1.mode=puzzle.puzzle=closed-from.goal=closed" --json)
expect_rc "decode json" $? 0
for part in '"board":"6x6"' '"leaper":[1,3]' '"removed":["f6"]' '"tour":["a1"]' '"mode":"puzzle"' '"kind":"closed-from"' '"ok":true'; do
  expect_has "decode json" "$json" "$part"
done

# Puzzle and solver options; a closed-from puzzle keeps only the start (not the answer).
out=$("$KNIGHTS" link encode --board 8x8 --tour "$TMP/tour.txt" --puzzle closed-from)
expect_eq "puzzle link" "$out" "v1.8x8.a1.mode=puzzle.puzzle=closed-from.goal=closed"
out=$("$KNIGHTS" link encode --board 5x5 --start c3 --algo warnsdorff --closed --tiebreak pohl --seed 7)
expect_eq "solver link" "$out" "v1.5x5.c3.mode=solver.algo=warnsdorff.closed=1.tie=pohl.seed=7"
out=$("$KNIGHTS" link encode --board 8x8 --start a1 --compare "$TMP/tour.txt" --option zoom=2)
expect_has "compare link" "$out" ".mode=compare.cmp=a1~"
expect_has "compare link" "$out" ".zoom=2"
"$KNIGHTS" link decode "$out" > /dev/null 2> "$TMP/err"; expect_rc "unknown option is a warning" $? 0
expect_has "unknown option warning" "$(cat "$TMP/err")" "warning: option 'zoom'"

# Truncated, tampered and future-version links: a message, exit 1, the valid part kept.
short=${link:0:20}
out=$("$KNIGHTS" link decode "$short" --tour 2> "$TMP/err"); expect_rc "truncated" $? 1
expect_has "truncated message" "$(cat "$TMP/err")" "truncated after move 20"
expect_eq "truncated keeps prefix" "$out" "$(head -n 1 "$TMP/tour.txt" | cut -d' ' -f1-21)"
"$KNIGHTS" link decode "v9.8x8.a1" > "$TMP/out" 2> "$TMP/err"; expect_rc "future version" $? 1
expect_has "future version message" "$(cat "$TMP/err")" "unknown version 'v9'"
expect_has "future version keeps board" "$(cat "$TMP/out")" "board 8x8"
"$KNIGHTS" link decode "v1.100000x100000.a1" > /dev/null 2> "$TMP/err"; expect_rc "huge board" $? 1
expect_has "huge board message" "$(cat "$TMP/err")" "is not allowed"
"$KNIGHTS" link decode "v1.8x8.a1~5~!!" > /dev/null 2> "$TMP/err"; expect_rc "bad characters" $? 1
expect_has "bad characters message" "$(cat "$TMP/err")" "not base64url"

# Invalid input to encode: an impossible tour is exit 1, bad arguments exit 2.
echo "a1 b1" > "$TMP/bad.txt"
"$KNIGHTS" link encode --board 8x8 --tour "$TMP/bad.txt" > /dev/null 2> "$TMP/err"; expect_rc "invalid tour" $? 1
expect_has "invalid tour message" "$(cat "$TMP/err")" "not a leaper move"
"$KNIGHTS" link encode --board 8x0 > /dev/null 2>&1; expect_rc "bad board" $? 2

# --leaper reads the same text as everywhere else: names and a,b pairs.
out=$("$KNIGHTS" link encode --board 6x6 --leaper camel --start a1); expect_rc "leaper by name" $? 0
expect_eq "leaper by name" "$out" "$("$KNIGHTS" link encode --board 6x6 --leaper 1,3 --start a1)"
expect_has "leaper in link" "$out" "leaper=1,3"
"$KNIGHTS" link encode --board 6x6 --leaper unicorn > /dev/null 2> "$TMP/err"; expect_rc "unknown leaper" $? 2
expect_has "unknown leaper message" "$(cat "$TMP/err")" "--leaper"
"$KNIGHTS" link encode --board 8x8 --mode dance > /dev/null 2>&1; expect_rc "bad mode" $? 2
"$KNIGHTS" link encode --board 8x8 --tour "$TMP/missing.txt" > /dev/null 2>&1; expect_rc "missing file" $? 2
"$KNIGHTS" link decode > /dev/null 2>&1; expect_rc "decode without fragment" $? 2
"$KNIGHTS" link --help > /dev/null; expect_rc "help" $? 0

# Export: SVG with the tour as lines, and text formats.
svg=$("$KNIGHTS" export --svg --numbers --board 8x8 "$TMP/tour.txt"); expect_rc "export svg" $? 0
expect_has "svg" "$svg" "<svg"
expect_has "svg line" "$svg" "<polyline"
expect_has "svg numbers" "$svg" ">64</text>"
svg=$("$KNIGHTS" export --link "$link"); expect_has "svg from link" "$svg" "</svg>"
out=$("$KNIGHTS" export --link "$link" --format json); expect_has "export json" "$out" '"tour"'
"$KNIGHTS" export --board 8x8 "$TMP/bad.txt" > /dev/null 2>&1; expect_rc "export invalid" $? 1

finish link_test
