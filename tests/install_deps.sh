#!/usr/bin/env bash
# Installs everything the builds and tests need on a fresh Debian 12 machine:
# Debian packages (skipped when already present) and the browser tests' npm
# packages (from the committed lock file).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(build-essential cmake ninja-build pkg-config python3 xz-utils
          clang libclang-rt-14-dev
          libgtest-dev libbenchmark-dev libcli11-dev nlohmann-json3-dev
          libopenmpi-dev openmpi-bin
          libsdl2-dev libimgui-dev
          emscripten nodejs npm chromium fonts-dejavu-core)
missing=()
for p in "${packages[@]}"; do
  # NodeSource's nodejs bundles npm and conflicts with Debian's npm package.
  [[ $p == npm ]] && command -v npm >/dev/null && continue
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install_deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi

if [[ -f tests/browser/package-lock.json ]]; then
  npm ci --prefix tests/browser --no-audit --no-fund
fi
