// A ranking key (rank_state.h: 4-bit codes, cycle labels from 3) as the
// counter's kernel stores it before step `layer`: cycle labels from 2, and
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

template <class W>
W table_key(const std::vector<FrontierStep>& steps, bool paths, std::size_t layer, RankKey key, bool fold) {
    const int width = steps[layer].width_before;
    unsigned code[32];
    for (int s = 0; s < width; ++s) {
        code[s] = static_cast<unsigned>(key >> (4 * s)) & 15u;
        if (!paths && code[s] >= 3) --code[s];
    }
    W y = 0;
    for (int s = 0; s < width; ++s) y |= W(code[s]) << (4 * s);
    if (!fold || !table_folds(steps, layer)) return y;
    const std::vector<int>& mirror = steps[layer - 1].mirror;
    unsigned m[32], relabel[16] = {}, next = paths ? 3 : 2;
    for (int s = 0; s < width; ++s) m[mirror[s]] = code[s];
    W z = 0;
    for (int s = 0; s < width; ++s) {
        unsigned c = m[s];
        if (c >= (paths ? 3u : 2u)) c = relabel[c] ? relabel[c] : (relabel[c] = next++);
        z |= W(c) << (4 * s);
    }
    return std::min(y, z);
}

}  // namespace kt
