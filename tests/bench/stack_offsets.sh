#!/usr/bin/env bash
# Times a command with address randomization off and its main thread's
# stack moved by 0 to 3,900 bytes (an environment variable of that many
# bytes sits on the stack): a loop whose speed hangs on where that stack
# falls shows as times that differ from offset to offset (the tour table's
# expansion loop once did: src/engine/rank/completion_layers.cpp).
# Prints "offset: wall/user s".
#   bash tests/bench/stack_offsets.sh 'COMMAND'
# For example:
#   bash tests/bench/stack_offsets.sh "build/native/src/cli/knights tour-at --board 6x6 --paths --index 5"
set -eu
if [[ $# -ne 1 ]]; then
    echo "usage: stack_offsets.sh 'COMMAND'" >&2
    exit 2
fi
T=$(mktemp)
trap 'rm -f "$T"' EXIT
for pad in 0 100 300 600 900 1200 1500 1800 2100 2400 2700 3000 3300 3600 3900; do
    PAD=$(head -c "$pad" /dev/zero | tr '\0' x)
    if ! PAD=$PAD setarch -R /usr/bin/time -o "$T" -f '%e/%U' sh -c "exec $1" >/dev/null 2>&1; then
        echo "stack_offsets.sh: this command failed: $1" >&2
        exit 1
    fi
    echo "$pad: $(cat "$T")"
done
