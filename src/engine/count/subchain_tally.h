// Totals over counted corner-subchain classes. A class's count is the closed
// tours through its representative; the class stands for `size` combinations
// with the same count, so the closed tours it accounts for are size x count.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/wide_int.h"
#include "count/subchain_runner.h"

namespace kt::subchains {

struct SubchainTally {
    std::size_t classes = 0;
    std::uint64_t representatives = 0;  // sum of counts
    u128 tours = 0;                     // sum of size x count: the closed tours of these classes
    std::uint64_t nodes = 0;
    double seconds = 0.0;

    void add(int size, std::uint64_t count, std::uint64_t class_nodes, double class_seconds);
    void add(const ClassResult& result) {
        add(result.size, result.result.count, result.result.nodes, result.result.seconds);
    }
};

template <class Results>
SubchainTally tally(const Results& results) {
    SubchainTally t;
    for (const ClassResult& r : results) t.add(r);
    return t;
}

}  // namespace kt::subchains
