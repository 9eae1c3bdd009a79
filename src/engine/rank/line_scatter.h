// The tour table's scatter of a layer's successors into the split by hash
// part (completion_layers.cpp): one key at a time, or, for splits of many
// parts (2,048 at 7x7 paths' widest layer, whose next lines are more than
// the TLB holds), a cache line at a time. Then each part's next keys are
// gathered in a cache line of the thread's own, and the line written to
// the split whole, past the caches (stream_line.h), with no read of it
// first. A line the part shares with its neighbours in the split (another
// part's keys, or another thread's of the same part) has its keys copied
// one by one.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "core/stream_line.h"
#include "rank/table_hash.h"

namespace kt {

// keys[j], j < n, to into[in_part[p]++], p its part of 2^bits, and that
// place to went[j], one key at a time. `went` may lie over `keys` (entry j
// over the first half of key j / 2, read by then). Inlined into the
// build's loop: as a function of its own it moved the kernel's code
// elsewhere, and the build was measurably slower.
template <class W>
[[gnu::always_inline]] inline void scatter_keys(const W* const keys, const std::size_t n, const int bits,
                                                std::uint32_t* const in_part, W* const into,
                                                std::uint32_t* const went) {
    for (std::size_t j = 0; j < n; ++j) {
        const W key = keys[j];
        const std::uint32_t to = in_part[table_part(key, bits)]++;
        into[to] = key;
        std::memcpy(went + j, &to, sizeof to);  // may be over key j / 2, read by then
    }
}

// As scatter_keys, a cache line at a time; `into` is 64-byte aligned.
template <class W>
void scatter_lines(const W* const keys, const std::size_t n, const int bits, std::uint32_t* const in_part,
                   W* const into, std::uint32_t* const went) {
    constexpr std::size_t kKeys = kLineBytes / sizeof(W);
    struct alignas(kLineBytes) Line {
        W key[kKeys];
    };
    const std::size_t parts = std::size_t(1) << bits;
    const std::unique_ptr<Line[]> line(new Line[parts]);
    const std::vector<std::uint32_t> first(in_part, in_part + parts);
    // Locals, so that the stores below are not taken to change them.
    const std::uint32_t* const first_at = first.data();
    Line* const lines = line.get();
    for (std::size_t j = 0; j < n; ++j) {
        const W key = keys[j];
        const std::size_t p = table_part(key, bits);
        const std::uint32_t to = in_part[p]++;
        lines[p].key[to % kKeys] = key;
        std::memcpy(went + j, &to, sizeof to);  // may be over key j / 2, read by then
        if (to % kKeys != kKeys - 1) continue;
        if (const std::uint32_t start = to - (kKeys - 1); start >= first_at[p]) stream_line(into + start, &lines[p]);
        else std::copy(lines[p].key + first_at[p] % kKeys, lines[p].key + kKeys, into + first_at[p]);
    }
    for (std::size_t p = 0; p < parts; ++p) {  // each part's last line, where not whole
        const std::uint32_t end = in_part[p];
        if (end % kKeys == 0 || end == first_at[p]) continue;
        const std::uint32_t from = std::max<std::uint32_t>(first_at[p], end / kKeys * kKeys);
        std::copy(lines[p].key + from % kKeys, lines[p].key + end % kKeys, into + from);
    }
    stream_fence();
}

}  // namespace kt
