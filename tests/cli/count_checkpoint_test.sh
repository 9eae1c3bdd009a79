#!/usr/bin/env bash
# knights count --checkpoint: a count killed with kill -9 resumes from its
# last saved step with the identical total, past 2^128 too (in any of its
# sweeps); damaged or foreign files are refused with a clear message (exit 2).
set -u
K="$1"
source "$(dirname "$0")/expect_run.sh"
BOARD=6x7
WANT=389969466  # Knuth's DYNAHAMP agrees (a count of about 4 s: a shorter one may end before the kill)

# Kill the count once its checkpoint has been saved a few times.
"$K" count --board $BOARD --paths --threads 1 --quiet --checkpoint "$TMP/cp" > "$TMP/first.out" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
    [[ -s "$TMP/cp" ]] && break
    sleep 0.05
done
sleep 1
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
if [[ ! -s "$TMP/cp" ]]; then fail "no checkpoint written before the kill"; fi
if grep -q "$WANT" "$TMP/first.out"; then fail "the count finished before the kill: pick a longer board"; fi
cp "$TMP/cp" "$TMP/saved"

# A file of another count, a truncated one and a foreign one are refused.
refused() {  # name, expected message part, file, board
    expect_error "$1" 2 "$2" -- "$K" count --board "$4" --paths --threads 1 --quiet --checkpoint "$3"
}
refused other-board "not 5x5 paths" "$TMP/saved" 5x5
head -c -9 "$TMP/saved" > "$TMP/short"  # cut anywhere in the states
refused truncated "truncated" "$TMP/short" $BOARD
printf '{"kind":"knights-subchains","board":"8x8"}\n' > "$TMP/foreign"
refused foreign "not a frontier count checkpoint" "$TMP/foreign" $BOARD

# Resume: the identical total, and the finished count removes its file.
out=$("$K" count --board $BOARD --paths --threads 2 --json --checkpoint "$TMP/cp" 2>"$TMP/resume.err")
if [[ "$out" != *"\"count\":\"$WANT\""* ]]; then fail "resumed count: $out"; fi
if ! grep -q "resuming from" "$TMP/resume.err"; then fail "the second run did not resume"; fi
if [[ -e "$TMP/cp" ]]; then fail "the checkpoint is left after the count finished"; fi
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
    before=$(cksum "$TMP/big" 2>/dev/null | cut -d" " -f1)
    "$K" count --board 3x1400 --closed --threads 1 --checkpoint "$TMP/big" > "$TMP/big.out" 2> "$TMP/big.err" &
    pid=$!
    for _ in $(seq 1 200); do  # until this run saves
        [[ -s "$TMP/big" && "$(cksum "$TMP/big" | cut -d" " -f1)" != "$before" ]] && break
        kill -0 $pid 2>/dev/null || break
        sleep 0.02
    done
    [[ $kills -gt 0 ]] && sleep 0.5  # the first kill in the first sweep, later ones further on
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    rc=$?
    [[ $rc == 0 ]] && break  # finished before the kill
    kills=$((kills + 1))
    [[ -s "$TMP/big" ]] && sweeps+=" $(sweep_of "$TMP/big")"
    if [[ $kills -gt 1 ]] && ! grep -q "resuming from" "$TMP/big.err"; then fail "run $kills did not resume"; fi
done
if [[ $rc != 0 ]]; then fail "the big count did not finish: $(cat "$TMP/big.err")"; fi
if [[ "$(cat "$TMP/big.out")" != "$BIG_WANT" ]]; then fail "resumed big count: $(head -c 100 "$TMP/big.out")..."; fi
if [[ $kills -lt 3 ]]; then fail "the big count was killed $kills times, not 3 or more"; fi
if [[ " $sweeps " != *" 0 "* ]]; then fail "no kill in the first sweep (sweeps:$sweeps)"; fi
if [[ -z "$(tr ' ' '\n' <<<"$sweeps" | awk '$1 > 1')" ]]; then fail "no kill in a prime sweep (sweeps:$sweeps)"; fi
if [[ -e "$TMP/big" ]]; then fail "the big count's checkpoint is left after it finished"; fi

# A missing file starts afresh.
expect_output fresh-count 864 -- "$K" count --board 5x5 --paths --quiet --checkpoint "$TMP/none"
expect_error search-checkpoint 2 'only the frontier method saves' -- \
    "$K" count --board 5x5 --paths --method search --checkpoint "$TMP/x"
finish count_checkpoint_test
