// Enumeration of every closed tour (undirected Hamiltonian cycle) on boards
// of at most 64 squares, by choosing links rather than walking a path, in
// the spirit of Knuth's dancing-links cycle programs: a square left with
// exactly as many possible links as it still needs must take them all
// ("must-take"), so most links are forced and the search branches only
// where a choice remains. Each node holds, per square, its links so far,
// the links still possible (a 64-bit set) and, for path ends, the other end
// of their path; a link that would close a cycle too short is ruled out as
// soon as the path it would close forms. One step = one search node.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "solve/solver.h"

namespace kt {

class HamiltonEnumerator final : public Solver {
public:
    static constexpr int kMaxSquares = 64;
    // Throws BoardError for boards above kMaxSquares active squares.
    explicit HamiltonEnumerator(const Board& board);

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override { return std::nullopt; }
    std::string name() const override { return "backtrack"; }

    std::int64_t solutions() const { return solutions_; }

private:
    struct Node {
        std::array<std::uint64_t, kMaxSquares> open;  // links still possible, per square
        std::array<std::uint8_t, kMaxSquares> degree;  // links taken
        std::array<std::uint8_t, kMaxSquares> mate;    // path ends: the other end
        int links = 0;
    };
    enum class Outcome { Live, Dead, Tour };

    Outcome link(Node& node, int u, int w) const;
    Outcome settle(Node& node, std::uint64_t touched) const;
    void branch(const Node& node);
    void push(const Node& parent, int u, int w);

    int n_ = 0;
    std::vector<Node> stack_;
    std::int64_t solutions_ = 0, nodes_ = 0;
};

}  // namespace kt
