// Tour numbers for boards too big for the table in memory (8x8 closed: its
// layers hold 3.6 billion states): completion counts are kept only at the
// cut layers, one at the end of each line of the sweep, in a TableStore (a
// directory of files, for the CLI), and the layers between two cuts are
// counted again for each lookup, from the one state the walk is in.
// docs/ranking.md has the figures.
#pragma once

#include <memory>

#include "core/board.h"
#include "rank/completion_layers.h"
#include "rank/rank_plan.h"
#include "rank/table_types.h"

namespace kt {

// Opens the table of `board` and kind in `limits.store`, building it there
// first when the store has none. Throws RankError when the store holds a
// damaged one or one of another version (saying which, and to remove it),
// when a count outgrows 64 bits, or as the in-memory build does.
std::unique_ptr<CompletionLayers> cut_completions(const Board& board, const RankPlan& plan, bool paths,
                                                  const TableLimits& limits);

}  // namespace kt
