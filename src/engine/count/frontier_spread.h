// The frontier counter across ranks (FrontierExchange). Every rank owns a run
// of the step's hash partitions. The step expands this rank's states in
// rounds, as in one process; each round, the states emitted into partitions
// another rank owns are sent to it before any merge, so each state is merged
// once, by its owner, and a rank's tables hold its share of the frontier
// only. Internal to the frontier counter.
#pragma once

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "count/frontier_exchange.h"
#include "count/frontier_table.h"
#include "count/frontier_types.h"

namespace kt::frontier {

// The rank that merges hash partition p of `partitions` (0 without ranks).
inline int partition_owner(const FrontierExchange* ex, std::size_t p, std::size_t partitions) {
    return ex ? static_cast<int>(p * static_cast<std::size_t>(ex->ranks()) / partitions) : 0;
}

inline bool owns(const FrontierExchange* ex, std::size_t p, std::size_t partitions) {
    return !ex || partition_owner(ex, p, partitions) == ex->rank();
}

enum class Round { More, Done, Stop };

// Whether the step goes on: another round while any rank has states left to
// expand (rounds are collective), Stop when any rank stopped.
inline Round next_round(FrontierExchange* ex, bool more, bool stopped) {
    if (!ex) return stopped ? Round::Stop : more ? Round::More : Round::Done;
    const auto all = ex->all_gather({(more ? 1u : 0u) | (stopped ? 2u : 0u)});
    bool any_more = false;
    for (const std::uint64_t v : all) {
        if (v & 2) return Round::Stop;
        any_more |= (v & 1) != 0;
    }
    return any_more ? Round::More : Round::Done;
}

// Sends the entries of `buffers` (per thread, per partition) that other
// ranks own to them, and adds what they send here to the first thread's.
template <class Buffer>
void route_round(FrontierExchange& ex, std::vector<std::vector<Buffer>>& buffers, std::size_t partitions) {
    using E = typename Buffer::E;
    std::vector<std::string> out(static_cast<std::size_t>(ex.ranks()));
    for (auto& per_thread : buffers) {
        for (std::size_t p = 0; p < partitions; ++p) {
            const int owner = partition_owner(&ex, p, partitions);
            if (owner == ex.rank() || per_thread[p].empty()) continue;
            per_thread[p].append_whole(out[static_cast<std::size_t>(owner)]);
            per_thread[p].clear();
        }
    }
    const std::vector<std::string> in = ex.all_to_all(std::move(out));
    const int bits = __builtin_ctzll(partitions);
    auto& mine = buffers[0];
    for (const std::string& bytes : in) {
        for (std::size_t at = 0; at + sizeof(E) <= bytes.size(); at += sizeof(E)) {
            E e;
            std::memcpy(static_cast<void*>(&e), bytes.data() + at, sizeof(E));
            mine[hash_part(e.key, bits)].push_back(e);
        }
    }
}

inline bool all_of_ranks(FrontierExchange& ex, bool mine) {
    const auto all = ex.all_gather({mine ? 1u : 0u});
    return std::all_of(all.begin(), all.end(), [](std::uint64_t v) { return v != 0; });
}

// What rank 0 says, on every rank.
inline bool rank0_says(FrontierExchange& ex, bool mine) { return ex.all_gather({mine ? 1u : 0u})[0] != 0; }

// The sum of `value` over the ranks, saturating at 2^128 - 1.
inline WideCount sum_over_ranks(FrontierExchange& ex, WideCount value) {
    const auto all = ex.all_gather({static_cast<std::uint64_t>(value), static_cast<std::uint64_t>(value >> 64)});
    WideCount sum = 0;
    for (std::size_t r = 0; r + 1 < all.size(); r += 2) {
        const WideCount v = (static_cast<WideCount>(all[r + 1]) << 64) | all[r];
        sum = sum > ~WideCount(0) - v ? ~WideCount(0) : sum + v;
    }
    return sum;
}

// The sum of `value` over the ranks.
inline double sum_doubles_over_ranks(FrontierExchange& ex, double value) {
    const auto all = ex.all_gather({float_bits(value)});
    double sum = 0;
    for (std::uint64_t bits : all) sum += float_of(bits);
    return sum;
}

}  // namespace kt::frontier
