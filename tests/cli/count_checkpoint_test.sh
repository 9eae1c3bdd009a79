#!/usr/bin/env bash
# knights count --checkpoint: a count killed with kill -9 resumes from its
# last saved step with the identical total; damaged or foreign files are
# refused with a clear message (exit 2).
set -u
K="$1"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail=0
BOARD=6x7
WANT=389969466  # Knuth's DYNAHAMP agrees (a count of about 4 s: a shorter one may end before the kill)

# Kill the count once its checkpoint has been saved a few times.
"$K" count --board $BOARD --paths --threads 1 --quiet --checkpoint "$T/cp" > "$T/first.out" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
    [[ -s "$T/cp" ]] && break
    sleep 0.05
done
sleep 1
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
if [[ ! -s "$T/cp" ]]; then echo "FAIL no checkpoint written before the kill"; fail=1; fi
if grep -q "$WANT" "$T/first.out"; then echo "FAIL the count finished before the kill: pick a longer board"; fail=1; fi
cp "$T/cp" "$T/saved"

# A file of another count, a truncated one and a foreign one are refused.
check_refused() {  # name, expected message part, file, board
    local out
    out=$("$K" count --board "$4" --paths --threads 1 --quiet --checkpoint "$3" 2>&1)
    local rc=$?
    if [[ $rc -ne 2 || "$out" != *"$2"* ]]; then echo "FAIL $1: exit $rc, wanted 2 and '$2', got: $out"; fail=1; fi
}
check_refused other-board "not 5x5 paths" "$T/saved" 5x5
head -c -9 "$T/saved" > "$T/short"  # cut anywhere in the states
check_refused truncated "truncated" "$T/short" $BOARD
printf '{"kind":"knights-subchains","board":"8x8"}\n' > "$T/foreign"
check_refused foreign "not a frontier count checkpoint" "$T/foreign" $BOARD

# Resume: the identical total, and the finished count removes its file.
out=$("$K" count --board $BOARD --paths --threads 2 --json --checkpoint "$T/cp" 2>"$T/resume.err")
if [[ "$out" != *"\"count\":\"$WANT\""* ]]; then echo "FAIL resumed count: $out"; fail=1; fi
if ! grep -q "resuming from" "$T/resume.err"; then echo "FAIL the second run did not resume"; fail=1; fi
if [[ -e "$T/cp" ]]; then echo "FAIL the checkpoint is left after the count finished"; fail=1; fi
# A missing file starts afresh.
check_missing=$("$K" count --board 5x5 --paths --quiet --checkpoint "$T/none")
if [[ "$check_missing" != "864" ]]; then echo "FAIL fresh count with --checkpoint: $check_missing"; fail=1; fi
status=$("$K" count --board 5x5 --paths --method search --checkpoint "$T/x" >/dev/null 2>&1; echo $?)
if [[ "$status" != 2 ]]; then echo "FAIL --checkpoint with --method search: exit $status"; fail=1; fi
exit $fail
