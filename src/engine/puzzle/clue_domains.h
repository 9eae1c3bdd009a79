// The candidate squares of every move number of a clue puzzle, narrowed by
// propagation: consecutive numbers are one leap apart (so a forward and a
// backward sweep bound each number by its distance to every clue, parity
// included), no two numbers share a square, and every square needs a number
// (a square only one number can reach takes it). The solver searches over
// these; the grader and the hints use the same rules as "reasoning".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/tour.h"
#include "puzzle/clue_puzzle.h"
#include "puzzle/square_set.h"

namespace kt {

// Why propagation failed: a number with no square left, or a square no number can reach.
struct ClueContradiction {
    int number = 0;            // 1-based, 0 when it is a square
    Square square = kNoSquare;
    std::string text(const Board& board) const;
};

class ClueDomains {
public:
    // Numbers given by clues get their square, the rest every square without a clue.
    ClueDomains(const CluePuzzle& puzzle, const SquareSetGeometry& geometry);

    int size() const { return static_cast<int>(d_.size()); }
    // 1-based move numbers throughout.
    const SquareSet& candidates(int number) const { return d_[static_cast<std::size_t>(number - 1)]; }
    bool placed(int number) const { return candidates(number).count() == 1; }
    Square square_of(int number) const { return placed(number) ? candidates(number).first() : kNoSquare; }
    bool solved() const;
    // The tour, once solved().
    Tour tour() const;

    void place(int number, Square s) { set(number - 1, SquareSet::single(s)); }
    void exclude(int number, Square s) { set(number - 1, candidates(number).minus(SquareSet::single(s))); }

    // Only the leap rule between consecutive numbers, to a fixed point.
    bool propagate_chain(ClueContradiction* why = nullptr);
    // Every rule, to a fixed point; false when the position has no solution.
    bool propagate(ClueContradiction* why = nullptr);
    const SquareSetGeometry& geometry() const { return *geo_; }
    bool closed() const { return closed_; }

private:
    bool sweep_chain(bool& changed, ClueContradiction* why);
    bool distinct_squares(bool& changed, ClueContradiction* why);
    bool narrow(int index, const SquareSet& allowed, bool& changed, ClueContradiction* why);
    void set(int index, const SquareSet& d) {
        d_[static_cast<std::size_t>(index)] = d;
        ++version_[static_cast<std::size_t>(index)];
    }
    // Narrows `index` by its neighbour `from` unless `from` is unchanged since
    // the last time (`seen` holds the version used then).
    bool follow(int index, int from, std::uint32_t& seen, bool& changed, ClueContradiction* why);

    const SquareSetGeometry* geo_;
    bool closed_;
    std::vector<SquareSet> d_;
    // Domain versions, and the versions of the previous / next number each
    // domain was last narrowed by: a sweep skips links where nothing changed.
    std::vector<std::uint32_t> version_, seen_prev_, seen_next_;
};

}  // namespace kt
