// The kinds of play puzzle: a free board, a partial tour to finish, or a
// start square to close a tour from. Share links name them (share/ includes
// this header, never the other way).
#pragma once

#include <optional>
#include <string_view>

namespace kt {

enum class PuzzleKind {
    Free,            // empty board: place the knight anywhere and tour it
    CompleteTour,    // the given part is a partial tour: finish it
    ClosedTourFrom,  // the given part is one start square: find a closed tour from it
};

const char* to_string(PuzzleKind kind);  // "free", "complete", "closed-from"
std::optional<PuzzleKind> parse_puzzle_kind(std::string_view text);

}  // namespace kt
