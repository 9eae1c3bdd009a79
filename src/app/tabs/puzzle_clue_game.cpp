#include "tabs/puzzle_clue_game.h"

#include <algorithm>
#include <ctime>

namespace kt::app {

std::string ClueSetup::key() const {
    return std::to_string(rows) + "x" + std::to_string(cols) + "-" + to_string(level) + (closed ? "-closed" : "-open");
}

ClueSetup daily_setup(int yyyymmdd) {
    ClueSetup s;
    s.rows = s.cols = 8;
    s.level = ClueLevel::Medium;
    s.seed = static_cast<std::uint64_t>(yyyymmdd) * 2654435761ULL;
    s.daily = true;
    return s;
}

int utc_date_today() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
#ifdef _WIN32
    gmtime_s(&utc, &now);
#else
    gmtime_r(&now, &utc);
#endif
    return (utc.tm_year + 1900) * 10000 + (utc.tm_mon + 1) * 100 + utc.tm_mday;
}

ClueGame::ClueGame(ClueSetup setup, GeneratedCluePuzzle generated, double generate_seconds)
    : setup_(setup), gen_(std::move(generated)), generate_seconds_(generate_seconds),
      entries_(static_cast<std::size_t>(gen_.puzzle.board.cell_count()), 0) {}

int ClueGame::number_at(Square s) const {
    const int c = gen_.puzzle.clue_at(s);
    return c ? c : entries_[static_cast<std::size_t>(s)];
}

Square ClueGame::square_of(int number) const {
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s)
        if (number_at(s) == number) return s;
    return kNoSquare;
}

int ClueGame::filled() const {
    int n = 0;
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s) n += number_at(s) > 0;
    return n;
}

double ClueGame::seconds() const {
    return banked_seconds_ + std::chrono::duration<double>((stopped_ ? *stopped_ : Clock::now()) - started_).count();
}

void ClueGame::set_entry(Square s, int value) {
    if (solved_ || gen_.puzzle.clue_at(s) != 0) return;
    entries_[static_cast<std::size_t>(s)] = value;
    hint_.reset();
    check_solved();
}

std::string ClueGame::tap(Square s) {
    const Board& b = gen_.puzzle.board;
    if (s < 0 || s >= b.cell_count() || !b.is_active(s) || solved_) return {};
    const int from = selected_ != kNoSquare ? number_at(selected_) : 0;
    const int n = static_cast<int>(b.square_count());
    // Laying a path: from a numbered square to an empty one a move away.
    if (from > 0 && number_at(s) == 0 && b.is_move(selected_, s)) {
        for (int next : {from + 1, from - 1}) {
            if (next < 1 || next > n || square_of(next) != kNoSquare) continue;
            set_entry(s, next);
            if (!solved_) selected_ = s;
            return {};
        }
    }
    selected_ = s;
    return {};
}

void ClueGame::type_digit(int digit) {
    if (selected_ == kNoSquare || gen_.puzzle.clue_at(selected_) != 0) return;
    const int n = static_cast<int>(gen_.puzzle.board.square_count());
    const int current = entries_[static_cast<std::size_t>(selected_)];
    int value = current * 10 + digit;
    if (value > n) value = digit;  // start a new number
    set_entry(selected_, value);
}

void ClueGame::clear_selected() {
    if (selected_ != kNoSquare) set_entry(selected_, 0);
}

std::vector<Square> ClueGame::conflicts() const {
    const Board& b = gen_.puzzle.board;
    const int n = static_cast<int>(b.square_count());
    std::vector<Square> where(static_cast<std::size_t>(n) + 2, kNoSquare), out;
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s) {
        const int v = number_at(s);
        if (v < 1 || v > n) continue;
        if (where[static_cast<std::size_t>(v)] != kNoSquare) {
            out.push_back(s);
            if (gen_.puzzle.clue_at(where[static_cast<std::size_t>(v)]) == 0) out.push_back(where[static_cast<std::size_t>(v)]);
        }
        where[static_cast<std::size_t>(v)] = s;
    }
    for (int v = 1; v < n; ++v) {
        const Square a = where[static_cast<std::size_t>(v)], c = where[static_cast<std::size_t>(v + 1)];
        if (a == kNoSquare || c == kNoSquare || b.is_move(a, c)) continue;
        if (gen_.puzzle.clue_at(a) == 0) out.push_back(a);
        if (gen_.puzzle.clue_at(c) == 0) out.push_back(c);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void ClueGame::ask_hint() {
    if (solved_) return;
    hint_ = clue_hint(gen_.puzzle, entries_, gen_.solution);
    ++hints_;
}

void ClueGame::check_solved() {
    if (filled() != static_cast<int>(gen_.puzzle.board.square_count())) return;
    Tour tour;
    tour.squares.resize(static_cast<std::size_t>(gen_.puzzle.board.square_count()));
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s)
        if (const int v = number_at(s); v > 0 && v <= static_cast<int>(tour.size())) tour.squares[static_cast<std::size_t>(v - 1)] = s;
    if (!solves_clue_puzzle(gen_.puzzle, tour)) return;
    solved_ = true;
    stopped_ = Clock::now();
    selected_ = kNoSquare;
}

nlohmann::json ClueGame::save() const {
    return {{"rows", setup_.rows}, {"cols", setup_.cols},   {"closed", setup_.closed}, {"level", to_string(setup_.level)},
            {"seed", setup_.seed}, {"daily", setup_.daily}, {"entries", entries_},      {"hints", hints_},
            {"seconds", seconds()}, {"solved", solved_}};
}

void ClueGame::restore(const nlohmann::json& p) {
    const auto entries = p.value("entries", std::vector<int>{});
    if (entries.size() != entries_.size()) return;
    for (Square s = 0; s < static_cast<Square>(entries.size()); ++s)
        if (gen_.puzzle.clue_at(s) == 0 && entries[static_cast<std::size_t>(s)] >= 0) entries_[static_cast<std::size_t>(s)] = entries[static_cast<std::size_t>(s)];
    hints_ = p.value("hints", 0);
    banked_seconds_ = p.value("seconds", 0.0);
    started_ = Clock::now();
    check_solved();
    if (solved_) {
        banked_seconds_ = p.value("seconds", 0.0);
        stopped_ = started_;
    }
}

}  // namespace kt::app
