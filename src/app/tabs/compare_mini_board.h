// Small boards drawn with ImGui draw lists inside the side panel: the
// Compare tab's side-by-side view, its animation and its grid of variants.
#pragma once

#include <string>
#include <vector>

#include "engine.h"
#include "imgui.h"

namespace kt::app {

// A square's centre in cell units: x = column + 0.5, y = rank + 0.5 (rank 1 at 0.5).
ImVec2 cell_centre(const Board& board, Square s);
std::vector<ImVec2> cell_centres(const Board& board, const Tour& tour);

// Reserves a `side` x `side` pixel item in the current window and draws the
// board with `path` (cell units, see cell_centre) on it; the first point gets
// a green dot, the last a red one. `caption` is drawn under the board.
// Returns true when the board was clicked.
bool mini_board(const char* id, const Board& board, const std::vector<ImVec2>& path, bool closed, float side,
                const std::string& caption, ImU32 line_colour = IM_COL32(200, 40, 40, 255));

}  // namespace kt::app
