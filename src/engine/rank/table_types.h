// What the tour table's users see of it besides counts: the error it raises,
// the limits a build runs under, and what a build cost.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

namespace kt {

// Raised for what a user can get wrong about numbering tours: a board the
// table cannot be built for, an index out of range, a text that is not a tour
// of the kind asked. The message is meant to be shown as is.
class RankError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Raised by the 128-bit table when the number of tours passes 2^128: the
// ranker then builds the table of any width (rank/wide_table.h).
class RankTooWide : public RankError {
public:
    RankTooWide() : RankError("the number of tours is larger than 128 bits (above 3.4e38)") {}
};

// A cut table's build, step by step (it can take an hour: 8x8 closed).
struct TableProgress {
    bool forward = true;  // the forward pass; else the backward one
    std::size_t layer = 0, layers = 0;
    std::uint64_t states = 0;  // of that layer
    std::uint64_t memory_bytes = 0;  // what the build holds by its account, the figure the budget bounds
};

class TableStore;

struct TableLimits {
    std::uint64_t max_memory_bytes = 0;          // 0 = no budget
    // The process's resident bytes now, where the front end can read them:
    // the budget then bounds those too (the build's account leaves out the
    // free blocks the heap keeps).
    std::function<std::uint64_t()> resident_bytes;
    const std::atomic<bool>* cancel = nullptr;   // set from another thread to stop the build
    // When set, the table keeps completion counts only at cut layers, in
    // this store, and opens them there when they are already built
    // (cut_table.h); else every layer in memory.
    TableStore* store = nullptr;
    int threads = 1;  // for the build
    // Along a long board's periodic stretch, each phase's successor lists
    // are found once and reused every period (rank/phase_lists.h); off, every
    // layer is expanded afresh (the same table: for tests).
    bool periodic = true;
    std::function<void(const TableProgress&)> progress;
};

// "numbering these tours needs more than the memory budget of 8.00 GB (step 44 of 64)"
inline RankError over_budget(const TableLimits& limits, std::size_t step, std::size_t steps) {
    char gb[32];
    std::snprintf(gb, sizeof gb, "%.2f GB", static_cast<double>(limits.max_memory_bytes) / 1e9);
    return RankError(std::string("numbering these tours needs more than the memory budget of ") + gb + " (step " +
                     std::to_string(step) + " of " + std::to_string(steps) + ")");
}

// The table maps its arrays from this size up itself; a front end can keep
// smaller ones on the heap for reuse (core/big_vector.h's kMapFrom).
constexpr std::size_t kTableMapsFrom = std::size_t(8) << 20;

struct TableStats {
    std::uint64_t states = 0;        // states kept, all layers
    std::uint64_t peak_layer = 0;    // most states kept in one layer
    std::uint64_t bytes = 0;         // bytes the kept layers hold
    std::uint64_t periodic_layers = 0;  // layers built along a periodic stretch
    int frontier_width = 0;
    double seconds = 0;
};
// The figures of a board with no table to build (no tours, or none counted).
inline constexpr TableStats kNoTableStats{};

}  // namespace kt
