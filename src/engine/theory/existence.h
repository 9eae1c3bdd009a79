// Existence theorems for the knight on full rectangular boards, each answer
// with its reason in words:
//  - Schwenk (1991): an m x n board (m <= n) has a closed tour unless
//    m and n are both odd; m is 1, 2 or 4; or m = 3 and n is 4, 6 or 8.
//  - Open tours (Conrad et al. 1994): an m x n board (m <= n)
//    has a tour whose ends are not a knight move apart unless m is 1 or 2
//    (the 1x1 board excepted: its single square is a tour), m = 3 and n is
//    3, 5 or 6, or m = 4 and n = 4.
// Boards with removed squares or other leapers are outside both theorems:
// the answer is Unknown, and says so, unless the colour count rules tours
// out (colour_balance.h).
#pragma once

#include <string>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

enum class Existence { Yes, No, Unknown };

struct ExistenceAnswer {
    Existence answer = Existence::Unknown;
    std::string reason;  // one sentence: which rule decides, and why
    bool exists() const { return answer == Existence::Yes; }
};

// Is there a closed tour (a cycle through every square)?
ExistenceAnswer closed_tour_exists(const Board& board);
// Is there an open tour (visits every square; its ends are not a move apart)?
ExistenceAnswer open_tour_exists(const Board& board);

// "yes", "no", "unknown".
const char* existence_word(Existence e);

}  // namespace kt
