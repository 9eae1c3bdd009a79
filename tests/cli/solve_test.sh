#!/usr/bin/env bash
# knights solve: a few runs, each tour checked by a small independent checker
# (python3) -- or by `knights check` once it exists.
set -u
KNIGHTS="$1"
source "$(dirname "$0")/expect_run.sh"

# check BOARD WANT LINE: WANT is closed|open|any
check_tour() {
    python3 - "$1" "$2" "$3" <<'PY'
import sys
rows, cols = map(int, sys.argv[1].split('x'))
want, line = sys.argv[2], sys.argv[3].split()
def parse(name):
    i = 0; col = 0
    while i < len(name) and name[i].isalpha():
        col = col * 26 + ord(name[i]) - 96; i += 1
    return int(name[i:]) - 1, col - 1
sq = [parse(n) for n in line]
ok = len(sq) == rows * cols and len(set(sq)) == len(sq) and all(0 <= r < rows and 0 <= c < cols for r, c in sq)
knight = lambda a, b: sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) == [1, 2]
ok = ok and all(knight(sq[i], sq[i + 1]) for i in range(len(sq) - 1))
closed = ok and len(sq) > 2 and knight(sq[-1], sq[0])
if not ok or (want == 'closed' and not closed):
    print('bad tour for', sys.argv[1], want); sys.exit(1)
PY
}

run() {  # run NAME BOARD WANT ARGS...
    local name="$1" board="$2" want="$3"; shift 3
    local out
    out=$("$KNIGHTS" solve --board "$board" "$@" 2>/dev/null)
    local rc=$?
    if [ $rc -ne 0 ]; then fail "$name: exit $rc"; return; fi
    check_tour "$board" "$want" "$out" || fail "$name"
}

expect_exit() {  # expect_exit NAME CODE ARGS...: `knights solve ARGS` fails with a message
    local name="$1" code="$2"; shift 2
    expect_error "$name" "$code" '' -- "$KNIGHTS" solve "$@"
}

run default 8x8 any
run warnsdorff-pohl 8x8 any --tiebreak pohl --start d4
run warnsdorff-closed 8x8 closed --closed --tiebreak random --seed 5
run warnsdorff-rect 6x9 any --tiebreak roth
run backtrack-closed 6x6 closed --algo backtrack --closed --start c3
run backtrack-open 5x5 any --algo backtrack --start c3
run neural 8x8 closed --algo neural --seed 9
run divide-closed 30x40 closed --algo divide --closed
run divide-open 25x25 any --algo divide
run divide-thin 3x11 any --algo divide
run divide-3x1000-closed 3x1000 closed --algo divide --closed
run divide-1000x3-closed 1000x3 closed --algo divide --closed
run divide-4x1001 4x1001 any --algo divide
run divide-1001x4-from-end 1001x4 any --algo divide --start "$("$KNIGHTS" solve --board 1001x4 --algo divide | awk '{print $NF}')"
run divide-3x8 3x8 any --algo divide

expect_eq "count 6x6" "$("$KNIGHTS" solve --board 6x6 --algo backtrack --closed --all)" 9862
expect_has "count json" "$("$KNIGHTS" solve --board 5x6 --algo backtrack --closed --all --json)" '"count":"8"'
expect_has "tour json" "$("$KNIGHTS" solve --board 6x6 --algo divide --json)" '"tour":"a1 '

expect_exit no-tour-4x4 1 --board 4x4
expect_exit no-closed-5x5 1 --board 5x5 --closed --algo backtrack
expect_exit no-closed-neural 1 --board 4x10 --algo neural
expect_exit divide-no-closed-3x8 1 --board 3x8 --algo divide --closed
expect_exit divide-no-closed-4x1001 1 --board 4x1001 --algo divide --closed
expect_exit divide-no-tour-2x50 1 --board 2x50 --algo divide
expect_exit bad-algo 2 --board 8x8 --algo genetic
expect_exit bad-tiebreak 2 --board 8x8 --tiebreak coin
expect_exit bad-start 2 --board 8x8 --start z9
expect_exit bad-board 2 --board 8by8
expect_exit all-needs-backtrack 2 --board 6x6 --all
# Which solver takes which option (kSolverTable), in the words the CLI has always used.
expect_error all-needs-backtrack-says 2 '--all needs --algo backtrack' -- "$KNIGHTS" solve --board 6x6 --algo neural --all
expect_error tiebreak-warnsdorff-only 2 '--tiebreak applies to --algo warnsdorff only' -- "$KNIGHTS" solve --board 6x6 --algo divide --tiebreak pohl
expect_error no-prune-backtrack-only 2 '--no-order/--no-prune apply to --algo backtrack only' -- "$KNIGHTS" solve --board 6x6 --no-prune
expect_error unknown-algo-says 2 'expected warnsdorff, backtrack, neural or divide' -- "$KNIGHTS" solve --board 6x6 --algo genetic
expect_output tiebreak-first-anywhere "$("$KNIGHTS" solve --board 6x6 --algo divide)" -- "$KNIGHTS" solve --board 6x6 --algo divide --tiebreak first
finish solve_test
