#!/usr/bin/env bash
# Counts past 2^128 (docs/counting.md, "Counts past 128 bits"): published
# terms too long for CI, each timed with /usr/bin/time -v (wall, user and
# system time, peak memory). With CHECK=1 the 3 x 2n closed counts are
# compared with OEIS A070030 from its recurrence (Knuth and Elkies, 1994).
# Usage: bash tests/bench/count_past_128.sh [path/to/knights] [case ...]
# Cases: 6x40c (A175881, n = 40), 3x2000c (A070030, n = 1000), 4x500p
# (A079137, n = 500), 3x1861pd (A118067, n = 1861), 5x50p (A083386, n = 50);
# default: all of them. THREADS (default 2) threads each.
set -euo pipefail
K=${1:-build/native/src/cli/knights}
shift || true
CASES=("$@")
[[ ${#CASES[@]} -gt 0 ]] || CASES=(6x40c 3x2000c 4x500p 3x1861pd 5x50p)
THREADS=${THREADS:-2}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT

a070030() {  # n: closed tours on 3 x 2n, from the Knuth-Elkies recurrence (its generating function)
  python3 - "$1" <<'PY'
import sys
num = [16 * c for c in [0, 0, 0, 0, 0, 1, 5, -34, -116, 505, 616, -3179, -4, 9536, -8176, -13392, 15360, 13888,
                        2784, -3328, -22016, 5120, 2048]]
den = [1, -6, -64, 200, 1000, -3016, -3488, 24256, -23776, -104168, 203408, 184704, -443392, -14336, 151296,
       -145920, 263424, -317440, -36864, 966656, -573440, -131072]
n = int(sys.argv[1])
a = []
for i in range(n + 1):
    s = num[i] if i < len(num) else 0
    s -= sum(den[k] * a[i - k] for k in range(1, min(i, len(den) - 1) + 1))
    a.append(s)
print(a[n])
PY
}

for c in "${CASES[@]}"; do
  case $c in
    6x40c) args=(--board 6x40 --closed) ;;
    3x2000c) args=(--board 3x2000 --closed) ;;
    4x500p) args=(--board 4x500 --paths) ;;
    3x1861pd) args=(--board 3x1861 --paths --directed) ;;
    5x50p) args=(--board 5x50 --paths) ;;
    *) echo "unknown case $c" >&2; exit 2 ;;
  esac
  /usr/bin/time -v "$K" count "${args[@]}" --threads "$THREADS" --quiet >"$W/out" 2>"$W/time"
  count=$(cat "$W/out")
  echo "$c: ${#count} digits, ${count:0:20}...${count: -20}"
  grep -E "Elapsed|User time|System time|Maximum resident" "$W/time" | sed 's/^\s*/  /'
  if [[ ${CHECK:-0} == 1 && $c == 3x2000c ]]; then
    [[ $count == "$(a070030 1000)" ]] && echo "  agrees with A070030(1000)" || { echo "  DIFFERS from A070030(1000)"; exit 1; }
  fi
done
