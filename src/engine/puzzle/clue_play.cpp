#include "puzzle/clue_play.h"

#include <algorithm>

namespace kt {

CluePlay::CluePlay(CluePuzzle puzzle, Tour solution)
    : puzzle_(std::move(puzzle)), solution_(std::move(solution)),
      entries_(static_cast<std::size_t>(puzzle_.board.cell_count()), 0),
      marks_(static_cast<std::size_t>(puzzle_.board.cell_count())) {}

int CluePlay::number_at(Square s) const {
    const int c = puzzle_.clue_at(s);
    return c ? c : entries_[static_cast<std::size_t>(s)];
}

Square CluePlay::square_of(int number) const {
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s)
        if (number_at(s) == number) return s;
    return kNoSquare;
}

int CluePlay::filled() const {
    int n = 0;
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s) n += number_at(s) > 0;
    return n;
}

bool CluePlay::set(Square s, int value) {
    const Board& b = puzzle_.board;
    if (over() || s < 0 || s >= b.cell_count() || !b.is_active(s) || puzzle_.clue_at(s) != 0) return false;
    if (value < 0 || value > b.square_count()) return false;
    const auto i = static_cast<std::size_t>(s);
    if (entries_[i] == value && (value == 0 || marks_[i].empty())) return false;
    record({s, entries_[i], value, marks_[i], value ? std::vector<int>{} : marks_[i]});
    return true;
}

bool CluePlay::toggle_mark(Square s, int value) {
    const Board& b = puzzle_.board;
    if (over() || s < 0 || s >= b.cell_count() || !b.is_active(s) || number_at(s) != 0) return false;
    if (value < 1 || value > b.square_count()) return false;
    std::vector<int> after = marks_[static_cast<std::size_t>(s)];
    const auto it = std::lower_bound(after.begin(), after.end(), value);
    if (it != after.end() && *it == value)
        after.erase(it);
    else
        after.insert(it, value);
    record({s, 0, 0, marks_[static_cast<std::size_t>(s)], std::move(after)});
    return true;
}

void CluePlay::record(Edit e) {
    history_.resize(done_);  // a new edit drops what could be redone
    history_.push_back(std::move(e));
    apply(history_.back(), true);
    ++done_;
}

void CluePlay::apply(const Edit& e, bool forward) {
    const auto i = static_cast<std::size_t>(e.square);
    entries_[i] = forward ? e.after : e.before;
    marks_[i] = forward ? e.marks_after : e.marks_before;
    hint_.reset();
    check_solved();
}

bool CluePlay::undo() {
    if (!can_undo()) return false;
    apply(history_[--done_], false);
    return true;
}

bool CluePlay::redo() {
    if (!can_redo()) return false;
    apply(history_[done_++], true);
    return true;
}

const ClueHint& CluePlay::ask_hint() {
    hint_ = over() ? ClueHint{} : clue_hint(puzzle_, entries_, solution_);
    if (!over() && hint_->kind != ClueHint::Kind::Solved && told_.insert(hint_->text).second) ++hints_;
    return *hint_;
}

void CluePlay::reveal() {
    if (over()) return;
    for (std::size_t k = 0; k < solution_.squares.size(); ++k) {
        const auto i = static_cast<std::size_t>(solution_.squares[k]);
        if (!puzzle_.clues[i]) entries_[i] = static_cast<int>(k) + 1;
        marks_[i].clear();
    }
    hint_.reset();
    revealed_ = true;
}

void CluePlay::check_solved() {
    if (filled() != static_cast<int>(puzzle_.board.square_count())) return;
    Tour tour;
    tour.squares.resize(static_cast<std::size_t>(puzzle_.board.square_count()));
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s)
        if (const int v = number_at(s); v > 0 && v <= static_cast<int>(tour.size()))
            tour.squares[static_cast<std::size_t>(v - 1)] = s;
    solved_ = solves_clue_puzzle(puzzle_, tour);
}

std::vector<Square> CluePlay::conflicts() const {
    const Board& b = puzzle_.board;
    const int n = static_cast<int>(b.square_count());
    std::vector<Square> where(static_cast<std::size_t>(n) + 2, kNoSquare), out;
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s) {
        const int v = number_at(s);
        if (v < 1 || v > n) continue;
        if (const Square other = where[static_cast<std::size_t>(v)]; other != kNoSquare) {
            out.push_back(s);
            if (puzzle_.clue_at(other) == 0) out.push_back(other);
        }
        where[static_cast<std::size_t>(v)] = s;
    }
    for (int v = 1; v < n; ++v) {
        const Square a = where[static_cast<std::size_t>(v)], c = where[static_cast<std::size_t>(v + 1)];
        if (a == kNoSquare || c == kNoSquare || b.is_move(a, c)) continue;
        if (puzzle_.clue_at(a) == 0) out.push_back(a);
        if (puzzle_.clue_at(c) == 0) out.push_back(c);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> CluePlay::missing() const {
    const int n = static_cast<int>(puzzle_.board.square_count());
    std::vector<char> seen(static_cast<std::size_t>(n) + 1, 0);
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s)
        if (const int v = number_at(s); v >= 1 && v <= n) seen[static_cast<std::size_t>(v)] = 1;
    std::vector<int> out;
    for (int v = 1; v <= n; ++v)
        if (!seen[static_cast<std::size_t>(v)]) out.push_back(v);
    return out;
}

int CluePlay::next_number() const {
    const std::vector<int> m = missing();
    return m.empty() ? 0 : m.front();
}

std::vector<std::pair<Square, Square>> CluePlay::links() const {
    const Board& b = puzzle_.board;
    const int n = static_cast<int>(b.square_count());
    std::vector<Square> where(static_cast<std::size_t>(n) + 1, kNoSquare);
    for (Square s = 0; s < static_cast<Square>(entries_.size()); ++s)
        if (const int v = number_at(s); v >= 1 && v <= n && where[static_cast<std::size_t>(v)] == kNoSquare)
            where[static_cast<std::size_t>(v)] = s;
    std::vector<std::pair<Square, Square>> out;
    for (int v = 1; v < n; ++v) {
        const Square a = where[static_cast<std::size_t>(v)], c = where[static_cast<std::size_t>(v + 1)];
        if (a != kNoSquare && c != kNoSquare && b.is_move(a, c)) out.emplace_back(a, c);
    }
    if (puzzle_.closed && n > 2) {
        const Square a = where[static_cast<std::size_t>(n)], c = where[1];
        if (a != kNoSquare && c != kNoSquare && b.is_move(a, c)) out.emplace_back(a, c);
    }
    return out;
}

void CluePlay::restore(const std::vector<int>& entries, const std::vector<std::vector<int>>& marks, int hints, bool revealed) {
    const int n = static_cast<int>(puzzle_.board.square_count());
    if (entries.size() == entries_.size())
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (!puzzle_.clues[i] && entries[i] >= 0 && entries[i] <= n) entries_[i] = entries[i];
    if (marks.size() == marks_.size())
        for (std::size_t i = 0; i < marks.size(); ++i) {
            marks_[i].clear();
            for (int v : marks[i])
                if (v >= 1 && v <= n && !entries_[i] && !puzzle_.clues[i]) marks_[i].push_back(v);
            std::sort(marks_[i].begin(), marks_[i].end());
            marks_[i].erase(std::unique(marks_[i].begin(), marks_[i].end()), marks_[i].end());
        }
    hints_ = std::max(0, hints);
    history_.clear();
    done_ = 0;
    check_solved();
    if (revealed && !solved_) reveal();
}

}  // namespace kt
