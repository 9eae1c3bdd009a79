// The connectivity state of the ranking sweep, and one step of it: which
// states follow a state when the joining square picks a set of links.
//
// A state holds a 4-bit code per frontier slot: 0 = no link yet, 1 = two
// links (full), 2 = one link, on a path whose other end has already left the
// frontier as a path end (paths only), and from 3 up a label shared by the
// two ends of one partial path, numbered in order of first appearance so
// equal frontiers give equal keys. This is the classic transfer-matrix state
// for Hamiltonian cycles and paths (as in Knuth's and Jaeger's counts);
// written plainly here, since the ranker needs the choices one by one and in
// a fixed order, where the counter only needs their sums.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rank/rank_plan.h"

namespace kt {

using RankKey = unsigned __int128;  // 4 bits per slot, slot 0 lowest

// Frontiers wider than this do not fit a key (labels must stay below 16).
inline constexpr int kMaxRankWidth = 24;

class RankStepper {
public:
    using Codes = std::array<std::uint8_t, kMaxRankWidth + 2>;

    RankStepper(const RankStep& step, bool paths, bool last);

    // The joining square's link choices, as masks over the step's back slots
    // (bit b = back_slots[b]), in tour order: lexicographic over the back
    // squares in sweep order, "no link" before "link".
    const std::vector<unsigned>& choices() const { return choices_; }

    // A state before the step, unpacked: the layout codes (the joining
    // square last, 0), and what the slots no link of this step reaches
    // contribute to the checks, the same for every choice.
    struct State {
        Codes codes{};
        int spent = 0;    // slots coded 2
        bool dead = false;  // no choice leads anywhere
        int balance = 0;  // colour balance so far (bipartite boards)
        int ends = 0;     // untouched squares that can only be path ends
        std::array<std::uint8_t, 32> room{};  // per leaning square: links it can get from untouched slots
    };
    State decode(RankKey key) const;
    // The state after the joining square takes the links of `mask`, or
    // nullopt when that cannot lead to a tour. At the last step the only
    // successor is the empty frontier, key 0.
    std::optional<RankKey> follow(const State& state, unsigned mask) const;

private:
    struct Slot {
        int slot, future, colour;
    };
    struct Leaning {
        int unswept;
        std::vector<int> untouched, touched;  // slots next to it
    };
    bool link(Codes& c, int a, bool& complete) const;
    bool leave_all(Codes& c, bool& complete, int& ends) const;
    bool hopeful(const Codes& c, int spent, const State& state) const;
    RankKey encode(const Codes& c) const;

    const RankStep& step_;
    bool paths_, last_;
    int width_;  // layout slots (stored ones plus the joining square)
    std::vector<unsigned> choices_;
    std::vector<Slot> untouched_staying_, touched_staying_;
    std::vector<int> untouched_leaving_;
    std::vector<Leaning> leaning_;  // at most 32: the rest go unchecked (a pruning only)
};

}  // namespace kt
