#!/usr/bin/env bash
# The one list of what the project needs on Debian 12, used by both of the
# README's commands (./build_wasm.sh installs the "web" group, run_all.sh all).
#   bash tests/install_deps.sh [GROUP...]     GROUP: web, browser, native, all (default)
#     web      building the page: Emscripten, CMake, Ninja, nlohmann/json
#     browser  headless Chromium and the browser tests' npm packages
#     native   the knights CLI, the native app, GoogleTest, benchmarks, MPI, libFuzzer
# Debian packages are installed only when missing (as root, else with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

web=(ca-certificates cmake ninja-build python3 xz-utils dpkg-dev
     emscripten nodejs nlohmann-json3-dev)
browser=(ca-certificates nodejs npm chromium fonts-dejavu-core python3)
native=(build-essential cmake ninja-build pkg-config python3 nlohmann-json3-dev
        clang libclang-rt-14-dev
        libgtest-dev libbenchmark-dev libcli11-dev
        libopenmpi-dev openmpi-bin
        libsdl2-dev libimgui-dev)

groups=("$@")
((${#groups[@]})) || groups=(all)
wanted=()
npm_packages=0
for group in "${groups[@]}"; do
  case $group in
    web) wanted+=("${web[@]}") ;;
    browser) wanted+=("${browser[@]}"); npm_packages=1 ;;
    native) wanted+=("${native[@]}") ;;
    all) wanted+=("${web[@]}" "${browser[@]}" "${native[@]}"); npm_packages=1 ;;
    *) echo "install_deps: unknown group '$group' (web, browser, native, all)" >&2; exit 2 ;;
  esac
done

as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }
missing=()
for p in $(printf '%s\n' "${wanted[@]}" | sort -u); do
  # NodeSource's nodejs bundles npm and conflicts with Debian's npm package.
  [[ $p == npm ]] && command -v npm >/dev/null && continue
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install_deps: installing ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

if ((npm_packages)) && [[ -f tests/browser/package-lock.json ]]; then
  npm ci --prefix tests/browser --no-audit --no-fund
fi
