// Options every solver understands (each uses the ones that mean something
// for it), and the tie-break rules of Warnsdorff's heuristic.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/board.h"

namespace kt {

enum class TieBreak {
    First,   // first in move order among the fewest onward moves
    Random,  // uniformly at random (seeded, reproducible)
    Pohl,    // smallest sum of the candidates' neighbours' onward counts
    Roth,    // farthest from the centre of the board
};

const char* to_string(TieBreak tie);
// "first" | "random" | "pohl" | "roth"; nullopt otherwise.
std::optional<TieBreak> parse_tie_break(const std::string& text);

struct SolverOptions {
    bool closed = false;                 // the last square must be a move from the first
    std::optional<Square> start;         // none: the solver picks (a1 when it can)
    std::uint64_t seed = 1;              // random tie-breaks, network initial state
    TieBreak tie_break = TieBreak::First;
    bool warnsdorff_order = true;        // backtracking: try fewest-onward-moves first
    bool prune = true;                   // backtracking: dead-end (degree) pruning
    bool enumerate_all = false;          // backtracking: count every tour instead of stopping
    // Warnsdorff / network: fresh attempts after a failure; < 0 picks the
    // solver's default (Warnsdorff: 50 open, 200 closed, later attempts with
    // random ties; network: 100000).
    std::int64_t max_retries = -1;
};

}  // namespace kt
