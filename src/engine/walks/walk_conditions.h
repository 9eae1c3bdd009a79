// What a walk must satisfy. A walk is a sequence of `length` squares, each a
// leap from the one before; squares may repeat. Shared by the counter and the
// lister, which both work on the compact graph built here.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "core/board.h"

namespace kt {

// A problem with the conditions (bad length, a hole as start, too much work):
// the message is meant to be shown as is.
class WalkError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

inline constexpr int kMaxWalkLength = 1'000'000;
// Counting costs length x squares x (max_marked+1) state updates; above these
// the request is refused rather than left to run for minutes or exhaust memory.
inline constexpr std::int64_t kMaxWalkStates = std::int64_t{1} << 22;  // squares x (max_marked+1): 2 layers of 64 MB
inline constexpr std::int64_t kMaxWalkWork = 500'000'000;              // x length
inline constexpr std::int64_t kMaxListTable = std::int64_t{1} << 24;  // length x squares, for listing

struct WalkConditions {
    int length = 10;                 // squares (keys) in the sequence, at least 1
    std::vector<Square> starts;      // allowed first squares; empty: every square
    std::vector<Square> marked;      // the chosen set (the keypad's vowels)
    int max_marked = -1;             // at most this many marked squares (repeats count); < 0: no limit
    std::vector<Square> forbidden;   // squares the walk may not use at all
    std::vector<Square> order;       // order walks are listed and starts reported in; empty: square numbers
};

// The board's active squares renumbered 0..n-1 in the conditions' order, with
// their neighbours (CSR, ascending) and the conditions as flags. Throws
// WalkError for a length out of range, squares off the board or on holes, or
// a problem above the size limits.
struct WalkGraph {
    WalkGraph(const Board& board, const WalkConditions& conditions);

    int length = 0;
    int budget = 0;                     // max marked squares; 0 with marks cleared when unlimited
    std::vector<Square> squares;        // compact index -> board square
    std::vector<std::int32_t> first;    // neighbours of i: targets[first[i] .. first[i+1])
    std::vector<std::int32_t> targets;
    std::vector<std::uint8_t> marked;   // 1 when the square counts against the budget
    std::vector<std::uint8_t> allowed;  // 0 when forbidden
    std::vector<std::int32_t> starts;   // compact indexes, in order, no repeats

    int size() const { return static_cast<int>(squares.size()); }
};

}  // namespace kt
