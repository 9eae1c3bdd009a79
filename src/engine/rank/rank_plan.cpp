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
