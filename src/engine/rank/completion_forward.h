// The build's forward pass: each layer's reachable states and their
// successors, along a long board's periodic stretch by its phases' lists.
#pragma once

#include "rank/completion_build.h"
#include "rank/table_budget.h"

namespace kt::completion {

// Accounts for `bytes` more held (negative: freed) before step `layer`,
// within the budget; also where a cancel is noticed.
template <class W>
void Layers<W>::spend(std::int64_t bytes, std::size_t layer, const TableLimits& limits) {
    bytes_ += static_cast<std::uint64_t>(bytes);
    if (bytes > 0 && past_budget(limits, bytes_)) {
        throw over_budget(limits, layer, steps_.size());
    }
    if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
}

// Stops the build where `more` bytes about to be taken, besides those held,
// would take it or the process past the budget. The account grows by all of
// them, the process only by what the pool's freed pages (resident already)
// do not cover.
template <class W>
void Layers<W>::room_for(std::uint64_t more, std::size_t layer, const TableLimits& limits) const {
    const std::uint64_t pooled = std::min<std::uint64_t>(more, pool_.held());
    if (more > 0 && past_budget(limits, bytes_ + pooled, more - pooled)) throw over_budget(limits, layer, steps_.size());
}

// The same for bytes taken from the heap, which the pool's pages do not serve.
template <class W>
void Layers<W>::heap_room_for(std::uint64_t more, std::size_t layer, const TableLimits& limits) const {
    if (more > 0 && past_budget(limits, bytes_, more)) throw over_budget(limits, layer, steps_.size());
}

// Tells the front end which layer either pass has reached.
template <class W>
void Layers<W>::report(const TableLimits& limits, bool forward, std::size_t layer, std::size_t states) const {
    if (limits.progress) limits.progress(TableProgress{forward, layer, steps_.size(), states, bytes_});
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
        report(limits, true, t, at.size());
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
    const std::size_t populated = (share / 2) * static_cast<std::size_t>(threads) * sizeof(W);
    room_for(populated > scratch_.successors_high ? populated - scratch_.successors_high : 0, layer, limits);
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
    const std::size_t split_bytes = edges * sizeof(W);
    room_for(edges * sizeof(std::uint32_t) + (split_bytes > scratch_.split.bytes() ? split_bytes - scratch_.split.bytes() : 0),
             layer + 1, limits);
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

}  // namespace kt::completion
