#!/usr/bin/env bash
# Frontier counter against Knuth's DYNAHAM / DYNAHAMP and SSHAM, and
# against daizisheng's dualham (bucketham) for paths, one thread each, side
# by side in one run (CPU seconds from /usr/bin/time, so a busy machine
# shifts both alike), with the ratio. Needs the peers built under
# /tmp/peers (see the peers' README).
#   bash tests/bench/frontier_vs_knuth.sh build/native/src/cli/knights [OLD_KNIGHTS]
# OLD_KNIGHTS: an earlier build to time alongside (before/after figures).
set -u
K="${1:-build/native/src/cli/knights}"
OLD="${2:-}"
KNUTH=/tmp/peers/knuth/run.sh
BUCKET=/tmp/peers/bucketham/run.sh
export OMP_NUM_THREADS=1  # dualham's threads
cpu() {  # prints "user+sys seconds" of the command, its output to $T/out
    /usr/bin/time -f "%U %S %M" -o "$T/time" "$@" > "$T/out" 2>/dev/null
    awk '{printf "%.2f", $1 + $2}' "$T/time"
}
mem() { awk '{printf "%d", $3 / 1024}' "$T/time"; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf '%-22s %10s %10s %10s %8s  %s\n' work knights old peer ratio count
row() {  # name, peer driver, its workload args..., then -- knights args
    local name="$1" run="$2"; shift 2
    local peer=()
    while [[ "$1" != -- ]]; do peer+=("$1"); shift; done
    shift
    local pk k old=- count
    pk=$(cpu bash "$run" "${peer[@]}")
    local peer_count; peer_count=$(grep -o '= [0-9]*' "$T/out" | head -1 | tr -d '= ')
    k=$(cpu "$K" "$@")
    count=$(cat "$T/out")
    [[ -n "$OLD" && "$1" == count ]] && old=$(cpu "$OLD" "$@")  # the old backtracker takes minutes on 6x8
    local ratio; ratio=$(awk -v a="$pk" -v b="$k" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    local agree=""; [[ "$count" == "$peer_count"* || "$peer_count" == "" ]] || agree=" (peer: $peer_count)"
    printf '%-22s %10s %10s %10s %8s  %s%s\n' "$name" "$k" "$old" "$pk" "${ratio}x" "$count" "$agree"
}
row "6x8 closed" "$KNUTH" closed 6x8 -- count --board 6x8 --closed --threads 1 --quiet
row "5x20 closed" "$KNUTH" closed 5x20 -- count --board 5x20 --closed --threads 1 --quiet
row "6x16 closed" "$KNUTH" closed 6x16 -- count --board 6x16 --closed --threads 1 --quiet
row "6x6 paths" "$KNUTH" paths 6x6 -- count --board 6x6 --paths --threads 1 --quiet
row "5x20 paths" "$KNUTH" paths 5x20 -- count --board 5x20 --paths --threads 1 --quiet
row "6x7 closed, all" "$KNUTH" closed 6x7 ssham -- solve --board 6x7 --algo backtrack --closed --all
row "6x8 closed, all" "$KNUTH" closed 6x8 ssham -- solve --board 6x8 --algo backtrack --closed --all
row "6x6 paths, dualham" "$BUCKET" 6x6 -- count --board 6x6 --paths --threads 1 --quiet
row "6x8 paths, dualham" "$BUCKET" 6x8 -- count --board 6x8 --paths --threads 1 --quiet
