#!/usr/bin/env bash
# How the frontier grows, line by line of the sweep: for each board, the
# largest frontier (states kept after a square) within each line of squares,
# as far as the memory budget lets the count go. Boards of one length and
# growing widths show what one more row costs; a width too wide to finish
# still gives its first lines (docs/counting-frontier.md, "Nine rows").
# Never in CI: the widest boards run minutes and fill the budget.
#   bash tests/bench/frontier_columns.sh build/native/src/cli/knights [GB] [BOARD...]
# BOARD: RxC with R <= C (the sweep goes along the C columns), default
# 5x10 6x10 7x10 8x10 9x10; GB: the budget of each count, default 8;
# KIND=--paths in the environment counts paths instead of closed tours.
set -u
K="${1:-build/native/src/cli/knights}"
GB="${2:-8}"
KIND="${KIND:---closed}"
shift $(($# < 2 ? $# : 2))
BOARDS=("$@")
[[ ${#BOARDS[@]} -gt 0 ]] || BOARDS=(5x10 6x10 7x10 8x10 9x10)
[[ -x $K ]] || { echo "frontier_columns.sh: $K not found: build knights first" >&2; exit 2; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# The progress line "square S of N, X states, M MB" first shows square S when
# the step for S ends (X: the frontier after it); later lines with the same S
# report the next step's merge so far.
per_line='
  { sub(/^.*square /, ""); s = $1 + 0; x = $4 + 0
    if (!(s in seen)) { seen[s] = 1; l = int((s - 1) / rows) + 1; if (x > top[l]) { top[l] = x; at[l] = s }; if (l > last) last = l } }
  END { for (l = 1; l <= last; ++l) printf "  line %2d: %14d states (after square %d)\n", l, top[l], at[l] }'
for b in "${BOARDS[@]}"; do
    rows=${b%x*}
    /usr/bin/time -f "%e %U %S %M" -o "$T/time" "$K" count --board "$b" "$KIND" --threads 2 --max-memory "$GB" \
        --json > "$T/out" 2> "$T/err"
    read -r wall user sys kb < <(tail -1 "$T/time")
    echo "$b ${KIND#--}: $(tail -c 300 "$T/out" | tr -d '\n') $(tr '\r' '\n' < "$T/err" | grep -v '^square' | grep . | tail -1)"
    printf '  %s s wall, %s s user, %s s system, %d MB peak resident\n' "$wall" "$user" "$sys" $((kb / 1024))
    tr '\r' '\n' < "$T/err" | grep '^square' | awk -v rows="$rows" "$per_line"
done
