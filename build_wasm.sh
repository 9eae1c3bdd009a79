#!/usr/bin/env bash
# Builds the web page (WebAssembly with pthreads, SDL2 + Dear ImGui over WebGL2)
# into dist/, plus a single-threaded build in dist/single/ that index.html loads
# where cross-origin isolation (SharedArrayBuffer) is unavailable, installing
# what is missing first. On a fresh Debian 12 machine:
#   ./build_wasm.sh            build dist/
#   ./build_wasm.sh --serve    build, then serve dist/ on http://127.0.0.1:8000
#                              with the cross-origin isolation headers
# SDL2 for the web and the ImGui sources live in a cache outside the tree
# (KT_CACHE, default ~/.cache/knights-workbench) and are rebuilt when absent.
set -euo pipefail
cd "$(dirname "$0")"
root=$(pwd)
export NODE_PATH=/usr/share/nodejs   # Debian's emcc needs it to find acorn

serve=0
port=8000
for arg in "$@"; do
  case $arg in
    --serve) serve=1 ;;
    --port=*) port=${arg#--port=} ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "build_wasm.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

cache=${KT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/knights-workbench}
imgui_version=1.86
sdl_version=2.26.5
sdl_prefix=$cache/sdl2-$sdl_version-wasm-pthread
sdl_single_prefix=$cache/sdl2-$sdl_version-wasm-single
imgui_src=$cache/imgui-$imgui_version
log() { printf 'build_wasm: %s (%dm%02ds in)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages: the "web" group of the project's one install list ---
bash tests/install_deps.sh web

# --- ImGui and SDL2 sources from Debian's source packages ---
# debian_mirror: the URI of the machine's bookworm 'deb' entry (one-line or
# deb822 sources), else deb.debian.org.
debian_mirror() {
  local uri
  uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
      awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }')
  [[ -n $uri ]] || uri=$(awk 'BEGIN { RS = ""; FS = "\n" }
      /(^|\n)Types:[^\n]*deb( |$|\n)/ && /(^|\n)Suites:[^\n]* bookworm( |$|\n)/ {
        for (i = 1; i <= NF; i++) if ($i ~ /^URIs:/) { split($i, f, " "); print f[2]; exit } }' \
      < <(cat /etc/apt/sources.list.d/*.sources 2>/dev/null))
  echo "${uri:-http://deb.debian.org/debian}"
}
fetch_sources() {
  local srcdir=$cache/debian-src
  if ! ls "$srcdir"/imgui_*.orig.tar.* "$srcdir"/libsdl2_*.orig.tar.* >/dev/null 2>&1; then
    if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
      local mirror; mirror=$(debian_mirror)
      log "adding a deb-src entry for Debian's source packages ($mirror)"
      # Same mirror as the machine's bookworm 'deb' entry, so a local mirror keeps working.
      as_root tee /etc/apt/sources.list.d/knights-deb-src.sources >/dev/null <<SRC
Types: deb-src
URIs: $mirror
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    fi
    as_root apt-get update
    mkdir -p "$srcdir"
    (cd "$srcdir" && apt-get source --download-only imgui libsdl2)
  fi
  if [[ ! -f $imgui_src/imgui.cpp ]]; then
    log "unpacking ImGui $imgui_version"
    rm -rf "$imgui_src.tmp" && mkdir -p "$imgui_src.tmp"
    tar -xf "$(ls "$srcdir"/imgui_"$imgui_version"*.orig.tar.* | head -n1)" -C "$imgui_src.tmp" --strip-components=1
    rm -rf "$imgui_src" && mv "$imgui_src.tmp" "$imgui_src"
  fi
  build_both_sdl
}
# The two SDL2 builds side by side. Each one's configure runs 166 checks one
# after another, each a compile and a link by emcc (six to eleven minutes);
# web/sdl2_checks.cmake holds their results for Debian 12's emcc and this
# SDL2, recorded once (web/record_sdl_checks.sh), and with it configure takes
# seconds. With another emcc or SDL2 the checks run.
sdl_checks=$root/web/sdl2_checks.cmake
sdl_checks_fit() {
  local emcc_version
  emcc_version=$(bash "$root/web/emcc_version.sh")
  grep -qx "# recorded for: emcc $emcc_version, SDL2 $sdl_version" "$sdl_checks" && return 0
  log "$sdl_checks is for another emcc or SDL2 (emcc $emcc_version here): SDL2's configure runs its checks"
  return 1
}
build_both_sdl() {
  [[ -f $sdl_prefix/lib/cmake/SDL2/SDL2Config.cmake && -f $sdl_single_prefix/lib/cmake/SDL2/SDL2Config.cmake ]] && return 0
  sdl_checks_args=()
  sdl_checks_fit && sdl_checks_args=(-C "$sdl_checks")
  log "building SDL2 $sdl_version for the web, pthreads ON and OFF side by side (once; takes a few minutes)"
  local on off
  build_sdl "$sdl_prefix" ON >"$cache/sdl2-build-ON.log" 2>&1 & on=$!
  build_sdl "$sdl_single_prefix" OFF >"$cache/sdl2-build-OFF.log" 2>&1 & off=$!
  wait_sdl $on ON
  wait_sdl $off OFF
  log "SDL2 built"
}
wait_sdl() {  # wait_sdl PID THREADS: fails loudly with the end of that build's log
  wait "$1" && return 0
  kill $(jobs -p) 2>/dev/null || true
  echo "build_wasm: building SDL2 with pthreads $2 failed; the end of $cache/sdl2-build-$2.log:" >&2
  tail -n 40 "$cache/sdl2-build-$2.log" >&2
  exit 1
}
# build_sdl PREFIX THREADS: SDL2 for the web, with or without pthreads (the two
# cannot be linked into the same kind of page).
build_sdl() {
  local prefix=$1 threads=$2 srcdir=$cache/debian-src
  [[ -f $prefix/lib/cmake/SDL2/SDL2Config.cmake ]] && return 0
  local work=$cache/sdl2-build-$threads
  rm -rf "$work" && mkdir -p "$work"
  tar -xf "$(ls "$srcdir"/libsdl2_"$sdl_version"*.orig.tar.* | head -n1)" -C "$work"
  local sdl_src flags=""
  sdl_src=$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -n1)
  [[ $threads == ON ]] && flags=-pthread
  emcmake cmake -S "$sdl_src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DSDL_PTHREADS=$threads -DSDL_THREADS=$threads -DSDL_ATOMIC=ON -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DCMAKE_C_FLAGS="$flags" -DCMAKE_INSTALL_PREFIX="$prefix.tmp" "${sdl_checks_args[@]}" >"$work/configure.log" 2>&1 \
    || { tail -n 30 "$work/configure.log"; exit 1; }
  cmake --build "$work/build" -j2
  rm -rf "$prefix.tmp"
  cmake --install "$work/build" >/dev/null
  rm -rf "$prefix" && mv "$prefix.tmp" "$prefix"
  rm -rf "$work"
}
mkdir -p "$cache"
fetch_sources
[[ ${KT_DEPS_ONLY:-0} == 1 ]] && exit 0

# --- The page: threaded, and the single-threaded fallback ---
build_page() {  # build_page DIR THREADS SDL_PREFIX
  log "building the page in $1 (pthreads $2)"
  emcmake cmake -S . -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DKT_BUILD_CLI=OFF -DKT_BUILD_TESTS=OFF -DKT_BUILD_BENCH=OFF -DKT_BUILD_APP=ON -DKT_WASM_THREADS="$2" \
    -DKT_IMGUI_SRC="$imgui_src" -DSDL2_DIR="$3/lib/cmake/SDL2" >/dev/null
  cmake --build "$1" --target knights_app -j2
}
build_page build/web ON "$sdl_prefix"
build_page build/web-single OFF "$sdl_single_prefix"

log "writing dist/"
rm -rf dist && mkdir -p dist/single
out=build/web/src/app
cp "$out"/knights_app.js "$out"/knights_app.wasm dist/
[[ -f $out/knights_app.worker.js ]] && cp "$out"/knights_app.worker.js dist/
cp build/web-single/src/app/knights_app.js build/web-single/src/app/knights_app.wasm dist/single/
cp index.html web/coi-sw.js web/overlay.js web/a11y.js web/manifest.webmanifest dist/
cp assets/knight.svg assets/app-icon.svg assets/icon-192.png assets/icon-512.png dist/
# The build's name, from what it serves: the service worker is a new worker
# (and keeps a new cache) exactly when the page changed; index.html says so once.
build_id=$(cd dist && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-12)
sed -i "s/^const BUILD = 'dev';/const BUILD = '$build_id';/" dist/coi-sw.js
sed -i "s/<meta name=\"knights-build\" content=\"dev\">/<meta name=\"knights-build\" content=\"$build_id\">/" dist/index.html
grep -q "const BUILD = '$build_id'" dist/coi-sw.js && grep -q "content=\"$build_id\"" dist/index.html ||
  { echo "build_wasm: could not stamp the build $build_id into dist/" >&2; exit 1; }
log "dist/ ready: $(du -sh dist | cut -f1) ($(stat -c %s dist/knights_app.wasm) bytes of wasm, $(stat -c %s dist/single/knights_app.wasm) single-threaded)"
# The release: dist/ as one tarball, for any static host (web/coi-sw.js gives
# the page cross-origin isolation where the host cannot send the headers).
tar -czf build/knights-workbench-web.tar.gz --transform 's,^dist,knights-workbench-web,' dist
log "release tarball: build/knights-workbench-web.tar.gz"

if ((serve)); then
  exec python3 web/serve.py --dir dist --port "$port"
fi
