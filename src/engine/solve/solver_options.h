// Options every solver understands (each uses the ones that mean something
// for it); the tie-break rules of Warnsdorff's heuristic are in solver_table.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/board.h"
#include "solve/solver_option_table.h"

namespace kt {

// The tie-break's name in kTieBreakTable.
const char* to_string(TieBreak tie);
// A name in kTieBreakTable; nullopt otherwise.
std::optional<TieBreak> parse_tie_break(const std::string& text);

// Defaults from kSolverOptionTable (tie_break: kTieBreakTable's first row,
// which is also the "tiebreak" row's default).
struct SolverOptions {
    // the last square must be a move from the first
    bool closed = option_default<bool>(kSolverOptionTable, "closed");
    std::optional<Square> start;         // none: the solver picks (a1 when it can)
    // random tie-breaks, network initial state
    std::uint64_t seed = option_default<std::uint64_t>(kSolverOptionTable, "seed");
    TieBreak tie_break = kTieBreakTable[0].value;
    // backtracking: try fewest-onward-moves first
    bool warnsdorff_order = !option_default<bool>(kSolverOptionTable, "no-order");
    // backtracking: dead-end (degree) pruning
    bool prune = !option_default<bool>(kSolverOptionTable, "no-prune");
    // backtracking: count every tour instead of stopping
    bool enumerate_all = option_default<bool>(kSolverOptionTable, "all");
    // Warnsdorff / network: fresh attempts after a failure; < 0 picks the
    // solver's default (Warnsdorff: 50 open, 200 closed, later attempts with
    // random ties; network: 100000).
    std::int64_t max_retries = -1;
    // Warnsdorff: "what if" -- at step K (counted as steps() counts them)
    // move to square S instead of the rule's choice. S must then be an
    // unvisited square in reach; otherwise the rule's choice stands and the
    // step's reason says why. Replaying with the same list gives the same run.
    std::vector<std::pair<std::int64_t, Square>> forced_moves;
};

}  // namespace kt
