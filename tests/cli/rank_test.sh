#!/usr/bin/env bash
# knights tour-at / rank / random-tour: tour numbers round-trip, outputs are
# tours of the kind asked, and every kind of bad input exits 2 with a reason.
set -u
K="$1"
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
expect() {  # name, wanted exit code, wanted text in the output ('' for any), command...
    local name="$1" code="$2" want="$3"; shift 3
    local out got
    out=$("$@" 2>&1)
    got=$?
    [[ $got -eq $code ]] || { echo "FAIL $name: exit $got, wanted $code: $out"; fail=1; }
    [[ "$out" == *"$want"* ]] || { echo "FAIL $name: wanted '$want', got: $out"; fail=1; }
}
same() {  # name, expected, actual
    if [[ "$2" != "$3" ]]; then echo "FAIL $1: wanted '$2', got '$3'"; fail=1; fi
}

# tour-at: one line of squares, a closed tour of the board; JSON adds index and count.
"$K" tour-at --board 5x6 --closed --index 3 > "$tmp/t3" || { echo "FAIL tour-at exit"; fail=1; }
same tour-at-squares 30 "$(wc -w < "$tmp/t3")"
expect tour-at-valid 0 closed "$K" check --board 5x6 "$tmp/t3"
expect tour-at-json 0 '"count":"8"' "$K" tour-at --board 5x6 --closed --index 3 --json
expect tour-at-json-index 0 '"index":"3"' "$K" tour-at --board 5x6 --closed --index 3 --json
expect tour-at-directed 0 '"count":"1728"' "$K" tour-at --board 5x5 --paths --directed --index 1728 --json
expect tour-at-groups 0 '"index":"1234"' "$K" tour-at --board 6x6 --closed --index 1,234 --json
expect tour-at-starts-a1 0 'a1 ' "$K" tour-at --board 6x6 --closed --index 9862

# rank: the index back, from an argument, a file or standard input.
same rank-arg 3 "$("$K" rank --board 5x6 --closed "$(cat "$tmp/t3")")"
same rank-file 3 "$("$K" rank --board 5x6 --closed "$tmp/t3")"
same rank-stdin 3 "$("$K" rank --board 5x6 --closed - < "$tmp/t3")"
expect rank-json 0 '"index":"3"' "$K" rank --board 5x6 --closed --json "$tmp/t3"
for k in 1 2 3 4 5 6 7 8; do "$K" tour-at --board 5x6 --closed --index $k; done > "$tmp/all8"
same rank-all "1 2 3 4 5 6 7 8" "$(echo $("$K" rank --board 5x6 --closed "$tmp/all8"))"
same rank-distinct 8 "$(sort -u "$tmp/all8" | wc -l)"
"$K" format --board 5x6 --to grid "$tmp/t3" > "$tmp/t3.grid" 2>/dev/null &&
    same rank-grid 3 "$("$K" rank --board 5x6 --closed "$tmp/t3.grid")"
"$K" tour-at --board 6x6 --paths --directed --index 5,000,001 > "$tmp/p"
same rank-directed 5000001 "$("$K" rank --board 6x6 --paths --directed "$tmp/p")"
# A closed tour is also a path (cut open where the text starts and ends).
expect rank-closed-as-path 0 '' "$K" rank --board 5x6 --paths "$tmp/t3"

# random-tour: M valid tours, the same for the same seed.
"$K" random-tour --board 6x6 --closed --seed 7 --count 20 > "$tmp/r"
same random-lines 20 "$(wc -l < "$tmp/r")"
same random-valid 20 "$("$K" check --board 6x6 "$tmp/r" | grep -c '^closed$')"
same random-seeded "$(cat "$tmp/r")" "$("$K" random-tour --board 6x6 --closed --seed 7 --count 20)"
expect random-json 0 '"count":"9862"' "$K" random-tour --board 6x6 --closed --json
same random-ranks 20 "$("$K" rank --board 6x6 --closed "$tmp/r" | wc -l)"

# --table-dir: the table's cut layers as files, built on first use, read after; the same numbers.
d="$tmp/tables"
for k in 1 4321 9862; do
    same table-dir-$k "$("$K" tour-at --board 6x6 --closed --index $k)" "$("$K" tour-at --board 6x6 --closed --index $k --table-dir "$d")"
done
same table-dir-files 1 "$(ls "$d" | grep -c '^6x6-closed.table$')"
same table-dir-no-temporaries 0 "$(ls "$d" | grep -c 'tmp$')"
"$K" tour-at --board 6x6 --paths --directed --index 5,000,001 --table-dir "$d" > "$tmp/pd"
same table-dir-directed 5000001 "$("$K" rank --board 6x6 --paths --directed --table-dir "$d" "$tmp/pd")"
same table-dir-random "$("$K" random-tour --board 6x6 --closed --seed 7 --count 5)" \
    "$("$K" random-tour --board 6x6 --closed --seed 7 --count 5 --table-dir "$d")"
printf 'x' >> "$d/6x6-closed.table"
expect table-dir-damaged 2 'remove its files (6x6-closed.*)' "$K" tour-at --board 6x6 --closed --index 1 --table-dir "$d"
rm "$d/6x6-closed.cut24"
: > "$d/6x6-paths.cut24"
expect table-dir-missing-cut 2 'misses 6x6-paths.cut24' "$K" tour-at --board 6x6 --paths --index 1 --table-dir "$d"
: > "$tmp/plain"
expect table-dir-not-a-dir 2 'not a directory' "$K" tour-at --board 6x6 --closed --index 1 --table-dir "$tmp/plain"
expect table-dir-past-64-bits 2 'more than 2^64 completions' "$K" tour-at --board 3x60 --paths --index 1 --table-dir "$d"
same table-dir-past-64-bits-cleaned 0 "$(ls "$d" | grep -c '^3x60')"
# Two commands on one directory at once: the second waits for the first's build, then reads it.
"$K" tour-at --board 6x8 --closed --index 777 --table-dir "$tmp/both" > "$tmp/both1" 2>/dev/null &
"$K" tour-at --board 6x8 --closed --index 777 --table-dir "$tmp/both" > "$tmp/both2" 2>/dev/null
wait
want=$("$K" tour-at --board 6x8 --closed --index 777)
same table-dir-concurrent-1 "$want" "$(cat "$tmp/both1")"
same table-dir-concurrent-2 "$want" "$(cat "$tmp/both2")"
expect table-dir-bad-threads 2 '' "$K" tour-at --board 6x6 --closed --index 1 --table-dir "$d" --threads 0

# Bad input: exit 2 with a reason.
expect index-zero 2 'out of range' "$K" tour-at --board 5x6 --closed --index 0
expect index-past 2 'there are 8 closed tours' "$K" tour-at --board 5x6 --closed --index 9
# No tours by the colour count: said at once, with no table built (9x9 closed
# spent minutes and 21 GB before refusing, out of budget).
expect index-no-tours 2 'there are no closed tours: the board has 41 squares' timeout 20 "$K" tour-at --board 9x9 --closed --index 1
expect random-no-tours 2 'no closed tour' timeout 20 "$K" random-tour --board 9x9 --closed
expect index-text 2 'not a whole number' "$K" tour-at --board 5x6 --closed --index 3x
expect index-huge 2 'too large' "$K" tour-at --board 5x6 --closed --index 999999999999999999999999999999999999999999
expect index-empty 2 '' "$K" tour-at --board 5x6 --closed --index ''
expect index-missing 2 '' "$K" tour-at --board 5x6 --closed
expect no-kind 2 '' "$K" tour-at --board 5x6 --index 1
expect two-kinds 2 '' "$K" tour-at --board 5x6 --closed --paths --index 1
expect open-kind 2 '' "$K" tour-at --board 5x6 --open --index 1
expect no-board 2 '' "$K" tour-at --closed --index 1
expect bad-board 2 '' "$K" tour-at --board 5y6 --closed --index 1
expect too-big 2 'too big' "$K" tour-at --board 30x30 --closed --index 1
expect past-128-bits 2 'larger than 128 bits' "$K" tour-at --board 3x200 --paths --index 1
expect budget 2 'memory budget' "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001
expect budget-hint 2 '--table-dir DIR keeps the table on disk' "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001
expect budget-on-disk 2 'memory budget' "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001 --table-dir "$tmp/budget"
expect budget-status 2 '' "$K" random-tour --board 6x6 --paths --max-memory 0.00001
"$K" tour-at --board 5x6 --paths --index 5 > "$tmp/open"
expect rank-open-as-closed 2 'not a move apart' "$K" rank --board 5x6 --closed "$tmp/open"
expect rank-not-a-tour 2 'not a tour' "$K" rank --board 5x6 --closed "a1 c2 e1"
expect rank-garbage 2 'line 1' "$K" rank --board 5x6 --closed "zz99 qq"
expect rank-wrong-board 2 "off the 6x5 board" "$K" rank --board 6x5 --closed "$tmp/t3"
: > "$tmp/empty"
expect rank-empty 2 'no tour' "$K" rank --board 5x6 --closed "$tmp/empty"
expect random-none 2 'no closed tour' "$K" random-tour --board 5x5 --closed
expect random-count-zero 2 '' "$K" random-tour --board 5x6 --closed --count 0
expect random-bad-seed 2 '' "$K" random-tour --board 5x6 --closed --seed abc
expect random-negative-seed 2 'seed' "$K" random-tour --board 5x6 --closed --seed -1
expect random-seed-past-64-bits 2 'seed' "$K" random-tour --board 5x6 --closed --seed 18446744073709551616
expect solve-negative-seed 2 'seed' "$K" solve --board 8x8 --seed -5
expect none-at 2 '' "$K" tour-at --board 4x4 --closed --index 1
expect help 0 '' "$K" tour-at --help

# --order subchains (Jaeger's memo): the same tours, numbered by corner-chain class, then search order.
"$K" tour-at --board 6x6 --closed --order subchains --index 4321 > "$tmp/s"
expect subchains-valid 0 closed "$K" check --board 6x6 "$tmp/s"
same subchains-round-trip 4321 "$("$K" rank --board 6x6 --closed --order subchains "$tmp/s")"
same subchains-json-count '"count":"9862"' "$("$K" tour-at --board 6x6 --closed --order subchains --index 1 --json | grep -o '"count":"[0-9]*"')"
"$K" random-tour --board 6x6 --closed --order subchains --count 5 --seed 3 > "$tmp/r"
same subchains-random-rank 5 "$("$K" rank --board 6x6 --closed --order subchains "$tmp/r" | wc -l)"
expect subchains-paths 2 'closed tours' "$K" tour-at --board 6x6 --paths --order subchains --index 1
expect subchains-directed 2 'without --directed' "$K" tour-at --board 6x6 --closed --directed --order subchains --index 1
expect subchains-board 2 'at least 5' "$K" tour-at --board 4x8 --closed --order subchains --index 1
expect subchains-8x8 2 'counts every class first' "$K" tour-at --board 8x8 --closed --order subchains --index 1
expect subchains-range 2 'out of range' "$K" tour-at --board 6x6 --closed --order subchains --index 9863
expect order-unknown 2 'order' "$K" tour-at --board 6x6 --closed --order jaeger --index 1
exit $fail
