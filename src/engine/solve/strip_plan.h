// Tours on boards 3 or 4 squares high, built in linear time from a small
// base tour and copies of one extension block (after Bhutada and Meshram and the
// extension arguments in Schwenk's 1991 proof; pieces our own):
//  - 3 x n closed (n even >= 10): base 3x10 or 3x12, plus 3x4 blocks;
//  - 3 x n open (n = 4, 8 and odd n >= 7): Bhutada and Meshram's pieces 3x4, 3x7, 3x9,
//    each an open path from its a1 that ends a knight move from the next
//    piece's a1, strung together (3x7 or 3x9 first, then 3x4s);
//  - 4 x n open (n >= 5), Bhutada and Meshram's colour classes: one class toured, then
//    the other; base 4x5, 4x6, 4x7 or 4x8, plus 4x4 blocks, each adding one
//    spliced path to each class.
// Spliced blocks are laid to the right of the strip built so far and
// covered by one or two paths; each path replaces one link (a, b) near the
// old right end by a -> path -> b. Every block carries the same links at the
// same distance from its own right end, so the next block splices in the
// same way. (Stringing open paths cannot close a tour, and on 4 x n no path
// of a block ends where the next one could start: hence the splices.)
// The pieces were found once by exhaustive search and are stored here; the
// solver checks them before use, the tests validate the tours they build.
#pragma once

#include <optional>
#include <vector>

namespace kt::divide_detail {

// One path of an extension block and the strip link it replaces.
struct StripSplice {
    std::vector<int> path;  // block squares (row * block width + column), in order
    // The link a-b of the strip so far; columns count from its right end
    // (-1 = last). a joins path.front(), b joins path.back().
    int a_row = 0, a_col = 0, b_row = 0, b_col = 0;
};

struct StripPlan {
    int height = 0;
    int length = 0;
    bool closed = false;
    int base_width = 0;
    std::vector<int> base;  // the base tour: squares (row * base_width + column), in order
    int block_width = 0;
    // Chained: each block is the one path splices[0].path (its a/b unused),
    // entered from the strip's last square. Else spliced as described above.
    bool chained = false;
    std::vector<StripSplice> splices;  // together they cover the block
    int blocks = 0;                    // extension blocks after the base
};

// How to build a tour (closed or open) on a strip `height` high and
// `length` long; nullopt when these constructions do not cover it.
std::optional<StripPlan> plan_strip(int height, int length, bool closed);

}  // namespace kt::divide_detail
