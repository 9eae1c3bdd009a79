// The Puzzle tab's path kinds (free, complete this tour, closed tour from
// here): place the knight, then click the next square; legal moves are
// highlighted; undo/redo/restart, a clock and a move counter; hints
// (Warnsdorff's suggestion) and a dead-end warning: the engine's quick
// certain test after every move, and a bounded completion search on a
// worker thread that answers possible / impossible / unknown, with the
// number of tours still possible.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "background.h"
#include "tabs/puzzle_shared.h"
#include "tabs/tab.h"

namespace kt::app {

class PathMode {
public:
    explicit PathMode(PuzzleShared& shared) : shared_(shared) {}
    PathMode(const PathMode&) = delete;
    PathMode& operator=(const PathMode&) = delete;
    ~PathMode() { stop_search(); }

    // Below the kind list and its New button (`renew`: it was pressed).
    void draw(AppContext& ctx, bool renew);
    void poll_search();
    void wake(AppContext& ctx) const;  // a frame as each second of the clock turns
    void on_key(AppContext& ctx, char key);
    bool on_square_clicked(AppContext& ctx, Square s);
    void new_puzzle(AppContext& ctx, PuzzleKind kind, bool closed);
    void fill_overlay(BoardOverlay& overlay) const;
    std::string describe_square(Square s) const;
    std::string narration() const;
    nlohmann::json state_json(const AppContext& ctx) const;  // null without a puzzle
    // The test hook's puzzle_* commands (puzzle_commands.cpp); nullopt for others.
    std::optional<nlohmann::json> command(AppContext& ctx, const nlohmann::json& request);
    bool save_share(ShareState& state) const;
    void load_share(AppContext& ctx, const ShareState& state);
    bool closed_goal() const { return closed_goal_; }

private:
    using Clock = std::chrono::steady_clock;
    // What the completion search of one position found (a job's result).
    struct SearchAnswer {
        Completion answer = Completion::Unknown;
        ToursLeft left;  // tours still possible (worker threads only)
    };

    void set_goal(AppContext& ctx, bool closed);
    bool undo();
    bool redo();
    void restart();
    void start_clock();
    double seconds() const;
    std::string clock_text() const;
    void position_changed();
    std::string tours_left_text() const;
    std::string search_text() const;
    void stop_search();

    PuzzleShared& shared_;
    std::optional<Puzzle> puzzle_;
    PuzzleKind kind_ = PuzzleKind::Free;
    bool closed_goal_ = false;
    bool show_hint_ = false;
    bool started_ = false;
    Clock::time_point started_at_{};
    std::optional<Clock::time_point> stopped_at_;
    DeadEnd dead_;
    std::shared_ptr<CompletionSearch> search_;  // of the position shown; shared with its job
    BackgroundJob<SearchAnswer> search_job_;
    std::optional<SearchAnswer> answer_;        // once the job is done
};

}  // namespace kt::app
