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
#include "rank/table_hash.h"
#include "rank/table_key.h"
#include "rank/table_steps.h"

namespace kt {

static_assert(kTableMapsFrom == kMapFrom, "table_types.h states the mapping threshold big_vector.h sets");

namespace {

// Counts past 128 bits are refused: tour numbers are 128-bit.
void add(u128& sum, u128 more) {
    if (__builtin_add_overflow(sum, more, &sum))
        throw RankError("the number of tours is larger than 128 bits (above 3.4e38): too many to number");
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

// An array kept for reuse (the split; and a layer's states, which may be a
// split handed over), its contents left as they are, made anew at the
// size a layer needs when that is more than it holds, or under a third. Its
// pages come from the build's pool and go back to it, so making it anew
// moves the pages it had rather than zeroing fresh ones: no room to grow
// into is needed (such room, faulted in whole, would be resident too).
template <class T>
class Reused {
public:
    explicit Reused(PagePool* pool = nullptr) : pool_(pool) {}
    Reused(const Reused&) = delete;
    Reused& operator=(const Reused&) = delete;
    Reused(Reused&& o) noexcept { swap(o); }
    Reused& operator=(Reused&& o) noexcept {
        if (this != &o) {
            free();
            swap(o);
        }
        return *this;
    }
    ~Reused() { free(); }
    void swap(Reused& o) noexcept {
        std::swap(pool_, o.pool_);
        std::swap(data_, o.data_);
        std::swap(capacity_, o.capacity_);
    }
    T* data() const { return data_; }
    void at_least(std::size_t n) {
        if (n <= capacity_ && n >= capacity_ / 3) return;
        free();
        data_ = static_cast<T*>(map_bytes(n * sizeof(T), pool_));
        capacity_ = n;
    }
    void free() {
        if (data_) unmap_bytes(data_, bytes(), pool_);
        data_ = nullptr;
        capacity_ = 0;
    }
    std::size_t bytes() const { return capacity_ * sizeof(T); }

private:
    PagePool* pool_ = nullptr;
    T* data_ = nullptr;
    std::size_t capacity_ = 0;
};

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

// Accounts for `bytes` more held (negative: freed) before step `layer`,
// within the budget; also where a cancel is noticed.
template <class W>
void Layers<W>::spend(std::int64_t bytes, std::size_t layer, const TableLimits& limits) {
    bytes_ += static_cast<std::uint64_t>(bytes);
    if (bytes > 0 && limits.max_memory_bytes && bytes_ > limits.max_memory_bytes) {
        throw over_budget(limits, layer, steps_.size());
    }
    if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
}

// Forward: a layer without a map needs its states' keys no more once they
// are expanded and their successors placed (the backward pass sums by
// place), so its pages go back to the pool for the layers after it: a
// quarter of the forward pass's memory, all of it faulted in afresh.
template <class W>
void Layers<W>::forget_states(Layer& layer, std::size_t i, const TableLimits& limits) {
    spend(-static_cast<std::int64_t>(layer.states.bytes()), i, limits);
    layer.states.free();
}

// At the line boundary `fold`, which layers of the line after it keep a
// map: those with the fewest states in all, with no more than two layers
// in a row without one, judged by the sizes of the line before (layers
// rise and fall alike from line to line), rather than every third layer,
// which on some line lengths falls on each line's widest layer.
template <class W>
void Layers<W>::plan_maps(const std::vector<Layer>& layers, std::size_t fold) {
    std::size_t next = fold + 1;
    while (next < steps_.size() && !folds(next)) ++next;
    const std::size_t length = next - fold;
    if (next == steps_.size() || fold < length || !folds(fold - length)) return;
    // best[o]: the fewest states in maps up to offset o of the line, a map at o.
    std::vector<std::size_t> best(length + 1, 0), from(length + 1, 0);
    for (std::size_t o = 1; o <= length; ++o) {
        from[o] = o - 1;
        for (std::size_t back = 2; back <= std::min<std::size_t>(3, o); ++back)
            if (best[o - back] < best[from[o]]) from[o] = o - back;
        best[o] = best[from[o]] + (o < length ? layers[fold - length + o].size : 0);
    }
    for (std::size_t o = 1; o < length; ++o) map_at_[fold + o] = false;
    for (std::size_t o = from[length]; o > 0; o = from[o]) map_at_[fold + o] = true;
}

// Whether the forward pass takes the periodic stretch from layer i on:
// where the counter would (count/frontier_counter.cpp), once the frontier
// at most doubled over the last period, with two periods still ahead; or
// sooner, while it grows up to sixteenfold a period, where two periods of
// the pure stretch lie ahead (frontier_plan.h). A plain layer costs the
// table far more than listing its states does (the split, the places, the
// maps), and started late, the stretch's first period lists again the
// states of the plain period before it. Not sooner: a frontier that still
// grows tenfold a period (6x8) would have its phases hold the states of
// every layer on past its widest, numbered on one thread in indexes that
// double again and again.
template <class W>
bool Layers<W>::starts_periodic(const std::vector<Layer>& layers, std::size_t i) const {
    const std::size_t p = stretch_.period;
    if (!stretch_.is_long() || !phases_.empty() || i < stretch_.begin || i < p || i + 2 * p > stretch_.end) return false;
    const std::size_t growth = i + 2 * p <= stretch_.pure_end ? 16 : 2;
    return layers[i].size <= growth * layers[i - p].size;
}

// Forward along the periodic stretch from layer `from` (phase_lists.h):
// each layer there is the first states of its phase, whose new states alone
// are expanded, by the kernel of the stretch's first period (past the pure
// stretch, towards the board's end, it prunes less, which only keeps some
// dead states a little longer). After a period or two there is next to
// nothing new. Returns the layer after the stretch, its states set.
template <class W>
std::size_t Layers<W>::forward_periodic(std::vector<Layer>& layers, std::size_t from, const TableLimits& limits) {
    const std::size_t p = stretch_.period, end = stretch_.end;
    const auto phase = [&](std::size_t t) -> PhaseLists<W>& { return phases_[(t - stretch_.begin) % p]; };
    for (std::size_t q = 0; q < p; ++q) phases_.emplace_back(&pool_);
    close_gaps(layers[from]);
    PhaseLists<W>* holder = nullptr;  // the phase holding the index they share (PhaseLists::add)
    phase(from).start(layers[from].states.data(), layers[from].size, holder);
    forget_states(layers[from], from, limits);
    for (std::size_t t = from; t < end; ++t) {
        PhaseLists<W>& at = phase(t);
        phase_of_[t] = &at;
        layers[t].size = at.size();
        ++stats_.periodic_layers;
        const std::size_t held = phase_bytes();
        list_new(at, phase(t + 1), holder, kernels_[stretch_.begin + (t - stretch_.begin) % p], limits);
        spend(static_cast<std::int64_t>(phase_bytes()) - static_cast<std::int64_t>(held), t, limits);
    }
    const PhaseLists<W>& last = phase(end);
    layers[end].states.at_least(last.size());
    std::copy(last.keys(), last.keys() + last.size(), layers[end].states.data());
    layers[end].size = last.size();
    spend(static_cast<std::int64_t>(layers[end].states.bytes()), end, limits);
    return end;
}

// Forward along the periodic stretch: the successors of the states of
// phase `at` that have none listed yet, numbered in `to` (`holder`: the
// phase holding their shared index), expanded as expand_layer expands a layer.
template <class W>
void Layers<W>::list_new(PhaseLists<W>& at, PhaseLists<W>& to, PhaseLists<W>*& holder, const Kernel& kernel,
                         const TableLimits& limits) {
    const std::size_t first = at.listed(), n = at.size() - first;
    std::vector<std::uint8_t> degree(n);
    const W* const keys = at.keys() + first;
    expand_runs(kernel, n, [&](std::size_t i) { return std::pair{keys + i, n - i}; }, degree.data(), limits);
    at.add(degree.data(), n, to, holder, [&](auto&& f) { scratch_.each_piece(f); });
}

// Once the backward pass is done: each phase's lists let go, and an index
// of its own made, for lookups, the threads taking the phases in turn.
template <class W>
void Layers<W>::index_phases(const TableLimits& limits) {
    const std::size_t held = phase_bytes();
    for (PhaseLists<W>& phase : phases_) phase.drop_lists();
    team_->each(threads_, phases_.size(), [&](int, std::size_t q) { phases_[q].index(); });
    spend(static_cast<std::int64_t>(phase_bytes()) - static_cast<std::int64_t>(held), steps_.size(), limits);
}

// Forward: the threads expand the n states 0, 1, ... into
// successors of their own, a chunk of states at a time, each taking the
// next chunk left as it finishes one (scratch_.pieces then says where each
// chunk's successors are); degree[i] is how many state i has. Chunks
// (chunk_starts) in turn rather than half a layer for each thread: in a
// virtual machine one core is at times slower than the other for seconds,
// and the other would wait for it.
// run_of(i): where state i's key lies, and how many keys follow it there.
template <class W>
template <class Run>
void Layers<W>::expand_runs(const Kernel& kernel, std::size_t n, Run run_of, std::uint8_t* degree,
                            const TableLimits& limits) {
    const int threads = threads_for(n);
    const std::vector<std::size_t> starts = chunk_starts(n);
    const std::size_t branching = kernel.branching();
    std::vector<Piece>& pieces = scratch_.pieces;
    pieces.assign(starts.size() - 1, Piece{});
    for (PerThread& p : scratch_.thread) p.successors.clear();
    team_->each(threads, pieces.size(), [&](int t, std::size_t c) {
        GrowingArray<W>& mine = scratch_.thread[static_cast<std::size_t>(t)].successors;
        // Copies: the loop's byte stores may alias anything, and would
        // have it read these again through the closure, on the calling
        // thread's stack, where by the luck of that stack's address the
        // reads could stall on the stores (the expansion took up to 2.5
        // times as long at some stack offsets; tests/bench/stack_offsets.sh).
        const Kernel& expander = kernel;
        std::uint8_t* const degrees = degree;
        const std::size_t most = branching;
        const std::size_t from = mine.size();
        for (std::size_t i = starts[c], end = starts[c + 1]; i < end;) {
            const auto [keys, here] = run_of(i);
            const W* key = keys;
            for (const std::size_t stop = std::min(end, i + here); i < stop; ++i, ++key) {
                W* const room = mine.room(most);
                std::size_t made = 0;
                expander.expand(*key, [&](W k) { room[made++] = k; });
                mine.add(made);
                degrees[i] = static_cast<std::uint8_t>(made);
                if ((i & 65535) == 0 && cancelled(limits)) throw RankError("cancelled");
            }
        }
        pieces[c] = Piece{static_cast<std::size_t>(t), from, mine.size() - from};
    });
}

// Forward: each state's successors, kept for the backward pass, which then
// expands nothing again (expanding was a third of a build that did). The
// threads take chunks of states in turn (expand_runs); successor j of the
// layer is the j-th of the chunks' successors, chunk by chunk.
// `guess`: how many, from the previous layer's branching; twice that is
// reserved so the arrays seldom grow (pages never written take no memory,
// and the budget counts the most written). Their pages are kept as the
// layers shrink: layers rise and fall within each line, and letting them
// go would fault them in again and again.
template <class W>
void Layers<W>::expand_layer(Layer& from, std::size_t layer, std::size_t guess, const TableLimits& limits) {
    const std::size_t n = from.size;
    from.degree.resize(n);
    const int threads = threads_for(n);
    const std::size_t share = 2 * guess / static_cast<std::size_t>(threads) + 16;
    team_->run(threads, [&](int t) {  // each thread its own array: the faulting in runs side by side
        GrowingArray<W>& mine = scratch_.thread[static_cast<std::size_t>(t)].successors;
        mine.reserve(share);
        mine.populate(share / 2);  // the guess's pages in one call, not a fault each (big_vector.h)
    });
    expand_runs(kernels_[layer], n, [&from](std::size_t i) { return run_of(from, i); }, from.degree.data(), limits);
    from.first_edge.assign(1, 0);
    for (const Piece& p : scratch_.pieces) from.first_edge.push_back(from.first_edge.back() + p.n);
    from.edges = from.first_edge.back();
    const std::size_t before = scratch_.bytes();
    scratch_.successors_high = std::max(scratch_.successors_high, from.edges * sizeof(W));
    spend(static_cast<std::int64_t>(scratch_.bytes() - before + n), layer, limits);
}

// Makes the split room for n successors; the bytes it grew by.
template <class W>
std::int64_t Layers<W>::grow(std::size_t n) {
    const std::size_t before = scratch_.bytes();
    scratch_.split.at_least(n);
    return static_cast<std::int64_t>(scratch_.bytes()) - static_cast<std::int64_t>(before);
}

// Forward: the states after step `layer`, each once, and where each
// successor is among them (`from.next`, in place of its key: the backward
// pass then reads the next layer's counts by place, with no hash lookup).
// The successors are first split by hash into parts of about 64 K keys, in
// their order within each part; each part's states are then numbered as
// first met, in a table of its own that fits the cache (as the counter
// splits its tables by hash): one table for a whole layer of millions
// misses the cache on nearly every key. The layer's states are the parts'
// in turn. (Within a part, their order depends on which thread expanded
// which chunk, and so may change from build to build: the backward pass
// reads them by place, and the maps by key, so the table does not.)
template <class W>
void Layers<W>::states_after(Layer& from, Layer& to, std::size_t layer, const TableLimits& limits) {
    const std::size_t edges = from.edges;
    if (edges > UINT32_MAX)
        throw RankError("numbering these tours needs more than 2^32 successors in one step (step " +
                        std::to_string(layer + 1) + " of " + std::to_string(steps_.size()) + ")");
    Split split = split_parts(edges);
    // Held on: the places (4 bytes a successor at most), and the split while it grows.
    spend(static_cast<std::int64_t>(edges * sizeof(std::uint32_t)) + grow(edges), layer + 1, limits);
    scatter(split);
    number_parts(split, limits);
    from.next.resize(edges, split.kept[split.parts()]);
    const std::size_t held = scratch_.bytes();
    gather_states(split, to, has_map(layer + 1));
    place(split, from);
    // The states; the places at their size rather than 4 bytes a successor.
    spend(static_cast<std::int64_t>(to.states.bytes() + scratch_.bytes() + from.next.bytes()) -
              static_cast<std::int64_t>(held + edges * sizeof(std::uint32_t)),
          layer + 1, limits);
}

// f(data, t) for every thread's data, on `workers` threads.
template <class W>
template <class F>
void Layers<W>::each_thread(int workers, F&& f) {
    team_->run(workers, [&](int w) {
        for (int t = w; t < threads_; t += workers) f(scratch_.thread[static_cast<std::size_t>(t)], t);
    });
}

// f(scratch, p) for every part p, the workers taking the next part left in turn.
template <class W>
template <class F>
void Layers<W>::each_part(const Split& split, F&& f) {
    team_->each(split.workers, split.parts(),
                [&](int w, std::size_t p) { f(scratch_.thread[static_cast<std::size_t>(w)], p); });
}

// The layer's `edges` successors, in the threads' arrays, counted by hash
// part: where each part starts in the split, and each thread's share of it
// (PerThread::in_part, made where the thread's successors of the part go:
// the parts in turn, within a part thread 0's first).
template <class W>
typename Layers<W>::Split Layers<W>::split_parts(std::size_t edges) {
    Split split;
    while ((edges >> split.bits) > (std::size_t(1) << 16)) ++split.bits;
    split.workers = threads_for(edges);
    // (The loops take the bits as a local, which their 4-byte stores could
    // otherwise be taken to change.)
    each_thread(split.workers, [&, bits = split.bits](PerThread& mine, int) {
        mine.in_part.assign(split.parts(), 0);
        std::uint32_t* const in_part = mine.in_part.data();
        for (W key : mine.successors) ++in_part[table_part(key, bits)];
    });
    split.start.assign(split.parts() + 1, 0);
    for (std::size_t p = 0, at = 0; p < split.parts(); ++p) {
        split.start[p] = at;
        for (PerThread& mine : scratch_.thread) {
            const std::size_t k = mine.in_part[p];
            mine.in_part[p] = static_cast<std::uint32_t>(at);
            at += k;
        }
    }
    split.start[split.parts()] = edges;
    return split;
}

// Each successor's key into the split, at its part's next place.
// Where each successor went in the split is written over the successors
// read by then, 4 bytes over the first half of their 8 (an array of its
// own took 4 bytes a successor more at the widest layer, all of it
// faulted in afresh); the number of each in the split, once its part is
// numbered, over the second half (another 4 bytes a successor, as much
// again).
template <class W>
void Layers<W>::scatter(Split& split) {
    static_assert(sizeof(W) >= 2 * sizeof(std::uint32_t));
    const auto words = [&](std::size_t t) { return reinterpret_cast<std::uint32_t*>(scratch_.thread[t].successors.data()); };
    for (const Piece& p : scratch_.pieces) split.went.add(words(p.thread) + p.from, p.n);  // in the order of the states
    for (std::size_t t = 0; t < scratch_.thread.size(); ++t) {
        const std::size_t size = scratch_.thread[t].successors.size();
        split.number.add(words(t) + size, size);
    }
    W* const into = scratch_.split.data();
    const bool lines = split.parts() >= kLinesFrom && reinterpret_cast<std::uintptr_t>(into) % kLineBytes == 0;
    each_thread(split.workers, [&](PerThread& mine, int) {
        W* const keys = mine.successors.data();
        auto* const went = reinterpret_cast<std::uint32_t*>(keys);
        const std::size_t n = mine.successors.size();
        if (lines) scatter_lines(keys, n, split.bits, mine.in_part.data(), into, went);
        else scatter_keys(keys, n, split.bits, mine.in_part.data(), into, went);
    });
}

// Each part's states numbered, each written over the part's own successors
// as it is met (number_into); split.kept then says where each part's states
// start among the layer's, and how many there are.
template <class W>
void Layers<W>::number_parts(Split& split, const TableLimits& limits) {
    W* const keys = scratch_.split.data();
    const std::vector<std::size_t>& start = split.start;
    split.kept.assign(split.parts() + 1, 0);
    each_part(split, [&](PerThread& mine, std::size_t p) {
        // Room for as many states as the thread's last part had, as a
        // share, and a tenth more (the parts of a layer have much the same
        // share; from layer to layer it runs from a half to nearly all):
        // grown if it must, within room for them all.
        const std::size_t m = start[p + 1] - start[p];
        mine.numbers.clear_for(std::min(m, static_cast<std::size_t>(1.1 * mine.new_share * static_cast<double>(m))), m);
        std::size_t made = 0;
        split.number.pieces(start[p], start[p + 1], [&](std::uint32_t* numbers, std::size_t i, std::size_t n) {
            made = mine.numbers.number_into(keys + i, n, numbers, keys + start[p], made);
        });
        if (m) mine.new_share = static_cast<double>(made) / static_cast<double>(m);
        split.kept[p + 1] = made;
        if (cancelled(limits)) throw RankError("cancelled");
    });
    for (std::size_t p = 0; p < split.parts(); ++p) split.kept[p + 1] += split.kept[p];
}

// The numbers made the layer's, and its states: where the layer keeps no
// map (they are let go once expanded), the split itself, each part's
// states left where they were numbered (Layer::part_first: moving them
// down to one array is a pass on one thread); else (`copy`) a copy at
// their size, the split kept for the next layer. Copying every layer was
// a tenth of the build's CPU time.
template <class W>
void Layers<W>::gather_states(const Split& split, Layer& to, bool copy) {
    W* const keys = scratch_.split.data();
    const std::vector<std::size_t>&start = split.start, &kept = split.kept;
    if (copy) to.states.at_least(kept[split.parts()]);
    each_part(split, [&](PerThread&, std::size_t p) {
        const auto base = static_cast<std::uint32_t>(kept[p]);
        split.number.pieces(start[p], start[p + 1], [&](std::uint32_t* numbers, std::size_t, std::size_t n) {
            for (std::size_t i = 0; i < n; ++i) numbers[i] += base;
        });
        if (copy) std::copy(keys + start[p], keys + start[p] + (kept[p + 1] - kept[p]), to.states.data() + kept[p]);
    });
    to.size = kept[split.parts()];
    if (!copy) {
        to.states.swap(scratch_.split);
        to.part_first = kept;
        to.part_at = start;
    }
}

// The layer's states made one array, each part moved down to its place in
// turn (part p's place ends before part p + 1 starts).
template <class W>
void Layers<W>::close_gaps(Layer& layer) {
    if (layer.part_first.empty()) return;
    W* const keys = layer.states.data();
    for (std::size_t p = 0; p + 1 < layer.part_first.size(); ++p) {
        const std::size_t first = layer.part_first[p];
        std::memmove(keys + first, keys + layer.part_at[p], (layer.part_first[p + 1] - first) * sizeof(W));
    }
    layer.part_first.clear();
    layer.part_at.clear();
}

// Each successor's place among the next layer's states, into `from.next`:
// read at random and written in order (written at random, the pass is
// slower, the more so the narrower the places), in runs of whole words
// of places, the workers taking the next in turn.
template <class W>
void Layers<W>::place(const Split& split, Layer& from) {
    const std::size_t edges = from.edges;
    const std::size_t run_places =
        std::max<std::size_t>(65536, edges / (16 * static_cast<std::size_t>(split.workers)) / 64 * 64);
    team_->each(split.workers, (edges + run_places - 1) / run_places, [&](int, std::size_t r) {
        const std::size_t from_place = r * run_places, to_place = std::min(edges, from_place + run_places);
        PackedPlaces::Run run(from.next, from_place);
        const JoinedArrays<std::uint32_t>& number = split.number;
        split.went.pieces(from_place, to_place, [&](const std::uint32_t* to, std::size_t, std::size_t n) {
            for (std::size_t j = 0; j < n; ++j) {
                if (j + kAhead < n) __builtin_prefetch(&number[to[j + kAhead]]);
                run.put(number[to[j]]);
            }
        });
    });
}

// Backward: the completions of each state before step `step`, summed from
// `after`, those of the states after it, by each successor's place there;
// each read prefetched kAhead successors ahead so that the cache misses
// overlap. The threads take runs of states in turn: the forward pass's
// chunks, or along the periodic stretch runs of as many.
template <class W>
template <class Count>
void Layers<W>::counts_of(const Layer& layer, const PhaseLists<W>* phase, const BigBuffer<Count>& after, bool last,
                          BigBuffer<Count>& counts, const TableLimits& limits) const {
    const std::size_t n = layer.size;
    // Made anew where it must grow, rather than grown: its contents are
    // written over, and growing would copy them on one thread while the
    // other idles.
    if (n > counts.capacity()) counts = counts_buffer<Count>();
    counts.resize(n);
    const std::vector<std::size_t> first_state = chunk_starts(n);
    if (phase) {  // along the periodic stretch: its phase's lists
        std::vector<std::size_t> first_edge;
        for (std::size_t i : first_state) first_edge.push_back(phase->first(i));
        return sum_runs<Count>(first_state, first_edge, [&](std::size_t i) { return phase->first(i + 1) - phase->first(i); },
                               [next = phase->next()](std::size_t j) { return next[j]; }, after, false, counts, limits);
    }
    sum_runs<Count>(first_state, layer.first_edge, [&](std::size_t i) { return layer.degree[i]; },
             [&next = layer.next](std::size_t j) { return next[j]; }, after, last, counts, limits);
}

// counts[i] for the states of each run, run r's from first_state[r] with
// its successors from first_edge[r]: state i has degree(i), and successor
// j is at place(j) in `after`.
template <class W>
template <class Count, class Degree, class Place>
void Layers<W>::sum_runs(const std::vector<std::size_t>& first_state, const std::vector<std::size_t>& first_edge,
                                Degree degree, Place place, const BigBuffer<Count>& after, bool last,
                                BigBuffer<Count>& counts, const TableLimits& limits) const {
    const std::size_t runs = first_state.size() - 1;
    team_->each(threads_for(first_state.back()), runs, [&](int, std::size_t r) {
        const std::size_t end_edge = first_edge[r + 1];
        std::size_t j = first_edge[r];
        if (last) {
            for (std::size_t i = first_state[r]; i < first_state[r + 1]; ++i)
                counts[i] = static_cast<Count>(degree(i));  // the empty frontier after the last step: a whole tour each
            return;
        }
        sum_groups<Count>(first_state[r], first_state[r + 1], j, end_edge, degree, place, after, counts, limits);
    });
}

// sum_runs for states [i, i_end) with successors from j: in groups of
// states, their successors' counts summed in one flat loop, each state's
// sum then the difference of two running totals. A loop per state, of 0 to
// 8 or so successors at random, mispredicted its exit at nearly every
// state. (In 128 bits a group's total may overflow where no state's sum
// does: that group is summed state by state.)
template <class W>
template <class Count, class Degree, class Place>
void Layers<W>::sum_groups(std::size_t i, std::size_t i_end, std::size_t j, std::size_t end_edge, Degree degree,
                           Place place, const BigBuffer<Count>& after, BigBuffer<Count>& counts,
                           const TableLimits& limits) const {
    constexpr std::size_t kStates = 256, kEdges = 1024;
    std::uint32_t ends[kStates];
    u128 total[kEdges + 1];
    total[0] = 0;
    for (std::size_t k = j; k < end_edge && k < j + kAhead; ++k) __builtin_prefetch(&after[place(k)]);
    while (i < i_end) {
        if (cancelled(limits)) throw RankError("cancelled");
        // The group: states while their successors fit.
        std::size_t g = 0, e = 0;
        for (; g < kStates && i + g < i_end; ++g) {
            const std::size_t d = degree(i + g);
            if (e + d > kEdges) break;
            ends[g] = static_cast<std::uint32_t>(e += d);
        }
        bool over = false;  // 64-bit counts: 1024 of them never overflow the total
        for (std::size_t k = 0; k < e; ++k) {
            if (j + k + kAhead < end_edge) __builtin_prefetch(&after[place(j + k + kAhead)]);
            over |= __builtin_add_overflow(total[k], after[place(j + k)], &total[k + 1]);
        }
        for (std::size_t q = 0, from = 0; q < g; from = ends[q++]) {
            u128 sum = total[ends[q]] - total[from];
            if (over) {
                sum = 0;
                for (std::size_t k = from; k < ends[q]; ++k) add(sum, after[place(j + k)]);
            }
            if (sum != static_cast<Count>(sum)) throw CountTooWide{};
            counts[i + q] = static_cast<Count>(sum);
        }
        i += g;
        j += e;
    }
}

// Backward from layer `top` (the one after the last, or where counts
// outgrew 64 bits), whose completions are `after`: each layer's from the
// next's, its live states then going into its map, and the layer freed.
// Counts are 64-bit while they fit; where one does not, the layers from
// there down go on in 128 (closed 6x16 and 5x20 paths have more than 2^64
// tours; their last layers do not need it).
template <class W>
template <class Count>
void Layers<W>::backward(std::vector<Layer>& layers, std::size_t top, BigBuffer<Count> after, Kept<Count>& kept,
                         const TableLimits& limits) {
    const std::size_t n = steps_.size();
    // The completions of the states of the layer after i, and of layer i:
    // two arrays taking turns, so that their pages are faulted in once.
    BigBuffer<Count> counts = counts_buffer<Count>();
    const auto buffers = [&] { return static_cast<std::int64_t>((after.capacity() + counts.capacity()) * sizeof(Count)); };
    for (std::size_t i = top; i-- > 0;) {
        if (2 * counts.capacity() > 3 * layers[i].size) counts = counts_buffer<Count>();  // past the widest layer: let it go
        const std::int64_t before = static_cast<std::int64_t>(layers[i].bytes()) + buffers();
        if constexpr (sizeof(Count) == sizeof(u128)) {
            counts_of(layers[i], phase_of_[i], after, i + 1 == n, counts, limits);
        } else {
            try {
                counts_of(layers[i], phase_of_[i], after, i + 1 == n, counts, limits);
            } catch (const CountTooWide&) {
                wide_to_ = i + 1;
                const std::int64_t held = before - static_cast<std::int64_t>(layers[i].bytes());  // after, counts
                BigBuffer<u128> wide = counts_buffer<u128>();
                wide.assign(after.begin(), after.end());
                after = BigBuffer<Count>();
                counts = BigBuffer<Count>();
                spend(static_cast<std::int64_t>(wide.size() * sizeof(u128)) - held, i, limits);
                return backward<u128>(layers, i + 1, std::move(wide), wide_, limits);
            }
        }
        if (i == 0) {
            total_ = counts.empty() ? 0 : counts[0];
            break;
        }
        if (has_map(i) && phase_of_[i])
            kept.by_number[i] = BigBuffer<Count>(counts.begin(), counts.end(), UninitAllocator<Count>(&pool_));
        else if (has_map(i))
            kept.maps[i] = CompletionMap<W, Count>::of_live(layers[i].states.data(), counts.data(), counts.size(), &pool_, *team_);
        layers[i] = Layer();
        std::swap(after, counts);
        spend(static_cast<std::int64_t>(kept.bytes(i)) + buffers() - before, i, limits);
    }
    after = BigBuffer<Count>();  // the last counts into the pool too, before it lets go
    counts = BigBuffer<Count>();
}

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
