// A tour is the sequence of squares a leaper visits; the validator says
// whether it is a closed tour, an open tour, or what is wrong and where.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/board.h"

namespace kt {

struct Tour {
    std::vector<Square> squares;

    std::size_t size() const { return squares.size(); }
    bool empty() const { return squares.empty(); }
    bool operator==(const Tour&) const = default;
};

enum class TourKind { Closed, Open, Invalid };

struct TourVerdict {
    TourKind kind = TourKind::Invalid;
    std::string reason;       // empty unless Invalid: what is wrong, with squares named
    std::int64_t step = -1;   // 1-based move number where the problem shows, -1 if none
    bool valid() const { return kind != TourKind::Invalid; }
};

// Checks that `tour` visits every active square of `board` exactly once, each
// step a leaper move. Linear in the board size.
TourVerdict validate_tour(const Board& board, const Tour& tour);

// Checks only that consecutive squares are leaper moves and none repeats
// (a partial tour, as a solver or a puzzle builds it).
TourVerdict validate_path(const Board& board, const Tour& path);

// Whether the path's last square leaps back to its first: what makes a full
// tour closed. A one-square path is open (no move closes it).
bool closes(const Board& board, std::span<const Square> path);
bool closes(const Board& board, const Tour& path);

// "closed" / "open" / "invalid: <reason>": the `knights check` verdict line.
std::string verdict_line(const TourVerdict& verdict);

}  // namespace kt
