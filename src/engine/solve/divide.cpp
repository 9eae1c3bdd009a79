#include "solve/divide.h"

#include <algorithm>
#include <cstring>
#include <functional>

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

// Hamiltonian path on h x w from local square `start`, its last square
// accepted by end_ok; Warnsdorff order, isolated-square pruning, node budget.
class PathSearch {
public:
    PathSearch(int h, int w, int start, std::function<bool(int, int)> end_ok)
        : h_(h), w_(w), start_(start), end_ok_(std::move(end_ok)), visited_(static_cast<std::size_t>(h * w), 0),
          free_(static_cast<std::size_t>(h * w), 0), nb_(static_cast<std::size_t>(h * w) * 8, -1),
          nd_(static_cast<std::size_t>(h * w), 0) {
        for (int s = 0; s < h * w; ++s) {
            const int r = s / w_, c = s % w_;
            for (int d = 0; d < 8; ++d) {
                const int nr = r + kDr[d], nc = c + kDc[d];
                if (nr >= 0 && nr < h_ && nc >= 0 && nc < w_) nb_[static_cast<std::size_t>(s * 8 + nd_[static_cast<std::size_t>(s)]++)] = nr * w_ + nc;
            }
            free_[static_cast<std::size_t>(s)] = nd_[static_cast<std::size_t>(s)];
        }
    }
    bool run(std::vector<Square>& out, long budget) {
        budget_ = budget;
        visit(start_);
        if (!dfs()) return false;
        out = path_;
        return true;
    }

private:
    void visit(int s) {
        visited_[static_cast<std::size_t>(s)] = 1;
        for (int i = 0; i < nd_[static_cast<std::size_t>(s)]; ++i) --free_[static_cast<std::size_t>(nb_[static_cast<std::size_t>(s * 8 + i)])];
        path_.push_back(s);
    }
    void leave() {
        const int s = path_.back();
        path_.pop_back();
        visited_[static_cast<std::size_t>(s)] = 0;
        for (int i = 0; i < nd_[static_cast<std::size_t>(s)]; ++i) ++free_[static_cast<std::size_t>(nb_[static_cast<std::size_t>(s * 8 + i)])];
    }
    bool dfs() {
        const int cur = path_.back();
        const int n = h_ * w_;
        if (static_cast<int>(path_.size()) == n) return end_ok_(cur / w_, cur % w_);
        if (--budget_ < 0) return false;
        int next[8], k = 0;
        for (int i = 0; i < nd_[static_cast<std::size_t>(cur)]; ++i) {
            const int t = nb_[static_cast<std::size_t>(cur * 8 + i)];
            if (visited_[static_cast<std::size_t>(t)]) continue;
            int at = k++;
            while (at > 0 && free_[static_cast<std::size_t>(next[at - 1])] > free_[static_cast<std::size_t>(t)]) next[at] = next[at - 1], --at;
            next[at] = t;
        }
        for (int j = 0; j < k; ++j) {
            visit(next[j]);
            const int remaining = n - static_cast<int>(path_.size());
            bool dead = false;
            for (int i = 0; i < nd_[static_cast<std::size_t>(cur)]; ++i) {
                const int u = nb_[static_cast<std::size_t>(cur * 8 + i)];
                if (!visited_[static_cast<std::size_t>(u)] && free_[static_cast<std::size_t>(u)] == 0 && remaining > 1) dead = true;
            }
            if (!dead && dfs()) return true;
            leave();
            if (budget_ < 0) return false;
        }
        return false;
    }

    int h_, w_, start_;
    std::function<bool(int, int)> end_ok_;
    std::vector<std::uint8_t> visited_;
    std::vector<int> free_, nb_, nd_;
    std::vector<int> path_;
    long budget_ = 0;
};

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

// A side of even length >= 10 on a board 3 high: blocks of 10..18.
std::vector<int> split_long_side(int length) {
    std::vector<int> parts;
    while (length >= 20) parts.push_back(10), length -= 10;
    parts.push_back(length);
    return parts;
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
    const int m = std::min(rows_, cols_);
    if (open_ && m <= 4) {
        if (m == 4 || !plan_strip()) {
            // 4 x n: every path runs outer-inner with both ends on the outer
            // rows, so column pieces cannot be chained end to start; search
            // the whole strip instead (Warnsdorff order finds it straight on).
            pieces_.clear();
            strip_ = false;
            search_whole_ = true;
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

bool DivideSolver::plan_strip() {
    strip_ = true;
    transposed_ = cols_ < rows_;
    const int h = std::min(rows_, cols_), n = std::max(rows_, cols_);
    // Every piece starts at (s, 0) of its own columns; a link piece ends a
    // knight move from the next piece's start (s, w); the last piece may end
    // anywhere. Tried for each start row s until the widths add up to n.
    for (int s = 0; s < h; ++s) {
        std::vector<Piece> link_pieces, last_pieces;
        for (int w = (h == 3 ? 4 : 5); w <= 10; ++w) {
            Piece p;
            p.h = h, p.w = w;
            if (w <= n) {
                PathSearch any(h, w, s * w, [](int, int) { return true; });
                Piece last = p;
                if (any.run(last.order, 50'000)) last_pieces.push_back(last);
            }
            PathSearch link(h, w, s * w, [w, s](int r, int c) { return dir_of(s - r, w - c) >= 0; });
            if (link.run(p.order, 50'000)) link_pieces.push_back(p);
        }
        // how[x] >= 0: x columns can be filled by link pieces, the last one how[x].
        std::vector<int> how(static_cast<std::size_t>(n) + 1, -1);
        how[0] = 0;
        for (int x = 1; x <= n; ++x)
            for (std::size_t i = 0; i < link_pieces.size() && how[static_cast<std::size_t>(x)] < 0; ++i)
                if (x >= link_pieces[i].w && how[static_cast<std::size_t>(x - link_pieces[i].w)] >= 0)
                    how[static_cast<std::size_t>(x)] = static_cast<int>(i);
        for (auto it = last_pieces.rbegin(); it != last_pieces.rend(); ++it) {
            if (it->w > n || how[static_cast<std::size_t>(n - it->w)] < 0) continue;
            std::vector<int> chain;
            for (int x = n - it->w; x > 0; x -= link_pieces[static_cast<std::size_t>(how[static_cast<std::size_t>(x)])].w)
                chain.push_back(how[static_cast<std::size_t>(x)]);
            for (int i : chain) pieces_.push_back(link_pieces[static_cast<std::size_t>(i)]);
            pieces_.push_back(*it);
            return true;
        }
    }
    return false;
}

void DivideSolver::plan_blocks() {
    const bool thin_rows = rows_ == 3, thin_cols = cols_ == 3;
    row_parts_ = thin_rows ? std::vector<int>{3} : (thin_cols ? split_long_side(rows_) : split_side(rows_));
    col_parts_ = thin_cols ? std::vector<int>{3} : (thin_rows ? split_long_side(cols_) : split_side(cols_));
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

SolverState DivideSolver::build_strip() {
    const int h = std::min(rows_, cols_);
    tour_.clear();
    tour_.reserve(static_cast<std::size_t>(board_.cell_count()));
    int offset = 0;
    for (const Piece& p : pieces_) {
        for (Square s : p.order) {
            const int r = s / p.w, c = s % p.w + offset;
            tour_.push_back(transposed_ ? static_cast<Square>(c) * cols_ + r : static_cast<Square>(r) * cols_ + c);
        }
        offset += p.w;
    }
    (void)h;
    return walk();
}

SolverState DivideSolver::search_whole() {
    SolverOptions o;
    o.closed = !open_;
    o.start = 0;
    // Searched along the long side (the search runs well that way round).
    const bool across = cols_ < rows_;
    const Board along = across ? Board(cols_, rows_) : board_;
    BacktrackSolver search(along, o);
    // Budget: a few steps per square; on these boards the search does not
    // need to retreat at all.
    const std::int64_t budget = 20 * board_.cell_count() + 100'000;
    std::int64_t spent = 0;
    while (!is_finished(search.run(10'000)) && (spent += 10'000) < budget)
        if (cancel_requested()) return state_ = SolverState::Cancelled;
    auto t = search.tour();
    if (!t) return fail("the whole-board search for a " + std::string(open_ ? "tour" : "closed tour") + " ran out of budget");
    tour_ = std::move(t->squares);
    if (across)
        for (Square& sq : tour_) sq = (sq % rows_) * cols_ + sq / rows_;
    strip_ = true;  // the tour is ready: walk() only applies the start
    return walk();
}

SolverState DivideSolver::fall_back_on_thin_board() {
    // 3 x n closed: the first-found 3xk cycles may have no swap across a
    // boundary; fall back to a budgeted search of the whole board, then to an
    // open chained tour unless a closed one was demanded.
    search_whole_ = true;
    link_.clear();
    if (search_whole() == SolverState::Found) return state_;
    if (options_.closed) return state_;
    state_ = SolverState::Running;
    open_ = true;
    search_whole_ = false;
    pieces_.clear();
    if (!plan_strip()) return fail("could not find the strip pieces");
    const SolverState st = build_strip();
    if (st == SolverState::Found)
        message_ = "no closed tour was constructed on this 3-wide board (its pieces did not join); this tour is open";
    return st;
}

SolverState DivideSolver::walk() {
    const std::int64_t n = board_.cell_count();
    if (!strip_) {
        tour_.assign(static_cast<std::size_t>(n), 0);
        Square cur = 0, prev = kNoSquare;
        for (std::int64_t k = 0; k < n; ++k) {
            tour_[static_cast<std::size_t>(k)] = cur;
            const std::uint8_t byte = link_[static_cast<std::size_t>(cur)];
            Square next = kNoSquare;
            for (int d : {byte & 15, byte >> 4}) {
                if (d == kNone) continue;
                const Square t = cur + kDr[d] * cols_ + kDc[d];
                if (t != prev) { next = t; break; }
            }
            prev = cur;
            cur = next;
            if (cur == kNoSquare && k + 1 < n) return fail("internal: the joined links broke after " + std::to_string(k + 1) + " squares");
        }
        link_.clear();
        link_.shrink_to_fit();
    }
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

SolverState DivideSolver::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    ++steps_;
    switch (phase_) {
        case Phase::Pieces:
            if (strip_) return build_strip();
            if (search_whole_) return search_whole();
            if (next_piece_ < pieces_.size()) {
                if (!find_piece(pieces_[next_piece_]))
                    return cancel_requested() ? state_ = SolverState::Cancelled
                                              : fail("no piece found for a " + std::to_string(pieces_[next_piece_].h) + "x" +
                                                     std::to_string(pieces_[next_piece_].w) + " block");
                ++next_piece_;
                return state_;
            }
            link_.assign(static_cast<std::size_t>(board_.cell_count()), 0xFF);
            phase_ = Phase::Lay;
            return state_;
        case Phase::Lay: {
            lay_row(next_row_);
            for (int j = 0; j + 1 < static_cast<int>(col_parts_.size()); ++j)
                if (!merge(next_row_, j, next_row_, j + 1)) {
                    if (std::min(rows_, cols_) == 3) return fall_back_on_thin_board();
                    return fail("no join between blocks in block row " + std::to_string(next_row_) + " at block " + std::to_string(j));
                }
            if (++next_row_ == static_cast<int>(row_parts_.size())) phase_ = Phase::Join;
            return state_;
        }
        case Phase::Join:
            for (int i = 0; i + 1 < static_cast<int>(row_parts_.size()); ++i)
                if (!merge(i, 0, i + 1, 0)) {
                    if (std::min(rows_, cols_) == 3) return fall_back_on_thin_board();
                    return fail("no join between block rows " + std::to_string(i) + " and " + std::to_string(i + 1));
                }
            phase_ = Phase::Walk;
            return state_;
        case Phase::Walk: return walk();
        case Phase::Done: return state_;
    }
    return state_;
}

SolverSnapshot DivideSolver::snapshot() const {
    SolverSnapshot snap;
    snap.state = state_;
    snap.steps = steps_;
    snap.retries = joins_;
    snap.message = message_;
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

}  // namespace kt
