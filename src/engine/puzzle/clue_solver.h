// Counts the solutions of a clue puzzle up to a cap (1 answers "is there
// one", 2 proves uniqueness or finds a second): propagation (clue_domains.h)
// at every node, then a branch on the move number with the fewest candidate
// squares. Exact whenever it finishes within its node budget.
#pragma once

#include <cstdint>
#include <optional>

#include "core/tour.h"
#include "puzzle/clue_puzzle.h"

namespace kt {

struct ClueSolveResult {
    int count = 0;              // solutions found, at most the cap
    bool finished = true;       // false: the node budget ran out first (count is a lower bound)
    std::int64_t nodes = 0;     // search nodes visited
    std::optional<Tour> first;  // the first solution found
    bool unique() const { return finished && count == 1; }
};

// The puzzle must be well formed (validate_clue_puzzle). `cap` >= 1;
// `node_budget` < 0: no limit.
ClueSolveResult solve_clue_puzzle(const CluePuzzle& puzzle, int cap = 2, std::int64_t node_budget = -1);

}  // namespace kt
