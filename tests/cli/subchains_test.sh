#!/usr/bin/env bash
# knights subchains: list, count, shards + merge, and resume after kill -9.
set -euo pipefail
K=${1:?usage: subchains_test.sh path/to/knights}
source "$(dirname "$0")/expect_run.sh"
T=$TMP

# list: one JSON object per class; 8x8 has Jaeger's 41,790 classes.
[[ $("$K" subchains list --board 6x6 --json | wc -l) == 1299 ]] || fail "6x6 class count"
[[ $("$K" subchains list --json | wc -l) == 41790 ]] || fail "8x8 class count"
"$K" subchains list --board 6x6 --json >"$T/list"
head -1 "$T/list" | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); assert {"class","size","chains"} <= set(j)' || fail "list fields"

# count: full totals of published figures.
out=$("$K" subchains count --board 6x6 --all --json --quiet)
[[ $(field total <<<"$out") == 9862 ]] || fail "6x6 total: $out"
[[ $("$K" subchains count --board 5x6 --all --json --quiet | field total) == 8 ]] || fail "5x6 total"
[[ $("$K" subchains count --board 6x5 --all --json --quiet | field total) == 8 ]] || fail "6x5 total"
# One class by index equals the same class given by its chains.
chains=$(sed -n 41p "$T/list" | field chains)
a=$("$K" subchains count --board 6x6 --class 40 --json --quiet | field count)
b=$("$K" subchains count --board 6x6 --chains "$chains" --json --quiet | field count)
[[ $a == "$b" ]] || fail "class 40 ($a) vs its chains ($b)"

# Usage errors: exit 2 with one line.
for bad in "--board 4x8 --all" "--board 8x10 --all" "--board 8x10 --class 0" "--board 6x6 --range 9-2" "--board 6x6 --class 99999" "--board 6x6" \
           "--chains a1-b3 --board 6x6" "--board 6x6 --all --shard 3/3"; do
  expect_error "subchains count $bad" 2 '' -- "$K" subchains count $bad --quiet
done

# A board past the search's 64 squares whose colours cannot balance: 0 at
# once, not a crash in a worker thread (it was, before the colour count).
[[ $(timeout 20 "$K" subchains count --board 9x9 --all --json --quiet | field total) == 0 ]] || fail "9x9 total"
msg=$("$K" subchains count --board 8x10 --all --quiet 2>&1 >/dev/null || true)
[[ $msg == *"at most 76 squares"*"8x10 has 80"* ]] || fail "8x10 message: $msg"

# Shards and merge: three shards add up to the whole; gaps and overlaps refused.
for i in 0 1 2; do "$K" subchains count --board 6x6 --all --shard $i/3 --checkpoint "$T/s$i" --quiet >/dev/null; done
merged=$("$K" subchains merge "$T/s0" "$T/s1" "$T/s2" --json)
[[ $(field total <<<"$merged") == 9862 ]] || fail "merged total: $merged"
expect_says "merge with a shard missing" 2 missing -- "$K" subchains merge "$T/s0" "$T/s2"
expect_says "merge with a shard twice" 2 twice -- "$K" subchains merge "$T/s0" "$T/s1" "$T/s2" "$T/s1"

# Resume after kill -9: a 6x7 run (classes 0-5999, under a second of work)
# killed midway, then finished from its checkpoint, gives the uninterrupted total.
full=$("$K" subchains count --board 6x7 --range 0-5999 --threads 2 --json --quiet)
"$K" subchains count --board 6x7 --range 0-5999 --threads 1 --checkpoint "$T/cp" --quiet >/dev/null &
pid=$!
for _ in $(seq 1 200); do [[ -s "$T/cp" && $(wc -l <"$T/cp") -gt 50 ]] && break; sleep 0.02; done
kill -9 $pid 2>/dev/null || true
wait $pid 2>/dev/null || true
lines=$(wc -l <"$T/cp")
(( lines > 1 && lines < 6001 )) || echo "note: kill came at line $lines" >&2
# A torn last line, as a kill in the middle of a write leaves it.
printf '{"class":12345,"size":4,"cou' >>"$T/cp"
resumed=$("$K" subchains count --board 6x7 --range 0-5999 --threads 2 --checkpoint "$T/cp" --json --quiet)
[[ $(field total <<<"$resumed") == $(field total <<<"$full") && $(field count <<<"$resumed") == $(field count <<<"$full") ]] \
  || fail "resumed $resumed vs $full"
[[ $(wc -l <"$T/cp") == 6001 ]] || fail "checkpoint should hold a header and 6,000 classes"
# Running again with the finished checkpoint counts nothing new.
again=$("$K" subchains count --board 6x7 --range 0-5999 --checkpoint "$T/cp" --json --quiet)
[[ $(field total <<<"$again") == $(field total <<<"$full") ]] || fail "rerun $again"
# The whole 6x7 board: its published total.
[[ $("$K" subchains count --board 6x7 --all --json --quiet | field total) == 1067638 ]] || fail "6x7 total"
# A checkpoint of another run is refused.
expect_error "foreign checkpoint refused" 2 '' -- "$K" subchains count --board 6x6 --all --checkpoint "$T/cp" --quiet
# A damaged result file is refused with its name and line; a mistyped header too.
{ head -n 2 "$T/cp"; echo 'not json'; sed -n 3p "$T/cp"; } >"$T/damaged"
expect_error "damaged checkpoint" 2 "'$T/damaged' line 3 is damaged" -- "$K" subchains merge "$T/damaged"
{ echo '{"kind":24.5}'; sed -n 2p "$T/cp"; } >"$T/odd-header"
expect_error "header of the wrong type" 2 "'$T/odd-header' is not a subchains result file (line 1)" -- \
  "$K" subchains merge "$T/odd-header"
finish "subchains CLI"
