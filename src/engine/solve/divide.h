// Divide and conquer in linear time and memory (after Conrad et al. 1994 and
// Parberry 1997, written afresh): the board is cut into blocks of 5..10 (or
// 10..18 on boards 3 high) per side; each block size gets one closed tour,
// found by our backtracking and validated; copies are laid down and adjacent
// cycles are joined by swapping two links for two (a-b, c-d out; a-c, b-d in),
// along a spanning tree of the blocks (each row left to right, then the rows
// through the first column). Both sides odd: the corner block carries an
// open path instead and the same swaps splice every cycle into it.
// Boards 3 wide without a closed tour: open paths on 3xk pieces chained end
// to start (seed 004's construction, pieces found by search). Boards 4 wide
// (no chain of column pieces exists there) and 3 x n closed boards whose
// pieces do not join: a budgeted backtracking search of the whole board.
// (On 3-high boards no two-link swap can join two block cycles at all -- the
// links near a boundary never line up -- so 3 x n closed tours come from that
// search while it fits its budget (n up to about 30), else an open tour with a
// note; a proper 3 x n closed construction is still to do.)
// Memory: one byte per square (the two link directions) plus the tour.
#pragma once

#include <map>

#include "solve/solver.h"
#include "solve/solver_options.h"

namespace kt {

class DivideSolver final : public Solver {
public:
    // Options: closed (insist on a closed tour), start (closed tours are
    // rotated there; an open tour can start at either of its two ends).
    DivideSolver(const Board& board, const SolverOptions& options);

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override;
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
        std::vector<Square> order;       // strip pieces: the path, local squares
    };
    struct Recipe {
        int r = 0, c = 0, d1 = 0, e = 0, f = 0;  // a1 relative to X, its link, moves to b1/b2
    };

    void plan_blocks();
    bool plan_strip();
    bool find_piece(Piece& piece);
    void lay_row(int block_row);
    bool merge(int xi, int xj, int yi, int yj);
    bool try_recipe(int x_r0, int x_c0, int y_r0, int y_c0, int y_h, int y_w, const Recipe& rc);
    SolverState fail(const std::string& why);
    SolverState walk();
    SolverState build_strip();
    SolverState search_whole();
    SolverState fall_back_on_thin_board();

    Board board_;
    SolverOptions options_;
    int rows_, cols_;
    bool open_ = false;                  // building an open tour
    bool strip_ = false;                 // chained pieces on a 3/4-wide board
    bool transposed_ = false;            // strip built across, then mirrored
    bool search_whole_ = false;          // 4 x n (and fallbacks): one search of the whole board
    std::vector<int> row_parts_, col_parts_, row_at_, col_at_;
    std::vector<Piece> pieces_;          // distinct block shapes, found in phase Pieces
    std::vector<int> block_piece_;       // piece index per block
    std::size_t next_piece_ = 0;
    int next_row_ = 0;
    Phase phase_ = Phase::Pieces;
    std::vector<std::uint8_t> link_;     // two 4-bit directions per square, 15 = none
    std::map<long long, Recipe> recipes_;
    // Strip mode: widths of the chained pieces, and the pieces by width.
    std::vector<int> strip_widths_;
    std::vector<Square> tour_;
    std::int64_t steps_ = 0, joins_ = 0;
    std::string message_;
};

}  // namespace kt
