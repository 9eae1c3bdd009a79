// "Tours still possible": how many ways a partly played tour can be
// completed. A direct count of the completions when it finishes within a
// node budget (any board once few squares remain); else, on boards of up to
// 36 squares, the frontier counter (count/frontier_counter.h) with the played links
// forced and the first square kept an end; else "many".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/wide_int.h"

namespace kt {

struct ToursLeft {
    bool exact = false;        // false: at least `count`, too many to finish counting
    u128 count = 0;
    std::string method;        // "search", "frontier" or "" when not exact
    std::string text() const;  // "12", "none", "many", "many (over 2000)"
};

inline constexpr std::int64_t kToursLeftFrontierSquares = 36;
// The most cells a board has for the page to ask it: the puzzle module's
// square mask (puzzle/square_set.h) holds no more; tours_left.cpp checks it.
inline constexpr int kToursLeftMaxCells = 192;

// `path`: a valid partial tour of at least one square (validate_path).
// `closed_goal`: count closed completions only. Completions are counted as
// move sequences from the path's end (a cycle through a lone start square
// counts twice, once per direction).
ToursLeft count_tours_left(const Board& board, const std::vector<Square>& path, bool closed_goal,
                           std::int64_t node_budget = 1'000'000);

}  // namespace kt
