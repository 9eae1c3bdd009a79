#!/usr/bin/env bash
# knights count: JSON contract (docs/cli.md) and clean usage errors.
set -u
K="$1"
fail=0
check() {  # name, expected substring, command...
    local name="$1" want="$2"; shift 2
    local out
    out=$("$@" 2>&1)
    if [[ "$out" != *"$want"* ]]; then echo "FAIL $name: wanted '$want', got: $out"; fail=1; fi
}
status() {  # name, expected exit code, command...
    local name="$1" want="$2"; shift 2
    "$@" >/dev/null 2>&1
    local got=$?
    if [[ $got -ne $want ]]; then echo "FAIL $name: exit $got, wanted $want"; fail=1; fi
}
check closed-6x6 '"count":"9862"' "$K" count --board 6x6 --closed --json --quiet
check closed-3x10 '"count":"16"' "$K" count --board 3x10 --closed --json --quiet
check closed-5x6 '"count":"8"' "$K" count --board 5x6 --closed --json --quiet
check closed-6x5 '"count":"8"' "$K" count --board 6x5 --closed --json --quiet
check paths-5x5 '"count":"1728"' "$K" count --board 5x5 --paths --directed --json --quiet
check paths-5x5-undirected '"count":"864"' "$K" count --board 5x5 --paths --json --quiet
check open-5x6 '"count":"18544"' "$K" count --board 5x6 --open --json --quiet
check search-5x6 '"count":"8"' "$K" count --board 5x6 --closed --method search --json --quiet
check search-method '"method":"search"' "$K" count --board 5x5 --paths --method search --json --quiet
check both-ratio '"search_over_frontier"' "$K" count --board 5x6 --closed --method both --json --quiet
check both-count '"count":"1728"' "$K" count --board 5x5 --paths --directed --method both --json --quiet
# The colour count: 0 at once, and why (a sweep of 9x9 would take hours).
check colour-zero '"count":"0"' timeout 20 "$K" count --board 9x9 --closed --json --quiet
check colour-reason '"reason":"the board has 41 squares' timeout 20 "$K" count --board 9x9 --closed --json --quiet
status both-too-big 2 "$K" count --board 9x9 --closed --method both
check fields '"peak_states"' "$K" count --board 5x5 --closed --json --quiet
check seconds '"seconds"' "$K" count --board 5x5 --closed --json --quiet
check plain '1728' "$K" count --board 5x5 --paths --directed --quiet
check progress 'square 25 of 25' "$K" count --board 5x5 --paths --json
status ok 0 "$K" count --board 4x4 --closed --json --quiet
status no-kind 2 "$K" count --board 6x6 --json
status two-kinds 2 "$K" count --board 6x6 --closed --paths --json
status bad-board 2 "$K" count --board 6y6 --closed --json
status bad-method 2 "$K" count --board 6x6 --closed --method magic
status search-too-big 2 "$K" count --board 9x9 --closed --method search
status budget 2 "$K" count --board 6x6 --paths --max-memory 0.001 --quiet
check budget-msg 'memory budget' "$K" count --board 6x6 --paths --max-memory 0.001 --quiet
# --ends: paths between two given squares (frontier and search agree).
check ends '"count":"1064"' "$K" count --board 5x6 --paths --ends a1,f5 --json --quiet
check ends-json '"ends":["a1","f5"]' "$K" count --board 5x6 --paths --ends a1,f5 --json --quiet
check ends-both '"count":"2128"' "$K" count --board 5x6 --paths --directed --ends a1,f5 --method both --json --quiet
status ends-closed 2 "$K" count --board 5x6 --closed --ends a1,f5
status ends-one 2 "$K" count --board 5x6 --paths --ends a1
status ends-off-board 2 "$K" count --board 5x6 --paths --ends a1,h8
status ends-same 2 "$K" count --board 5x6 --paths --ends a1,a1
check ends-same-msg 'same square' "$K" count --board 5x6 --paths --ends a1,a1
check help 'closed' "$K" count --help
exit $fail
