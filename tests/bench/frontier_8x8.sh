#!/usr/bin/env bash
# The moonshot, by hand (never in CI: it needs about 11 GB): all closed 8x8 tours by the frontier
# counter, 13,267,364,410,532 expected. Usage:
#   nohup bash tests/bench/frontier_8x8.sh build/native/src/cli/knights [GB] > frontier_8x8.log 2>&1 &
# The log keeps one progress line per square (states, MB) and the JSON result;
# /usr/bin/time adds the peak resident memory. Session 3, on this 2-core VM:
# 26 min 53 s wall, 2,799 s CPU, peak 424,517,347 states (after square 45),
# 17.6 GB by the counter's own account, 19.1 GB resident. Since tables at most
# 0.85 full in mapped memory (h19mem): about 26 bytes a peak state, so 11 GB projected
# (docs/counting-frontier.md, "8x8 closed in 10 minutes and 8 GB").
set -u
K="${1:-build/native/src/cli/knights}"
GB="${2:-14}"
date -u
/usr/bin/time -v "$K" count --board 8x8 --closed --threads 2 --max-memory "$GB" --json 2> >(stdbuf -o0 tr '\r' '\n' >&2)
date -u
