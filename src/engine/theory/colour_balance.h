// The colour count: on any board, removed squares and all, a leaper whose
// two steps add up to an odd number (the knight's 1 + 2, among others)
// always lands on the other colour, so a tour alternates colours. A closed
// tour then has as many squares of each colour, and a path at most one
// more of one colour, which must hold both its ends. Deciding this takes a
// count of the squares, where a tour counter or search would sweep the
// whole board before finding nothing (9x9 closed: hours, or out of memory).
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/board.h"

namespace kt {

struct ColourCounts {
    bool alternates = false;  // the leaper always changes colour; else nothing below holds
    std::array<int, 2> of{};  // squares of the colour of a1 ([0]) and of the other ([1])
    // With one more square of one colour: every path starts and ends there.
    std::optional<int> ends_colour() const;
};

ColourCounts colour_counts(const Board& board);

// Why the board has no closed tour (closed) or no path through every
// square at all (else), when its colour counts rule them out; else nullopt.
std::optional<std::string> colour_rules_out(const Board& board, bool closed);

}  // namespace kt
