// The frontier counter's sweep plan: the order squares join, and for each
// step what the transition kernel needs, worked out once per board.
// Slots are frontier positions; a step's "layout" is the frontier before the
// step with the joining square appended as the last slot. Slot sets are kept
// as nibble masks (bit 4*s set for slot s), the form the kernel computes in.
#pragma once

#include <cstdint>
#include <vector>

#include "core/board.h"
#include "count/frontier_types.h"

namespace kt {

using SlotMask = unsigned __int128;

inline constexpr SlotMask slot_bit(int slot) { return SlotMask(1) << (4 * slot); }

// Unswept squares next to the frontier with fewer than two unswept
// neighbours rely on frontier squares with room left. Up to 64 of them per
// step are tracked as bits: per slot, which of them it neighbours.
struct LeaningSquares {
    struct SlotLinks {
        int slot;
        std::uint64_t squares;  // bits over the leaning squares
        bool operator==(const SlotLinks&) const = default;
    };
    std::vector<SlotLinks> slots;  // staying layout slots with a leaning neighbour
    std::uint64_t need_two = 0;     // squares with no unswept neighbour
    std::uint64_t need_one = 0;     // squares with one
    bool operator==(const LeaningSquares&) const = default;
};

struct FrontierStep {
    int width_before = 0;            // stored slots before the square joins
    std::vector<int> back_slots;     // layout slots the new square may link to
    std::vector<unsigned> masks;     // allowed link subsets over back_slots (at most 2 links)
    std::vector<int> leaving;        // layout slots leaving after this step, descending
    SlotMask leaving_mask = 0;
    SlotMask future0 = 0, future1 = 0;  // staying slots with 0 / 1 links still to come
    // Bipartite boards only (else empty): staying slots by colour, and twice
    // the colour balance of the squares still to come.
    SlotMask white = 0, black = 0;
    int future_balance = 0;
    int new_square_future = 0;       // links the joining square may still get later
    LeaningSquares leaning;
    // When the swept squares (and so the rest of the board) are symmetric
    // under the reflection along the sweep lines: for each slot after the
    // step, the slot of its mirror image. A state and its mirror image then
    // have equally many completions, so the counter keeps one of each pair
    // (with both counts summed). Empty elsewhere.
    std::vector<int> mirror;
    // Equal steps have the same transitions: slots are frontier positions.
    bool operator==(const FrontierStep&) const = default;
};

struct FrontierPlan {
    std::vector<Square> order;
    std::vector<FrontierStep> steps;
    int max_width = 0;   // largest layout (stored slots + the joining square)
    int max_stored = 0;  // largest frontier kept between steps
    bool bipartite = false;
};

// Steps [begin, end) of a sweep where step i + period is step i again
// (away from the ends of a long board: a line, or two lines where the
// colours alternate). Empty when no step repeats a whole period later.
struct PeriodicStretch {
    // Whole periods a stretch needs for the counter to sweep it periodically:
    // a long board's (on 6x6 and the like the steps barely repeat).
    static constexpr std::size_t kLong = 3;
    std::size_t begin = 0, end = 0, period = 0;
    // Where the steps stop repeating exactly: past it, up to `end`, they
    // differ from the stretch's only in pruning more.
    std::size_t pure_end = 0;
    std::size_t periods() const { return period ? (end - begin) / period : 0; }
    bool is_long() const { return periods() >= kLong; }
};
// The stretch covering the most steps, with a period of at least two steps;
// a long one goes on past its end through steps that differ from it only in
// pruning more (near the board's end). The last step (which closes the
// tour) is never in it.
PeriodicStretch find_periodic_stretch(const FrontierPlan& plan);

// Slot masks hold 32 slots; a wider sweep gets only its max_width (no steps).
inline constexpr int kMaxPlannedWidth = 32;

// Line by line, row-major or column-major, with the squares of each line in
// the order (along, backwards, or by halves) that keeps the frontier narrowest.
FrontierPlan make_frontier_plan(const Board& board, const CountOptions& options);

}  // namespace kt
