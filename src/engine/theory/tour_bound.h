// An upper bound on the number of tours of a board, from its squares'
// degrees alone: Bregman's theorem (1973, Minc's conjecture) bounds the
// permanent of a 0-1 matrix whose rows hold r_1 .. r_n ones by the product
// of (r_i!)^(1/r_i). A closed tour, taken in one direction, is a
// permutation within the board's move matrix (each square to the next), so
// the directed closed tours are at most its permanent. A path is a closed
// tour through one more square joined to every square. The frontier
// counter takes as many primes as this bound needs past 128 bits, where it
// is below the bound its first sweep gives.
#pragma once

#include "core/board.h"

namespace kt {

// log2 of Bregman's bound on the board's directed closed tours (`paths`:
// directed Hamiltonian paths); undirected ones are half as many.
double log2_tour_bound(const Board& board, bool paths);

}  // namespace kt
