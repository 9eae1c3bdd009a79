// How a frontier count spreads over several processes (ranks): each rank owns
// a share of the states (by hash), so the table is split over the ranks'
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

}  // namespace kt
