// A clue puzzle in play on the page: the player's numbers beside the clues,
// the selected square, conflicts, hints used and the clock. Entering: tap a
// square, then digits (typed or from the panel's number pad); or tap a square
// holding k, then an empty square a move away to put k+1 (or k-1) there, so a
// path is laid out of a clue tap by tap.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine.h"

namespace kt::app {

struct ClueSetup {
    int rows = 8, cols = 8;
    bool closed = false;
    ClueLevel level = ClueLevel::Medium;
    std::uint64_t seed = 1;
    bool daily = false;
    std::string key() const;  // "8x8-medium-open": what personal bests are kept per
};

class ClueGame {
public:
    using Clock = std::chrono::steady_clock;
    ClueGame(ClueSetup setup, GeneratedCluePuzzle generated, double generate_seconds);

    const ClueSetup& setup() const { return setup_; }
    const CluePuzzle& puzzle() const { return gen_.puzzle; }
    const Tour& solution() const { return gen_.solution; }
    ClueLevel graded() const { return gen_.level; }
    double generate_seconds() const { return generate_seconds_; }
    const std::vector<int>& entries() const { return entries_; }
    int number_at(Square s) const;  // clue or entry, 0 blank
    Square selected() const { return selected_; }

    // A tap on a square; returns a message for the status line (empty if fine).
    std::string tap(Square s);
    void type_digit(int digit);
    void clear_selected();
    // Squares whose number breaks a rule: a number twice, or a neighbour number not a move away.
    std::vector<Square> conflicts() const;
    const std::optional<ClueHint>& last_hint() const { return hint_; }
    void ask_hint();
    int hints_used() const { return hints_; }
    bool solved() const { return solved_; }
    double seconds() const;
    int filled() const;

    // Progress for localStorage, and back (entries, hints, seconds).
    nlohmann::json save() const;
    void restore(const nlohmann::json& progress);

private:
    void set_entry(Square s, int value);
    Square square_of(int number) const;
    void check_solved();

    ClueSetup setup_;
    GeneratedCluePuzzle gen_;
    double generate_seconds_;
    std::vector<int> entries_;
    Square selected_ = kNoSquare;
    std::optional<ClueHint> hint_;
    int hints_ = 0;
    bool solved_ = false;
    double banked_seconds_ = 0;  // from progress restored from storage
    Clock::time_point started_ = Clock::now();
    std::optional<Clock::time_point> stopped_;
};

// The daily puzzle's setup for a UTC date given as yyyymmdd: the same for everybody.
ClueSetup daily_setup(int yyyymmdd);
int utc_date_today();

}  // namespace kt::app
