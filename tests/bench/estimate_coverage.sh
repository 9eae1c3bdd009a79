#!/usr/bin/env bash
# How often the Count tab's 95% interval holds the total, on 8x8's own classes:
# counts a seeded set of classes (KT_COVERAGE_CLASSES, default 40; seconds each
# on two cores), then draws samples of 5, 10 and 20 of them 2,000 times each.
# 6x6, where every class is counted, is checked by the unit tests
# (SampleEstimate.NinetyFivePercentIntervalsCoverTheSixBySixTotal).
#   bash tests/bench/estimate_coverage.sh [path/to/knights_bench]
set -euo pipefail
bench=${1:-build/native/tests/knights_bench}
[[ -x $bench ]] || { echo "estimate_coverage: no $bench (build the knights_bench target)" >&2; exit 2; }
/usr/bin/time -f 'wall %e s, user %U s, sys %S s, peak %M KB' \
  "$bench" --benchmark_filter='Subchains/EstimateCoverage8x8' --benchmark_counters_tabular=true
