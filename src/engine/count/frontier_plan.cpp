#include "count/frontier_plan.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace kt {

namespace {

bool link_in(const std::vector<std::pair<Square, Square>>& links, Square a, Square b) {
    for (const auto& l : links)
        if ((l.first == a && l.second == b) || (l.first == b && l.second == a)) return true;
    return false;
}

// The squares `s` may link to: its leaper moves, and the other end when
// the count asks for paths between two ends (a virtual link, forced).
std::vector<Square> links_of(const Board& board, const CountOptions& opt, Square s) {
    const auto& moves = board.neighbours(s);
    std::vector<Square> out(moves.begin(), moves.end());
    if (opt.ends && (s == opt.ends->first || s == opt.ends->second)) {
        const Square other = s == opt.ends->first ? opt.ends->second : opt.ends->first;
        if (other != s && std::find(out.begin(), out.end(), other) == out.end()) out.push_back(other);
    }
    return out;
}

// A proper 2-colouring by sweep index (knights: the square colours), or all
// zero when the graph has an odd cycle (a virtual link between two squares
// of one colour makes one).
std::vector<int> two_colouring(const Board& board, const CountOptions& opt, const std::vector<Square>& order,
                               const std::vector<int>& index) {
    const int n = static_cast<int>(order.size());
    std::vector<int> colour(static_cast<std::size_t>(n), 0);
    for (int root = 0; root < n; ++root) {
        if (colour[root]) continue;
        colour[root] = 1;
        std::vector<int> todo{root};
        while (!todo.empty()) {
            const int x = todo.back();
            todo.pop_back();
            for (Square s : links_of(board, opt, order[x])) {
                const int y = index[static_cast<std::size_t>(s)];
                if (y < 0) continue;
                if (!colour[y]) {
                    colour[y] = -colour[x];
                    todo.push_back(y);
                } else if (colour[y] == colour[x]) {
                    return std::vector<int>(static_cast<std::size_t>(n), 0);
                }
            }
        }
    }
    return colour;
}

// The orders a line's squares may join in: along the line, backwards, and
// by halves (the squares at odd places, then those at even ones, or the
// other way, each half either way). A knight links a square to the lines
// one and two back at distances 2 and 1 along them; taking one half of a
// line first lets the squares two lines back, each waiting for both its
// neighbours, leave sooner. On boards of 3 to 10 rows that is one slot
// less, and two to four times fewer states.
std::vector<std::vector<int>> line_orders(int length) {
    std::vector<int> along, odd, even;
    for (int b = 0; b < length; ++b) {
        along.push_back(b);
        (b % 2 ? odd : even).push_back(b);
    }
    const auto backwards = [](std::vector<int> v) {
        std::reverse(v.begin(), v.end());
        return v;
    };
    std::vector<std::vector<int>> orders{along, backwards(along)};
    for (const auto& [first, second] : {std::pair{odd, even}, std::pair{even, odd}})
        for (const auto& head : {first, backwards(first)})
            for (const auto& tail : {second, backwards(second)}) {
                std::vector<int> o = head;
                o.insert(o.end(), tail.begin(), tail.end());
                orders.push_back(std::move(o));
            }
    return orders;
}

// Of a knight's line orders as narrow as by halves, the one that held the
// fewest states when measured (6x12 closed and 6x7 paths, 7x8 closed, 8x8
// closed; docs/counting-frontier.md): the squares next to the edges first,
// then the middle, the edges last. Empty where no order beat the halves
// (5 squares and fewer, and 9 as far as 9x10 was measured) or none was
// measured (10 and more).
std::vector<int> measured_knight_line(int length) {
    switch (length) {
        case 6: return {1, 4, 3, 2, 0, 5};
        case 7: return {1, 5, 3, 2, 4, 0, 6};
        case 8: return {1, 6, 3, 4, 2, 5, 0, 7};
        default: return {};
    }
}

// A line order to try, and whether it is a measured one.
struct LineCandidate {
    std::vector<int> line;
    bool measured = false;
};
std::vector<LineCandidate> line_candidates(const Board& board, int length) {
    std::vector<LineCandidate> out;
    if (std::vector<int> best = board.leaper().is_knight() ? measured_knight_line(length) : std::vector<int>{}; !best.empty())
        out.push_back({std::move(best), true});
    for (auto& line : line_orders(length)) out.push_back({std::move(line), false});
    return out;
}

// Line by line (columns or rows), each line's squares in `line_order`.
std::vector<Square> sweep_order(const Board& board, bool column_major, const std::vector<int>& line_order) {
    std::vector<Square> order;
    const int outer = column_major ? board.cols() : board.rows();
    for (int a = 0; a < outer; ++a)
        for (int b : line_order) {
            const Square s = column_major ? board.square(b, a) : board.square(a, b);
            if (board.is_active(s)) order.push_back(s);
        }
    return order;
}

// Sweep index of every square (-1 for removed ones).
std::vector<int> sweep_index(const Board& board, const std::vector<Square>& order) {
    std::vector<int> index(static_cast<std::size_t>(board.cell_count()), -1);
    for (std::size_t i = 0; i < order.size(); ++i) index[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
    return index;
}

// Per sweep index, the step at which the square's last neighbour joins: it
// stays on the frontier until then.
std::vector<int> last_neighbours(const Board& board, const CountOptions& opt, const std::vector<Square>& order,
                                 const std::vector<int>& index) {
    std::vector<int> last(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        last[i] = static_cast<int>(i);
        for (Square s : links_of(board, opt, order[i])) last[i] = std::max(last[i], index[static_cast<std::size_t>(s)]);
    }
    return last;
}

// How wide a sweep order's layouts get, without planning its steps: the
// largest, then the sum over the steps (fewer slots on more steps, fewer
// states). Square j is on the layouts of steps j to last[j].
struct LayoutWidths {
    int widest = 0;
    long total = 0;
};
LayoutWidths layout_widths(const Board& board, const CountOptions& opt, const std::vector<Square>& order) {
    const std::vector<int> last = last_neighbours(board, opt, order, sweep_index(board, order));
    std::vector<int> change(order.size() + 1, 0);
    for (std::size_t j = 0; j < order.size(); ++j) {
        ++change[j];
        --change[static_cast<std::size_t>(last[j]) + 1];
    }
    LayoutWidths w;
    int width = 0;
    for (int c : change) {
        w.widest = std::max(w.widest, width += c);
        w.total += width;
    }
    return w;
}

// How a sweep order ranks: the narrowest first; among those, a measured
// line order; then the smallest width summed over the steps.
struct OrderRank {
    int widest = 0;
    bool unmeasured = true;
    long total = 0;
    auto operator<=>(const OrderRank&) const = default;
};

// What every step of one sweep order needs to know about the squares, by
// sweep index.
struct SweepFacts {
    const Board& board;
    const CountOptions& opt;
    const std::vector<Square>& order;
    std::vector<int> index;                // square -> sweep index (-1: not swept)
    std::vector<std::vector<int>> links;   // the links each square may use (forbidden ones dropped)
    std::vector<int> colour;               // two-colouring, 0 when not bipartite
    std::vector<int> suffix_balance;       // colour balance of the squares from i on
    std::vector<int> last_neighbour;       // step at which the square leaves the frontier

    SweepFacts(const Board& b, const CountOptions& o, const std::vector<Square>& ord)
        : board(b), opt(o), order(ord), index(sweep_index(b, ord)) {
        const int n = static_cast<int>(ord.size());
        links.resize(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            for (Square s : links_of(b, o, ord[i])) {
                const int j = index[static_cast<std::size_t>(s)];
                if (j >= 0 && !link_in(o.forbidden, ord[i], s)) links[i].push_back(j);
            }
        colour = two_colouring(b, o, ord, index);
        suffix_balance.assign(static_cast<std::size_t>(n) + 1, 0);
        for (int i = n - 1; i >= 0; --i) suffix_balance[i] = suffix_balance[i + 1] + 2 * colour[i];
        last_neighbour = last_neighbours(b, o, ord, index);
    }
    int links_after(int x, int i) const {
        int later = 0;
        for (int y : links[x]) later += y > i;
        return later;
    }
};

// The new square's links back into the layout, and the subsets of them a
// state may take (at most two, every forced one).
void plan_back_links(const SweepFacts& f, const std::vector<int>& layout, int i, FrontierStep& st) {
    const int width = static_cast<int>(layout.size());
    unsigned forced_mask = 0;
    for (int slot = 0; slot + 1 < width; ++slot) {
        const int x = layout[slot];
        if (std::find(f.links[i].begin(), f.links[i].end(), x) == f.links[i].end()) continue;
        const bool ends = f.opt.ends && link_in({*f.opt.ends}, f.order[x], f.order[i]);
        if (ends || link_in(f.opt.forced, f.order[x], f.order[i])) forced_mask |= 1u << st.back_slots.size();
        st.back_slots.push_back(slot);
    }
    const unsigned k = static_cast<unsigned>(st.back_slots.size());
    for (unsigned m = 0; m < (1u << k); ++m)
        if (__builtin_popcount(m) <= 2 && (m & forced_mask) == forced_mask) st.masks.push_back(m);
}

// Which slots leave after this step, and what the staying ones can still get.
void plan_leaving(const SweepFacts& f, const std::vector<int>& layout, int i, FrontierStep& st) {
    const int width = static_cast<int>(layout.size());
    for (int slot = width - 1; slot >= 0; --slot)
        if (f.last_neighbour[layout[slot]] <= i) {
            st.leaving.push_back(slot);
            st.leaving_mask |= slot_bit(slot);
        }
    for (int slot = 0; slot < width; ++slot) {
        if (st.leaving_mask & slot_bit(slot)) continue;
        const int later = f.links_after(layout[slot], i);
        if (later == 0) st.future0 |= slot_bit(slot);
        if (later == 1) st.future1 |= slot_bit(slot);
        if (f.colour[layout[slot]] > 0) st.white |= slot_bit(slot);
        if (f.colour[layout[slot]] < 0) st.black |= slot_bit(slot);
    }
    st.future_balance = f.suffix_balance[i + 1];
    st.new_square_future = f.links_after(i, i);
}

// Squares still to come that lean on the frontier for their links (a
// pruning: past 64 of them the rest go unchecked).
void plan_leaning(const SweepFacts& f, const std::vector<int>& layout, int i, FrontierStep& st) {
    std::vector<int> leaning;  // unswept squares next to the layout
    for (int x : layout)
        for (int u : f.links[x])
            if (u > i && std::find(leaning.begin(), leaning.end(), u) == leaning.end()) leaning.push_back(u);
    std::sort(leaning.begin(), leaning.end());
    for (int u : leaning) {
        const int bit = __builtin_popcountll(st.leaning.need_two | st.leaning.need_one);
        if (bit >= 64) break;
        int unswept = 0;
        std::vector<int> slots;
        for (int y : f.links[u]) {
            if (y > i) {
                ++unswept;
            } else {
                const auto at = std::find(layout.begin(), layout.end(), y);
                if (at != layout.end()) slots.push_back(static_cast<int>(at - layout.begin()));
            }
        }
        if (unswept >= 2 || slots.empty()) continue;
        (unswept == 0 ? st.leaning.need_two : st.leaning.need_one) |= std::uint64_t(1) << bit;
        for (int slot : slots) {
            auto& list = st.leaning.slots;
            auto it = std::find_if(list.begin(), list.end(), [&](const auto& sl) { return sl.slot == slot; });
            if (it == list.end()) it = list.insert(list.end(), {slot, 0});
            it->squares |= std::uint64_t(1) << bit;
        }
    }
}

FrontierPlan plan_in_order(const Board& board, const CountOptions& opt, std::vector<Square> order, bool column_major) {
    FrontierPlan plan;
    const int R = board.rows(), C = board.cols();
    plan.order = std::move(order);
    const int n = static_cast<int>(plan.order.size());
    const SweepFacts f(board, opt, plan.order);
    plan.bipartite = n > 0 && f.colour[0] != 0;

    // The reflection that maps the sweep lines to themselves: left-right for
    // rows, top-bottom for columns. Usable when the board and its links are
    // symmetric under it (constraints are not checked for symmetry: none).
    const auto mirror_index = [&](int i) {
        const Square s = plan.order[i];
        const int r = board.row_of(s), c = board.col_of(s);
        return f.index[static_cast<std::size_t>(column_major ? board.square(R - 1 - r, c) : board.square(r, C - 1 - c))];
    };
    bool symmetric = opt.forced.empty() && opt.forbidden.empty() && !opt.ends;
    for (int i = 0; i < n && symmetric; ++i) symmetric = mirror_index(i) >= 0;
    std::vector<char> swept(static_cast<std::size_t>(n), 0);
    int unmatched = 0;  // swept squares whose mirror image is not swept yet

    std::vector<int> frontier;  // sweep indices, in slot order
    for (int i = 0; i < n; ++i) {
        if (symmetric) {
            const int m = mirror_index(i);
            swept[i] = 1;
            if (m != i) unmatched += swept[m] ? -1 : 1;
        }
        FrontierStep st;
        st.width_before = static_cast<int>(frontier.size());
        std::vector<int> layout = frontier;
        layout.push_back(i);
        plan.max_width = std::max(plan.max_width, static_cast<int>(layout.size()));
        plan_back_links(f, layout, i, st);
        plan_leaving(f, layout, i, st);
        plan_leaning(f, layout, i, st);

        std::vector<int> next;
        for (int slot = 0; slot < static_cast<int>(layout.size()); ++slot)
            if (!(st.leaving_mask & slot_bit(slot))) next.push_back(layout[slot]);
        if (symmetric && unmatched == 0 && !next.empty())
            for (int x : next)
                st.mirror.push_back(static_cast<int>(std::find(next.begin(), next.end(), mirror_index(x)) - next.begin()));
        frontier = std::move(next);
        plan.max_stored = std::max(plan.max_stored, static_cast<int>(frontier.size()));
        plan.steps.push_back(std::move(st));
    }
    return plan;
}

}  // namespace

FrontierPlan make_frontier_plan(const Board& board, const CountOptions& options) {
    std::vector<Square> best;
    OrderRank best_rank{std::numeric_limits<int>::max(), true, 0};  // any order ranks higher
    bool best_by_columns = true;
    for (bool by_columns : {true, false})
        for (const auto& [line, measured] : line_candidates(board, by_columns ? board.rows() : board.cols())) {
            std::vector<Square> order = sweep_order(board, by_columns, line);
            const LayoutWidths w = layout_widths(board, options, order);
            const OrderRank rank{w.widest, !measured, w.total};
            if (!(rank < best_rank)) continue;
            best = std::move(order);
            best_rank = rank;
            best_by_columns = by_columns;
        }
    if (best_rank.widest > kMaxPlannedWidth) {
        FrontierPlan too_wide;
        too_wide.max_width = best_rank.widest;
        return too_wide;
    }
    return plan_in_order(board, options, std::move(best), best_by_columns);
}

namespace {

// Steps with the same transitions: equal, or equal but for the colours
// swapped (the kernel's colour balance check is the same then). (Closed
// tours ignore the colours altogether, but where the lines are odd, the
// states of one line are not those of the next, so their period is two
// lines as well.)
bool same_transitions(const FrontierStep& a, const FrontierStep& b) {
    if (a == b) return true;
    if (a.white != b.black || a.black != b.white || a.future_balance != -b.future_balance) return false;
    FrontierStep swapped = a;
    std::swap(swapped.white, swapped.black);
    swapped.future_balance = -a.future_balance;
    return swapped == b;
}

// Whether step `later`, near the far end of the board, has the transitions
// of the stretch's step `mid` and prunes no less. The squares still to come
// after `later` are those after `mid` moved a period on and cut off at the
// board's end, so slots can get fewer links later (future0, future1, the new
// square's), and more squares lean on the frontier. The kernel's checks on
// them are pruning only: a state they let through that cannot be completed
// dies where its slots leave, which is checked exactly. So `mid`'s kernel
// may stand in for `later`'s, keeping a few such states a little longer.
bool same_but_prunes_more(const FrontierStep& mid, const FrontierStep& later) {
    FrontierStep relaxed = later;
    relaxed.future0 = mid.future0;
    relaxed.future1 = mid.future1;
    relaxed.new_square_future = mid.new_square_future;
    relaxed.leaning = mid.leaning;
    if (!same_transitions(mid, relaxed)) return false;
    const LeaningSquares none;
    const SlotMask mid_few = mid.future0 | mid.future1, later_few = later.future0 | later.future1;
    return (mid.leaning == none || mid.leaning == later.leaning) && (later.future0 & mid.future0) == mid.future0 &&
           (later_few & mid_few) == mid_few && later.new_square_future <= mid.new_square_future;
}

}  // namespace

PeriodicStretch find_periodic_stretch(const FrontierPlan& plan) {
    PeriodicStretch best;
    const std::size_t n = plan.steps.size() > 0 ? plan.steps.size() - 1 : 0;  // the last step closes
    for (std::size_t period = 2; period <= 64 && 2 * period <= n; ++period) {
        // Runs of i with step i equal to step i + period: the run [a, e)
        // makes steps [a, e + period) repeat the first period's.
        for (std::size_t a = 0; a + period < n;) {
            std::size_t e = a;
            while (e + period < n && same_transitions(plan.steps[e], plan.steps[e + period])) ++e;
            if (e > a && e + period - a > best.end - best.begin) best = {a, e + period, period};
            a = e + 1;
        }
    }
    best.pure_end = best.end;
    // On towards the board's end while the steps differ from the stretch's
    // only in pruning more.
    while (best.is_long() && best.end < n &&
           same_but_prunes_more(plan.steps[best.begin + (best.end - best.begin) % best.period], plan.steps[best.end]))
        ++best.end;
    return best;
}

}  // namespace kt
