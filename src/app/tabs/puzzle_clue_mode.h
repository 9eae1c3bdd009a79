// The Puzzle tab's clue kind: move numbers given on some squares, one
// solution (the game in puzzle_clue_game.h, its panel in
// puzzle_clue_panel.h). Puzzles are made on a worker; progress, personal
// bests and daily statistics stay in this browser's storage; a puzzle left
// in progress on another board waits to be resumed.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "background.h"
#include "tabs/puzzle_clue_game.h"
#include "tabs/puzzle_clue_panel.h"
#include "tabs/puzzle_shared.h"
#include "tabs/tab.h"

namespace kt::app {

class ClueMode {
public:
    explicit ClueMode(PuzzleShared& shared) : shared_(shared) {}

    // Shown: the clue kind is picked and its puzzle made.
    bool shown() const { return shared_.kind_index == kClueKind && game_.has_value(); }
    void draw(AppContext& ctx);
    // The puzzle left in progress on another board, if any: resume or put off.
    void draw_waiting(AppContext& ctx);
    // A made puzzle, progress to restore (not over the puzzle a link
    // opened until the clue kind is picked: `after_link`), one waiting.
    void update(AppContext& ctx, bool after_link);
    bool wake(AppContext& ctx) const;  // a frame as each second turns; false when no clock runs
    void on_key(char key);
    void on_square_clicked(AppContext& ctx, Square s);
    // The board is the clue puzzle's own (or one is being made for it).
    bool owns_board(const AppContext& ctx) const;
    void drop() { game_.reset(); }
    void fill_overlay(BoardOverlay& overlay) const { fill_clue_overlay(*game_, overlay); }
    std::string describe_square(Square s) const;
    std::string narration() const;
    std::string help_line() const;
    nlohmann::json state_json() const;
    nlohmann::json waiting_json() const;  // the board of the puzzle that waits, or null
    // The test hook's clue_* commands (puzzle_commands.cpp); nullopt for others.
    std::optional<nlohmann::json> command(AppContext& ctx, const nlohmann::json& request);
    void save_share(ShareState& state) const;
    bool load_link(AppContext& ctx, const ShareState& state, const std::string& value);

private:
    // A clue puzzle made on a worker, and how long that took.
    struct MadeClue {
        GeneratedCluePuzzle puzzle;
        double seconds = 0;
    };
    struct Waiting {
        ClueSetup setup;
        nlohmann::json progress;
    };

    void start(AppContext& ctx, const ClueSetup& setup, const nlohmann::json* restore);
    void poll(AppContext& ctx);
    void changed();
    void restore_progress(AppContext& ctx);
    void resume_waiting(AppContext& ctx);
    void record_solve();

    PuzzleShared& shared_;
    std::optional<ClueGame> game_;
    BackgroundJob<MadeClue> job_;
    ClueSetup setup_;           // of the puzzle job_ makes
    nlohmann::json restore_;    // progress to put back once it is made
    std::optional<Waiting> waiting_;  // left in progress on another board: restore_progress
    ClueChoices choices_;
    bool restored_ = false;
    bool counted_ = false;  // the puzzle on show is in the statistics as solved
};

}  // namespace kt::app
