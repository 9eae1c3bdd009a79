// The tour table's forward pass along a long board's periodic stretch
// (count/frontier_plan.h: away from the ends, step i + P has the moves of
// step i). As the counter does there (count/frontier_periodic.h), each
// phase (step modulo P) numbers the states it meets, over all periods, and
// keeps each state's successors as numbers in the next phase, found once by
// the kernel. A layer of the stretch is then the first states of its phase,
// as many as it had when the layer was reached: every state the layer can
// hold, and perhaps some met a period or more before that it cannot (those
// are counted, and looked up by nobody). Once the frontier stops growing, a
// layer costs the backward pass's sums and nothing else. The phase's
// numbering stays after the build, as the index of all its layers: a layer
// keeps its counts by state number, with no map of its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/big_vector.h"
#include "count/key_numbers.h"

namespace kt {

template <class W>
class PhaseLists {
public:
    // Arrays from `pool` (big_vector.h): faulted in by one call each.
    explicit PhaseLists(PagePool* pool = nullptr) : states_(pool), first_(1, 0, pool), next_(pool) {}
    std::size_t size() const { return states_.size(); }
    const W* keys() const { return states_.keys(); }
    W key(std::size_t i) const { return states_.key(static_cast<std::uint32_t>(i)); }
    // States [0, listed()) have their successors listed.
    std::size_t listed() const { return first_.size() - 1; }
    // Successors of state i: places [first(i), first(i + 1)) of next().
    std::uint64_t first(std::size_t i) const { return first_[i]; }
    const std::uint32_t* next() const { return next_.data(); }
    std::size_t bytes() const {
        return states_.bytes() + first_.capacity() * sizeof(std::uint64_t) + next_.capacity() * sizeof(std::uint32_t);
    }

    // Numbers `keys` (a layer's states, each once) from 0 in their order,
    // in an index that then passes from phase to phase (`holder`: the phase
    // holding it; see add).
    void start(const W* keys, std::size_t n, PhaseLists*& holder) {
        take_index(holder);
        std::vector<std::uint32_t> numbers(n);
        states_.number_all(keys, n, numbers.data());
    }
    // Lists the successors of the next `states` states, degree[i] each:
    // pieces(f) calls f(keys, n) on pieces of them in turn, which are
    // numbered in `to`, the next phase (which gains those it lacked). As
    // the counter's periodic sweep does (count/frontier_periodic.h), the
    // phases share one index, which `holder` holds, rebuilt in the phase
    // that numbers many successors, and a few are numbered with none, by a
    // pass over the phase's keys: after a period or two nearly every step
    // is such. (An index of each phase's own, doubled as it grew, spent a
    // seventh of a long board's build faulting in fresh pages on one thread.)
    template <class Pieces>
    void add(const std::uint8_t* degree, std::size_t states, PhaseLists& to, PhaseLists*& holder, Pieces&& pieces) {
        std::uint64_t edges = next_.size();
        for (std::size_t i = 0; i < states; ++i) first_.push_back(edges += degree[i]);
        std::size_t at = next_.size();
        const std::size_t incoming = edges - at;
        next_.resize(edges);
        if (to.states_.few_without_index(incoming)) {
            std::vector<W> keys;
            keys.reserve(incoming);
            pieces([&](const W* k, std::size_t n) { keys.insert(keys.end(), k, k + n); });
            to.states_.number_few(keys.data(), incoming, next_.data() + at);
            return;
        }
        to.take_index(holder);
        pieces([&](const W* keys, std::size_t n) {
            to.states_.number_all(keys, n, next_.data() + at);
            at += n;
        });
    }
    // Once its lists are let go (drop_lists): an index of its own, for lookups.
    void index() { states_.make_index_room(0); }
    // The number of `key` among the states, if it is one.
    std::optional<std::uint32_t> number_of(W key) const { return states_.number_of(key); }
    // Once the backward pass is done: the states stay (index() then makes their index).
    void drop_lists() {
        BigVector<std::uint64_t>(1, 0, first_.get_allocator()).swap(first_);
        BigVector<std::uint32_t>(next_.get_allocator()).swap(next_);
    }

private:
    // From kOwn states a phase keeps the index it has: rebuilt, it costs
    // as much as the pages of one of its own, which from 1 MB both
    // threads fault in.
    static constexpr std::size_t kOwn = std::size_t(1) << 17;
    // This phase gets the shared index from the phase that last held it,
    // or makes one of its own where that phase keeps its.
    void take_index(PhaseLists*& holder) {
        if (holder && holder != this && !states_.indexed() && holder->size() < kOwn) holder->states_.give_index(states_);
        holder = this;
    }

    frontier::KeyNumbers<W> states_;
    BigVector<std::uint64_t> first_;
    BigVector<std::uint32_t> next_;
};

}  // namespace kt
