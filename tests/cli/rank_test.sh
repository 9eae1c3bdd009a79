#!/usr/bin/env bash
# knights tour-at / rank / random-tour: tour numbers round-trip, outputs are
# tours of the kind asked, and every kind of bad input exits 2 with a reason.
set -u
K="$1"
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() {  # name, expected substring, command...
    local name="$1" want="$2"; shift 2
    local out
    out=$("$@" 2>&1)
    if [[ "$out" != *"$want"* ]]; then echo "FAIL $name: wanted '$want', got: $out"; fail=1; fi
}
status() {  # name, expected exit code, command...
    local name="$1" want="$2"; shift 2
    "$@" >/dev/null 2>&1
    local got=$?
    if [[ $got -ne $want ]]; then echo "FAIL $name: exit $got, wanted $want"; fail=1; fi
}
same() {  # name, expected, actual
    if [[ "$2" != "$3" ]]; then echo "FAIL $1: wanted '$2', got '$3'"; fail=1; fi
}

# tour-at: one line of squares, a closed tour of the board; JSON adds index and count.
"$K" tour-at --board 5x6 --closed --index 3 > "$tmp/t3" || { echo "FAIL tour-at exit"; fail=1; }
same tour-at-squares 30 "$(wc -w < "$tmp/t3")"
check tour-at-valid closed "$K" check --board 5x6 "$tmp/t3"
check tour-at-json '"count":"8"' "$K" tour-at --board 5x6 --closed --index 3 --json
check tour-at-json-index '"index":"3"' "$K" tour-at --board 5x6 --closed --index 3 --json
check tour-at-directed '"count":"1728"' "$K" tour-at --board 5x5 --paths --directed --index 1728 --json
check tour-at-groups '"index":"1234"' "$K" tour-at --board 6x6 --closed --index 1,234 --json
check tour-at-starts-a1 'a1 ' "$K" tour-at --board 6x6 --closed --index 9862

# rank: the index back, from an argument, a file or standard input.
same rank-arg 3 "$("$K" rank --board 5x6 --closed "$(cat "$tmp/t3")")"
same rank-file 3 "$("$K" rank --board 5x6 --closed "$tmp/t3")"
same rank-stdin 3 "$("$K" rank --board 5x6 --closed - < "$tmp/t3")"
check rank-json '"index":"3"' "$K" rank --board 5x6 --closed --json "$tmp/t3"
for k in 1 2 3 4 5 6 7 8; do "$K" tour-at --board 5x6 --closed --index $k; done > "$tmp/all8"
same rank-all "1 2 3 4 5 6 7 8" "$(echo $("$K" rank --board 5x6 --closed "$tmp/all8"))"
same rank-distinct 8 "$(sort -u "$tmp/all8" | wc -l)"
"$K" format --board 5x6 --to grid "$tmp/t3" > "$tmp/t3.grid" 2>/dev/null &&
    same rank-grid 3 "$("$K" rank --board 5x6 --closed "$tmp/t3.grid")"
"$K" tour-at --board 6x6 --paths --directed --index 5,000,001 > "$tmp/p"
same rank-directed 5000001 "$("$K" rank --board 6x6 --paths --directed "$tmp/p")"
# A closed tour is also a path (cut open where the text starts and ends).
status rank-closed-as-path 0 "$K" rank --board 5x6 --paths "$tmp/t3"

# random-tour: M valid tours, the same for the same seed.
"$K" random-tour --board 6x6 --closed --seed 7 --count 20 > "$tmp/r"
same random-lines 20 "$(wc -l < "$tmp/r")"
same random-valid 20 "$("$K" check --board 6x6 "$tmp/r" | grep -c '^closed$')"
same random-seeded "$(cat "$tmp/r")" "$("$K" random-tour --board 6x6 --closed --seed 7 --count 20)"
check random-json '"count":"9862"' "$K" random-tour --board 6x6 --closed --json
same random-ranks 20 "$("$K" rank --board 6x6 --closed "$tmp/r" | wc -l)"

# Bad input: exit 2 with a reason.
check index-zero 'out of range' "$K" tour-at --board 5x6 --closed --index 0
check index-past 'there are 8 closed tours' "$K" tour-at --board 5x6 --closed --index 9
status index-past-status 2 "$K" tour-at --board 5x6 --closed --index 9
status index-zero-status 2 "$K" tour-at --board 5x6 --closed --index 0
check index-text 'not a whole number' "$K" tour-at --board 5x6 --closed --index 3x
status index-text-status 2 "$K" tour-at --board 5x6 --closed --index 3x
check index-huge 'too large' "$K" tour-at --board 5x6 --closed --index 999999999999999999999999999999999999999999
status index-empty 2 "$K" tour-at --board 5x6 --closed --index ''
status index-missing 2 "$K" tour-at --board 5x6 --closed
status no-kind 2 "$K" tour-at --board 5x6 --index 1
status two-kinds 2 "$K" tour-at --board 5x6 --closed --paths --index 1
status open-kind 2 "$K" tour-at --board 5x6 --open --index 1
status no-board 2 "$K" tour-at --closed --index 1
status bad-board 2 "$K" tour-at --board 5y6 --closed --index 1
check too-big 'too big' "$K" tour-at --board 30x30 --closed --index 1
status too-big-status 2 "$K" tour-at --board 30x30 --closed --index 1
check budget 'memory budget' "$K" tour-at --board 6x6 --paths --index 1 --max-memory 0.00001
status budget-status 2 "$K" random-tour --board 6x6 --paths --max-memory 0.00001
"$K" tour-at --board 5x6 --paths --index 5 > "$tmp/open"
check rank-open-as-closed 'not a move apart' "$K" rank --board 5x6 --closed "$tmp/open"
status rank-open-as-closed-status 2 "$K" rank --board 5x6 --closed "$tmp/open"
check rank-not-a-tour 'not a tour' "$K" rank --board 5x6 --closed "a1 c2 e1"
status rank-not-a-tour-status 2 "$K" rank --board 5x6 --closed "a1 c2 e1"
check rank-garbage 'line 1' "$K" rank --board 5x6 --closed "zz99 qq"
status rank-garbage-status 2 "$K" rank --board 5x6 --closed "zz99 qq"
check rank-wrong-board "off the 6x5 board" "$K" rank --board 6x5 --closed "$tmp/t3"
: > "$tmp/empty"
check rank-empty 'no tour' "$K" rank --board 5x6 --closed "$tmp/empty"
status rank-empty-status 2 "$K" rank --board 5x6 --closed "$tmp/empty"
check random-none 'no closed tour' "$K" random-tour --board 5x5 --closed
status random-none-status 2 "$K" random-tour --board 5x5 --closed
status random-count-zero 2 "$K" random-tour --board 5x6 --closed --count 0
status random-bad-seed 2 "$K" random-tour --board 5x6 --closed --seed abc
status none-at 2 "$K" tour-at --board 4x4 --closed --index 1
status help 0 "$K" tour-at --help
exit $fail
