#include "theory/tour_bound.h"

#include <cmath>

namespace kt {

namespace {

// log2 of (d!)^(1/d), a row of d ones' share of Bregman's bound; a row of
// none makes the permanent 0, which any bound holds.
double row_share(std::int64_t d) {
    return d <= 0 ? 0.0 : std::lgamma(static_cast<double>(d) + 1) / std::log(2.0) / static_cast<double>(d);
}

}  // namespace

double log2_tour_bound(const Board& board, bool paths) {
    const int extra = paths ? 1 : 0;  // the square joined to every square
    double sum = paths ? row_share(board.square_count()) : 0.0;
    for (Square s = 0; s < board.cell_count(); ++s)
        if (board.is_active(s)) sum += row_share(board.degree(s) + extra);
    return sum;
}

}  // namespace kt
