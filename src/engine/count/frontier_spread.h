// The frontier counter across ranks (FrontierExchange): after each step every
// state moves to the rank that owns it, where copies made on several ranks
// merge. Internal to the frontier counter.
#pragma once

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "count/frontier_exchange.h"
#include "count/frontier_table.h"
#include "count/frontier_types.h"

namespace kt::frontier {

template <class Key, class Count>
using RankParts = std::vector<std::vector<Entry<Key, Count>>>;

// Partitions for `states` entries, as the counter's step picks them.
inline std::size_t partitions_for(std::uint64_t states) {
    std::size_t partitions = 1;
    while (partitions < 4096 && partitions * 16384 < states) partitions *= 2;
    return partitions;
}

// Packs whole source partitions (freeing each) into one message per rank
// until about `limit` bytes are packed; `next` is the first partition left.
template <class Key, class Count>
std::vector<std::string> pack_round(RankParts<Key, Count>& source, std::size_t& next, int ranks, std::size_t limit) {
    using E = Entry<Key, Count>;
    std::vector<std::string> out(static_cast<std::size_t>(ranks));
    std::size_t packed = 0;
    for (; next < source.size() && packed < limit; ++next) {
        for (const E& e : source[next]) {
            const int owner = frontier_owner(hash_key(e.key), ranks);
            out[static_cast<std::size_t>(owner)].append(reinterpret_cast<const char*>(&e), sizeof(E));
        }
        packed += source[next].size() * sizeof(E);
        std::vector<E>().swap(source[next]);
    }
    return out;
}

// Sorts received entries into this rank's hash partitions.
template <class Key, class Count>
void unpack_round(const std::vector<std::string>& received, RankParts<Key, Count>& parts) {
    using E = Entry<Key, Count>;
    const int shift = 64 - __builtin_ctzll(parts.size());
    for (const std::string& bytes : received) {
        for (std::size_t at = 0; at + sizeof(E) <= bytes.size(); at += sizeof(E)) {
            E e;
            std::memcpy(static_cast<void*>(&e), bytes.data() + at, sizeof(E));
            parts[parts.size() == 1 ? 0 : hash_key(e.key) >> shift].push_back(e);
        }
    }
}

// Merges the copies of a state that came from several ranks, partition by
// partition (each merge table lives only while its partition is merged).
// Returns false when a sum wrapped.
template <class Key, class Count>
bool merge_copies(RankParts<Key, Count>& parts) {
    bool wrapped = false;
    for (auto& part : parts) {
        if (part.empty()) continue;
        Table<Key, Count> table;
        table.reserve(part.size());
        table.add_all(part);
        std::vector<Entry<Key, Count>>().swap(part);
        part = table.take_entries();
        wrapped |= table.overflowed();
    }
    return wrapped;
}

inline bool all_of_ranks(FrontierExchange& ex, bool mine) {
    const auto all = ex.all_gather({mine ? 1u : 0u});
    return std::all_of(all.begin(), all.end(), [](std::uint64_t v) { return v != 0; });
}

// Moves every state of `parts` to its owner rank, in rounds of about
// `round_bytes` per rank so the messages stay small next to the table.
// Returns false (on every rank) when a merged count wrapped.
template <class Key, class Count>
bool spread(FrontierExchange& ex, RankParts<Key, Count>& parts, std::size_t round_bytes, std::uint64_t& peak_bytes) {
    using E = Entry<Key, Count>;
    std::uint64_t local = 0;
    for (const auto& p : parts) local += p.size();
    RankParts<Key, Count> mine(partitions_for(local));
    std::size_t next = 0;
    std::uint64_t received_bytes = 0;
    do {
        std::vector<std::string> out = pack_round(parts, next, ex.ranks(), round_bytes);
        const std::vector<std::string> in = ex.all_to_all(std::move(out));
        unpack_round(in, mine);
        for (const auto& bytes : in) received_bytes += bytes.size();
        peak_bytes = std::max<std::uint64_t>(peak_bytes, local * sizeof(E) + received_bytes + 2 * round_bytes);
    } while (!all_of_ranks(ex, next >= parts.size()));
    parts.swap(mine);
    return all_of_ranks(ex, !merge_copies(parts));
}

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

inline std::uint64_t max_over_ranks(FrontierExchange& ex, std::uint64_t value) {
    const auto all = ex.all_gather({value});
    return *std::max_element(all.begin(), all.end());
}

}  // namespace kt::frontier
