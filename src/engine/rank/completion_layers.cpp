#include "rank/completion_layers.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "rank/completion_backward.h"
#include "rank/completion_build.h"
#include "rank/completion_forward.h"
#include "rank/completion_split.h"

namespace kt {

static_assert(kTableMapsFrom == kMapFrom, "table_types.h states the mapping threshold big_vector.h sets");

namespace completion {

// The pool's arrays' fresh pages, faulted in by the team's threads side by
// side, four shares a thread taken in turn, where they are 1 MB or more
// and no part is under way (else by the caller), rather than by one call on
// the calling thread while the others wait. Four shares a thread rather
// than one, so that the first to finish seldom waits for the other.
template <class W>
void Layers<W>::fault_in(void* layers, void* at, std::size_t length) {
    ThreadTeam* team = static_cast<Layers<W>*>(layers)->team_;
    if (!team || team->running() || length < (std::size_t(1) << 20)) return fault_in_pages(at, length);
    const std::size_t pages = length / 4096, shares = 4 * static_cast<std::size_t>(team->size());
    const auto page_of = [&](std::size_t s) { return pages * s / shares * 4096; };  // where share s starts
    team->each(team->size(), shares, [&](int, std::size_t s) {
        const std::size_t to = s + 1 == shares ? length : page_of(s + 1);
        fault_in_pages(static_cast<char*>(at) + page_of(s), to - page_of(s));
    });
}

// Two passes over the layers, each as the counter sweeps: forward, the
// reachable states of every layer and their successors' places in the next
// (in as many bits as it needs; along a long board's periodic stretch, its
// phases' lists); backward, from the last layer, their completions, each
// layer's live states then going into its map. No lookup waits on another.
template <class W>
void Layers<W>::build(const TableLimits& limits) {
    ThreadTeam team(threads_);  // for the build only: a table kept for lookups holds no threads
    team_ = &team;
    pool_.fault_in_by(&Layers<W>::fault_in, this);
    struct Done {  // however the build ends
        Layers<W>& layers;
        ~Done() {
            layers.pool_.fault_in_by(nullptr, nullptr);
            layers.team_ = nullptr;
        }
    } done{*this};
    const std::size_t n = steps_.size();
    std::vector<Layer> layers;
    for (std::size_t i = 0; i < n; ++i) layers.emplace_back(&pool_);
    layers[0].states.at_least(1);
    layers[0].states.data()[0] = W(0);
    layers[0].size = 1;
    for (std::size_t i = 0; i < n; ++i) {
        if (limits.periodic && starts_periodic(layers, i)) i = forward_periodic(layers, i, limits);
        if (folds(i)) plan_maps(layers, i);
        report(limits, true, i, layers[i].size);
        // Guesses from the layer before: its branching, its growth.
        const std::size_t states = layers[i].size;
        const std::size_t before = i ? std::max<std::size_t>(1, layers[i - 1].size) : 1;
        const std::size_t edges = i ? layers[i - 1].edges : 16;
        expand_layer(layers[i], i, states * edges / before + states / 16 + 16, limits);
        if (i + 1 == n) break;
        if (!has_map(i)) forget_states(layers[i], i, limits);  // before the next layer's arrays, which take its pages
        states_after(layers[i], layers[i + 1], i, limits);
    }
    spend(-static_cast<std::int64_t>(scratch_.bytes()), n, limits);
    scratch_.free();
    backward<std::uint64_t>(layers, n, counts_buffer<std::uint64_t>(), narrow_, limits);
    index_phases(limits);
    pool_.release();  // what no map took
    stats_.bytes = phase_bytes();
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t size = i < wide_to_ ? wide_.maps[i].size() + wide_.by_number[i].size()
                                              : narrow_.maps[i].size() + narrow_.by_number[i].size();
        stats_.states += size;
        stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, size);
        stats_.bytes += i < wide_to_ ? wide_.bytes(i) : narrow_.bytes(i);
    }
}

template <class W>
u128 Layers<W>::completions(std::size_t layer, RankKey key, bool unexpanded) const {
    if (layer == steps_.size()) return key == 0 ? 1 : 0;
    if (layer == 0) return key == 0 ? total_ : 0;
    const W k = kernel_key(layer, key, true);
    if (unexpanded && !folds(layer)) return count_now(layer, k);
    return lookup(layer, k);
}

// Completions of a state the build reached (or of none: 0).
template <class W>
u128 Layers<W>::lookup(std::size_t layer, W key) const {
    if (layer == steps_.size()) return key == 0 ? 1 : 0;
    if (has_map(layer)) return find(layer, key).value_or(0);
    u128 sum = 0;
    kernels_[layer].expand(key, [&](W t) { sum += lookup(layer + 1, t); });
    return sum;
}

template <class W>
bool Layers<W>::unexpanded(std::size_t layer, RankKey key, bool before) const {
    return folds(layer) ? kernel_key(layer, key, true) != kernel_key(layer, key, false) : before;
}

// Completions of a state the build may not have reached, by recursion to
// the next line boundary (at most one line of steps deep).
template <class W>
u128 Layers<W>::count_now(std::size_t layer, W key) const {
    if (layer == steps_.size()) return key == 0 ? 1 : 0;
    if (const auto c = find(layer, key)) return *c;
    if (folds(layer)) return 0;
    u128 sum = 0;
    kernels_[layer].expand(key, [&](W t) { sum += count_now(layer + 1, t); });
    return sum;
}

template <class W>
std::unique_ptr<CompletionLayers> build_layers(std::vector<FrontierStep> steps, bool paths, bool bipartite,
                                               const TableLimits& limits) {
    auto layers = std::make_unique<Layers<W>>(std::move(steps), paths, bipartite, limits.threads);
    layers->build(limits);
    return layers;
}

}  // namespace completion

std::unique_ptr<CompletionLayers> build_completions(const Board& board, const RankPlan& plan, bool paths,
                                                    const TableLimits& limits) {
    std::size_t widest = 0;
    for (const RankStep& step : plan.steps) widest = std::max(widest, step.layout.size());
    std::vector<FrontierStep> steps = table_steps(board, plan);
    if (widest <= 16) return completion::build_layers<std::uint64_t>(std::move(steps), paths, plan.bipartite, limits);
    return completion::build_layers<unsigned __int128>(std::move(steps), paths, plan.bipartite, limits);
}

}  // namespace kt
