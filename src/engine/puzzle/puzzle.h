// Puzzle play: a board, a goal (any tour or a closed one) and an
// optional given partial tour; the player places the knight and moves it,
// with undo/redo, hints and dead-end warnings. No clocks: the page times.
//
// The page's loop: construct (from a link: share/puzzle_share.h), draw path()
// and legal_moves(), call play(square) on a click, undo()/redo()/restart()
// on buttons, status() for the win screen, hint() on request, dead_end()
// after each move, and completion_search() handed to a worker for "is there
// still a tour from here?".
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "puzzle/completion_search.h"
#include "puzzle/dead_end.h"

namespace kt {

class PuzzleError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

enum class PuzzleStatus {
    Empty,         // the knight is not placed yet
    Playing,       // moves are left
    Stuck,         // no legal move, squares left unvisited
    Won,           // every square visited, and closed if that was the goal
    CompleteOpen,  // every square visited, but the goal was a closed tour and this one is open
};
const char* to_string(PuzzleStatus status);  // "empty", "playing", "stuck", "won", "complete-open"

class Puzzle {
public:
    // Throws PuzzleError when `given` is not a leaper path on the board.
    explicit Puzzle(Board board, bool closed_goal = false, Tour given = {});

    const Board& board() const { return board_; }
    bool closed_goal() const { return closed_goal_; }
    const Tour& given() const { return given_; }
    // The squares visited, given ones first.
    const std::vector<Square>& path() const { return path_; }
    Tour tour() const { return Tour{path_}; }
    bool placed() const { return !path_.empty(); }
    std::optional<Square> knight() const;
    // 1-based position of s in the path, 0 when not visited.
    std::int64_t visit_number(Square s) const;
    // Moves on the board (path length - 1), and those the player made.
    std::int64_t move_count() const;
    std::int64_t player_moves() const { return static_cast<std::int64_t>(path_.size() - given_.size()); }

    // Before placing: every active square; then the unvisited leaper moves
    // from the knight, in offset order.
    std::vector<Square> legal_moves() const;
    bool is_legal(Square s) const;
    // Places the knight or moves it; false (and nothing changes) if illegal.
    // Replaying the move redo() would make keeps the rest of the redo list.
    bool play(Square s);
    bool can_undo() const { return path_.size() > given_.size(); }
    bool can_redo() const { return !redo_.empty(); }
    bool undo();  // never removes given squares
    bool redo();
    void restart();  // back to the given squares; clears redo

    PuzzleStatus status() const;
    bool complete() const { return static_cast<std::int64_t>(path_.size()) == board_.square_count(); }
    bool closed() const;  // complete and the last square is a move from the first

    // Warnsdorff's suggestion: the legal move with the fewest onward moves
    // (ties: offset order); nullopt before placing or when stuck.
    std::optional<Square> hint() const;
    // Quick, certain dead-end test of the current position (see dead_end.h).
    DeadEnd dead_end() const;
    // A search of the current position for a worker: run(budget), cancel().
    std::unique_ptr<CompletionSearch> completion_search() const;

private:
    Board board_;
    bool closed_goal_;
    Tour given_;
    std::vector<Square> path_;
    std::vector<Square> redo_;  // undone squares, last undone at the back
    std::vector<std::int64_t> visit_;  // per cell: 1-based path index, 0 unvisited
};


}  // namespace kt
