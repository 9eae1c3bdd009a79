#include "solve/divide.h"

#include <algorithm>
#include <cstring>

#include "solve/backtrack.h"
#include "solve/tour_ruled_out.h"
#include "theory/existence.h"

namespace kt {
namespace {

// Knight directions; d and d ^ 4 are opposite.
constexpr int kDr[8] = {1, 2, 2, 1, -1, -2, -2, -1};
constexpr int kDc[8] = {2, 1, -1, -2, -2, -1, 1, 2};
constexpr std::uint8_t kNone = 15;

int dir_of(int dr, int dc) {
    for (int d = 0; d < 8; ++d)
        if (kDr[d] == dr && kDc[d] == dc) return d;
    return -1;
}
bool has_link(std::uint8_t byte, int d) { return (byte & 15) == d || (byte >> 4) == d; }
void add_link(std::uint8_t& byte, int d) {
    if ((byte & 15) == kNone) byte = static_cast<std::uint8_t>((byte & 0xF0) | d);
    else byte = static_cast<std::uint8_t>((byte & 0x0F) | (d << 4));
}
void drop_link(std::uint8_t& byte, int d) {
    if ((byte & 15) == d) byte = static_cast<std::uint8_t>(byte | 0x0F);
    else byte = static_cast<std::uint8_t>(byte | 0xF0);
}

// Splits a side of length L >= 5 into blocks of 5..10 (mostly 8), with at
// most one odd block, placed first.
std::vector<int> split_side(int length) {
    for (int odd : {0, 5, 7, 9}) {
        if ((length - odd) % 2 != 0 || length - odd < 0) continue;
        if (odd == 0 && length % 2 != 0) continue;
        const int even = length - odd;
        std::vector<int> parts;
        if (odd) parts.push_back(odd);
        if (even == 0) return parts;
        if (even < 6) continue;
        if (even <= 10) {
            parts.push_back(even);
            return parts;
        }
        int eights = even / 8;
        const int rest = even % 8;
        if (rest == 2) --eights, parts.push_back(10);
        if (rest == 4) --eights, parts.push_back(6), parts.push_back(6);
        if (rest == 6) parts.push_back(6);
        for (int i = 0; i < eights; ++i) parts.push_back(8);
        return parts;
    }
    return {length};
}

}  // namespace

DivideSolver::DivideSolver(const Board& board, const SolverOptions& options)
    : board_(board), options_(options), rows_(board.rows()), cols_(board.cols()) {
    if (board.has_mask() || board.leaper() != Leaper{1, 2})
        throw BoardError("divide and conquer needs a plain rectangular board (no removed squares, knight moves)");
    if (options.start && (*options.start < 0 || *options.start >= board.cell_count()))
        throw BoardError("start square is not on the board");
    if (const auto no_tour = solve_detail::why_no_tour(board, options.closed)) {
        message_ = *no_tour;
        state_ = SolverState::NoTour;
        return;
    }
    open_ = !closed_tour_exists(board).exists();
    if (rows_ * static_cast<std::int64_t>(cols_) == 1) {
        tour_ = {0};
        phase_ = Phase::Done;
        state_ = SolverState::Found;
        return;
    }
    if (std::min(rows_, cols_) <= 4) {
        // 3 or 4 wide: block cycles cannot be joined there; a stored base
        // tour grows by spliced extension blocks instead.
        transposed_ = cols_ < rows_;
        strip_ = divide_detail::plan_strip(std::min(rows_, cols_), std::max(rows_, cols_), !open_);
        if (!strip_) {
            message_ = "internal: no strip construction covers " + format_board_size(rows_, cols_);
            phase_ = Phase::Done;
            state_ = SolverState::GaveUp;
        }
        return;
    }
    plan_blocks();
}

SolverState DivideSolver::fail(const std::string& why) {
    message_ = why;
    phase_ = Phase::Done;
    return state_ = SolverState::GaveUp;
}

void DivideSolver::plan_blocks() {
    row_parts_ = split_side(rows_);
    col_parts_ = split_side(cols_);
    row_at_.assign(1, 0);
    for (int p : row_parts_) row_at_.push_back(row_at_.back() + p);
    col_at_.assign(1, 0);
    for (int p : col_parts_) col_at_.push_back(col_at_.back() + p);
    const std::size_t nr = row_parts_.size(), nc = col_parts_.size();
    block_piece_.assign(nr * nc, -1);
    for (std::size_t i = 0; i < nr; ++i)
        for (std::size_t j = 0; j < nc; ++j) {
            const int h = row_parts_[i], w = col_parts_[j];
            const bool path = h % 2 == 1 && w % 2 == 1;  // only block (0,0) when both sides are odd
            int found = -1;
            for (std::size_t k = 0; k < pieces_.size(); ++k)
                if (pieces_[k].h == h && pieces_[k].w == w && pieces_[k].path == path) found = static_cast<int>(k);
            if (found < 0) {
                Piece p;
                p.h = h, p.w = w, p.path = path;
                pieces_.push_back(p);
                found = static_cast<int>(pieces_.size()) - 1;
            }
            block_piece_[i * nc + j] = found;
        }
}

bool DivideSolver::find_piece(Piece& piece) {
    const Board small(piece.h, piece.w);
    SolverOptions o;
    o.closed = !piece.path;
    o.start = 0;
    BacktrackSolver search(small, o);
    while (!is_finished(search.run(20'000)))
        if (cancel_requested()) return false;
    const auto t = search.tour();
    if (!t) return false;
    const auto verdict = validate_tour(small, *t);
    if (!verdict.valid() || (!piece.path && verdict.kind != TourKind::Closed) || t->squares.front() != 0) return false;
    piece.links.assign(static_cast<std::size_t>(piece.h * piece.w), 0xFF);
    const std::size_t n = t->squares.size();
    for (std::size_t i = 0; i + (piece.path ? 1 : 0) < n; ++i) {
        const Square a = t->squares[i], b = t->squares[(i + 1) % n];
        const int d = dir_of(b / piece.w - a / piece.w, b % piece.w - a % piece.w);
        add_link(piece.links[static_cast<std::size_t>(a)], d);
        add_link(piece.links[static_cast<std::size_t>(b)], d ^ 4);
    }
    return true;
}

bool DivideSolver::try_recipe(int x_r0, int x_c0, int y_r0, int y_c0, int y_h, int y_w, const Recipe& rc) {
    const int a1r = x_r0 + rc.r, a1c = x_c0 + rc.c;
    const std::size_t a1 = static_cast<std::size_t>(a1r) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(a1c);
    if (!has_link(link_[a1], rc.d1)) return false;
    const int a2r = a1r + kDr[rc.d1], a2c = a1c + kDc[rc.d1];
    const int b1r = a1r + kDr[rc.e], b1c = a1c + kDc[rc.e];
    const int b2r = a2r + kDr[rc.f], b2c = a2c + kDc[rc.f];
    auto in_y = [&](int r, int c) { return r >= y_r0 && r < y_r0 + y_h && c >= y_c0 && c < y_c0 + y_w; };
    if (!in_y(b1r, b1c) || !in_y(b2r, b2c)) return false;
    const int g = dir_of(b2r - b1r, b2c - b1c);
    auto at = [&](int r, int c) -> std::uint8_t& {
        return link_[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(c)];
    };
    if (g < 0 || !has_link(at(b1r, b1c), g)) return false;
    drop_link(at(a1r, a1c), rc.d1);
    drop_link(at(a2r, a2c), rc.d1 ^ 4);
    drop_link(at(b1r, b1c), g);
    drop_link(at(b2r, b2c), g ^ 4);
    add_link(at(a1r, a1c), rc.e);
    add_link(at(b1r, b1c), rc.e ^ 4);
    add_link(at(a2r, a2c), rc.f);
    add_link(at(b2r, b2c), rc.f ^ 4);
    return true;
}

bool DivideSolver::merge(int xi, int xj, int yi, int yj) {
    const bool vertical = xi != yi;
    const int x_r0 = row_at_[static_cast<std::size_t>(xi)], x_c0 = col_at_[static_cast<std::size_t>(xj)];
    const int xh = row_parts_[static_cast<std::size_t>(xi)], xw = col_parts_[static_cast<std::size_t>(xj)];
    const int y_r0 = row_at_[static_cast<std::size_t>(yi)], y_c0 = col_at_[static_cast<std::size_t>(yj)];
    const int yh = row_parts_[static_cast<std::size_t>(yi)], yw = col_parts_[static_cast<std::size_t>(yj)];
    const long long key = ((((xh * 32LL + xw) * 32 + yh) * 32 + yw) * 2 + vertical);
    ++joins_;
    if (auto it = recipes_.find(key); it != recipes_.end() && try_recipe(x_r0, x_c0, y_r0, y_c0, yh, yw, it->second))
        return true;
    // Squares of X within two rows/columns of Y, nearest first.
    for (int near = 1; near <= 2; ++near) {
        const int span = vertical ? xw : xh;
        for (int k = 0; k < span; ++k) {
            const int r = vertical ? xh - near : k, c = vertical ? k : xw - near;
            if (r < 0 || c < 0) continue;
            const std::uint8_t byte = link_[static_cast<std::size_t>(x_r0 + r) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(x_c0 + c)];
            for (int d1 : {byte & 15, byte >> 4}) {
                if (d1 == kNone) continue;
                for (int e = 0; e < 8; ++e)
                    for (int f = 0; f < 8; ++f) {
                        const Recipe rc{r, c, d1, e, f};
                        if (try_recipe(x_r0, x_c0, y_r0, y_c0, yh, yw, rc)) {
                            recipes_[key] = rc;
                            return true;
                        }
                    }
            }
        }
    }
    return false;
}

void DivideSolver::lay_row(int i) {
    const std::size_t nc = col_parts_.size();
    for (std::size_t j = 0; j < nc; ++j) {
        const Piece& p = pieces_[static_cast<std::size_t>(block_piece_[static_cast<std::size_t>(i) * nc + j])];
        for (int lr = 0; lr < p.h; ++lr)
            std::memcpy(&link_[static_cast<std::size_t>(row_at_[static_cast<std::size_t>(i)] + lr) * static_cast<std::size_t>(cols_) +
                               static_cast<std::size_t>(col_at_[j])],
                        &p.links[static_cast<std::size_t>(lr * p.w)], static_cast<std::size_t>(p.w));
    }
}

Square DivideSolver::strip_square(int row, int col) const {
    return transposed_ ? static_cast<Square>(col) * cols_ + row : static_cast<Square>(row) * cols_ + col;
}

void DivideSolver::join(Square a, Square b) {
    const int d = dir_of(board_.row_of(b) - board_.row_of(a), board_.col_of(b) - board_.col_of(a));
    add_link(link_[static_cast<std::size_t>(a)], d);
    add_link(link_[static_cast<std::size_t>(b)], d ^ 4);
}

bool DivideSolver::cut(Square a, Square b) {
    const int d = dir_of(board_.row_of(b) - board_.row_of(a), board_.col_of(b) - board_.col_of(a));
    if (d < 0 || !has_link(link_[static_cast<std::size_t>(a)], d)) return false;
    drop_link(link_[static_cast<std::size_t>(a)], d);
    drop_link(link_[static_cast<std::size_t>(b)], d ^ 4);
    return true;
}

bool DivideSolver::strip_pieces_valid() const {
    const auto& plan = *strip_;
    const Board base(plan.height, plan.base_width);
    const auto verdict = validate_tour(base, Tour{std::vector<Square>(plan.base.begin(), plan.base.end())});
    if (!verdict.valid() || (plan.closed && verdict.kind != TourKind::Closed)) return false;
    // The block's paths: knight moves, together covering it once.
    const int w = plan.block_width;
    std::vector<int> seen(static_cast<std::size_t>(plan.height * w), 0);
    for (const auto& splice : plan.splices)
        for (std::size_t i = 0; i < splice.path.size(); ++i) {
            const int s = splice.path[i];
            if (s < 0 || s >= plan.height * w || seen[static_cast<std::size_t>(s)]++) return false;
            if (i > 0) {
                const int t = splice.path[i - 1];
                if (dir_of(s / w - t / w, s % w - t % w) < 0) return false;
            }
        }
    if (std::find(seen.begin(), seen.end(), 0) != seen.end()) return false;
    if (plan.chained) {
        // The base's last square and the block's reach the next block's a1.
        const auto& path = plan.splices.front().path;
        const int bl = plan.base.back(), l = path.back(), f = path.front();
        return f == 0 && plan.base.front() == 0 && dir_of(-(bl / plan.base_width), plan.base_width - bl % plan.base_width) >= 0 &&
               dir_of(-(l / w), w - l % w) >= 0;
    }
    // Each path's ends reach its link's squares (columns -2..-1 left of the
    // block), and the block carries those links again at its own right end.
    for (const auto& splice : plan.splices) {
        const int f = splice.path.front(), l = splice.path.back();
        if (dir_of(f / w - splice.a_row, f % w - splice.a_col) < 0 || dir_of(l / w - splice.b_row, l % w - splice.b_col) < 0)
            return false;
        const int a = splice.a_row * w + splice.a_col + w, b = splice.b_row * w + splice.b_col + w;
        bool carried = false;
        for (const auto& other : plan.splices)
            for (std::size_t i = 1; i < other.path.size(); ++i)
                carried |= (other.path[i - 1] == a && other.path[i] == b) || (other.path[i - 1] == b && other.path[i] == a);
        if (!carried) return false;
    }
    return true;
}

Square DivideSolver::lay_block_path(const std::vector<int>& path, int right, Square from) {
    const int w = strip_->block_width;
    for (int s : path) {
        const Square here = strip_square(s / w, right + s % w);
        join(from, here);
        from = here;
    }
    return from;
}

SolverState DivideSolver::lay_strip_piece() {
    const auto& plan = *strip_;
    if (strip_laid_ == 0) {
        const int w = plan.base_width;
        const std::size_t n = plan.base.size();
        for (std::size_t i = 0; i + (plan.closed ? 0 : 1) < n; ++i) {
            const int a = plan.base[i], b = plan.base[(i + 1) % n];
            join(strip_square(a / w, a % w), strip_square(b / w, b % w));
        }
        walk_start_ = strip_square(plan.base.front() / w, plan.base.front() % w);
        strip_tail_ = strip_square(plan.base.back() / w, plan.base.back() % w);
    } else if (plan.chained) {
        // Seed 004: the next piece is entered at its a1 from the last square.
        const int right = plan.base_width + (strip_laid_ - 1) * plan.block_width;
        strip_tail_ = lay_block_path(plan.splices.front().path, right, strip_tail_);
        ++joins_;
    } else {
        // Block strip_laid_ - 1 goes right of the `right` columns laid so far.
        const int right = plan.base_width + (strip_laid_ - 1) * plan.block_width;
        for (const auto& splice : plan.splices) {
            const Square a = strip_square(splice.a_row, right + splice.a_col);
            const Square b = strip_square(splice.b_row, right + splice.b_col);
            if (!cut(a, b)) return fail("internal: the strip lost the link a new block splices into");
            join(lay_block_path(splice.path, right, a), b);
        }
        ++joins_;
    }
    if (++strip_laid_ == plan.blocks + 1) phase_ = Phase::Walk;
    return state_;
}

SolverState DivideSolver::walk() {
    // Follows the links from walk_start_; coming back to it (or running out
    // of links) before every square is in means the pieces did not join up.
    const std::int64_t n = board_.cell_count();
    tour_.assign(static_cast<std::size_t>(n), 0);
    Square cur = walk_start_, prev = kNoSquare;
    for (std::int64_t k = 0; k < n; ++k) {
        if (k > 0 && (cur == kNoSquare || cur == walk_start_))
            return fail("internal: the joined links broke after " + std::to_string(k) + " squares");
        tour_[static_cast<std::size_t>(k)] = cur;
        const std::uint8_t byte = link_[static_cast<std::size_t>(cur)];
        Square next = kNoSquare;
        for (int d : {byte & 15, byte >> 4}) {
            if (d == kNone) continue;
            const Square t = cur + kDr[d] * cols_ + kDc[d];
            if (t != prev) {
                next = t;
                break;
            }
        }
        prev = cur;
        cur = next;
    }
    link_.clear();
    link_.shrink_to_fit();
    if (options_.start && *options_.start != tour_.front()) {
        if (!open_) {
            std::rotate(tour_.begin(), std::find(tour_.begin(), tour_.end(), *options_.start), tour_.end());
        } else if (*options_.start == tour_.back()) {
            std::reverse(tour_.begin(), tour_.end());
        } else {
            return fail("divide and conquer builds this open tour between " + board_.name(tour_.front()) + " and " +
                        board_.name(tour_.back()) + "; it cannot start at " + board_.name(*options_.start) +
                        " (try --algo backtrack)");
        }
    }
    phase_ = Phase::Done;
    message_.clear();
    return state_ = SolverState::Found;
}

SolverState DivideSolver::step_pieces() {
    if (strip_) {
        if (!strip_pieces_valid()) return fail("internal: a stored strip piece is not a valid path");
        reason_ = "divide: checked the stored " + std::to_string(strip_->height) + "x" + std::to_string(strip_->base_width) +
                  " base tour and the " + std::to_string(strip_->height) + "x" + std::to_string(strip_->block_width) +
                  " block paths";
    } else if (next_piece_ < pieces_.size()) {
        const Piece& piece = pieces_[next_piece_];
        const std::string shape = format_board_size(piece.h, piece.w);
        if (!find_piece(pieces_[next_piece_]))
            return cancel_requested() ? state_ = SolverState::Cancelled : fail("no piece found for a " + shape + " block");
        reason_ = "divide: found " + std::string(piece.path ? "an open path" : "a closed tour") + " of a " + shape +
                  " block by backtracking (block shape " + std::to_string(next_piece_ + 1) + " of " +
                  std::to_string(pieces_.size()) + ")";
        ++next_piece_;
        return state_;
    } else {
        reason_ = "divide: every block shape has its tour; laying them out";
    }
    link_.assign(static_cast<std::size_t>(board_.cell_count()), 0xFF);
    phase_ = Phase::Lay;
    return state_;
}

SolverState DivideSolver::step_lay() {
    if (strip_) {
        const SolverState state = lay_strip_piece();
        reason_ = strip_laid_ == 1 ? "divide: laid the base tour at the end of the strip"
                                   : "divide: spliced extension block " + std::to_string(strip_laid_ - 1) + " of " +
                                         std::to_string(strip_->blocks) + " into the tour";
        return state;
    }
    lay_row(next_row_);
    const int blocks = static_cast<int>(col_parts_.size());
    for (int j = 0; j + 1 < blocks; ++j)
        if (!merge(next_row_, j, next_row_, j + 1))
            return fail("no join between blocks in block row " + std::to_string(next_row_) + " at block " + std::to_string(j));
    reason_ = "divide: laid block row " + std::to_string(next_row_ + 1) + " of " + std::to_string(row_parts_.size()) +
              " and joined its " + std::to_string(blocks) + " blocks left to right (two links swapped for two)";
    if (++next_row_ == static_cast<int>(row_parts_.size())) phase_ = Phase::Join;
    return state_;
}

std::int64_t DivideSolver::planned_steps() const {
    if (strip_) return 1 + (strip_->blocks + 1) + 1;
    return static_cast<std::int64_t>(pieces_.size()) + 1 + static_cast<std::int64_t>(row_parts_.size()) + 1 + 1;
}

SolverState DivideSolver::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    ++steps_;
    switch (phase_) {
        case Phase::Pieces: return step_pieces();
        case Phase::Lay: return step_lay();
        case Phase::Join:
            for (int i = 0; i + 1 < static_cast<int>(row_parts_.size()); ++i)
                if (!merge(i, 0, i + 1, 0))
                    return fail("no join between block rows " + std::to_string(i) + " and " + std::to_string(i + 1));
            reason_ = "divide: joined the " + std::to_string(row_parts_.size()) + " block rows down the first column";
            phase_ = Phase::Walk;
            return state_;
        case Phase::Walk:
            reason_ = "divide: followed the joined links from " + board_.name(walk_start_) + ": one tour of every square";
            return walk();
        case Phase::Done: return state_;
    }
    return state_;
}

SolverSnapshot DivideSolver::snapshot() const {
    SolverSnapshot snap;
    snap.state = state_;
    snap.steps = steps_;
    snap.joins = joins_;
    snap.message = message_;
    snap.reason = reason_;
    snap.progress = state_ == SolverState::Found ? 1.0
                                                 : std::min(1.0, static_cast<double>(steps_) / static_cast<double>(planned_steps()));
    snap.progress_of = "construction steps (block shapes, block rows, joins, the walk)";
    constexpr std::int64_t kDrawLimit = 40'000;  // beyond this a snapshot would be too big to draw
    if (board_.cell_count() <= kDrawLimit) {
        if (state_ == SolverState::Found) snap.path = tour_;
        for (Square s = 0; s < static_cast<Square>(link_.size()); ++s)
            for (int d : {link_[static_cast<std::size_t>(s)] & 15, link_[static_cast<std::size_t>(s)] >> 4}) {
                if (d == kNone) continue;
                const Square t = s + kDr[d] * cols_ + kDc[d];
                if (s < t) snap.edges.push_back({s, t});
            }
    }
    return snap;
}

std::optional<Tour> DivideSolver::tour() const {
    if (state_ != SolverState::Found) return std::nullopt;
    return Tour{tour_};
}

std::optional<Tour> DivideSolver::take_tour() {
    if (state_ != SolverState::Found) return std::nullopt;
    return Tour{std::move(tour_)};
}

}  // namespace kt
