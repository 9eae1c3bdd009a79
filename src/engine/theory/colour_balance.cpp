#include "theory/colour_balance.h"

#include <cstdlib>

namespace kt {

std::optional<int> ColourCounts::ends_colour() const {
    if (!alternates || std::abs(of[0] - of[1]) != 1) return std::nullopt;
    return of[0] > of[1] ? 0 : 1;
}

ColourCounts colour_counts(const Board& board) {
    ColourCounts c;
    c.alternates = board.leaper().changes_colour();
    for (Square s = 0; s < board.cell_count(); ++s)
        if (board.is_active(s)) ++c.of[static_cast<std::size_t>(board.colour(s))];
    return c;
}

std::optional<std::string> colour_rules_out(const Board& board, bool closed) {
    const ColourCounts c = colour_counts(board);
    const int surplus = std::abs(c.of[0] - c.of[1]);
    if (!c.alternates || surplus == 0 || (!closed && surplus == 1)) return std::nullopt;
    const std::string counts = "the board has " + std::to_string(c.of[0]) + " squares of the colour of a1 and " +
                               std::to_string(c.of[1]) + " of the other";
    if (closed)
        return counts + ", but a closed tour alternates colours, so it needs as many of each";
    return counts + ", but a tour alternates colours, so it can have at most one more of one colour";
}

}  // namespace kt
