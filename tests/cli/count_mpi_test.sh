#!/usr/bin/env bash
# knights count --method frontier under mpirun: the states are spread over 2,
# 3 and 4 ranks and exchanged at each step; rank 0 alone prints, and every
# count equals the single-process one (closed tours, paths, open tours, and
# counts past 2^64 and 2^128), and checkpoints resume on as many ranks.
# Skipped without mpirun or without MPI in knights.
# Usage: bash count_mpi_test.sh <path-to-knights>
set -uo pipefail
K=${1:?usage: count_mpi_test.sh <knights>}
source "$(dirname "$0")/expect_run.sh"
# --allow-run-as-root: CI runs in chroots as root, which OpenMPI refuses by default.
ranks() { local np=$1; shift; timeout 300 mpirun --allow-run-as-root --oversubscribe -np "$np" "$K" "$@"; }

command -v mpirun >/dev/null || { echo "count_mpi_test: mpirun not installed, skipped"; exit 0; }
if ! ranks 2 count --board 3x4 --closed --mpi --quiet >"$TMP/probe" 2>&1; then
    grep -q "built without MPI" "$TMP/probe" && { echo "count_mpi_test: knights built without MPI, skipped"; exit 0; }
    fail "probe run under mpirun: $(cat "$TMP/probe")"
fi

for c in "--board 6x6 --closed" "--board 5x5 --paths --directed" "--board 6x6 --open" \
         "--board 5x20 --closed" "--board 5x8 --paths" "--board 7x6 --closed --directed"; do
    # shellcheck disable=SC2086
    want=$("$K" count $c --threads 1 --quiet)
    for np in 2 3 4; do
        # shellcheck disable=SC2086
        got=$(ranks "$np" count $c --method frontier --threads 1 --quiet)
        [[ "$got" == "$want" ]] || fail "np $np, $c: got '$got', one process counts '$want'"
    done
done

# Past 2^128 (OEIS A070030(50), closed tours on 3x100): the residue sweeps are spread too.
got=$(ranks 2 count --board 3x100 --closed --threads 1 --quiet)
[[ $got == 4861943174181138724903568742746024250554974208 ]] || fail "np 2, 3x100 closed: got '$got'"

# JSON: one line, from rank 0, with the ranks and the single-process fields.
json=$(ranks 3 count --board 6x6 --closed --threads 1 --json --quiet)
[[ $(grep -c . <<<"$json") == 1 ]] || fail "only rank 0 prints: $json"
python3 -c 'import json,sys; j=json.loads(sys.argv[1]); assert j["count"]=="9862" and j["ranks"]==3 and j["method"]=="frontier"' \
    "$json" || fail "json: $json"

# Checkpoints across ranks: each rank keeps its own states in cp.R-of-N. A
# count killed with kill -9 (mpirun and its ranks at once) resumes on as
# many ranks with the same total (Knuth's DYNAHAMP agrees) and removes its
# files; on another number of ranks, or in one process, it is refused.
WANT=389969466
setsid bash -c "exec mpirun --allow-run-as-root --oversubscribe -np 2 '$K' count --board 6x7 --paths --threads 1 --quiet --checkpoint '$TMP/cp' > '$TMP/first.out' 2>&1" &
group=$!
for _ in $(seq 1 600); do
    [[ -s "$TMP/cp.0-of-2" && -s "$TMP/cp.1-of-2" ]] && break
    sleep 0.05
done
sleep 1
# Open MPI puts each rank in a process group of its own, so kill the whole
# session: ranks left running would finish the count (and remove its files).
pkill -KILL -s "$group" 2>/dev/null
wait "$group" 2>/dev/null
for _ in $(seq 1 100); do
    pgrep -s "$group" >/dev/null || break
    sleep 0.05
done
pgrep -s "$group" >/dev/null && fail "ranks still running after kill -9"
[[ -s "$TMP/cp.0-of-2" && -s "$TMP/cp.1-of-2" ]] || fail "no checkpoint of both ranks before the kill: $(ls "$TMP")"
grep -q "$WANT" "$TMP/first.out" && fail "the count finished before the kill: pick a longer board"
expect_run 2 '' 'saved as a count on 2 MPI ranks' -- "$K" count --board 6x7 --paths --quiet --checkpoint "$TMP/cp"
ranks 3 count --board 6x7 --paths --threads 1 --quiet --checkpoint "$TMP/cp" >"$TMP/out" 2>"$TMP/err"
rc=$?  # every rank says it: more than one line
[[ $rc == 2 ]] && grep -q 'saved as a count on 2 MPI ranks' "$TMP/err" ||
    fail "3 ranks on a 2-rank checkpoint: exit $rc, $(head -c 300 "$TMP/err")"
expect_run 0 "^$WANT\$" 'resuming from' -- ranks 2 count --board 6x7 --paths --threads 1 --checkpoint "$TMP/cp"
ls "$TMP"/cp* >/dev/null 2>&1 && fail "checkpoint files left after the count finished: $(ls "$TMP")"

# A bad argument is said once, by rank 0, not once a rank.
ranks 3 count --board 4xQ --closed --threads 1 >"$TMP/out" 2>"$TMP/err"
said=$(grep -c '^knights count: .*4xQ' "$TMP/err")
[[ $said == 1 ]] || fail "a bad board under 3 ranks was said $said times: $(head -c 300 "$TMP/err")"

# Refused clearly, exit 2: the search method with --mpi.
expect_run 2 '' 'only the frontier method' -- "$K" count --board 4x4 --closed --method search --mpi

if [[ $failures == 0 ]]; then echo "count_mpi_test: all passed"; else echo "count_mpi_test: $failures failed"; exit 1; fi
