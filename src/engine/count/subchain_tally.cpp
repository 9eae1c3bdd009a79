#include "count/subchain_run.h"

namespace kt::subchains {

void SubchainTally::add(int size, std::uint64_t count, std::uint64_t class_nodes, double class_seconds) {
    ++classes;
    representatives += count;
    tours += static_cast<u128>(count) * static_cast<unsigned>(size);
    nodes += class_nodes;
    seconds += class_seconds;
}

}  // namespace kt::subchains
