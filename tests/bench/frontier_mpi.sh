#!/usr/bin/env bash
# Peak memory per rank of a frontier count spread over MPI ranks, against one
# process (never in CI: minutes). Usage:
#   bash tests/bench/frontier_mpi.sh build/native/src/cli/knights "--board 7x8 --closed" 1 2 4
# Prints, for each rank count, each rank's peak resident memory and CPU time
# (/usr/bin/time in every rank) and rank 0's JSON (count, peak states, the
# counter's own peak bytes, the largest over ranks).
set -eu
K="${1:?usage: frontier_mpi.sh KNIGHTS \"COUNT ARGS\" NP...}"
ARGS="$2"
shift 2
# shellcheck disable=SC2086
echo "one process: $(/usr/bin/time -f '%M KB peak RSS, %U s user, %e s wall' "$K" count $ARGS --threads 1 --json --quiet 2>&1 | tr '\n' ' ')"
for np in "$@"; do
    echo "np $np:"
    # shellcheck disable=SC2086
    mpirun --allow-run-as-root --oversubscribe -np "$np" \
        /usr/bin/time -f '  rank: %M KB peak RSS, %U s user, %e s wall' "$K" count $ARGS --threads 1 --json --quiet 2>&1
done
