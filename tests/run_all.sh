#!/usr/bin/env bash
# The README's test command: installs what is missing, builds natively and for
# the web, and runs every test. Any failure stops it with a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Debian's emcc needs it to find acorn
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
stage() { printf '\n=== %s === (%dm%02ds in)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

stage "install dependencies"
bash tests/install_deps.sh

stage "native build (engine, CLI, tests, benchmarks)"
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build/native

stage "native tests"
ctest --test-dir build/native --output-on-failure -j2

stage "fuzzing (${FUZZ_SECONDS}s per target)"
CC=clang CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKT_BUILD_FUZZ=ON \
  -DKT_BUILD_TESTS=OFF -DKT_BUILD_BENCH=OFF -DKT_BUILD_CLI=OFF -DKT_BUILD_APP=OFF
cmake --build build/fuzz
# Two targets at a time, one per core; each one's log is printed whole when it
# ends, and a finding (a non-zero exit) fails the stage.
fuzz_one() {  # fuzz_one FUZZER
  local name corpus seeds status=0 out
  name=$(basename "$1")
  corpus=build/fuzz/corpus/$name
  seeds=tests/fuzz/corpus/$name
  mkdir -p "$corpus"
  out=$("$1" -max_total_time="$FUZZ_SECONDS" -print_final_stats=1 "$corpus" $( [[ -d $seeds ]] && echo "$seeds" ) 2>&1) || status=$?
  # A finding's report is longer than the final stats.
  printf 'fuzzing %s: exit %d\n%s\n' "$name" "$status" "$(tail -n $((status ? 60 : 12)) <<<"$out")"
  return "$status"
}
export -f fuzz_one
export FUZZ_SECONDS
shopt -s nullglob
fuzzers=(build/fuzz/tests/*_fuzz)
((${#fuzzers[@]})) || { echo "run_all: no fuzz targets were built" >&2; exit 1; }
printf '%s\0' "${fuzzers[@]}" | xargs -0 -P 2 -n 1 bash -c 'fuzz_one "$1"' fuzz_one

stage "web app build"
./build_wasm.sh

# The engine tests build in the threaded page's build folder: its engine
# objects are compiled with the same flags, so they are not compiled again.
stage "engine tests on WebAssembly under Node"
emcmake cmake -S . -B build/web -DKT_BUILD_TESTS=ON \
  "-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch"
cmake --build build/web
ctest --test-dir build/web --output-on-failure

# One file at a time, each under a 10-minute limit so a hung page fails instead
# of stalling CI (the loop, not node's --test-concurrency/--test-timeout, which
# Debian 12's Node 18 lacks). The suite runs at laptop size, then at phone
# size (390x844 CSS pixels, touch, 3 device pixels per CSS pixel).
failed=()
for device in laptop phone; do
  stage "browser tests on a $device (headless Chromium)"
  for test_file in tests/browser/*.test.mjs; do
    echo "--- $device: $test_file"
    KT_DEVICE=$device timeout --kill-after=30 600 node --test "$test_file" || failed+=("$device:$test_file")
  done
done
if ((${#failed[@]})); then
  echo "run_all: browser tests failed: ${failed[*]}" >&2
  exit 1
fi

echo "run_all: every stage passed"
