#include "solve/strip_plan.h"

#include <cstddef>

namespace kt::divide_detail {
namespace {

// 3 high. The 3x4 block path, from (1,0) to (2,0); it replaces the link
// (2,-2)-(0,-1) and carries that link again as its squares 10-3.
constexpr int kBlock3[] = {4, 2, 11, 5, 3, 10, 1, 7, 9, 0, 6, 8};
// Closed bases, each holding the link (2,-2)-(0,-1).
constexpr int kClosed3x10[] = {0, 12, 20, 1,  13, 25, 4,  16, 28, 9, 17, 29, 8,  27, 19,
                                   7, 15, 23, 11, 3,  24, 5,  26, 18, 6, 14, 22, 10, 2,  21};
constexpr int kClosed3x12[] = {0,  14, 24, 1,  15, 29, 4,  18, 32, 22, 8,  31, 6,  20, 34, 11, 21, 35,
                                   10, 33, 23, 9,  19, 5,  28, 3,  13, 27, 17, 7,  30, 16, 26, 12, 2,  25};
// Seed 004's open pieces, from a1 (its move-number tables, read row by row);
// each ends a knight move from the a1 of a piece laid to its right.
constexpr int kSeed3x4[] = {0, 6, 8, 1, 7, 9, 2, 4, 10, 3, 5, 11};
constexpr int kSeed3x7[] = {0, 15, 10, 19, 6, 11, 20, 5, 18, 13, 4, 9, 14, 1, 16, 7, 2, 17, 8, 3, 12};
constexpr int kSeed3x9[] = {0,  19, 12, 5, 16, 23, 4,  21, 10, 3,  22, 11, 18, 1,
                            20, 9,  2,  13, 6, 17, 24, 7, 14, 25, 8, 15, 26};

// 4 high, Bhutada and Meshram's way: colour the squares grey (rows 1-2 on odd files,
// rows 3-4 on even ones, counting from a1) and white; the tour runs through
// one colour class, then the other. Each 4x4 block adds one path to each
// class, spliced into that class's run: two paths, two links. (No single
// path of a block can splice in: every path there alternates outer and
// inner rows.) First the class holding rows 0-1 of the block's even columns:
constexpr int kBlock4a[] = {0, 6, 15, 9, 2, 11, 13, 4};  // replaces (1,-2)-(3,-1), carries it as 6-15
constexpr int kBlock4b[] = {12, 10, 3, 5, 14, 7, 1, 8};  // the other class: replaces (2,-2)-(0,-1), carries 10-3
// Bases from a1: one colour class, then the other, holding both links.
constexpr int kOpen4x5[] = {0, 11, 18, 9, 2, 5, 16, 7, 4, 13, 6, 3, 14, 17, 10, 1, 8, 19, 12, 15};
constexpr int kOpen4x6[] = {0, 8, 4, 17, 21, 10, 23, 15, 19, 6, 2, 13, 9, 1, 12, 20, 7, 18, 14, 22, 11, 3, 16, 5};
constexpr int kOpen4x7[] = {0,  9,  4,  13, 26, 11, 6, 19, 24, 15, 2,  7,  22, 17,
                            8,  3,  12, 27, 18, 5,  20, 25, 10, 23, 14, 1, 16, 21};
constexpr int kOpen4x8[] = {0,  10, 4,  14, 31, 21, 6,  12, 27, 17, 2,  8,  25, 19, 29, 23,
                            13, 3,  9,  24, 18, 1,  16, 26, 20, 30, 15, 5,  11, 28, 22, 7};

template <std::size_t N>
std::vector<int> list(const int (&squares)[N]) {
    return std::vector<int>(squares, squares + N);
}

template <std::size_t N>
StripPlan make_plan(int height, int length, bool closed, int base_width, const int (&base)[N]) {
    StripPlan plan;
    plan.height = height;
    plan.length = length;
    plan.closed = closed;
    plan.base_width = base_width;
    plan.base = list(base);
    plan.block_width = 4;
    if (height == 3 && !closed) {
        plan.chained = true;
        plan.splices = {StripSplice{list(kSeed3x4), 0, 0, 0, 0}};
    } else if (height == 3) {
        plan.splices = {StripSplice{list(kBlock3), 2, -2, 0, -1}};
    } else {
        plan.splices = {StripSplice{list(kBlock4a), 1, -2, 3, -1}, StripSplice{list(kBlock4b), 2, -2, 0, -1}};
    }
    plan.blocks = (length - base_width) / plan.block_width;
    return plan;
}

}  // namespace

std::optional<StripPlan> plan_strip(int height, int length, bool closed) {
    if (height == 3 && closed) {
        if (length < 10 || length % 2 != 0) return std::nullopt;
        return length % 4 == 2 ? make_plan(3, length, true, 10, kClosed3x10) : make_plan(3, length, true, 12, kClosed3x12);
    }
    if (height == 3) {
        if (length == 4 || length == 8) return make_plan(3, length, false, 4, kSeed3x4);
        if (length < 7 || length % 2 == 0) return std::nullopt;
        return length % 4 == 3 ? make_plan(3, length, false, 7, kSeed3x7) : make_plan(3, length, false, 9, kSeed3x9);
    }
    if (height == 4 && !closed && length >= 5) {
        switch ((length - 5) % 4) {
            case 0: return make_plan(4, length, false, 5, kOpen4x5);
            case 1: return make_plan(4, length, false, 6, kOpen4x6);
            case 2: return make_plan(4, length, false, 7, kOpen4x7);
            default: return make_plan(4, length, false, 8, kOpen4x8);
        }
    }
    return std::nullopt;
}

}  // namespace kt::divide_detail
