// A clue puzzle in play on the page: the engine's CluePlay (numbers, pencil
// marks, undo and redo, hints, Reveal, the solved check) plus what only the
// page has: the selected square, digits typed one at a time, pencil mode and
// the clock. Entering: tap a square, then digits (typed or from the panel's
// number pad); or tap a square holding k, then an empty square a move away to
// put k+1 (or k-1) there, so a path is laid out of a clue tap by tap.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine.h"

namespace kt::app {

class ClueGame {
public:
    using Clock = std::chrono::steady_clock;
    ClueGame(ClueSetup setup, GeneratedCluePuzzle generated, double generate_seconds);

    const ClueSetup& setup() const { return setup_; }
    const CluePlay& play() const { return play_; }
    const CluePuzzle& puzzle() const { return play_.puzzle(); }
    const Tour& solution() const { return play_.solution(); }
    ClueLevel graded() const { return graded_; }
    double generate_seconds() const { return generate_seconds_; }
    const std::vector<int>& entries() const { return play_.entries(); }
    int number_at(Square s) const { return play_.number_at(s); }
    Square selected() const { return selected_; }

    // A tap on a square; returns a message for the message line (empty if fine).
    std::string tap(Square s);
    // A digit into the selected square: a number, or in pencil mode a mark
    // (digits typed one after another make one number, 1 then 2 is 12).
    void type_digit(int digit);
    void clear_selected();
    bool pencil = false;
    bool undo();
    bool redo();
    void ask_hint();
    void reveal();
    std::vector<Square> conflicts() const { return play_.conflicts(); }
    const std::optional<ClueHint>& last_hint() const { return play_.last_hint(); }
    int hints_used() const { return play_.hints(); }
    bool solved() const { return play_.solved(); }
    bool revealed() const { return play_.revealed(); }
    bool in_progress() const { return !play_.over() && (play_.filled() > play_.puzzle().clue_count() || hints_used() > 0); }
    double seconds() const;
    int filled() const { return play_.filled(); }

    // Progress for localStorage, and back (entries, marks, hints, seconds).
    nlohmann::json save() const;
    void restore(const nlohmann::json& progress);

private:
    void edited();

    ClueSetup setup_;
    CluePlay play_;
    ClueLevel graded_;
    double generate_seconds_;
    Square selected_ = kNoSquare;
    Square typed_at_ = kNoSquare;  // where the last digit went, to extend it to two digits
    int typed_ = 0;
    bool typed_recorded_ = false;  // that digit made an edit (undone when the second digit comes)
    bool typed_pencil_ = false;    // it was a mark: a number typed next starts afresh
    double banked_seconds_ = 0;  // from progress restored from storage
    Clock::time_point started_ = Clock::now();
    std::optional<Clock::time_point> stopped_;
};

int utc_date_today();
std::int64_t unix_seconds_now();

}  // namespace kt::app
