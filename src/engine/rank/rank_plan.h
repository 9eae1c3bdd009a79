// The fixed sweep that numbers tours: squares join one at a time in a fixed
// order, and each decides its links to the squares already swept. Unlike the
// counter's plan, this order is part of a contract (tour numbers must not
// change when the counter is tuned), so it is defined here, once:
// line by line along the shorter side of the board, lowest first.
// Slots are frontier positions, always in sweep order; the joining square
// is the last slot of its step's layout.
#pragma once

#include <vector>

#include "core/board.h"

namespace kt {

struct RankStep {
    std::vector<Square> layout;   // frontier before the step, then the joining square
    std::vector<int> back_slots;  // layout slots the joining square may link to, ascending
    std::vector<int> leaving;     // layout slots with no link left to come, descending
    std::vector<int> future;      // per layout slot: links it may still get after this step
    // Bipartite boards (knights): per layout slot +1 white, -1 black; and
    // twice (white - black) over the squares still to come. Else all 0.
    std::vector<int> colour;
    int future_balance = 0;
    // Squares still to come with fewer than two neighbours still to come:
    // they lean on the frontier slots next to them for their other links.
    struct Leaning {
        int unswept;             // neighbours still to come (0 or 1)
        std::vector<int> slots;  // layout slots next to it
    };
    std::vector<Leaning> leaning;
};

struct RankPlan {
    std::vector<Square> order;    // sweep order of the active squares
    std::vector<RankStep> steps;  // one per square of `order`
    int max_stored = 0;           // widest frontier kept between steps
    bool bipartite = false;
};

// Rows (rank 1 first, files a, b, ... within a rank) when the board has no
// more columns than rows; else columns (file a first, rank 1 up within it).
std::vector<Square> rank_sweep_order(const Board& board);

RankPlan make_rank_plan(const Board& board);

}  // namespace kt
