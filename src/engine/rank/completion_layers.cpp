#include "rank/completion_layers.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "count/frontier_kernel.h"
#include "rank/completion_map.h"
#include "rank/table_steps.h"

namespace kt {

namespace {

std::string gigabytes(std::uint64_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f GB", static_cast<double>(bytes) / 1e9);
    return buf;
}

// Counts past 128 bits are refused, as the counter refuses them.
void add(u128& sum, u128 more) {
    if (__builtin_add_overflow(sum, more, &sum))
        throw RankError("the number of tours is larger than 128 bits (above 3.4e38): too many to number");
}

// Raised when a completion count outgrows the 64-bit table: it is built again with 128-bit counts.
struct CountTooWide {};

// W: the kernel's word, 64 bits for layouts of up to 16 slots, else 128.
// Count: the stored counts' width.
template <class W, class Count>
class Layers final : public CompletionLayers {
public:
    Layers(std::vector<FrontierStep> steps, bool paths, bool bipartite) : steps_(std::move(steps)), paths_(paths) {
        for (std::size_t i = 0; i < steps_.size(); ++i) kernels_.emplace_back(steps_[i], paths, bipartite, i + 1 == steps_.size());
        maps_.resize(steps_.size());
    }
    void build(const TableLimits& limits);
    u128 completions(std::size_t layer, RankKey key, bool unexpanded) const override;
    bool unexpanded(std::size_t layer, RankKey key, bool before) const override;

private:
    using Kernel = frontier::Kernel<W, frontier::Codec<W, 16>>;
    // A new successor of a frame's state: its slot is claimed in the next
    // layer; `times`: how many of the state's choices lead to it.
    struct Child {
        W key;
        std::size_t slot;
        unsigned times;
    };
    struct Frame {
        W key = 0;
        std::size_t slot = 0;  // where its count goes
        unsigned times = 1;
        u128 sum = 0;
        std::size_t next = 0;
        std::vector<W> successors;
        std::vector<Child> children;  // the successors not yet in the table
    };
    void open(Frame& f, std::size_t layer, W key, const TableLimits& limits);
    void look_up(Frame& f, std::size_t layer, const TableLimits& limits);
    void make_room(std::size_t layer, std::size_t more, const TableLimits& limits);
    W kernel_key(std::size_t layer, RankKey key, bool fold) const;
    bool folds(std::size_t layer) const { return layer > 0 && layer < steps_.size() && !steps_[layer - 1].mirror.empty(); }
    u128 count_now(std::size_t layer, W key) const;

    std::vector<FrontierStep> steps_;
    bool paths_;
    std::vector<Kernel> kernels_;
    std::vector<CompletionMap<W, Count>> maps_;  // maps_[i]: states before step i (maps_[0] stays empty)
    u128 total_ = 0;
    std::uint64_t bytes_ = 0, probes_ = 0;
};

// Expands `key` and looks its successors up in the next layer.
template <class W, class Count>
void Layers<W, Count>::open(Frame& f, std::size_t layer, W key, const TableLimits& limits) {
    f.key = key;
    f.sum = 0;
    f.next = 0;
    f.successors.clear();
    f.children.clear();
    kernels_[layer].expand(key, [&f](W t) { f.successors.push_back(t); });
    if (layer + 1 == maps_.size()) {
        add(f.sum, f.successors.size());  // the empty frontier after the last step: each tour is whole
        return;
    }
    look_up(f, layer, limits);
}

// All successors at once: their slots are loaded together (the misses
// overlap), known ones add their counts, new ones (each once, with how many
// choices lead to it) claim a slot for the count the walk will find.
template <class W, class Count>
void Layers<W, Count>::look_up(Frame& f, std::size_t layer, const TableLimits& limits) {
    CompletionMap<W, Count>& map = maps_[layer + 1];
    make_room(layer + 1, f.successors.size(), limits);
    for (W t : f.successors) map.prefetch(t);
    for (W t : f.successors) {
        const auto p = map.probe(t);
        if (p.found) {
            const auto twin = std::find_if(f.children.begin(), f.children.end(), [t](const Child& c) { return c.key == t; });
            if (twin != f.children.end()) ++twin->times;
            else add(f.sum, map.count_at(p.slot));
            continue;
        }
        map.claim(p.slot, t);
        f.children.push_back({t, p.slot, 1});
    }
}

// Makes room for `more` states before step `layer` within the budget.
template <class W, class Count>
void Layers<W, Count>::make_room(std::size_t layer, std::size_t more, const TableLimits& limits) {
    CompletionMap<W, Count>& map = maps_[layer];
    const std::uint64_t before = map.bytes();
    if (limits.max_memory_bytes && bytes_ - before + map.bytes_to_grow(more) > limits.max_memory_bytes) {
        throw RankError("numbering these tours needs more than the memory budget of " +
                        gigabytes(limits.max_memory_bytes) + " (step " + std::to_string(layer) + " of " +
                        std::to_string(steps_.size()) + ")");
    }
    map.make_room(more);
    bytes_ += map.bytes() - before;
    if ((++probes_ & 1023) == 0 && limits.cancel && limits.cancel->load(std::memory_order_relaxed))
        throw RankError("cancelled");
}

// Depth first, with an explicit stack (one frame per layer, no recursion):
// frame d holds a state before step d, its successors, and the sum of the
// completions of those done so far.
template <class W, class Count>
void Layers<W, Count>::build(const TableLimits& limits) {
    std::vector<Frame> frames(steps_.size());
    open(frames[0], 0, 0, limits);
    std::size_t d = 0;
    for (;;) {
        Frame& f = frames[d];
        if (f.next < f.children.size()) {
            const Child c = f.children[f.next++];
            ++d;
            open(frames[d], d, c.key, limits);
            frames[d].slot = c.slot;
            frames[d].times = c.times;
            continue;
        }
        if (d == 0) break;
        if (f.sum != static_cast<Count>(f.sum)) throw CountTooWide{};
        maps_[d].set_count(f.slot, static_cast<Count>(f.sum));
        for (unsigned i = 0; i < f.times; ++i) add(frames[d - 1].sum, f.sum);
        --d;
    }
    total_ = frames[0].sum;
    stats_.bytes = 0;
    for (auto& map : maps_) {
        map = map.compacted();
        stats_.states += map.size();
        stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, map.size());
        stats_.bytes += map.bytes();
    }
}

// A ranking key as the kernel stores it: cycle labels from 2 rather than 3,
// and the lesser of the state and its mirror image where the step folds.
template <class W, class Count>
W Layers<W, Count>::kernel_key(std::size_t layer, RankKey key, bool fold) const {
    const int width = steps_[layer].width_before;
    unsigned code[32];
    for (int s = 0; s < width; ++s) {
        code[s] = static_cast<unsigned>(key >> (4 * s)) & 15u;
        if (!paths_ && code[s] >= 3) --code[s];
    }
    W y = 0;
    for (int s = 0; s < width; ++s) y |= W(code[s]) << (4 * s);
    if (!fold || !folds(layer)) return y;
    const std::vector<int>& mirror = steps_[layer - 1].mirror;
    unsigned m[32], relabel[16] = {}, next = paths_ ? 3 : 2;
    for (int s = 0; s < width; ++s) m[mirror[s]] = code[s];
    W z = 0;
    for (int s = 0; s < width; ++s) {
        unsigned c = m[s];
        if (c >= (paths_ ? 3u : 2u)) c = relabel[c] ? relabel[c] : (relabel[c] = next++);
        z |= W(c) << (4 * s);
    }
    return std::min(y, z);
}

template <class W, class Count>
u128 Layers<W, Count>::completions(std::size_t layer, RankKey key, bool unexpanded) const {
    if (layer == steps_.size()) return key == 0 ? 1 : 0;
    if (layer == 0) return key == 0 ? total_ : 0;
    const W k = kernel_key(layer, key, true);
    if (unexpanded && !folds(layer)) return count_now(layer, k);
    return maps_[layer].find(k).value_or(0);
}

template <class W, class Count>
bool Layers<W, Count>::unexpanded(std::size_t layer, RankKey key, bool before) const {
    return folds(layer) ? kernel_key(layer, key, true) != kernel_key(layer, key, false) : before;
}

// Completions of a state the build may not have reached, by recursion to
// the next line boundary (at most one line of steps deep).
template <class W, class Count>
u128 Layers<W, Count>::count_now(std::size_t layer, W key) const {
    if (layer == steps_.size()) return key == 0 ? 1 : 0;
    if (const auto c = maps_[layer].find(key)) return *c;
    if (folds(layer)) return 0;
    u128 sum = 0;
    kernels_[layer].expand(key, [&](W t) { sum += count_now(layer + 1, t); });
    return sum;
}

template <class W>
std::unique_ptr<CompletionLayers> build_layers(std::vector<FrontierStep> steps, bool paths, bool bipartite,
                                               const TableLimits& limits) {
    try {
        auto layers = std::make_unique<Layers<W, std::uint64_t>>(steps, paths, bipartite);
        layers->build(limits);
        return layers;
    } catch (const CountTooWide&) {
        auto layers = std::make_unique<Layers<W, u128>>(std::move(steps), paths, bipartite);
        layers->build(limits);
        return layers;
    }
}

}  // namespace

std::unique_ptr<CompletionLayers> build_completions(const Board& board, const RankPlan& plan, bool paths,
                                                    const TableLimits& limits) {
    std::size_t widest = 0;
    for (const RankStep& step : plan.steps) widest = std::max(widest, step.layout.size());
    std::vector<FrontierStep> steps = table_steps(board, plan);
    if (widest <= 16) return build_layers<std::uint64_t>(std::move(steps), paths, plan.bipartite, limits);
    return build_layers<unsigned __int128>(std::move(steps), paths, plan.bipartite, limits);
}

}  // namespace kt
