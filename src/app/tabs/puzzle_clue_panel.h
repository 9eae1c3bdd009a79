// How the Puzzle tab shows a clue puzzle: the panel (new / daily, number pad,
// hints, clock, solved screen) and the board overlay (clues tinted apart from
// the player's numbers, the selected square, conflicts, the hinted square).
#pragma once

#include <string>

#include "tabs/puzzle_clue_game.h"
#include "tabs/tab.h"

namespace kt::app {

// What the player asked for in the panel this frame.
struct ClueRequest {
    bool new_puzzle = false;
    bool daily = false;
    ClueSetup setup;         // for new_puzzle
    bool changed = false;    // a number was entered or cleared, a hint asked: save progress
    bool copy_result = false;
};

// The choices for a new puzzle (size, level, goal), kept between frames.
struct ClueChoices {
    int side = 8;
    int level = 1;
    bool closed = false;
};

ClueRequest draw_clue_panel(ClueGame* game, ClueChoices& choices, bool generating, const std::string& best);
void fill_clue_overlay(const ClueGame& game, BoardOverlay& overlay);
// Square `s` for screen readers: "clue 17", "entered 5, selected", "blank".
std::string describe_clue_square(const ClueGame& game, Square s);
nlohmann::json clue_state_json(const ClueGame& game);
std::string clock_text(double seconds);

}  // namespace kt::app
