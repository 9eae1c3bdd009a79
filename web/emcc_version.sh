#!/usr/bin/env bash
# Prints emcc's version number ("3.1.6" from "emcc (Emscripten ...) 3.1.6
# (...)"): the key web/sdl2_checks.cmake is recorded for
# (web/record_sdl_checks.sh) and checked against (build_wasm.sh).
set -euo pipefail
emcc --version | sed -n '1s/.*) \([0-9.]*\).*/\1/p'
