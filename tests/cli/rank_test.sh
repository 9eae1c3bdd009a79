#!/usr/bin/env bash
# knights tour-at / rank / random-tour: tour numbers round-trip, outputs are
# tours of the kind asked, and every kind of bad input exits 2 with a reason.
set -u
K="$1"
source "$(dirname "$0")/expect_run.sh"

# tour-at: one line of squares, a closed tour of the board; JSON adds index and count.
"$K" tour-at --board 5x6 --closed --index 3 > "$TMP/t3" || fail "tour-at exit"
expect_eq tour-at-squares "$(wc -w < "$TMP/t3")" 30
expect_says tour-at-valid 0 closed -- "$K" check --board 5x6 "$TMP/t3"
expect_says tour-at-json 0 '"count":"8"' -- "$K" tour-at --board 5x6 --closed --index 3 --json
expect_says tour-at-json-index 0 '"index":"3"' -- "$K" tour-at --board 5x6 --closed --index 3 --json
expect_says tour-at-directed 0 '"count":"1728"' -- "$K" tour-at --board 5x5 --paths --directed --index 1728 --json
expect_says tour-at-groups 0 '"index":"1234"' -- "$K" tour-at --board 6x6 --closed --index 1,234 --json
expect_says tour-at-starts-a1 0 'a1 ' -- "$K" tour-at --board 6x6 --closed --index 9862

# rank: the index back, from an argument, a file or standard input.
expect_eq rank-arg "$("$K" rank --board 5x6 --closed "$(cat "$TMP/t3")")" 3
expect_eq rank-file "$("$K" rank --board 5x6 --closed "$TMP/t3")" 3
expect_eq rank-stdin "$("$K" rank --board 5x6 --closed - < "$TMP/t3")" 3
expect_says rank-json 0 '"index":"3"' -- "$K" rank --board 5x6 --closed --json "$TMP/t3"
for k in 1 2 3 4 5 6 7 8; do "$K" tour-at --board 5x6 --closed --index $k; done > "$TMP/all8"
expect_eq rank-all "$(echo $("$K" rank --board 5x6 --closed "$TMP/all8"))" "1 2 3 4 5 6 7 8"
expect_eq rank-distinct "$(sort -u "$TMP/all8" | wc -l)" 8
"$K" format --board 5x6 --to grid "$TMP/t3" > "$TMP/t3.grid" 2>/dev/null &&
    expect_eq rank-grid "$("$K" rank --board 5x6 --closed "$TMP/t3.grid")" 3
"$K" tour-at --board 6x6 --paths --directed --index 5,000,001 > "$TMP/p"
expect_eq rank-directed "$("$K" rank --board 6x6 --paths --directed "$TMP/p")" 5000001
# A closed tour is also a path (cut open where the text starts and ends).
expect_says rank-closed-as-path 0 '' -- "$K" rank --board 5x6 --paths "$TMP/t3"

# random-tour: M valid tours, the same for the same seed.
"$K" random-tour --board 6x6 --closed --seed 7 --count 20 > "$TMP/r"
expect_eq random-lines "$(wc -l < "$TMP/r")" 20
expect_eq random-valid "$("$K" check --board 6x6 "$TMP/r" | grep -c '^closed$')" 20
expect_eq random-seeded "$("$K" random-tour --board 6x6 --closed --seed 7 --count 20)" "$(cat "$TMP/r")"
expect_says random-json 0 '"count":"9862"' -- "$K" random-tour --board 6x6 --closed --json
expect_eq random-ranks "$("$K" rank --board 6x6 --closed "$TMP/r" | wc -l)" 20

# The budget bounds what the process holds, not only the build's account
# (24% more here without the check).
within_budget budget-resident 0.1 "$K" tour-at --board 6x10 --closed --index 1 --table-dir "$TMP/budget" --threads 1 --max-memory 0.1
# In memory too, checked before a step's successors are taken (10% more here without).
within_budget budget-in-memory 0.3 "$K" tour-at --board 7x8 --closed --index 1 --threads 1 --max-memory 0.3
# The backward pass's account gives back the counts it lets go: 6x10 closed
# fits 0.3 GB (it stopped at step 36 when the account kept them).
expect_eq budget-backward "$("$K" tour-at --board 6x10 --closed --index 1 --threads 1 --max-memory 0.3 2>&1)" \
    "$("$K" tour-at --board 6x10 --closed --index 1)"
# --table-dir: the table's cut layers as files, built on first use, read after; the same numbers.
d="$TMP/tables"
for k in 1 4321 9862; do
    expect_eq table-dir-$k "$("$K" tour-at --board 6x6 --closed --index $k --table-dir "$d")" "$("$K" tour-at --board 6x6 --closed --index $k)"
done
expect_eq table-dir-files "$(ls "$d" | grep -c '^6x6-closed.table$')" 1
expect_eq table-dir-no-temporaries "$(ls "$d" | grep -c 'tmp$')" 0
"$K" tour-at --board 6x6 --paths --directed --index 5,000,001 --table-dir "$d" > "$TMP/pd"
expect_eq table-dir-directed "$("$K" rank --board 6x6 --paths --directed --table-dir "$d" "$TMP/pd")" 5000001
expect_eq table-dir-random "$("$K" random-tour --board 6x6 --closed --seed 7 --count 5 --table-dir "$d")" \
    "$("$K" random-tour --board 6x6 --closed --seed 7 --count 5)"
printf 'x' >> "$d/6x6-closed.table"
expect_says table-dir-damaged 2 'remove its files (6x6-closed.*)' -- "$K" tour-at --board 6x6 --closed --index 1 --table-dir "$d"
rm "$d/6x6-closed.cut24"
: > "$d/6x6-paths.cut24"
expect_says table-dir-missing-cut 2 'misses 6x6-paths.cut24' -- "$K" tour-at --board 6x6 --paths --index 1 --table-dir "$d"
: > "$TMP/plain"
expect_says table-dir-not-a-dir 2 'not a directory' -- "$K" tour-at --board 6x6 --closed --index 1 --table-dir "$TMP/plain"
# Past the 64-bit counts a table on disk keeps, the table is built in memory: the same tour.
expect_eq table-dir-past-64-bits "$("$K" tour-at --board 3x60 --paths --index 1 --table-dir "$d")" \
    "$("$K" tour-at --board 3x60 --paths --index 1)"
expect_eq table-dir-past-64-bits-cleaned "$(ls "$d" | grep -c '^3x60')" 0
# Two commands on one directory at once: the second waits for the first's build, then reads it.
"$K" tour-at --board 6x8 --closed --index 777 --table-dir "$TMP/both" > "$TMP/both1" 2>/dev/null &
"$K" tour-at --board 6x8 --closed --index 777 --table-dir "$TMP/both" > "$TMP/both2" 2>/dev/null
wait
want=$("$K" tour-at --board 6x8 --closed --index 777)
expect_eq table-dir-concurrent-1 "$(cat "$TMP/both1")" "$want"
expect_eq table-dir-concurrent-2 "$(cat "$TMP/both2")" "$want"
expect_says table-dir-bad-threads 2 '' -- "$K" tour-at --board 6x6 --closed --index 1 --table-dir "$d" --threads 0

# Bad input: exit 2 with a reason.
expect_says index-zero 2 'out of range' -- "$K" tour-at --board 5x6 --closed --index 0
expect_says index-past 2 'there are 8 closed tours' -- "$K" tour-at --board 5x6 --closed --index 9
# No tours by the colour count: said at once, with no table built (9x9 closed
# spent minutes and 21 GB before refusing, out of budget).
expect_says index-no-tours 2 'there are no closed tours: the board has 41 squares' -- timeout 20 "$K" tour-at --board 9x9 --closed --index 1
expect_says random-no-tours 2 'no closed tour' -- timeout 20 "$K" random-tour --board 9x9 --closed
expect_says index-text 2 'not a whole number' -- "$K" tour-at --board 5x6 --closed --index 3x
expect_says index-huge 2 'out of range: there are 8 closed tours' -- "$K" tour-at --board 5x6 --closed --index 999999999999999999999999999999999999999999
expect_says index-too-long 2 'more than 10000 digits' -- "$K" tour-at --board 5x6 --closed --index "$(printf '9%.0s' {1..10001})"
expect_says index-empty 2 '' -- "$K" tour-at --board 5x6 --closed --index ''
expect_says index-missing 2 '' -- "$K" tour-at --board 5x6 --closed
expect_says no-kind 2 '' -- "$K" tour-at --board 5x6 --index 1
expect_says two-kinds 2 '' -- "$K" tour-at --board 5x6 --closed --paths --index 1
expect_says open-kind 2 '' -- "$K" tour-at --board 5x6 --open --index 1
expect_says no-board 2 '' -- "$K" tour-at --closed --index 1
expect_says bad-board 2 '' -- "$K" tour-at --board 5y6 --closed --index 1
expect_says too-big 2 'too big' -- "$K" tour-at --board 30x30 --closed --index 1
# Past 2^128 (3x200 paths: about 3e102), drawn tours rank back to their numbers.
"$K" random-tour --board 3x200 --paths --count 3 --seed 5 > "$TMP/wide"
"$K" random-tour --board 3x200 --paths --count 3 --seed 5 --json > "$TMP/wide.json"
expect_eq past-128-bits "$("$K" rank --board 3x200 --paths "$TMP/wide")" "$(grep -o '"index":"[0-9]*"' "$TMP/wide.json" | tr -dc '0-9\n')"
expect_says budget 2 'memory budget' -- "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001
expect_says budget-hint 2 '--table-dir DIR keeps the table on disk' -- "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001
expect_says budget-on-disk 2 'memory budget' -- "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001 --table-dir "$TMP/budget"
expect_says budget-status 2 '' -- "$K" random-tour --board 6x6 --paths --max-memory 0.00001
"$K" tour-at --board 5x6 --paths --index 5 > "$TMP/open"
expect_says rank-open-as-closed 2 'not a move apart' -- "$K" rank --board 5x6 --closed "$TMP/open"
expect_says rank-not-a-tour 2 'not a tour' -- "$K" rank --board 5x6 --closed "a1 c2 e1"
expect_says rank-garbage 2 'line 1' -- "$K" rank --board 5x6 --closed "zz99 qq"
expect_says rank-wrong-board 2 "off the 6x5 board" -- "$K" rank --board 6x5 --closed "$TMP/t3"
: > "$TMP/empty"
expect_says rank-empty 2 'no tour' -- "$K" rank --board 5x6 --closed "$TMP/empty"
expect_says random-none 2 'no closed tour' -- "$K" random-tour --board 5x5 --closed
expect_says random-count-zero 2 '' -- "$K" random-tour --board 5x6 --closed --count 0
expect_says random-bad-seed 2 '' -- "$K" random-tour --board 5x6 --closed --seed abc
expect_says random-negative-seed 2 'seed' -- "$K" random-tour --board 5x6 --closed --seed -1
expect_says random-seed-past-64-bits 2 'seed' -- "$K" random-tour --board 5x6 --closed --seed 18446744073709551616
expect_says solve-negative-seed 2 'seed' -- "$K" solve --board 8x8 --seed -5
expect_says none-at 2 '' -- "$K" tour-at --board 4x4 --closed --index 1
expect_says help 0 '' -- "$K" tour-at --help

# --order subchains (Jaeger's memo): the same tours, numbered by corner-chain class, then search order.
"$K" tour-at --board 6x6 --closed --order subchains --index 4321 > "$TMP/s"
expect_says subchains-valid 0 closed -- "$K" check --board 6x6 "$TMP/s"
expect_eq subchains-round-trip "$("$K" rank --board 6x6 --closed --order subchains "$TMP/s")" 4321
expect_eq subchains-json-count "$("$K" tour-at --board 6x6 --closed --order subchains --index 1 --json | grep -o '"count":"[0-9]*"')" '"count":"9862"'
"$K" random-tour --board 6x6 --closed --order subchains --count 5 --seed 3 > "$TMP/r"
expect_eq subchains-random-rank "$("$K" rank --board 6x6 --closed --order subchains "$TMP/r" | wc -l)" 5
expect_says subchains-paths 2 'closed tours' -- "$K" tour-at --board 6x6 --paths --order subchains --index 1
expect_says subchains-directed 2 'without --directed' -- "$K" tour-at --board 6x6 --closed --directed --order subchains --index 1
expect_says subchains-board 2 'at least 5' -- "$K" tour-at --board 4x8 --closed --order subchains --index 1
expect_says subchains-8x8 2 'counts every class first' -- "$K" tour-at --board 8x8 --closed --order subchains --index 1
expect_says subchains-range 2 'out of range' -- "$K" tour-at --board 6x6 --closed --order subchains --index 9863
expect_says order-unknown 2 'order' -- "$K" tour-at --board 6x6 --closed --order jaeger --index 1
finish rank_test
