#include "rank/completion_layers.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/big_vector.h"
#include "count/frontier_kernel.h"
#include "count/key_numbers.h"
#include "rank/completion_map.h"
#include "rank/table_key.h"
#include "rank/table_steps.h"

namespace kt {

namespace {

// Counts past 128 bits are refused, as the counter refuses them.
void add(u128& sum, u128 more) {
    if (__builtin_add_overflow(sum, more, &sum))
        throw RankError("the number of tours is larger than 128 bits (above 3.4e38): too many to number");
}

// Raised when a completion count outgrows the 64-bit table: it is built again with 128-bit counts.
struct CountTooWide {};

// An array kept for reuse, its contents left as they are. It grows by half
// again when it must (the part never written takes no memory), and is made
// anew when a layer needs less than a third of it.
template <class T>
struct Reused {
    std::unique_ptr<T[]> data;
    std::size_t capacity = 0;
    void at_least(std::size_t n) {
        if (n > capacity) {
            capacity = std::max(n, capacity + capacity / 2);
        } else if (n < capacity / 3) {  // past the widest layer: what was written stays resident
            capacity = n + n / 2;
        } else {
            return;
        }
        data.reset();
        data.reset(new T[capacity]);
    }
    std::size_t bytes() const { return capacity * sizeof(T); }
};

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
    // One layer of the forward pass: its states, and for each the states it leads to.
    struct Layer {
        BigVector<W> states;  // the big arrays kept through the build take huge pages, faulted in at once
        std::vector<W> successors;         // those of each state in turn, until indexed
        BigVector<std::uint32_t> next;     // then: each one's place in the next layer's states
        std::vector<std::uint8_t> degree;  // how many each state has
        std::size_t bytes() const {
            return (states.size() + successors.size()) * sizeof(W) + next.size() * sizeof(std::uint32_t) +
                   degree.size();
        }
    };
    void expand_layer(Layer& from, std::size_t layer, std::size_t guess, const TableLimits& limits);
    BigVector<W> states_after(Layer& from, std::size_t layer, const TableLimits& limits);
    void counts_of(const Layer& layer, const std::vector<Count>& after, bool last, std::vector<Count>& counts,
                   const TableLimits& limits) const;
    void spend(std::int64_t bytes, std::size_t layer, const TableLimits& limits);
    W kernel_key(std::size_t layer, RankKey key, bool fold) const { return table_key<W>(steps_, paths_, layer, key, fold); }
    bool folds(std::size_t layer) const { return table_folds(steps_, layer); }
    u128 count_now(std::size_t layer, W key) const;

    // Buffers of the forward pass kept from layer to layer, written over
    // rather than made afresh: the zeroed pages of fresh arrays were a
    // quarter of closed 7x8's build (Linux's clear_page and page faults).
    struct Scratch {
        std::vector<W> successors;     // the next layer's, once a layer has given them up
        Reused<W> split;               // successors grouped by hash part
        Reused<std::uint32_t> origin;  // where each of `split` was among the successors
        frontier::KeyNumbers<W> numbers;   // one part's states, numbered as met
        std::vector<std::uint32_t> number;  // each of the part's successors' number
    };
    std::int64_t grow(std::size_t n);

    std::vector<FrontierStep> steps_;
    bool paths_;
    Scratch scratch_;
    std::vector<Kernel> kernels_;
    std::vector<CompletionMap<W, Count>> maps_;  // maps_[i]: states before step i (maps_[0] stays empty)
    u128 total_ = 0;
    std::uint64_t bytes_ = 0;
};

// Accounts for `bytes` more held (negative: freed) before step `layer`,
// within the budget; also where a cancel is noticed.
template <class W, class Count>
void Layers<W, Count>::spend(std::int64_t bytes, std::size_t layer, const TableLimits& limits) {
    bytes_ += static_cast<std::uint64_t>(bytes);
    if (bytes > 0 && limits.max_memory_bytes && bytes_ > limits.max_memory_bytes) {
        throw over_budget(limits, layer, steps_.size());
    }
    if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
}

// Forward: each state's successors, kept for the backward pass, which then
// expands nothing again (expanding was a third of a build that did).
// `guess`: how many, from the previous layer's branching; twice that is
// reserved so the array seldom moves (pages never written take no memory,
// and the budget counts what is written).
template <class W, class Count>
void Layers<W, Count>::expand_layer(Layer& from, std::size_t layer, std::size_t guess, const TableLimits& limits) {
    from.successors = std::exchange(scratch_.successors, {});
    if (from.successors.capacity() > 6 * guess) from.successors = {};  // shrinking layers: let it go
    from.successors.clear();
    from.successors.reserve(2 * guess);
    from.degree.reserve(from.states.size());
    for (std::size_t i = 0; i < from.states.size(); ++i) {
        const std::size_t before = from.successors.size();
        kernels_[layer].expand(from.states[i], [&](W t) { from.successors.push_back(t); });
        from.degree.push_back(static_cast<std::uint8_t>(from.successors.size() - before));
        if ((i & 65535) == 0) spend(0, layer, limits);  // a cancel
    }
    spend(static_cast<std::int64_t>(from.successors.size() * sizeof(W) + from.degree.size()), layer, limits);
}

// Makes the split and its origins room for n successors; the bytes they grew by.
template <class W, class Count>
std::int64_t Layers<W, Count>::grow(std::size_t n) {
    const std::size_t before = scratch_.split.bytes() + scratch_.origin.bytes();
    scratch_.split.at_least(n);
    scratch_.origin.at_least(n);
    return static_cast<std::int64_t>(scratch_.split.bytes() + scratch_.origin.bytes() - before);
}

// Forward: the states after step `layer`, each once, and where each
// successor is among them (`from.next`, in place of its key: the backward
// pass then reads the next layer's counts by place, with no hash lookup).
// The successors are first split by hash into parts of about 64 K keys, each
// then gathered in a set of its own that fits the cache (as the counter
// splits its tables by hash): one set for a whole layer of millions misses
// the cache on nearly every key, and so would finding each successor's place.
template <class W, class Count>
BigVector<W> Layers<W, Count>::states_after(Layer& from, std::size_t layer, const TableLimits& limits) {
    std::vector<W> all = std::exchange(from.successors, {});
    if (all.size() > UINT32_MAX)
        throw RankError("numbering these tours needs more than 2^32 successors in one step (step " +
                        std::to_string(layer + 1) + " of " + std::to_string(steps_.size()) + ")");
    int bits = 0;
    while ((all.size() >> bits) > (std::size_t(1) << 16)) ++bits;
    const auto part_of = [bits](W key) { return bits ? frontier::hash_key(key) >> (64 - bits) : 0; };
    std::vector<std::size_t> start((std::size_t(1) << bits) + 1, 0);
    for (W key : all) ++start[part_of(key) + 1];
    for (std::size_t p = 1; p < start.size(); ++p) start[p] += start[p - 1];
    // Held on: the places (4 bytes a successor), and the split and its origins while they grow.
    spend(static_cast<std::int64_t>(all.size() * sizeof(std::uint32_t)) + grow(all.size()), layer + 1, limits);
    W* const split = scratch_.split.data.get();
    std::uint32_t* const origin = scratch_.origin.data.get();
    {
        std::vector<std::size_t> at(start.begin(), start.end() - 1);
        for (std::size_t j = 0; j < all.size(); ++j) {
            const std::size_t to = at[part_of(all[j])]++;
            split[to] = all[j];
            origin[to] = static_cast<std::uint32_t>(j);
        }
    }
    from.next.resize(all.size());
    // Each part's states are written over the split, behind the part (it is
    // read by then), so the layer's array is made once at its size.
    W* kept = split;
    frontier::KeyNumbers<W>& numbers = scratch_.numbers;
    for (std::size_t p = 0; p + 1 < start.size(); ++p) {
        const std::size_t n = start[p + 1] - start[p];
        if (scratch_.number.size() < n) scratch_.number.resize(n);
        numbers.clear();
        numbers.make_room(n / 2);  // grows if it must: successors are about half duplicates
        numbers.number_all(split + start[p], n, scratch_.number.data());
        const auto base = static_cast<std::uint32_t>(kept - split);
        for (std::size_t i = 0; i < n; ++i) from.next[origin[start[p] + i]] = base + scratch_.number[i];
        kept = std::copy(numbers.keys(), numbers.keys() + numbers.size(), kept);
    }
    BigVector<W> out(split, kept);
    spend(static_cast<std::int64_t>(out.size() * sizeof(W)) - static_cast<std::int64_t>(all.size() * sizeof(W)),
          layer + 1, limits);
    all.clear();
    scratch_.successors = std::move(all);  // for the next layer's successors
    return out;
}

// Backward: the completions of each state before step `step`, summed from
// `after`, those of the states after it, by each successor's place there;
// each read prefetched a few successors ahead so that the cache misses overlap.
template <class W, class Count>
void Layers<W, Count>::counts_of(const Layer& layer, const std::vector<Count>& after, bool last,
                                 std::vector<Count>& counts, const TableLimits& limits) const {
    constexpr std::size_t kAhead = 16;
    const auto& next = layer.next;
    counts.resize(layer.states.size());
    for (std::size_t j = 0; j < next.size() && j < kAhead; ++j) __builtin_prefetch(&after[next[j]]);
    for (std::size_t i = 0, j = 0; i < counts.size(); ++i) {
        if ((i & 65535) == 0 && limits.cancel && limits.cancel->load(std::memory_order_relaxed))
            throw RankError("cancelled");
        u128 sum = 0;
        if (last) {
            sum = layer.degree[i];  // the empty frontier after the last step: a whole tour each
        } else {
            for (const std::size_t end = j + layer.degree[i]; j < end; ++j) {
                if (j + kAhead < next.size()) __builtin_prefetch(&after[next[j + kAhead]]);
                add(sum, after[next[j]]);
            }
        }
        if (sum != static_cast<Count>(sum)) throw CountTooWide{};
        counts[i] = static_cast<Count>(sum);
    }
}

// Two passes over the layers, each as the counter sweeps: forward, the
// reachable states of every layer and their successors' places in the next
// (4 bytes each); backward, from the last layer, their completions, each
// layer's live states then going into its map. No lookup waits on another.
template <class W, class Count>
void Layers<W, Count>::build(const TableLimits& limits) {
    const std::size_t n = steps_.size();
    std::vector<Layer> layers(n);
    layers[0].states = {W(0)};
    for (std::size_t i = 0; i < n; ++i) {
        // Guesses from the layer before: its branching, its growth.
        const std::size_t states = layers[i].states.size();
        const std::size_t before = i ? std::max<std::size_t>(1, layers[i - 1].states.size()) : 1;
        const std::size_t edges = i ? layers[i - 1].successors.size() : 16;
        expand_layer(layers[i], i, states * edges / before + states / 16 + 16, limits);
        if (i + 1 == n) break;
        layers[i + 1].states = states_after(layers[i], i, limits);
    }
    spend(-static_cast<std::int64_t>(scratch_.split.bytes() + scratch_.origin.bytes()), n, limits);
    scratch_ = Scratch();
    // The completions of the states of the layer after i, and of layer i:
    // two arrays taking turns, so that their pages are faulted in once.
    std::vector<Count> after, counts;
    const auto buffers = [&] { return static_cast<std::int64_t>((after.capacity() + counts.capacity()) * sizeof(Count)); };
    for (std::size_t i = n; i-- > 0;) {
        if (2 * counts.capacity() > 3 * layers[i].states.size()) counts = {};  // past the widest layer: let it go
        const std::int64_t before = static_cast<std::int64_t>(layers[i].bytes()) + buffers();
        counts_of(layers[i], after, i + 1 == n, counts, limits);
        if (i == 0) {
            total_ = counts.empty() ? 0 : counts[0];
            break;
        }
        maps_[i] = CompletionMap<W, Count>::of_live(layers[i].states.data(), counts.data(), counts.size());
        layers[i] = Layer();
        std::swap(after, counts);
        spend(static_cast<std::int64_t>(maps_[i].bytes()) + buffers() - before, i, limits);
    }
    stats_.bytes = 0;
    for (auto& map : maps_) {
        stats_.states += map.size();
        stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, map.size());
        stats_.bytes += map.bytes();
    }
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
