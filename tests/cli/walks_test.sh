#!/usr/bin/env bash
# knights walks: the keypad figures of Wikipedia's keypad puzzle, options, and errors.
# Usage: bash walks_test.sh path/to/knights
set -u
K=${1:?usage: walks_test.sh path/to/knights}
source "$(dirname "$0")/expect_run.sh"

# Wikipedia's keypad puzzle: 10 keys, at most 2 vowels.
json=$("$K" walks --keypad --length 10 --max-vowels 2 --json) || fail "spec command failed"
grep -q '"count":"1013398"' <<<"$json" || fail "spec json: $json"
expect_output "total" "1013398" -- "$K" walks --keypad --length 10 --max-vowels 2
per=$("$K" walks --keypad --length 10 --max-vowels 2 --per-start) || fail "per-start failed"
want_per="A 30004
B 49154
C 73664
D 48320
E 32520
F 64608
G 51053
H 90089
I 33308
J 64021
K 57937
L 63155
M 63584
N 70622
O 37721
1 64287
2 56730
3 62621
total 1013398"
[[ $per == "$want_per" ]] || fail "per-start: $per"
json=$("$K" walks --keypad --max-vowels 2 --per-start --json --start 3)
grep -q '"per_start":\[{"count":"62621","start":"3"}\]' <<<"$json" || fail "per-start json: $json"
grep -q '"count":"62621"' <<<"$json" || fail "start 3 json: $json"

# Listing: streamed, limited, counted on stderr when cut short.
expect_output "list limit" "AHAHKBKBKB
AHAHKBKBKH" -- "$K" walks --keypad --max-vowels 2 --list --limit 2
n=$("$K" walks --keypad --max-vowels 2 --list --limit 0 | wc -l)
[[ $n == 1013398 ]] || fail "full listing has $n lines"
json=$("$K" walks --keypad --length 3 --start A --max-vowels 1 --list --json)
grep -q '"walks":\["AHK","AH1","AH3","ALC","AL3"\]' <<<"$json" || fail "list json: $json"
grep -q '"count":"5"' <<<"$json" || fail "list json count: $json"
expect_output "no vowels from A" "0" -- "$K" walks --keypad --length 3 --start A --max-vowels 0
expect_output "one vowel from A" "AHK
AH1
AH3
ALC
AL3" -- "$K" walks --keypad --length 3 --start A --max-vowels 1 --list

# Forbid, vowels, leaper, layout files, plain boards.
expect_output "forbid digits" "$("$K" walks --keypad --length 4 --forbid 123 --start A --list | wc -l | tr -d ' ')" -- "$K" walks --keypad --length 4 --forbid 1,2,3 --start A
expect_output "camel keypad" "$("$K" walks --layout - --leaper camel --length 4 2>/dev/null <<<$'ABCDE\nFGHIJ\nKLMNO\n.123.')" -- "$K" walks --keypad --leaper 1,3 --length 4
printf 'ABCDE\nFGHIJ\nKLMNO\n.123\n' >"$TMP/ragged.txt"
expect_output "ragged layout padded" "1013398" -- "$K" walks --layout "$TMP/ragged.txt" --max-vowels 2
"$K" walks --layout "$TMP/ragged.txt" >/dev/null 2>"$TMP/err"
grep -q "warning: .*padded" "$TMP/err" || fail "no ragged warning: $(cat "$TMP/err")"
# 3x3 knight: the centre is cut off; corners and edges form an 8-cycle.
expect_output "3x3 board" "16" -- "$K" walks --board 3x3 --length 2 --forbid b2
expect_output "3x3 start" "a1 c2
a1 b3" -- "$K" walks --board 3x3 --length 2 --start a1 --list
expect_output "wazir 2x2 length 3" "16" -- "$K" walks --board 2x2 --leaper wazir --length 3
json=$("$K" walks --board 3x3 --length 1 --json 2>/dev/null)
grep -q '"connected":false' <<<"$json" || fail "3x3 connected flag: $json"

# Errors: one line, exit 2.
printf '\n..\n' >"$TMP/empty.txt"
printf 'AB\nC\tD\n' >"$TMP/tab.txt"
printf 'A....\n.....\n...BC\n....D\n' >"$TMP/split.txt"
head -c 1001 /dev/zero | tr '\0' 'x' >"$TMP/wide.txt"
expect_error "empty layout" 2 "empty" -- "$K" walks --layout "$TMP/empty.txt"
expect_error "tab" 2 "line 2, column 2" -- "$K" walks --layout "$TMP/tab.txt"
expect_error "too wide" 2 "too large" -- "$K" walks --layout "$TMP/wide.txt"
expect_error "ragged strict" 2 "line 4, column 5" -- "$K" walks --layout "$TMP/ragged.txt" --strict
expect_error "disconnected strict" 2 "disconnected" -- "$K" walks --layout "$TMP/split.txt" --strict
expect_error "missing file" 2 "cannot read" -- "$K" walks --layout "$TMP/nope.txt"
expect_error "leaper 0,0" 2 "(0,0)" -- "$K" walks --leaper 0,0
expect_error "leaper junk" 2 "leaper" -- "$K" walks --leaper unicorn
expect_error "length 0" 2 "length" -- "$K" walks --length 0
expect_error "length text" 2 "length" -- "$K" walks --length ten
expect_error "overflow" 2 "128 bits" -- "$K" walks --keypad --length 200
expect_error "bad start" 2 "--start" -- "$K" walks --keypad --start Z
expect_error "hole start" 2 "hole" -- "$K" walks --keypad --start a1
expect_error "two boards" 2 "only one" -- "$K" walks --keypad --board 3x3
expect_error "vowel-less board" 2 "--vowels" -- "$K" walks --board 4x4 --max-vowels 1
expect_error "bad board" 2 "--board" -- "$K" walks --board 3y3
expect_error "negative max-vowels" 2 "--max-vowels" -- "$K" walks --max-vowels -1
expect_error "list and per-start" 2 "choose one" -- "$K" walks --list --per-start
expect_error "unknown option" 2 "walks" -- "$K" walks --frobnicate
"$K" walks --help >/dev/null || fail "--help"

finish "walks CLI"
