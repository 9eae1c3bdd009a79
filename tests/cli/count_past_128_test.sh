#!/usr/bin/env bash
# knights count past 2^128: the exact decimal in text and JSON (docs/cli.md),
# against OEIS A070030 (closed tours on 3 x 2n, from the recurrence of Knuth
# and Elkies, 1994), with a checkpoint too; tour numbers stay 128-bit and
# refuse clearly.
# Usage: bash count_past_128_test.sh <path-to-knights>
set -uo pipefail
K=${1:?usage: count_past_128_test.sh <knights>}
source "$(dirname "$0")/expect_run.sh"

A070030_50=4861943174181138724903568742746024250554974208  # 3x100, 152 bits
A070030_60_DIRECTED=74047960528791675733319738071221205845050974086495207424  # 3x120, twice a(60)

expect_run 0 "^$A070030_50\$" '' -- "$K" count --board 3x100 --closed --quiet
expect_run 0 "\"count\":\"$A070030_60_DIRECTED\"" '' -- "$K" count --board 3x120 --closed --directed --json --quiet
# Open = paths less the cut closed tours: the same in both ways past 2^128.
"$K" count --board 4x70 --paths --quiet >"$TMP/paths" 2>&1 || fail "4x70 paths: $(cat "$TMP/paths")"
"$K" count --board 4x70 --closed --quiet >"$TMP/closed" 2>&1 || fail "4x70 closed: $(cat "$TMP/closed")"
"$K" count --board 4x70 --open --quiet >"$TMP/open" 2>&1 || fail "4x70 open: $(cat "$TMP/open")"
want_open=$(python3 -c "import sys; print(int(sys.argv[1]) - 280 * int(sys.argv[2]))" "$(cat "$TMP/paths")" "$(cat "$TMP/closed")")
[[ "$(cat "$TMP/open")" == "$want_open" ]] || fail "4x70 open $(cat "$TMP/open") is not paths - 280 closed = $want_open"
[[ ${#want_open} -gt 39 ]] || fail "4x70 open $want_open is not past 2^128"
# With a checkpoint too (every sweep saves; count_checkpoint_test.sh kills and resumes one).
expect_run 0 "^$A070030_50\$" '' -- "$K" count --board 3x100 --closed --quiet --checkpoint "$TMP/cp"
[[ ! -e $TMP/cp ]] || fail "the checkpoint of a finished count past 2^128 is left behind"
# Tour numbers have no ceiling either: the last of them is the count, and
# tours past 2^128 are closed tours that rank back to their numbers.
expect_run 0 "\"count\":\"$A070030_50\"" '' -- "$K" tour-at --board 3x100 --closed --index 1 --json
past=340282366920938463463374607431768211457  # 2^128 + 1
for k in "$past" "$A070030_50"; do
    "$K" tour-at --board 3x100 --closed --index "$k" >"$TMP/tour" 2>&1 || fail "tour-at 3x100 $k: $(cat "$TMP/tour")"
    expect_run 0 closed '' -- "$K" check --board 3x100 "$TMP/tour"
    expect_run 0 "^$k\$" '' -- "$K" rank --board 3x100 --closed "$TMP/tour"
done
expect_run 2 '' 'out of range' -- "$K" tour-at --board 3x100 --closed --index "${A070030_50}0"
# A table on disk holds 64-bit counts: past them the table is built in memory.
expect_run 0 "\"index\":\"$past\"" '' -- "$K" tour-at --board 3x100 --closed --index "$past" --json --table-dir "$TMP/td"

if [[ $failures == 0 ]]; then echo "count past 128 bits CLI: all passed"; else echo "count past 128 bits CLI: $failures failed"; exit 1; fi
