#!/usr/bin/env bash
# knights count --method frontier under mpirun: the states are spread over 2,
# 3 and 4 ranks and exchanged at each step; rank 0 alone prints, and every
# count equals the single-process one (closed tours, paths, open tours, and
# counts past 2^64).
set -euo pipefail
K=${1:?usage: count_mpi_test.sh path/to/knights}
command -v mpirun >/dev/null || { echo "mpirun not installed: skipped"; exit 0; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# --allow-run-as-root: CI runs in chroots as root, which OpenMPI refuses by default.
run_mpi() { local np=$1; shift; timeout 300 mpirun --allow-run-as-root --oversubscribe -np "$np" "$K" "$@"; }

if ! run_mpi 2 count --board 3x4 --closed --mpi --quiet >"$T/probe" 2>&1; then
    grep -q "built without MPI" "$T/probe" && { echo "knights built without MPI: skipped"; exit 0; }
    fail "probe run under mpirun: $(cat "$T/probe")"
fi

cases=(
    "--board 6x6 --closed"
    "--board 5x5 --paths --directed"
    "--board 6x6 --open"
    "--board 5x20 --closed"
    "--board 5x8 --paths"
    "--board 7x6 --closed --directed"
)
for c in "${cases[@]}"; do
    # shellcheck disable=SC2086
    want=$("$K" count $c --threads 1 --quiet)
    for np in 2 3 4; do
        # shellcheck disable=SC2086
        got=$(run_mpi "$np" count $c --method frontier --threads 1 --quiet)
        [[ "$got" == "$want" ]] || fail "np $np, $c: got '$got', one process counts '$want'"
    done
done

# JSON: one line from rank 0, with the ranks and the single-process fields.
json=$(run_mpi 3 count --board 6x6 --closed --threads 1 --json --quiet)
[[ $(grep -c . <<<"$json") == 1 ]] || fail "only rank 0 prints: $json"
python3 -c 'import json,sys; j=json.loads(sys.argv[1]); assert j["count"]=="9862" and j["ranks"]==3 and j["method"]=="frontier", j' "$json" \
    || fail "json: $json"

# Refused clearly, exit 2: checkpoints and the search method across ranks.
set +e
out=$(run_mpi 2 count --board 6x6 --closed --checkpoint "$T/cp" --quiet 2>&1); code=$?
set -e
[[ $code != 0 && $out == *"saves no checkpoints"* ]] || fail "checkpoint under MPI: $code $out"
out=$("$K" count --board 4x4 --closed --method search --mpi 2>&1) && fail "search with --mpi accepted"
[[ $out == *"only the frontier method"* ]] || fail "search with --mpi: $out"
echo "count MPI: ok"
