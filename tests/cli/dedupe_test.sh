#!/usr/bin/env bash
# knights iso / canon / dedupe / warnsdorff-all / scramble: exit codes, bad
# lines with their line numbers, Phadke's formats, and the pipe.
# Usage: bash dedupe_test.sh path/to/knights
set -uo pipefail
K=${1:?usage: dedupe_test.sh path/to/knights}
source "$(dirname "$0")/expect_run.sh"
T=$TMP
json_field() { sed -n '$p' "$1" | grep -o "\"$2\":[0-9]*" | cut -d: -f2; }

# The pipe: every Warnsdorff tour from a1 (ties branched); a1 lies on the
# a1-h8 diagonal, so each tour comes with its mirror image: half are duplicates.
"$K" warnsdorff-all --board 8x8 --start a1 | "$K" dedupe --board 8x8 - --json --quiet >"$T/pipe.json"
check "pipe exits 0" test $? -eq 0
check "pipe counts tours" test "$(json_field "$T/pipe.json" tours)" = 137300
check "pipe finds the mirror pairs" test "$(json_field "$T/pipe.json" classes)" = 68650

# Scrambled copies (random symmetry, direction, start) add no class.
"$K" warnsdorff-all --board 6x6 --start c3 >"$T/six.txt"   # 104 tours
n=$(wc -l <"$T/six.txt")
"$K" dedupe --board 6x6 "$T/six.txt" --json --quiet >"$T/six.json"
base=$(json_field "$T/six.json" classes)
"$K" scramble --board 6x6 --copies 4 --seed 7 "$T/six.txt" >"$T/six4.txt"
check "scramble writes 4 copies" test "$(wc -l <"$T/six4.txt")" = $((4 * n))
cat "$T/six.txt" "$T/six4.txt" | "$K" dedupe --board 6x6 --json --quiet --report "$T/dupes.tsv" --masters "$T/masters.txt" >"$T/all.json"
check "scrambled copies are duplicates" test "$(json_field "$T/all.json" classes)" = "$base"
check "tours counted" test "$(json_field "$T/all.json" tours)" = $((5 * n))
check "report has a header and one row per duplicate" test "$(wc -l <"$T/dupes.tsv")" = $((5 * n - base + 1))
check "report header" test "$(head -1 "$T/dupes.tsv")" = "$(printf 'candidate\tmaster\ttransformation\tline')"
check "masters file holds one line per class" test "$(wc -l <"$T/masters.txt")" = "$base"
# Each report row: the candidate, carried by the named transformation, is its master's picture.
row=$(sed -n '$p' "$T/dupes.tsv")
cand=$(echo "$row" | cut -f1); master=$(echo "$row" | cut -f2)
check "report: master serial before candidate" test "$master" -lt "$cand"
cand_line=$(cat "$T/six.txt" "$T/six4.txt" | sed -n "${cand}p")
master_line=$(cat "$T/six.txt" "$T/six4.txt" | sed -n "${master}p")
"$K" iso --board 6x6 "$cand_line" "$master_line" >"$T/iso.txt"
check "iso agrees with the report" grep -q "^isomorphic: $(echo "$row" | cut -f3) " "$T/iso.txt"

# canon: the same key for a tour and its scrambled copies.
head -1 "$T/six.txt" >"$T/one.txt"
"$K" scramble --board 6x6 --copies 5 --seed 3 "$T/one.txt" >"$T/one5.txt"
check "canon keys agree" test "$("$K" canon --board 6x6 "$T/one5.txt" | cut -f1 | sort -u | wc -l)" = 1
check "canon --as line gives one representative" test "$("$K" canon --board 6x6 --as line "$T/one5.txt" | sort -u | wc -l)" = 1
check "canon --format algebraic is the same as --as line" test "$("$K" canon --board 6x6 --format algebraic "$T/one5.txt")" = "$("$K" canon --board 6x6 --as line "$T/one5.txt")"
check "canon --json" grep -q '"class_size":' <("$K" canon --board 6x6 --json "$T/one.txt")

# iso: direction and offset, JSON, invalid, usage.
A=$(sed -n 1p "$T/one5.txt"); B=$(sed -n 2p "$T/one5.txt")
check "iso --json" grep -q '"isomorphic":true' <("$K" iso --board 6x6 --json "$A" "$B")
C=$(sed -n 5p "$T/six.txt")
"$K" iso --board 6x6 "$A" "$(sed -n 2p "$T/six.txt")" >"$T/iso2.txt"; rc=$?
check "iso of different tours exits 0" test $rc -eq 0
"$K" iso --board 6x6 "$A" "a1 c2" 2>/dev/null; rc=$?
check "iso with an invalid tour exits 1" test $rc -eq 1
"$K" iso --board 6x6 "$A" "zz99 not a tour" 2>/dev/null; rc=$?
check "iso with unreadable text exits 2" test $rc -eq 2

# Phadke's formats: compact and connection-number lines dedupe the same way.
"$K" warnsdorff-all --board 8x8 --start b1 --closed --limit 300 >"$T/closed.txt"
"$K" warnsdorff-all --board 8x8 --start b1 --closed --limit 300 --as compact >"$T/closed.compact"
"$K" warnsdorff-all --board 8x8 --start b1 --closed --limit 300 --as connections56 >"$T/closed.conn"
check "compact line is 132 characters" test "$(head -1 "$T/closed.compact" | tr -d '\n' | wc -c)" = 132
check "connection line is 225 characters" test "$(head -1 "$T/closed.conn" | tr -d '\n' | wc -c)" = 225
check "corner links left out" test "$(head -1 "$T/closed.conn" | grep -c 1123)" = 0
c1=$("$K" dedupe --board 8x8 "$T/closed.txt" --json --quiet | tail -1)
c2=$("$K" dedupe --board 8x8 "$T/closed.compact" --json --quiet | tail -1 | sed 's/"seconds":[^,}]*//')
c3=$("$K" dedupe --board 8x8 "$T/closed.conn" --json --quiet | tail -1 | sed 's/"seconds":[^,}]*//')
check "compact input counts the same" test "$(echo "$c1" | sed 's/"seconds":[^,}]*//')" = "$c2"
check "connection input counts the same" test "$c2" = "$c3"

# JSON tours go through the shared format reader.
sed -n 1,3p "$T/six.txt" | sed 's/ /","/g; s/^/{"board":"6x6","tour":["/; s/$/"]}/' >"$T/six.jsonl"
check "JSON lines are read" test "$("$K" dedupe --board 6x6 "$T/six.jsonl" --json --quiet | json_field /dev/stdin tours)" = 3

# Bad lines: reported with their line numbers, skipped; no valid tour lost.
{
  sed -n 1p "$T/six.txt"                         # 1 ok
  echo "# a comment"                              # 2 skipped
  sed -n 2p "$T/six.txt" | cut -c1-40            # 3 truncated
  sed -n 3p "$T/six.txt"                         # 4 ok
  echo "a1 c2 e1 zz7"                             # 5 not a square of the board
  "$K" warnsdorff-all --board 6x6 --start a1 --limit 1 --as compact   # 6 compact in algebraic input
  echo                                            # 7 blank
  sed -n 4p "$T/six.txt" | awk '{t=$1; $1=$2; $2=t; print}'  # 8 two squares swapped: not a tour
  "$K" warnsdorff-all --board 5x6 --start a1 --limit 1                 # 9 wrong board
  sed -n 4p "$T/six.txt"                         # 10 ok
} >"$T/bad.txt"
"$K" dedupe --board 6x6 "$T/bad.txt" --json --quiet >"$T/bad.json" 2>"$T/bad.err"; rc=$?
check "bad lines: exit 1" test $rc -eq 1
check "bad lines: valid tours all counted" test "$(json_field "$T/bad.json" tours)" = 3
check "bad lines: invalid counted" test "$(json_field "$T/bad.json" invalid)" = 5
for n in 3 5 6 8 9; do check "bad line $n reported" grep -q "line $n[:,]" "$T/bad.err"; done
check "good lines not reported" test "$(grep -c 'line \(1\|4\|10\):' "$T/bad.err")" = 0
check "mixed formats named" grep -q "line 6: mixed formats" "$T/bad.err"
"$K" dedupe --board 6x6 "$T/bad.txt" --json --strict >"$T/strict.json" 2>"$T/strict.err"; rc=$?
check "--strict: exit 1" test $rc -eq 1
check "--strict: stops at the first bad line" test "$(grep -c line "$T/strict.err")" = 1
check "--strict: no summary" test ! -s "$T/strict.json"
"$K" dedupe --board 6x6 /dev/null --json --quiet >"$T/empty.json"; rc=$?
check "empty input: exit 0, zero tours" test $rc -eq 0 -a "$(json_field "$T/empty.json" tours)" = 0

# Usage errors exit 2.
"$K" dedupe --board 0x8 "$T/six.txt" 2>/dev/null; check "bad board: exit 2" test $? -eq 2
"$K" dedupe --board 6x6 "$T/no-such-file" 2>/dev/null; check "missing file: exit 2" test $? -eq 2
"$K" warnsdorff-all --board 8x8 --start z9 2>/dev/null; check "bad start: exit 2" test $? -eq 2
"$K" warnsdorff-all --board 8x8 --as nonsense 2>/dev/null; check "bad --as: exit 2" test $? -eq 2
"$K" warnsdorff-all --board 10x10 --as compact --limit 1 2>/dev/null; check "compact on 10x10: exit 2" test $? -eq 2
"$K" dedupe --help >/dev/null; check "--help exits 0" test $? -eq 0

# Closed only, limit.
check "--closed gives closed tours" test "$("$K" warnsdorff-all --board 6x6 --start b2 --closed --limit 5 | "$K" canon --board 6x6 --json | grep -c '"kind":"closed"')" = 5
check "--limit" test "$("$K" warnsdorff-all --board 8x8 --limit 7 | wc -l)" = 7

finish dedupe_test
