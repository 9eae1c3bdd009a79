// The build's backward pass: from the last layer, each state's completions,
// summed over its successors' places and kept in the layer's map.
#pragma once

#include "rank/completion_build.h"

namespace kt::completion {

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
        report(limits, false, i, layers[i].size);
        if (2 * counts.capacity() > 3 * layers[i].size) {  // past the widest layer: let it go
            const std::int64_t freed = static_cast<std::int64_t>(counts.capacity() * sizeof(Count));
            counts = counts_buffer<Count>();
            spend(-freed, i, limits);
        }
        const std::int64_t before = static_cast<std::int64_t>(layers[i].bytes()) + buffers();
        if (layers[i].size > counts.capacity())  // counts_of makes it anew, from the heap: no pooled pages to reuse
            heap_room_for((layers[i].size - counts.capacity()) * sizeof(Count), i, limits);
        if constexpr (sizeof(Count) == sizeof(u128)) {
            counts_of(layers[i], phase_of_[i], after, i + 1 == n, counts, limits);
        } else {
            try {
                counts_of(layers[i], phase_of_[i], after, i + 1 == n, counts, limits);
            } catch (const CountTooWide&) {
                wide_to_ = i + 1;
                heap_room_for(after.size() * sizeof(u128), i, limits);
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
        if (has_map(i) && phase_of_[i]) {
            room_for(counts.size() * sizeof(Count), i, limits);
            kept.by_number[i] = BigBuffer<Count>(counts.begin(), counts.end(), UninitAllocator<Count>(&pool_));
        } else if (has_map(i)) {
            using Map = CompletionMap<W, Count>;
            const std::size_t live = Map::live_in(counts.data(), counts.size(), *team_);
            room_for(Map::bytes_for(live), i, limits);
            kept.maps[i] = Map::of_live(layers[i].states.data(), counts.data(), counts.size(), live, &pool_, *team_);
        }
        layers[i] = Layer();
        std::swap(after, counts);
        spend(static_cast<std::int64_t>(kept.bytes(i)) + buffers() - before, i, limits);
    }
    spend(-buffers(), 0, limits);
    after = BigBuffer<Count>();
    counts = BigBuffer<Count>();
}

}  // namespace kt::completion
