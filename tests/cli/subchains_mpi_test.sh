#!/usr/bin/env bash
# knights subchains under mpirun: rank 0 hands out classes, 2 ranks count;
# totals equal the threaded run, and the checkpoint is complete.
set -euo pipefail
K=${1:?usage: subchains_mpi_test.sh path/to/knights}
command -v mpirun >/dev/null || { echo "mpirun not installed: skipped"; exit 0; }
source "$(dirname "$0")/expect_run.sh"
T=$TMP

threaded=$("$K" subchains count --board 6x6 --range 100-899 --threads 2 --json --quiet)
mpi=$(timeout 120 mpirun --allow-run-as-root --oversubscribe -np 3 "$K" subchains count --board 6x6 --range 100-899 \
      --checkpoint "$T/cp" --json --quiet)
[[ $(grep -c . <<<"$mpi") == 1 ]] || fail "only rank 0 prints: $mpi"
[[ $(field count <<<"$mpi") == $(field count <<<"$threaded") ]] || fail "count: mpi $mpi vs threads $threaded"
[[ $(field total <<<"$mpi") == $(field total <<<"$threaded") ]] || fail "total: mpi $mpi vs threads $threaded"
[[ $(wc -l <"$T/cp") == 801 ]] || fail "checkpoint should hold a header and 800 classes"
# The whole 6x6 board through MPI: 9,862.
[[ $(timeout 120 mpirun --allow-run-as-root --oversubscribe -np 3 "$K" subchains count --board 6x6 --all --json --quiet | field total) == 9862 ]] \
  || fail "6x6 total under MPI"
finish "subchains MPI"
