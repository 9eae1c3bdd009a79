#include "core/tour.h"

namespace kt {
namespace {

TourVerdict invalid(std::string reason, std::int64_t step) { return {TourKind::Invalid, std::move(reason), step}; }

// Shared by the full and the partial check: squares on the board, active,
// distinct, consecutive ones a leap apart. `seen` is sized to the board.
TourVerdict check_steps(const Board& board, const Tour& path, std::vector<std::int32_t>& seen_at) {
    seen_at.assign(static_cast<std::size_t>(board.cell_count()), -1);
    for (std::size_t i = 0; i < path.squares.size(); ++i) {
        const Square s = path.squares[i];
        const auto move = static_cast<std::int64_t>(i + 1);
        if (s < 0 || s >= board.cell_count())
            return invalid("move " + std::to_string(move) + " is off the board (square number " + std::to_string(s) + ")", move);
        if (!board.is_active(s)) return invalid("move " + std::to_string(move) + " lands on removed square " + board.name(s), move);
        auto& first = seen_at[static_cast<std::size_t>(s)];
        if (first >= 0)
            return invalid("square " + board.name(s) + " is visited twice (moves " + std::to_string(first) + " and " +
                               std::to_string(move) + ")",
                           move);
        first = static_cast<std::int32_t>(move);  // at most the board size (1e8): a repeat stops the walk first
        if (i > 0 && !board.is_move(path.squares[i - 1], s))
            return invalid("move " + std::to_string(move) + " " + board.name(path.squares[i - 1]) + "-" + board.name(s) +
                               " is not a leaper move",
                           move);
    }
    return {TourKind::Open, "", -1};
}

}  // namespace

TourVerdict validate_path(const Board& board, const Tour& path) {
    std::vector<std::int32_t> seen_at;
    return check_steps(board, path, seen_at);
}

TourVerdict validate_tour(const Board& board, const Tour& tour) {
    if (tour.empty()) return invalid("empty tour", -1);
    std::vector<std::int32_t> seen_at;
    TourVerdict steps = check_steps(board, tour, seen_at);
    if (!steps.valid()) return steps;
    const auto want = board.square_count();
    const auto have = static_cast<std::int64_t>(tour.size());
    if (have != want) {
        std::string missing;
        for (Square s = 0; s < board.cell_count() && missing.empty(); ++s)
            if (board.is_active(s) && seen_at[static_cast<std::size_t>(s)] < 0) missing = board.name(s);
        return invalid("tour has " + std::to_string(have) + " squares, the board has " + std::to_string(want) +
                           (missing.empty() ? "" : " (square " + missing + " is never visited)"),
                       have);
    }
    return {closes(board, tour) ? TourKind::Closed : TourKind::Open, "", -1};
}

bool closes(const Board& board, std::span<const Square> path) {
    return path.size() > 1 && board.is_move(path.back(), path.front());
}

bool closes(const Board& board, const Tour& path) { return closes(board, std::span<const Square>(path.squares)); }

std::string verdict_line(const TourVerdict& verdict) {
    switch (verdict.kind) {
        case TourKind::Closed: return "closed";
        case TourKind::Open: return "open";
        case TourKind::Invalid: break;
    }
    return "invalid: " + verdict.reason;
}

}  // namespace kt
