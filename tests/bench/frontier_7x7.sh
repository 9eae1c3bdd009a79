#!/usr/bin/env bash
# 7x7 directed Hamiltonian paths (A165134: 165,575,218,320) by hand, with log:
#   nohup bash tests/bench/frontier_7x7.sh build/native/src/cli/knights [GB] > frontier_7x7.log 2>&1 &
set -u
K="${1:-build/native/src/cli/knights}"
GB="${2:-16}"
date -u
/usr/bin/time -v "$K" count --board 7x7 --paths --directed --threads 2 --max-memory "$GB" --json 2> >(stdbuf -o0 tr '\r' '\n' >&2)
date -u
