// Pure helpers of the Board tab: boards changed one property at a time, so the
// tab's edits stay small and testable.
#pragma once

#include "engine.h"

namespace kt::app {

// The same cells and holes with another leaper (throws BoardError for (0,0)).
Board with_leaper(const Board& board, Leaper leaper);
// The same board with every hole filled.
Board without_holes(const Board& board);
// A layout after its board's holes changed: keeps the labels, drops the
// removed squares from the display order and recounts the components.
LabelledBoard relabel(const LabelledBoard& layout, const Board& board);

}  // namespace kt::app
