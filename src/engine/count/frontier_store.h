// The frontier between two steps of a sweep and the stores that hold its
// states: compact slots, or whole entries with 64- or 128-bit counts.
#pragma once

#include <cstdint>
#include <vector>

#include "core/heap_held.h"
#include "count/frontier_table.h"

namespace kt::frontier {

template <class Key, class Count, bool Compact = false>
using Parts = std::vector<frontier::Part<Key, Count, Compact>>;

constexpr WideCount kNarrowLimit = WideCount(1) << 64;
constexpr WideCount kSaturated = ~WideCount(0);

inline WideCount saturating_mul(WideCount a, WideCount b) { return b != 0 && a > kSaturated / b ? kSaturated : a * b; }
inline WideCount saturating_add(WideCount a, WideCount b) { return a > kSaturated - b ? kSaturated : a + b; }

// The sum of a partition's counts, and how many a compact slot cannot hold.
struct Tally {
    WideCount sum = 0;
    std::uint64_t big = 0;
};
template <class Part>
Tally tally(const Part& part) {
    Tally t;
    for (std::size_t i = 0; i < part.size(); ++i) {
        const auto count = part.count(i);
        t.sum = saturating_add(t.sum, static_cast<WideCount>(count));
        t.big += count >= frontier::kBigCount;
    }
    return t;
}

// Freed arrays give their pages back at once (give_back_pages) only on
// steps whose source is this big, and only where the memory budget needs
// it: there, resident memory would otherwise keep the freed source beside
// the growing tables. Every page given back is faulted in and zeroed again
// when the heap hands it out (on 7x7 paths a sixth of the CPU time went to
// system time that way, against a twentieth keeping them).
constexpr std::uint64_t kGiveBackFrom = std::uint64_t(512) << 20;

// Whether a step whose source takes `source_bytes` gives freed pages back:
// where what the heap holds (`held()`, heap_held_bytes) could pass the
// budget before the step ends. A step's new tables take up to about twice
// its source (tables at most 0.85 full, rehashed as they grow) and may
// not fit the holes its freed source leaves. Without a budget, always.
// Never where the front end reads the resident size (`watched`): there the
// ResidentLimit trims the heap only when the budget needs it, and the pages
// are faulted in once rather than every step (8x8 closed under 3 GB: 368 s
// user and 14 s system, against 498 s and 109 s giving them back).
// The heap is asked only on big steps: asking walks its free lists, which
// on 3x2000's 6,000 small steps was 2% of the count's time.
template <class Held>
bool gives_back(std::uint64_t source_bytes, std::uint64_t budget, bool watched, Held held) {
    if (watched || source_bytes < kGiveBackFrom) return false;
    return budget == 0 || held() + 2 * source_bytes > budget;
}

// How the frontier's states are kept: compact slots (frontier_slots.h)
// while few counts outgrow them, then whole entries, 64- or 128-bit.
enum class Store { Small, Narrow, Wide };

// Compact slots while at most one state in this many has a count past 16
// bits: a big count costs 21 to 43 bytes beside the 10-byte slot, against
// 16 bytes a state in whole entries, and a second lookup. (8x8 closed: 0.3%
// of the states after square 43, about twice as many each step after.)
constexpr std::uint64_t kFewBig = 8;

// The frontier between two steps: its states and counts. `total` is the
// sum of all counts (saturating at 2^128 - 1): no count of the next step
// can exceed it times the most successors a state can have, which decides
// the count width step by step.
template <class Key>
struct Frontier {
    static constexpr bool kCompact = frontier::kCanCompact<Key, std::uint64_t>;
    Parts<Key, std::uint64_t, kCompact> small;
    Parts<Key, std::uint64_t> narrow;
    Parts<Key, WideCount> wide;
    Store store = Store::Narrow;
    std::uint64_t states = 1;
    std::uint64_t big_counts = 0;  // states whose count a compact slot cannot hold
    bool outgrew = false;          // too many counts outgrew compact slots once
    WideCount total = 1;
    std::size_t next_step = 0;

    // The store for the next step: 128-bit counts where the bound needs
    // them; compact slots on frontiers of `compact_from` states and more
    // until too many counts outgrow them (counts only grow along a sweep:
    // not again after that); else whole 64-bit entries. Compact slots save
    // memory, not time (the big counts' second table and the switch cost a
    // few percent on long thin boards, whose frontiers stay small).
    Store store_for(bool wide_counts, std::uint64_t compact_from) {
        outgrew |= big_counts * kFewBig > states;
        if (wide_counts) return Store::Wide;
        return kCompact && !outgrew && states >= compact_from ? Store::Small : Store::Narrow;
    }

    // fn(parts) on the parts of the current store.
    template <class Fn>
    decltype(auto) visit(Fn&& fn) {
        return store == Store::Small ? fn(small) : store == Store::Narrow ? fn(narrow) : fn(wide);
    }
};

template <class To, class From>
void convert(From& from, To& to, std::uint64_t budget, bool watched) {
    using Count = typename To::value_type::CountType;
    std::uint64_t bytes = 0;
    for (const auto& part : from) bytes += part.bytes();
    const bool give_back = gives_back(bytes, budget, watched, heap_held_bytes);
    To(from.size()).swap(to);
    for (std::size_t p = 0; p < from.size(); ++p) {
        to[p].reserve(from[p].size());
        for (std::size_t i = 0; i < from[p].size(); ++i) to[p].push_back(from[p].key(i), static_cast<Count>(from[p].count(i)));
        from[p].free(give_back);
    }
}

// Moves the frontier's states into the store `to` (within `budget`, the
// resident size `watched` or not: gives_back).
template <class Key>
void switch_store(Frontier<Key>& f, Store to, std::uint64_t budget, bool watched) {
    if (f.store == to) return;
    f.visit([&](auto& from) {
        if (to == Store::Small) convert(from, f.small, budget, watched);
        if (to == Store::Narrow) convert(from, f.narrow, budget, watched);
        if (to == Store::Wide) convert(from, f.wide, budget, watched);
    });
    f.store = to;
}

}  // namespace kt::frontier
