#include "puzzle/puzzle.h"

#include <memory>

namespace kt {

const char* to_string(PuzzleStatus status) {
    switch (status) {
        case PuzzleStatus::Empty: return "empty";
        case PuzzleStatus::Playing: return "playing";
        case PuzzleStatus::Stuck: return "stuck";
        case PuzzleStatus::Won: return "won";
        case PuzzleStatus::CompleteOpen: return "complete-open";
    }
    return "empty";
}

Puzzle::Puzzle(Board board, bool closed_goal, Tour given)
    : board_(std::move(board)), closed_goal_(closed_goal), given_(std::move(given)) {
    TourVerdict verdict = validate_path(board_, given_);
    if (!verdict.valid()) throw PuzzleError("given tour: " + verdict.reason);
    visit_.assign(static_cast<std::size_t>(board_.cell_count()), 0);
    restart();
}

std::optional<Square> Puzzle::knight() const {
    if (path_.empty()) return std::nullopt;
    return path_.back();
}

std::int64_t Puzzle::visit_number(Square s) const {
    if (s < 0 || s >= board_.cell_count()) return 0;
    return visit_[static_cast<std::size_t>(s)];
}

std::int64_t Puzzle::move_count() const { return path_.empty() ? 0 : static_cast<std::int64_t>(path_.size()) - 1; }

bool Puzzle::is_legal(Square s) const {
    if (s < 0 || s >= board_.cell_count() || !board_.is_active(s) || visit_[static_cast<std::size_t>(s)]) return false;
    return path_.empty() || board_.is_move(path_.back(), s);
}

std::vector<Square> Puzzle::legal_moves() const {
    std::vector<Square> moves;
    if (path_.empty()) {
        for (Square s = 0; s < board_.cell_count(); ++s)
            if (board_.is_active(s)) moves.push_back(s);
        return moves;
    }
    for (Square s : board_.neighbours(path_.back()))
        if (!visit_[static_cast<std::size_t>(s)]) moves.push_back(s);
    return moves;
}

bool Puzzle::play(Square s) {
    if (!is_legal(s)) return false;
    if (!redo_.empty() && redo_.back() == s)
        redo_.pop_back();
    else
        redo_.clear();
    path_.push_back(s);
    visit_[static_cast<std::size_t>(s)] = static_cast<std::int64_t>(path_.size());
    return true;
}

bool Puzzle::undo() {
    if (!can_undo()) return false;
    const Square s = path_.back();
    path_.pop_back();
    visit_[static_cast<std::size_t>(s)] = 0;
    redo_.push_back(s);
    return true;
}

bool Puzzle::redo() {
    if (redo_.empty()) return false;
    const Square s = redo_.back();
    redo_.pop_back();
    path_.push_back(s);
    visit_[static_cast<std::size_t>(s)] = static_cast<std::int64_t>(path_.size());
    return true;
}

void Puzzle::restart() {
    for (Square s : path_) visit_[static_cast<std::size_t>(s)] = 0;
    path_ = given_.squares;
    for (std::size_t i = 0; i < path_.size(); ++i) visit_[static_cast<std::size_t>(path_[i])] = static_cast<std::int64_t>(i + 1);
    redo_.clear();
}

bool Puzzle::closed() const { return complete() && closes(board_, path_); }

PuzzleStatus Puzzle::status() const {
    if (path_.empty()) return board_.square_count() == 0 ? PuzzleStatus::Stuck : PuzzleStatus::Empty;
    if (complete()) return closed_goal_ && !closed() ? PuzzleStatus::CompleteOpen : PuzzleStatus::Won;
    return legal_moves().empty() ? PuzzleStatus::Stuck : PuzzleStatus::Playing;
}

std::optional<Square> Puzzle::hint() const {
    if (path_.empty()) return std::nullopt;
    std::optional<Square> best;
    int best_onward = 9;
    for (Square s : legal_moves()) {
        int onward = 0;
        for (Square t : board_.neighbours(s)) onward += !visit_[static_cast<std::size_t>(t)];
        if (onward < best_onward) {
            best_onward = onward;
            best = s;
        }
    }
    return best;
}

DeadEnd Puzzle::dead_end() const { return find_dead_end(board_, path_, closed_goal_); }

std::unique_ptr<CompletionSearch> Puzzle::completion_search() const {
    return std::make_unique<CompletionSearch>(board_, path_, closed_goal_);
}

}  // namespace kt
