// The per-class search of the corner-subchain counter: Hamiltonian paths on
// the reduced board from the start to the end, with degree and forced-edge
// pruning and a cache of tail counts. Internal to SubchainCounter.
#pragma once

#include <atomic>
#include <cstdint>

namespace kt::subchains::detail {

// One cache slot: the unvisited squares and, packed, the head and the number
// of tails from there (tails above 2^58 are not cached).
struct MemoEntry {
    std::uint64_t unvisited = 0;  // never 0 for a cached state
    std::uint64_t value = 0;      // tours << 6 | head
};

struct SearchState {
    const std::uint64_t* adj = nullptr;  // free knight moves of each reduced square
    const int* partner = nullptr;        // other end of a chain, -1 if none (start and end: -1)
    const int* need = nullptr;           // free moves each square needs: 2, or 1 (chain ends, the end)
    int end = -1;
    MemoEntry* memo = nullptr;           // null: no cache
    int memo_shift = 64;
    std::uint64_t nodes = 0, tours = 0;
    bool stopped = false;
    const std::atomic<bool>* cancel = nullptr;
    std::atomic<std::uint64_t>* nodes_seen = nullptr;
    std::atomic<std::uint64_t>* tours_seen = nullptr;
};

// Counts into state.tours the paths from start through every square of
// `unvisited` (which holds the end) to the end. The same search is compiled
// twice: with the popcnt instruction where the CPU has it, and portably.
void search_paths(SearchState& state, int start, std::uint64_t unvisited);

}  // namespace kt::subchains::detail
