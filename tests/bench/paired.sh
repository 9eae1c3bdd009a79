#!/usr/bin/env bash
# Times two commands in alternating pairs (A B A B ...) after one warm-up
# run each, and prints the medians of their wall and CPU (user + system)
# seconds and of the ratio A/B taken pair by pair: pairing keeps the ratio
# meaningful on a machine whose speed drifts (a VM shared with others).
#   bash tests/bench/paired.sh PAIRS 'COMMAND_A' 'COMMAND_B'
# For example, the tour table's build against the count (docs/ranking.md):
#   K=build/native/src/cli/knights
#   bash tests/bench/paired.sh 6 "$K tour-at --board 7x7 --paths --index 5" "$K count --board 7x7 --paths --quiet"
set -eu
if [[ $# -ne 3 || ! "$1" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: paired.sh PAIRS 'COMMAND_A' 'COMMAND_B' (PAIRS a whole number, 1 or more)" >&2
    exit 2
fi
PAIRS=$1 A=$2 B=$3
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
TIMEFORMAT='%R %U %S'

# One run of command $1, its "wall user system" seconds left in $T/time
# (a file, not a command substitution: a failure must stop this script,
# not a subshell) and in the variables w, u, s.
run() {
    if ! { time sh -c "exec $1" >/dev/null 2>"$T/err"; } 2>"$T/time"; then
        echo "paired.sh: this command failed: $1" >&2
        tail -n 3 "$T/err" >&2
        exit 1
    fi
    read -r w u s <"$T/time"
}

run "$A"
run "$B"
for ((i = 0; i < PAIRS; i++)); do
    run "$A"
    a="$w $u $s"
    run "$B"
    echo "$a $w $u $s" >>"$T/pairs"
done

# Median, min and max of column $1 of the pairs (an awk expression of $1..$6).
summary() {
    awk "{ print $1 }" "$T/pairs" | sort -g | awk '{ v[NR] = $1 } END {
        m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%10.4f %10.4f %10.4f\n", m, v[1], v[NR] }'
}
echo "$PAIRS pairs       median        min        max"
printf 'A wall s  %s\n' "$(summary '$1')"
printf 'B wall s  %s\n' "$(summary '$4')"
printf 'A/B wall  %s\n' "$(summary '$1 / $4')"
printf 'A cpu s   %s\n' "$(summary '$2 + $3')"
printf 'B cpu s   %s\n' "$(summary '$5 + $6')"
printf 'A/B cpu   %s\n' "$(summary '($2 + $3) / ($5 + $6)')"
