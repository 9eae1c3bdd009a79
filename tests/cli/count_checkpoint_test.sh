#!/usr/bin/env bash
# knights count --checkpoint: a count killed with kill -9 resumes from its
# last saved step with the identical total, past 2^128 too (in any of its
# sweeps); damaged or foreign files are refused with a clear message (exit 2).
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
# Past 2^128 (3x1400 closed, about 2,290 bits: the first sweep, the sweep
# in doubles, then some 35 sweeps modulo primes): killed with kill -9 again and
# again, each time once a new checkpoint is saved, the count resumes in the
# sweep it was in and ends with A070030(700), from the recurrence of Knuth
# and Elkies (tests/bench/count_past_128.sh).
BIG_WANT=9898505931642469833513523449709797651157670461430602794930617886234136835949104814247111573911177606882362419092402009772323934500615533204304865798784510253550277190164357505653128997022968754385575758525842432763296847553749775889748258327164812057589382251636223326851574432126535081333202694153577044234670812791473624192803826659480372797777971119719422682386354208373681300602603582276299973188081030762376461459417528856696086313611519262665902321568574820321411775809597089743654457484512258689832036407232757900748792459356915601101302475861750107262141787984512964586869703501938492630540521649236774032216116271101115563959909067163441589435444944211752870713381615334919766016
sweep_of() {  # the modulus of the sweep a checkpoint is of (0 the first, 1 the doubles): after the description
    local len
    len=$(od -An -t u4 -j 80 -N 4 "$1" | tr -d ' ')
    od -An -t u8 -j $((84 + len)) -N 8 "$1" | tr -d ' '
}
sweeps="" kills=0 rc=1
for _ in $(seq 1 60); do
    before=$(cksum "$T/big" 2>/dev/null | cut -d" " -f1)
    "$K" count --board 3x1400 --closed --threads 1 --checkpoint "$T/big" > "$T/big.out" 2> "$T/big.err" &
    pid=$!
    for _ in $(seq 1 200); do  # until this run saves
        [[ -s "$T/big" && "$(cksum "$T/big" | cut -d" " -f1)" != "$before" ]] && break
        kill -0 $pid 2>/dev/null || break
        sleep 0.02
    done
    [[ $kills -gt 0 ]] && sleep 0.5  # the first kill in the first sweep, later ones further on
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    rc=$?
    [[ $rc == 0 ]] && break  # finished before the kill
    kills=$((kills + 1))
    [[ -s "$T/big" ]] && sweeps+=" $(sweep_of "$T/big")"
    if [[ $kills -gt 1 ]] && ! grep -q "resuming from" "$T/big.err"; then echo "FAIL run $kills did not resume"; fail=1; fi
done
if [[ $rc != 0 ]]; then echo "FAIL the big count did not finish: $(cat "$T/big.err")"; fail=1; fi
if [[ "$(cat "$T/big.out")" != "$BIG_WANT" ]]; then echo "FAIL resumed big count: $(head -c 100 "$T/big.out")..."; fail=1; fi
if [[ $kills -lt 3 ]]; then echo "FAIL the big count was killed $kills times, not 3 or more"; fail=1; fi
if [[ " $sweeps " != *" 0 "* ]]; then echo "FAIL no kill in the first sweep (sweeps:$sweeps)"; fail=1; fi
if [[ -z "$(tr ' ' '\n' <<<"$sweeps" | awk '$1 > 1')" ]]; then echo "FAIL no kill in a prime sweep (sweeps:$sweeps)"; fail=1; fi
if [[ -e "$T/big" ]]; then echo "FAIL the big count's checkpoint is left after it finished"; fail=1; fi

# A missing file starts afresh.
check_missing=$("$K" count --board 5x5 --paths --quiet --checkpoint "$T/none")
if [[ "$check_missing" != "864" ]]; then echo "FAIL fresh count with --checkpoint: $check_missing"; fail=1; fi
status=$("$K" count --board 5x5 --paths --method search --checkpoint "$T/x" >/dev/null 2>&1; echo $?)
if [[ "$status" != 2 ]]; then echo "FAIL --checkpoint with --method search: exit $status"; fail=1; fi
exit $fail
