// How a frontier count spreads over several processes (ranks): each rank owns
// the states whose hash falls to it, so the table is split over the ranks'
// memory. The engine only sees this interface; the transport (MPI in the CLI,
// threads in the tests) lives outside it. Every call is collective: all ranks
// make the same calls in the same order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kt {

class FrontierExchange {
public:
    virtual ~FrontierExchange() = default;
    virtual int rank() const = 0;
    virtual int ranks() const = 0;
    // Sends outgoing[r] to rank r (outgoing.size() == ranks(), this rank's
    // own part included) and returns what each rank sent here, by sender.
    virtual std::vector<std::string> all_to_all(std::vector<std::string> outgoing) = 0;
    // Every rank's `mine` (the same length on every rank), rank after rank.
    virtual std::vector<std::uint64_t> all_gather(const std::vector<std::uint64_t>& mine) = 0;
};

// The rank that owns a state, from the state's hash. Independent of the bits
// that pick a hash partition (top) and a table slot (bottom), so a rank's
// states still spread evenly over its partitions and slots.
inline int frontier_owner(std::uint64_t hash, int ranks) {
    const std::uint64_t h = (hash ^ (hash >> 29)) * 0xD6E8FEB86659FD93ULL;
    return static_cast<int>(((h >> 32) * static_cast<std::uint64_t>(ranks)) >> 32);
}

}  // namespace kt
