// Corner subchains (Jaeger's memo; docs/counting.md): the chains x - n1 - corner - n2 - y
// through each corner, their combinations, and the combinations' classes under
// the board's symmetries. A combination stands for the closed tours that
// contain all four of its chains.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"

namespace kt::subchains {

// One chain through a corner. n1 is the corner's neighbour that the four
// corners share by rotation (b3 for a1, c7 for a8, g6 for h8, f2 for h1 on 8x8),
// so "c1-b3-a1-c2-e1" reads x-n1-corner-n2-y.
struct Chain {
    Square x = kNoSquare, n1 = kNoSquare, corner = kNoSquare, n2 = kNoSquare, y = kNoSquare;
    std::array<Square, 5> squares() const { return {x, n1, corner, n2, y}; }
    bool operator==(const Chain&) const = default;
};

// Chains in corner order a1, top-left, top-right, bottom-right (Jaeger's order).
using Combination = std::array<Chain, 4>;

struct ClassInfo {
    std::int64_t representative = 0;  // combination code (smallest in its orbit)
    int size = 0;                     // how many combinations the class stands for
};

// Every valid combination of an R x C board (both sides >= 5, no removed
// squares) grouped into classes. Class i's representative is the i-th smallest
// representative code, so indices are deterministic.
class SubchainClasses {
public:
    // Throws BoardError for boards the method does not cover.
    explicit SubchainClasses(const Board& board);

    const Board& board() const { return board_; }
    std::size_t class_count() const { return classes_.size(); }
    const ClassInfo& info(std::size_t index) const { return classes_.at(index); }
    int symmetry_count() const { return static_cast<int>(symmetries_.size()); }
    // Number of valid combinations (sum of class sizes).
    std::int64_t combination_count() const { return valid_combinations_; }

    Combination representative(std::size_t index) const { return decode(classes_.at(index).representative); }
    // Class of a combination; -1 when the chains do not agree (no tour has it).
    std::int64_t class_of(const Combination& combination) const;

    // "c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"
    std::string notation(const Combination& combination) const;
    // Accepts chains in any order and either direction. Throws BoardError
    // naming the chain and what is wrong with it.
    Combination parse(std::string_view text) const;

    // Chains of corner k (0..3) in index order.
    const std::vector<Chain>& corner_chains(int k) const { return chains_[static_cast<std::size_t>(k)]; }
    Combination decode(std::int64_t code) const;
    std::int64_t encode(const Combination& combination) const;
    // Whether the four chains can all lie on one closed tour: together they
    // form paths only (no square of degree 3+, no cycle).
    bool agrees(const Combination& combination) const;

private:
    int chain_index(int corner, const Chain& chain) const;
    void build_chains();
    void build_chain_maps();
    void build_classes();
    void orbit_of(std::int64_t code, std::vector<std::int64_t>& orbit) const;

    Board board_;
    std::array<Square, 4> corners_{};
    std::array<std::vector<Chain>, 4> chains_;
    std::vector<std::vector<Square>> symmetries_;  // square maps
    // chain_map_[g][k][i] = k' * per_corner + i'
    std::vector<std::array<std::vector<int>, 4>> chain_map_;
    std::vector<std::int32_t> class_of_code_;  // -1 for combinations that do not agree
    std::vector<ClassInfo> classes_;
    std::int64_t valid_combinations_ = 0;
};

}  // namespace kt::subchains
