#!/usr/bin/env bash
# What one pair of path ends costs, on a random sample of pairs: the open-tour
# moonshot's option 3 (docs/counting-frontier.md) sums one closed sweep per
# pair of ends, so its whole cost is the number of pairs times the mean cost
# of a pair, measured here against the board's closed sweep. One thread each,
# CPU seconds from /usr/bin/time. Never in CI (minutes a pair on 7x8).
#   bash tests/bench/frontier_ends_sample.sh build/native/src/cli/knights [RxC] [PAIRS] [SEED]
set -u
K="${1:-build/native/src/cli/knights}"
BOARD="${2:-7x8}"
PAIRS="${3:-10}"
SEED="${4:-1}"
ROWS=${BOARD%x*}
COLS=${BOARD#*x}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cpu() {  # writes "cpu_seconds json" of a count to $T/res; fails with the count
    if ! /usr/bin/time -f "%U %S" -o "$T/time" "$K" count --board "$BOARD" --threads 1 --json --quiet "$@" > "$T/out"; then
        echo "frontier_ends_sample: knights count --board $BOARD $* failed" >&2
        return 1
    fi
    printf '%s %s\n' "$(awk '{printf "%.2f", $1 + $2}' "$T/time")" "$(cat "$T/out")" > "$T/res"
}
field() { sed -n "s/.*\"$1\":\"\{0,1\}\([0-9]*\).*/\1/p"; }
# A path on a board of an even number of squares joins the two colours: the
# pairs of one white and one black square, drawn with a fixed seed.
squares() {
    for ((c = 0; c < COLS; ++c)); do
        for ((r = 1; r <= ROWS; ++r)); do
            printf '%s%d %d\n' "$(printf "\\$(printf '%03o' $((97 + c)))")" "$r" $(((c + r) % 2))
        done
    done
}
if [[ ! "$ROWS" =~ ^[0-9]+$ || ! "$COLS" =~ ^[0-9]+$ || $((ROWS * COLS % 2)) != 0 || ROWS -lt 1 || COLS -lt 1 ]]; then
    echo "frontier_ends_sample: board '$BOARD': give RxC with an even number of squares" >&2
    exit 2
fi
squares > "$T/squares"
awk '$2 == 0 { print $1 }' "$T/squares" > "$T/white"
awk '$2 == 1 { print $1 }' "$T/squares" > "$T/black"
while read -r w; do while read -r b; do echo "$w,$b"; done < "$T/black"; done < "$T/white" |
    shuf -n "$PAIRS" --random-source=<(yes "$SEED") > "$T/pairs"
cpu --closed || exit 1
read -r closed_cpu json < "$T/res"
echo "board $BOARD: $(wc -l < "$T/white") x $(wc -l < "$T/black") pairs of ends; closed sweep $closed_cpu CPU s, $(echo "$json" | field peak_states) states at the peak"
printf '%-8s %22s %12s %8s %8s\n' ends paths peak_states cpu_s closed_x
sum=0
while read -r pair; do
    cpu --paths --ends "$pair" < /dev/null || exit 1
    read -r c json < "$T/res"
    ratio=$(awk -v a="$c" -v b="$closed_cpu" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    sum=$(awk -v s="$sum" -v r="$ratio" 'BEGIN { print s + r }')
    printf '%-8s %22s %12s %8s %8s\n' "$pair" "$(echo "$json" | field count)" "$(echo "$json" | field peak_states)" "$c" "$ratio"
done < "$T/pairs"
awk -v s="$sum" -v n="$PAIRS" 'BEGIN { printf "mean cost of a pair: %.2f closed sweeps\n", s / n }'
