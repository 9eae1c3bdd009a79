#include "rank/rank_plan.h"

#include <algorithm>

namespace kt {

std::vector<Square> rank_sweep_order(const Board& board) {
    const bool by_rows = board.cols() <= board.rows();
    const int outer = by_rows ? board.rows() : board.cols(), inner = by_rows ? board.cols() : board.rows();
    std::vector<Square> order;
    for (int a = 0; a < outer; ++a)
        for (int b = 0; b < inner; ++b) {
            const Square s = by_rows ? board.square(a, b) : board.square(b, a);
            if (board.is_active(s)) order.push_back(s);
        }
    return order;
}

namespace {

// A proper 2-colouring (+1 / -1) by sweep index, or all 0 when there is an
// odd cycle.
std::vector<int> two_colouring(const std::vector<std::vector<int>>& links) {
    std::vector<int> colour(links.size(), 0);
    for (std::size_t root = 0; root < links.size(); ++root) {
        if (colour[root]) continue;
        colour[root] = 1;
        std::vector<int> todo{static_cast<int>(root)};
        while (!todo.empty()) {
            const int x = todo.back();
            todo.pop_back();
            for (int y : links[x]) {
                if (colour[y] == colour[x]) return std::vector<int>(links.size(), 0);
                if (!colour[y]) {
                    colour[y] = -colour[x];
                    todo.push_back(y);
                }
            }
        }
    }
    return colour;
}

}  // namespace

RankPlan make_rank_plan(const Board& board) {
    RankPlan plan;
    plan.order = rank_sweep_order(board);
    const int n = static_cast<int>(plan.order.size());
    std::vector<int> index(static_cast<std::size_t>(board.cell_count()), -1);
    for (int i = 0; i < n; ++i) index[static_cast<std::size_t>(plan.order[i])] = i;
    // Per sweep index: its neighbours' sweep indices.
    std::vector<std::vector<int>> links(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        for (Square s : board.neighbours(plan.order[i])) links[i].push_back(index[static_cast<std::size_t>(s)]);

    const std::vector<int> colour = two_colouring(links);
    plan.bipartite = n > 0 && colour[0] != 0;
    std::vector<int> suffix_balance(static_cast<std::size_t>(n) + 1, 0);
    for (int i = n - 1; i >= 0; --i) suffix_balance[i] = suffix_balance[i + 1] + 2 * colour[i];

    std::vector<int> frontier;  // sweep indices, ascending
    for (int i = 0; i < n; ++i) {
        RankStep st;
        std::vector<int> layout = frontier;
        layout.push_back(i);
        for (int slot = 0; slot < static_cast<int>(layout.size()); ++slot) {
            const int x = layout[slot];
            st.layout.push_back(plan.order[x]);
            const bool linked = std::count(links[i].begin(), links[i].end(), x) > 0;
            if (x != i && linked) st.back_slots.push_back(slot);
            int later = 0;
            for (int y : links[x]) later += y > i;
            st.future.push_back(later);
            st.colour.push_back(colour[x]);
        }
        st.future_balance = suffix_balance[i + 1];
        for (int u = i + 1; u < n; ++u) {
            RankStep::Leaning lean{0, {}};
            for (int y : links[u]) {
                if (y > i) ++lean.unswept;
                const auto at = std::find(layout.begin(), layout.end(), y);
                if (at != layout.end()) lean.slots.push_back(static_cast<int>(at - layout.begin()));
            }
            if (lean.unswept < 2 && !lean.slots.empty()) st.leaning.push_back(std::move(lean));
        }
        std::vector<int> next;
        for (int slot = static_cast<int>(layout.size()) - 1; slot >= 0; --slot) {
            if (st.future[slot] == 0) {
                st.leaving.push_back(slot);
            } else {
                next.insert(next.begin(), layout[slot]);
            }
        }
        frontier = std::move(next);
        plan.max_stored = std::max(plan.max_stored, static_cast<int>(frontier.size()));
        plan.steps.push_back(std::move(st));
    }
    return plan;
}

}  // namespace kt
