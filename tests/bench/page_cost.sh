#!/usr/bin/env bash
# What a fresh page costs this machine: maps GB gigabytes, asks for huge
# pages or not, writes one byte a page, and prints the seconds a GB, each
# way in turn with a pause between (a VM that hands freed memory back to its
# host charges for it again: why big_vector.h keeps the pool's arrays in
# small pages).
#   bash tests/bench/page_cost.sh [GB] [PAUSE_SECONDS]
set -eu
GB="${1:-1}"
PAUSE="${2:-15}"
[[ "$GB" =~ ^[1-9][0-9]*$ ]] || { echo "page_cost.sh: GB must be a whole number of gigabytes, 1 or more (got '$GB')" >&2; exit 2; }
[[ "$PAUSE" =~ ^[0-9]+$ ]] || { echo "page_cost.sh: PAUSE_SECONDS must be a whole number (got '$PAUSE')" >&2; exit 2; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat > "$T/page_cost.c" <<'C'
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}
int main(int argc, char** argv) {
    const size_t gb = (size_t)atoi(argv[1]), len = gb << 30, two = 2u << 20;
    const int huge = atoi(argv[2]);
    char* p = mmap(0, len + two, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return 1;
    p = (char*)(((unsigned long)p + two - 1) & ~(unsigned long)(two - 1));
    madvise(p, len, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    const double t = now();
    for (size_t i = 0; i < len; i += 4096) p[i] = 1;
    printf("%zu GB, %s pages: %.2f s a GB\n", gb, huge ? "huge " : "small", (now() - t) / gb);
    return 0;
}
C
cc -O2 -o "$T/page_cost" "$T/page_cost.c"
for huge in 1 0 1 0; do
    sleep "$PAUSE"
    "$T/page_cost" "$GB" "$huge"
done
