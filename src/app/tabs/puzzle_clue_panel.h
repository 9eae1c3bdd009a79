// How the Puzzle tab shows a clue puzzle: the daily (number, date, countdown,
// past dailies), the play controls (number pad, pencil, undo, redo, hint,
// reveal, what is still missing), the solved screen with a result to share,
// and the board overlay (clues apart from the player's numbers, pencil
// marks, the path laid between consecutive numbers, conflicts, the hint).
#pragma once

#include <string>

#include "tabs/puzzle_clue_game.h"
#include "tabs/tab.h"

namespace kt::app {

// What the player asked for in the panel this frame.
struct ClueRequest {
    bool new_puzzle = false;
    int daily = 0;           // yyyymmdd of the daily asked for
    ClueSetup setup;         // for new_puzzle
    bool changed = false;    // a number was entered or cleared, a hint asked: save progress
    bool share_result = false;
};

// The choices for a new puzzle (size, level, goal) and the archive's day,
// kept between frames.
struct ClueChoices {
    int side = 8;
    int level = 1;
    bool closed = false;
    int archive = 0;   // the past daily on show (its number), 0: yesterday's
    int pending = 0;   // 1: a new puzzle, 2: a daily, waiting for "Leave it"
    ClueRequest asked; // what is pending
};

ClueRequest draw_clue_panel(ClueGame* game, ClueChoices& choices, bool generating, const std::string& best,
                            const std::string& record);
void fill_clue_overlay(const ClueGame& game, BoardOverlay& overlay);
// Square `s` for screen readers: "clue 17", "entered 5, selected", "blank".
std::string describe_clue_square(const ClueGame& game, Square s);
nlohmann::json clue_state_json(const ClueGame& game);
ClueCardPuzzle card_puzzle(const ClueGame& game);
ClueResult clue_result(const ClueGame& game);

}  // namespace kt::app
