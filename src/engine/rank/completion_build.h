// The completion layers' build (Layers<W>): the class and what its passes
// share. Its passes are in completion_forward.h, completion_split.h and
// completion_backward.h; lookups in completion_layers.cpp.
#pragma once

#include "rank/completion_layers.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/big_vector.h"
#include "core/growing_array.h"
#include "core/joined_arrays.h"
#include "core/thread_team.h"
#include "count/frontier_kernel.h"
#include "count/frontier_plan.h"
#include "count/key_numbers.h"
#include "rank/completion_map.h"
#include "rank/line_scatter.h"
#include "rank/packed_places.h"
#include "rank/phase_lists.h"
#include "rank/reused_array.h"
#include "rank/table_hash.h"
#include "rank/table_key.h"
#include "rank/table_steps.h"

namespace kt::completion {

// Counts past 128 bits are left to the table of any width (rank/wide_table.h).
inline void add(u128& sum, u128 more) {
    if (__builtin_add_overflow(sum, more, &sum)) throw RankTooWide();
}

// How far ahead the passes that read at random prefetch: far enough for
// the cache misses of some dozens of reads to overlap; twice as far was
// slower again.
constexpr std::size_t kAhead = 64;

// From how many hash parts the scatter into the split writes it a cache
// line at a time (line_scatter.h): only the widest layers gain from it,
// where the parts' write streams outnumber what the caches keep apart.
constexpr std::size_t kLinesFrom = 1024;

// The backward pass's two count arrays, which its sums read at random by
// place: on 2 MB pages of their own (big_vector.h), not the pool's small
// ones, so that those reads seldom miss the TLB. The cost is fresh pages
// for two arrays of the widest layer's counts.
template <class Count>
BigBuffer<Count> counts_buffer() {
    return BigBuffer<Count>(UninitAllocator<Count>(nullptr));
}

// Raised when a completion count outgrows 64 bits: the backward pass goes on in 128.
struct CountTooWide {};

// W: the kernel's word, 64 bits for layouts of up to 16 slots, else 128.
template <class W>
class Layers final : public CompletionLayers {
public:
    Layers(std::vector<FrontierStep> steps, bool paths, bool bipartite, int threads)
        : steps_(std::move(steps)), paths_(paths), threads_(std::max(1, threads)), scratch_(threads_, &pool_) {
        for (std::size_t i = 0; i < steps_.size(); ++i) kernels_.emplace_back(steps_[i], paths, bipartite, i + 1 == steps_.size());
        narrow_.maps.resize(steps_.size());
        narrow_.by_number.resize(steps_.size());
        wide_.maps.resize(steps_.size());
        wide_.by_number.resize(steps_.size());
        phase_of_.resize(steps_.size());
        FrontierPlan plan;
        plan.steps = steps_;
        stretch_ = find_periodic_stretch(plan);
        map_at_.resize(steps_.size() + 1);
        for (std::size_t l = 0; l <= steps_.size(); ++l) map_at_[l] = l % 3 == 0 || folds(l);
    }
    void build(const TableLimits& limits);
    u128 completions(std::size_t layer, RankKey key, bool unexpanded) const override;
    bool unexpanded(std::size_t layer, RankKey key, bool before) const override;

private:
    using Kernel = frontier::Kernel<W, frontier::Codec<W, 16>>;
    // One layer of the forward pass: its states, and for each the states it leads to.
    // Its big arrays take pages from the build's pool, faulted in by
    // the threads that write them: the backward pass's maps reuse the pages
    // of the layers it frees.
    struct Layer {
        explicit Layer(PagePool* pool = nullptr) : states(pool), next(pool), degree(pool) {}
        Reused<W> states;                    // freed once expanded where the layer keeps no map
        std::size_t size = 0;                // how many states
        // Where the layer keeps no map, its states stay in the split, each
        // part's where they were numbered: part p's first state is number
        // part_first[p], at states[part_at[p]] (empty: no gaps).
        std::vector<std::size_t> part_first, part_at;
        std::size_t edges = 0;               // successors of all its states, duplicates included
        PackedPlaces next;                   // each one's place in the next layer's states, once indexed
        BigBuffer<std::uint8_t> degree;      // how many each state has
        std::vector<std::size_t> first_edge;  // the first successor of each chunk (chunk_starts), then the end
        std::size_t bytes() const { return states.bytes() + next.bytes() + degree.size(); }
    };
    // The counts kept for lookups, of one width, for the states before step
    // i: a map of the live ones, or along the periodic stretch all of the
    // layer's, by their numbers in its phase (whose one index serves all
    // its layers: no map to make). Below wide_to_, where counts outgrow 64
    // bits, wide_ in place of narrow_.
    template <class Count>
    struct Kept {
        std::vector<CompletionMap<W, Count>> maps;
        std::vector<BigBuffer<Count>> by_number;
        std::size_t bytes(std::size_t i) const { return maps[i].bytes() + by_number[i].size() * sizeof(Count); }
    };
    bool starts_periodic(const std::vector<Layer>& layers, std::size_t i) const;
    std::size_t phase_bytes() const {
        std::size_t sum = 0;
        for (const PhaseLists<W>& p : phases_) sum += p.bytes();
        return sum;
    }
    std::size_t forward_periodic(std::vector<Layer>& layers, std::size_t from, const TableLimits& limits);
    void list_new(PhaseLists<W>& at, PhaseLists<W>& to, PhaseLists<W>*& holder, const Kernel& kernel,
                  const TableLimits& limits);
    void index_phases(const TableLimits& limits);
    // Threads for n states or successors: one below 4096, where starting them costs more.
    int threads_for(std::size_t n) const { return n < 4096 ? 1 : threads_; }
    // Where each chunk of n states that the threads take in turn starts,
    // then n: some 16 a thread, then smaller as fewer are left, a quarter of
    // a thread's share of the rest (down to 1024 states), so that the
    // threads finish together (with chunks all of one size, the first to
    // finish waits for the other's last).
    std::vector<std::size_t> chunk_starts(std::size_t n) const {
        const auto threads = static_cast<std::size_t>(threads_);
        const std::size_t most = std::max<std::size_t>(4096, n / (16 * threads));
        std::vector<std::size_t> starts{0};
        for (std::size_t i = 0; i < n;) {
            i = std::min(n, i + std::clamp<std::size_t>((n - i) / (4 * threads), 1024, most));
            starts.push_back(i);
        }
        return starts;
    }
    // Where state i of `layer` lies, and how many states follow it there, itself included.
    static std::pair<const W*, std::size_t> run_of(const Layer& layer, std::size_t i) {
        if (layer.part_first.empty()) return {layer.states.data() + i, layer.size - i};
        const auto& first = layer.part_first;
        const std::size_t p = static_cast<std::size_t>(std::upper_bound(first.begin(), first.end(), i) - first.begin()) - 1;
        return {layer.states.data() + layer.part_at[p] + (i - first[p]), first[p + 1] - i};
    }
    void close_gaps(Layer& layer);
    template <class Run>
    void expand_runs(const Kernel& kernel, std::size_t n, Run run_of, std::uint8_t* degree, const TableLimits& limits);
    void expand_layer(Layer& from, std::size_t layer, std::size_t guess, const TableLimits& limits);
    void states_after(Layer& from, Layer& to, std::size_t layer, const TableLimits& limits);
    // One layer's successors split by hash part (states_after).
    struct Split {
        int bits = 0;                      // the parts: the keys' hashes' top bits
        std::size_t parts() const { return std::size_t(1) << bits; }
        int workers = 1;                   // threads at work on it
        std::vector<std::size_t> start;    // each part's first successor in the split, then the end
        std::vector<std::size_t> kept;     // each part's first state among the layer's, then how many
        JoinedArrays<std::uint32_t> went;  // where each successor went in the split, in order
        JoinedArrays<std::uint32_t> number;  // the state each successor in the split is
    };
    template <class F>
    void each_thread(int workers, F&& f);
    template <class F>
    void each_part(const Split& split, F&& f);
    Split split_parts(std::size_t edges);
    void scatter(Split& split);
    void number_parts(Split& split, const TableLimits& limits);
    void gather_states(const Split& split, Layer& to, bool copy);
    void place(const Split& split, Layer& from);
    template <class Count>
    void backward(std::vector<Layer>& layers, std::size_t top, BigBuffer<Count> after, Kept<Count>& kept,
                  const TableLimits& limits);
    template <class Count>
    void counts_of(const Layer& layer, const PhaseLists<W>* phase, const BigBuffer<Count>& after, bool last,
                   BigBuffer<Count>& counts, const TableLimits& limits) const;
    template <class Count, class Degree, class Place>
    void sum_runs(const std::vector<std::size_t>& first_state, const std::vector<std::size_t>& first_edge, Degree degree,
                  Place place, const BigBuffer<Count>& after, bool last, BigBuffer<Count>& counts,
                  const TableLimits& limits) const;
    template <class Count, class Degree, class Place>
    void sum_groups(std::size_t i, std::size_t i_end, std::size_t j, std::size_t end_edge, Degree degree, Place place,
                    const BigBuffer<Count>& after, BigBuffer<Count>& counts, const TableLimits& limits) const;
    void spend(std::int64_t bytes, std::size_t layer, const TableLimits& limits);
    void room_for(std::uint64_t more, std::size_t layer, const TableLimits& limits) const;
    void heap_room_for(std::uint64_t more, std::size_t layer, const TableLimits& limits) const;
    void report(const TableLimits& limits, bool forward, std::size_t layer, std::size_t states) const;
    void forget_states(Layer& layer, std::size_t i, const TableLimits& limits);
    W kernel_key(std::size_t layer, RankKey key, bool fold) const { return table_key<W>(steps_, paths_, layer, key, fold); }
    bool folds(std::size_t layer) const { return table_folds(steps_, layer); }
    // Which layers keep a map: every line boundary where the table folds
    // mirror images, and between them no more than two layers in a row
    // without one, chosen by plan_maps (elsewhere every third layer). A
    // layer without one is looked up through the states its state leads
    // to, down to the next layer with one: a lookup costs an expansion or
    // two more, and the build makes about a third of the maps and keeps the
    // keys of about a third of the layers (its forward pass lets the
    // others' go). Maps on every other layer cost the build more, on every
    // fourth gained it nothing and made lookups slower.
    bool has_map(std::size_t layer) const { return map_at_[layer]; }
    void plan_maps(const std::vector<Layer>& layers, std::size_t fold);
    u128 lookup(std::size_t layer, W key) const;
    std::optional<u128> find(std::size_t layer, W key) const {
        return layer < wide_to_ ? find_in(wide_, layer, key) : find_in(narrow_, layer, key);
    }
    template <class Count>
    std::optional<u128> find_in(const Kept<Count>& kept, std::size_t layer, W key) const {
        const PhaseLists<W>* phase = phase_of_[layer];
        if (!phase) return kept.maps[layer].find(key);
        const BigBuffer<Count>& counts = kept.by_number[layer];
        const std::optional<std::uint32_t> s = phase->number_of(key);
        if (!s || *s >= counts.size() || counts[*s] == 0) return std::nullopt;  // as a map, of live states only
        return counts[*s];
    }
    u128 count_now(std::size_t layer, W key) const;

    // Buffers of the forward pass kept from layer to layer, written over
    // rather than made afresh: the zeroed pages of fresh arrays were a
    // quarter of closed 7x8's build (Linux's clear_page and page faults).
    // Each thread expands chunks of the layer's states into successors of
    // its own, and numbers the states of some of the hash parts.
    struct PerThread {
        GrowingArray<W> successors;         // of its chunks of states, each in order
        std::vector<std::uint32_t> in_part;  // how many of them fall in each hash part (a layer has under 2^32)
        frontier::KeyNumbers<W> numbers;    // one part's states, numbered as met
        double new_share = 0.5;             // of its last part's successors, how many were states
    };
    // The successors of one chunk of states: n of them, from `from` in
    // thread `thread`'s array.
    struct Piece {
        std::size_t thread, from, n;
    };
    struct Scratch {
        Scratch(int threads, PagePool* pool)
            : thread(static_cast<std::size_t>(threads)), split(pool) {
            for (PerThread& t : thread) t.numbers = frontier::KeyNumbers<W>(pool);
        }
        void free() {
            thread = std::vector<PerThread>(thread.size());
            pieces = {};
            split.free();
            successors_high = 0;
        }
        // f(successors, n) on the layer's successors, in the order of their states.
        template <class F>
        void each_piece(F&& f) const {
            for (const Piece& p : pieces) f(thread[p.thread].successors.data() + p.from, p.n);
        }
        std::vector<PerThread> thread;
        std::vector<Piece> pieces;      // the chunks' successors, in order
        Reused<W> split;                // successors grouped by hash part; then each part's states
        std::size_t successors_high = 0;  // the most bytes the threads' successors held at once
        std::size_t bytes() const { return split.bytes() + successors_high; }
    };
    std::int64_t grow(std::size_t n);
    static void fault_in(void* layers, void* at, std::size_t length);
    bool cancelled(const TableLimits& limits) const { return limits.cancel && limits.cancel->load(std::memory_order_relaxed); }

    std::vector<FrontierStep> steps_;
    bool paths_;
    PagePool pool_;  // before the maps, which give their pages back to it
    int threads_;
    ThreadTeam* team_ = nullptr;  // during the build: threads for its short parallel parts
    Scratch scratch_;
    std::vector<Kernel> kernels_;
    Kept<std::uint64_t> narrow_;
    Kept<u128> wide_;
    std::size_t wide_to_ = 0;
    std::vector<bool> map_at_;                    // has_map, for each layer
    PeriodicStretch stretch_;                     // of the steps, where they repeat
    std::vector<PhaseLists<W>> phases_;           // along it: each phase's states, and during the build their lists
    std::vector<const PhaseLists<W>*> phase_of_;  // each layer's phase, along the stretch
    u128 total_ = 0;
    std::uint64_t bytes_ = 0;
};

}  // namespace kt::completion
