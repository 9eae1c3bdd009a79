#!/usr/bin/env bash
# The moonshot, by hand (never in CI: it needs about 8 GB): all closed 8x8 tours by the frontier
# counter, 13,267,364,410,532 expected. Usage:
#   nohup bash tests/bench/frontier_8x8.sh build/native/src/cli/knights [GB] > frontier_8x8.log 2>&1 &
# The log keeps one progress line per square (states, MB) and the JSON result;
# /usr/bin/time adds the peak resident memory. Its figures are in
# docs/performance.md, "Long runs" (docs/counting-frontier.md explains them).
set -u
K="${1:-build/native/src/cli/knights}"
GB="${2:-14}"
date -u
/usr/bin/time -v "$K" count --board 8x8 --closed --threads 2 --max-memory "$GB" --json 2> >(stdbuf -o0 tr '\r' '\n' >&2)
date -u
