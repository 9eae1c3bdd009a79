// A ranking key (rank_state.h: 4-bit codes, cycle labels from 3) as the
// counter's kernel stores it before step `layer`: cycle labels from 2, the
// path coded 2 as the kernel chooses it once both path ends are spent, and
// where the step before folds (table_steps.h), when `fold`, the lesser of
// the state and its mirror image. Both tour tables (in memory and cut)
// look states up by it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "count/frontier_plan.h"
#include "rank/rank_state.h"

namespace kt {

inline bool table_folds(const std::vector<FrontierStep>& steps, std::size_t layer) {
    return layer > 0 && layer < steps.size() && !steps[layer - 1].mirror.empty();
}

// Codes as the kernel's canonical form has them: once both path ends are
// spent, the path of the lowest slot with one link coded 2 (any path will
// do then, see frontier_kernel.h), and labels from `first` numbered in order
// of first appearance.
inline void kernel_canonical(unsigned* code, int width, bool paths) {
    const unsigned first = paths ? 3 : 2;
    unsigned swap = 0;  // the label that trades places with code 2, if any
    if (paths && std::count(code, code + width, 2u) == 2) {
        const unsigned* lowest = std::find_if(code, code + width, [](unsigned c) { return c >= 2; });
        if (*lowest != 2) swap = *lowest;
    }
    unsigned relabel[16] = {}, next = first;
    for (int s = 0; s < width; ++s) {
        unsigned c = !swap ? code[s] : code[s] == 2 ? swap : code[s] == swap ? 2 : code[s];
        if (c >= first) c = relabel[c] ? relabel[c] : (relabel[c] = next++);
        code[s] = c;
    }
}

template <class W>
W table_key(const std::vector<FrontierStep>& steps, bool paths, std::size_t layer, RankKey key, bool fold) {
    const int width = steps[layer].width_before;
    unsigned code[32];
    for (int s = 0; s < width; ++s) {
        code[s] = static_cast<unsigned>(key >> (4 * s)) & 15u;
        if (!paths && code[s] >= 3) --code[s];
    }
    kernel_canonical(code, width, paths);
    W y = 0;
    for (int s = 0; s < width; ++s) y |= W(code[s]) << (4 * s);
    if (!fold || !table_folds(steps, layer)) return y;
    const std::vector<int>& mirror = steps[layer - 1].mirror;
    unsigned m[32];
    for (int s = 0; s < width; ++s) m[mirror[s]] = code[s];
    kernel_canonical(m, width, paths);
    W z = 0;
    for (int s = 0; s < width; ++s) z |= W(m[s]) << (4 * s);
    return std::min(y, z);
}

}  // namespace kt
