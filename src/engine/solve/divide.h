// Divide and conquer in linear time and memory (after Conrad et al. 1994 and
// Parberry 1997, written afresh): the board is cut into blocks of 5..10 per
// side; each block size gets one closed tour, found by our backtracking and
// validated; copies are laid down and adjacent cycles are joined by swapping
// two links for two (a-b, c-d out; a-c, b-d in), along a spanning tree of the
// blocks (each row left to right, then the rows through the first column).
// Both sides odd: the corner block carries an open path instead and the same
// swaps splice every cycle into it.
// Boards 3 or 4 wide (where no two-link swap joins block cycles): a stored
// base tour plus extension blocks spliced in one after another (see
// strip_plan.h): closed on 3 x even n >= 10, open on 3 x 4, 3 x 8, 3 x odd
// n >= 7 and 4 x n >= 5.
// Memory: one byte per square (the two link directions) plus the tour.
#pragma once

#include <map>

#include "solve/solver.h"
#include "solve/solver_options.h"
#include "solve/strip_plan.h"

namespace kt {

class DivideSolver final : public Solver {
public:
    // Options: closed (insist on a closed tour), start (closed tours are
    // rotated there; an open tour can start at either of its two ends).
    DivideSolver(const Board& board, const SolverOptions& options);

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override;
    // The tour, moved out (no second copy of a huge tour); empty afterwards.
    std::optional<Tour> take_tour() override;
    std::string name() const override { return "divide"; }

    // How the sides are cut (block sizes), for tests and the page.
    const std::vector<int>& row_parts() const { return row_parts_; }
    const std::vector<int>& col_parts() const { return col_parts_; }

private:
    enum class Phase { Pieces, Lay, Join, Walk, Done };
    struct Piece {
        int h = 0, w = 0;
        bool path = false;               // open path from the corner instead of a cycle
        std::vector<std::uint8_t> links; // per local square: two direction nibbles
    };
    struct Recipe {
        int r = 0, c = 0, d1 = 0, e = 0, f = 0;  // a1 relative to X, its link, moves to b1/b2
    };

    void plan_blocks();
    bool find_piece(Piece& piece);
    void lay_row(int block_row);
    bool merge(int xi, int xj, int yi, int yj);
    bool try_recipe(int x_r0, int x_c0, int y_r0, int y_c0, int y_h, int y_w, const Recipe& rc);
    SolverState fail(const std::string& why);
    SolverState walk();
    SolverState step_pieces();
    SolverState step_lay();
    // Steps the whole construction takes (pieces, block rows or strip blocks,
    // the column join, the walk), for honest progress.
    std::int64_t planned_steps() const;
    // Strip boards (3 or 4 wide): check the stored pieces, then lay the base
    // (step 0) and one spliced block per step.
    bool strip_pieces_valid() const;
    Square strip_square(int row, int col) const;  // strip coordinates to the board
    void join(Square a, Square b);
    bool cut(Square a, Square b);
    SolverState lay_strip_piece();
    // Links `from` through `path` (block squares, the block laid `right`
    // columns in) and returns the path's last square.
    Square lay_block_path(const std::vector<int>& path, int right, Square from);

    Board board_;
    SolverOptions options_;
    int rows_, cols_;
    bool open_ = false;                  // building an open tour
    std::optional<divide_detail::StripPlan> strip_;  // 3/4-wide boards
    bool transposed_ = false;            // the strip runs down the board
    int strip_laid_ = 0;                 // base (1) plus blocks laid so far
    Square walk_start_ = 0;              // an end of an open tour, any square of a closed one
    Square strip_tail_ = 0;              // chained strips: the last square laid
    std::vector<int> row_parts_, col_parts_, row_at_, col_at_;
    std::vector<Piece> pieces_;          // distinct block shapes, found in phase Pieces
    std::vector<int> block_piece_;       // piece index per block
    std::size_t next_piece_ = 0;
    int next_row_ = 0;
    Phase phase_ = Phase::Pieces;
    std::vector<std::uint8_t> link_;     // two 4-bit directions per square, 15 = none
    std::map<long long, Recipe> recipes_;
    std::vector<Square> tour_;
    std::int64_t steps_ = 0, joins_ = 0;
    std::string message_;
    std::string reason_;
};

}  // namespace kt
