#include "tabs/puzzle_clue_game.h"

#include <ctime>

namespace kt::app {

std::int64_t unix_seconds_now() { return static_cast<std::int64_t>(std::time(nullptr)); }
int utc_date_today() { return utc_date_of(unix_seconds_now()); }

ClueGame::ClueGame(ClueSetup setup, GeneratedCluePuzzle generated, double generate_seconds)
    : setup_(setup), play_(std::move(generated.puzzle), std::move(generated.solution)), graded_(generated.level),
      generate_seconds_(generate_seconds) {}

double ClueGame::seconds() const {
    return banked_seconds_ + std::chrono::duration<double>((stopped_ ? *stopped_ : Clock::now()) - started_).count();
}

void ClueGame::edited() {
    if (play_.over() && !stopped_) stopped_ = Clock::now();
    if (play_.over()) selected_ = kNoSquare;
}

std::string ClueGame::tap(Square s) {
    const Board& b = puzzle().board;
    typed_at_ = kNoSquare;
    if (s < 0 || s >= b.cell_count() || !b.is_active(s) || play_.over()) return {};
    const int from = selected_ != kNoSquare ? number_at(selected_) : 0;
    const int n = static_cast<int>(b.square_count());
    // Laying a path: from a numbered square to an empty one a move away.
    if (from > 0 && number_at(s) == 0 && b.is_move(selected_, s)) {
        for (int next : {from + 1, from - 1}) {
            if (next < 1 || next > n || play_.square_of(next) != kNoSquare) continue;
            play_.set(s, next);
            selected_ = s;
            edited();
            return {};
        }
    }
    selected_ = s;
    return {};
}

void ClueGame::type_digit(int digit) {
    if (selected_ == kNoSquare || puzzle().clue_at(selected_) != 0 || play_.over()) return;
    const int n = static_cast<int>(puzzle().board.square_count());
    // The second digit of a number replaces the first (one undo step, not two).
    int value = digit;
    if (typed_at_ == selected_ && typed_pencil_ == pencil && typed_ * 10 + digit <= n && typed_ > 0) {
        if (typed_recorded_) play_.undo();
        value = typed_ * 10 + digit;
    }
    typed_recorded_ = value > 0 && (pencil ? play_.toggle_mark(selected_, value) : play_.set(selected_, value));
    // A number typed over the same number still takes a second digit.
    typed_at_ = typed_recorded_ || (!pencil && value > 0 && number_at(selected_) == value) ? selected_ : kNoSquare;
    typed_ = value;
    typed_pencil_ = pencil;
    edited();
}

void ClueGame::clear_selected() {
    typed_at_ = kNoSquare;
    if (selected_ != kNoSquare) play_.set(selected_, 0);
    edited();
}

bool ClueGame::undo() {
    typed_at_ = kNoSquare;
    return play_.undo();
}
bool ClueGame::redo() {
    typed_at_ = kNoSquare;
    const bool done = play_.redo();
    edited();
    return done;
}
void ClueGame::ask_hint() { play_.ask_hint(); }
void ClueGame::reveal() {
    play_.reveal();
    edited();
}

nlohmann::json ClueGame::save() const {
    std::vector<std::vector<int>> marks;
    for (Square s = 0; s < static_cast<Square>(entries().size()); ++s) marks.push_back(play_.marks(s));
    return {{"rows", setup_.rows},     {"cols", setup_.cols},        {"closed", setup_.closed},
            {"level", to_string(setup_.level)}, {"seed", setup_.seed}, {"daily", setup_.daily},
            {"date", setup_.date},     {"entries", entries()},       {"marks", marks},
            {"hints", hints_used()},   {"seconds", seconds()},       {"solved", solved()},
            {"revealed", revealed()}};
}

void ClueGame::restore(const nlohmann::json& p) {
    const auto entries = p.value("entries", std::vector<int>{});
    const auto marks = p.value("marks", std::vector<std::vector<int>>{});
    play_.restore(entries, marks, p.value("hints", 0), p.value("revealed", false));
    banked_seconds_ = p.value("seconds", 0.0);
    started_ = Clock::now();
    stopped_.reset();
    edited();
}

}  // namespace kt::app
