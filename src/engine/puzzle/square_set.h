// A set of squares of a clue-puzzle board (at most 12x12 = 144 cells) as a
// fixed 192-bit mask, and the leaper's neighbourhood of a whole set computed
// with one shift per move offset: the solver's propagation runs on these.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/board.h"

namespace kt {

class SquareSet {
public:
    static constexpr int kWords = 3;
    static constexpr int kMaxCells = 64 * kWords;

    bool test(Square s) const { return (w_[s >> 6] >> (s & 63)) & 1; }
    void set(Square s) { w_[s >> 6] |= std::uint64_t{1} << (s & 63); }
    void reset(Square s) { w_[s >> 6] &= ~(std::uint64_t{1} << (s & 63)); }
    static SquareSet single(Square s) {
        SquareSet r;
        r.set(s);
        return r;
    }
    int count() const { return std::popcount(w_[0]) + std::popcount(w_[1]) + std::popcount(w_[2]); }
    bool empty() const { return (w_[0] | w_[1] | w_[2]) == 0; }
    // The lowest square, kNoSquare when empty.
    Square first() const {
        for (int i = 0; i < kWords; ++i)
            if (w_[i]) return i * 64 + std::countr_zero(w_[i]);
        return kNoSquare;
    }
    template <class F>
    void for_each(F f) const {
        for (int i = 0; i < kWords; ++i)
            for (std::uint64_t m = w_[i]; m; m &= m - 1) f(static_cast<Square>(i * 64 + std::countr_zero(m)));
    }

    SquareSet operator&(const SquareSet& o) const { return combine(o, [](auto a, auto b) { return a & b; }); }
    SquareSet operator|(const SquareSet& o) const { return combine(o, [](auto a, auto b) { return a | b; }); }
    SquareSet minus(const SquareSet& o) const { return combine(o, [](auto a, auto b) { return a & ~b; }); }
    SquareSet& operator&=(const SquareSet& o) { return *this = *this & o; }
    SquareSet& operator|=(const SquareSet& o) { return *this = *this | o; }
    bool operator==(const SquareSet&) const = default;

    // Shifted towards higher squares by `n` (negative: lower); bits leave at the ends.
    SquareSet shifted(int n) const;

private:
    template <class Op>
    SquareSet combine(const SquareSet& o, Op op) const {
        SquareSet r;
        for (int i = 0; i < kWords; ++i) r.w_[i] = op(w_[i], o.w_[i]);
        return r;
    }
    std::array<std::uint64_t, kWords> w_{};
};

// The board's geometry as square sets: active squares and, per move offset,
// the squares a leap can start from without leaving the grid.
class SquareSetGeometry {
public:
    // Throws BoardError when the board has more than SquareSet::kMaxCells cells.
    explicit SquareSetGeometry(const Board& board);
    const SquareSet& active() const { return active_; }
    // Every active square one leap from some square of `from`.
    SquareSet neighbours(const SquareSet& from) const;
    const SquareSet& neighbours(Square s) const { return single_[static_cast<std::size_t>(s)]; }

private:
    struct Shift {
        int by;
        SquareSet sources;
    };
    SquareSet active_;
    std::vector<Shift> shifts_;
    std::vector<SquareSet> single_;
};

}  // namespace kt
