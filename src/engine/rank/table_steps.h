// The ranking sweep in the form the frontier counter's transition kernel
// reads (count/frontier_plan.h), so the tour table is built by the same
// word-parallel code that counts, over the ranking's own fixed sweep (the
// counter may sweep the other way round; tour numbers must not follow it).
#pragma once

#include <vector>

#include "core/board.h"
#include "count/frontier_plan.h"
#include "rank/rank_plan.h"

namespace kt {

// One kernel step per ranking step, with the same layouts and slots. Where
// the swept squares are symmetric under the reflection along the sweep lines,
// the step's `mirror` is set: a state and its mirror image then have equally
// many completions, and the table keeps one of the two.
std::vector<FrontierStep> table_steps(const Board& board, const RankPlan& plan);

}  // namespace kt
