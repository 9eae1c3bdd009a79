#!/usr/bin/env bash
# knights count --json against every published OEIS term that counts in
# seconds here (tests/oeis; the terms past each file's ci_through are timed
# by check_terms.py --rest), and the checker itself: a term changed by one
# must be reported as differing.
# Usage: bash oeis_terms_test.sh <path-to-knights>
set -uo pipefail
K=${1:?usage: oeis_terms_test.sh <knights>}
source "$(dirname "$0")/expect_run.sh"
CHECK=$(dirname "$0")/../oeis/check_terms.py

sed 's/,1536,/,1537,/' "$(dirname "$0")/../oeis/A070030.seq" >"$TMP/A070030.seq"
expect_run 1 'A070030\(7\) 3x14 closed: counted 1536, published 1537' '' -- python3 "$CHECK" --knights "$K" --ci --data "$TMP"
expect_run 0 ' 0 differ or fail, 0 unfinished$' '' -- python3 "$CHECK" --knights "$K" --ci
finish oeis_terms
