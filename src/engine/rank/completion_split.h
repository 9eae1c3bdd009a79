// The forward pass's split: a layer's successors grouped by hash part,
// numbered as the next layer's states, and their places written back.
#pragma once

#include "rank/completion_build.h"

namespace kt::completion {

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

}  // namespace kt::completion
