#!/usr/bin/env bash
# Writes web/sdl2_checks.cmake from two SDL2 configures done without it
# (pthreads ON and OFF): the results of its checks, which build_wasm.sh then
# preloads. Usage: web/record_sdl_checks.sh BUILD_DIR_ON BUILD_DIR_OFF > web/sdl2_checks.cmake
set -euo pipefail
[[ $# == 2 ]] || { echo "usage: $0 BUILD_DIR_ON BUILD_DIR_OFF" >&2; exit 2; }
results() { grep -E '^(HAVE_[A-Za-z0-9_]*|LIBC_IS_GLIBC|STDC_HEADERS):INTERNAL=' "$1/CMakeCache.txt" | sed -E 's/^([^:]*):INTERNAL=(.*)$/\1 "\2"/' | sort; }
entry() { while read -r name value; do [[ -z $name ]] || echo "${2:-}set($name $value CACHE INTERNAL \"\")"; done <<<"$1"; }
on=$(results "$1")
off=$(results "$2")
version=$(bash "$(dirname "$0")/emcc_version.sh")
sdl=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=.*SDL2-\([0-9.]*\)$/\1/p' "$1/CMakeCache.txt")
cat <<HEAD
# The results of SDL2 $sdl's configure checks under Debian 12's emcc $version,
# recorded by web/record_sdl_checks.sh. build_wasm.sh preloads them (cmake -C)
# when its emcc and SDL2 are these versions: each check is a compile and a
# link by emcc, and the $(wc -l <<<"$on") of them took most of the SDL2 build's ten minutes.
# recorded for: emcc $version, SDL2 $sdl
HEAD
entry "$(comm -12 <(echo "$on") <(echo "$off"))"
[[ -z $(comm -13 <(echo "$on") <(echo "$off")) ]] || { echo "record_sdl_checks: pthreads OFF found what ON did not" >&2; exit 1; }
echo "if(SDL_PTHREADS)"
entry "$(comm -23 <(echo "$on") <(echo "$off"))" "  "
echo "endif()"
