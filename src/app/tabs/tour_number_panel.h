// "Tour number ___ of N" for the Solve tab: shows tour K of the board in the
// order of docs/ranking.md, the number of the tour on the board, and a
// uniformly random tour. The table behind the numbers is built on a
// BackgroundJob whenever the board or the kind changes, for boards small
// enough to count in the page; the UI never waits for it (see background.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "background.h"
#include "engine.h"

namespace kt::app {

struct AppContext;

class TourNumberPanel {
public:
    TourNumberPanel() = default;
    TourNumberPanel(const TourNumberPanel&) = delete;
    TourNumberPanel& operator=(const TourNumberPanel&) = delete;

    // Closed tours on up to 48 squares with a short side of at most 6 (6x8:
    // a few seconds natively); paths on up to 36.
    static bool small_enough(const Board& board, bool closed);

    // Draws the widgets. `on_screen` is the tour the board shows (or null).
    // Returns the tour to show when the user asked for one (a number typed,
    // or a random draw): the caller puts it on the board.
    std::optional<Tour> draw(AppContext& ctx, const Tour* on_screen);

    // For the share link: the number of the tour last shown from here
    // (empty when none) and the kind.
    const std::string& shown_index() const { return shown_index_; }
    bool closed() const { return closed_; }
    // From a link: show tour `index` (decimal text) as soon as the table is ready.
    void request(const std::string& index, bool closed);

    nlohmann::json state_json() const;

private:
    void rebuild(const AppContext& ctx);
    void poll();
    std::optional<Tour> show(AppContext& ctx, const std::string& index_text);

    BackgroundJob<std::unique_ptr<TourNumbering>> job_;
    std::unique_ptr<TourNumbering> ranker_;  // once the job is done
    std::string error_;                   // why the job made no table
    std::uint64_t built_generation_ = ~std::uint64_t(0);
    bool built_closed_ = true;
    bool closed_ = true;
    char index_buffer_[48] = "1";
    std::string shown_index_, pending_index_;
    std::uint64_t draws_ = 0;  // random draws so far (part of the next seed)
    // The number of the tour on screen, kept until the tour changes.
    std::vector<Square> ranked_tour_;
    std::string ranked_text_;
};

}  // namespace kt::app
