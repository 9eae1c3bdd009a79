#!/usr/bin/env bash
# knights count: JSON contract (docs/cli.md) and clean usage errors.
set -u
K="$1"
source "$(dirname "$0")/expect_run.sh"
expect_says closed-6x6 0 '"count":"9862"' -- "$K" count --board 6x6 --closed --json --quiet
expect_says closed-3x10 0 '"count":"16"' -- "$K" count --board 3x10 --closed --json --quiet
expect_says closed-5x6 0 '"count":"8"' -- "$K" count --board 5x6 --closed --json --quiet
expect_says closed-6x5 0 '"count":"8"' -- "$K" count --board 6x5 --closed --json --quiet
expect_says paths-5x5 0 '"count":"1728"' -- "$K" count --board 5x5 --paths --directed --json --quiet
expect_says paths-5x5-undirected 0 '"count":"864"' -- "$K" count --board 5x5 --paths --json --quiet
expect_says open-5x6 0 '"count":"18544"' -- "$K" count --board 5x6 --open --json --quiet
expect_says search-5x6 0 '"count":"8"' -- "$K" count --board 5x6 --closed --method search --json --quiet
expect_says search-method 0 '"method":"search"' -- "$K" count --board 5x5 --paths --method search --json --quiet
expect_says both-ratio 0 '"search_over_frontier"' -- "$K" count --board 5x6 --closed --method both --json --quiet
expect_says both-count 0 '"count":"1728"' -- "$K" count --board 5x5 --paths --directed --method both --json --quiet
# The colour count: 0 at once, and why (a sweep of 9x9 would take hours).
expect_says colour-zero 0 '"count":"0"' -- timeout 20 "$K" count --board 9x9 --closed --json --quiet
expect_says colour-reason 0 '"reason":"the board has 41 squares' -- timeout 20 "$K" count --board 9x9 --closed --json --quiet
expect_error both-too-big 2 'has more than 64 squares' -- "$K" count --board 9x9 --closed --method both
expect_says fields 0 '"peak_states"' -- "$K" count --board 5x5 --closed --json --quiet
expect_says seconds 0 '"seconds"' -- "$K" count --board 5x5 --closed --json --quiet
expect_says plain 0 '1728' -- "$K" count --board 5x5 --paths --directed --quiet
expect_says progress 0 'square 25 of 25' -- "$K" count --board 5x5 --paths --json
expect_run 0 '' '' -- "$K" count --board 4x4 --closed --json --quiet
expect_error no-kind 2 '' -- "$K" count --board 6x6 --json
expect_error two-kinds 2 '' -- "$K" count --board 6x6 --closed --paths --json
expect_error bad-board 2 '' -- "$K" count --board 6y6 --closed --json
expect_error bad-method 2 '' -- "$K" count --board 6x6 --closed --method magic
expect_error search-too-big 2 'has more than 64 squares' -- "$K" count --board 9x9 --closed --method search
expect_error search-mpi 2 '--mpi: only the frontier method spreads over ranks' -- "$K" count --board 5x6 --closed --method search --mpi
expect_error both-checkpoint 2 '--checkpoint: only the frontier method saves its state' -- "$K" count --board 5x6 --closed --method both --checkpoint /nonexistent/x
expect_error budget 2 'memory budget' -- "$K" count --board 6x6 --paths --max-memory 0.001 --quiet
# The budget bounds what the process holds, not only the counter's account
# (which leaves out the heap's free blocks: 18% more here without the check).
within_budget budget-resident 0.2 "$K" count --board 7x7 --paths --threads 1 --max-memory 0.2 --quiet
# --ends: paths between two given squares (frontier and search agree).
expect_says ends 0 '"count":"1064"' -- "$K" count --board 5x6 --paths --ends a1,f5 --json --quiet
expect_says ends-json 0 '"ends":["a1","f5"]' -- "$K" count --board 5x6 --paths --ends a1,f5 --json --quiet
expect_says ends-both 0 '"count":"2128"' -- "$K" count --board 5x6 --paths --directed --ends a1,f5 --method both --json --quiet
expect_error ends-closed 2 '' -- "$K" count --board 5x6 --closed --ends a1,f5
expect_error ends-one 2 '' -- "$K" count --board 5x6 --paths --ends a1
expect_error ends-off-board 2 '' -- "$K" count --board 5x6 --paths --ends a1,h8
expect_error ends-same 2 'same square' -- "$K" count --board 5x6 --paths --ends a1,a1
expect_says help 0 'closed' -- "$K" count --help

# --method both: the frontier's progress, then the search's on a line of its own.
"$K" count --board 5x5 --paths --method both >/dev/null 2>"$TMP/both.err"
expect_eq both-progress-lines "$(tr -cd '\n' <"$TMP/both.err" | wc -c)" 2
finish count_test
