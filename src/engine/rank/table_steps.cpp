#include "rank/table_steps.h"

#include <algorithm>

namespace kt {

namespace {

// The kernel's view of which squares still to come lean on the frontier: one
// bit per leaning square (at most 64; the rest only prune less).
LeaningSquares leaning_of(const RankStep& step) {
    LeaningSquares out;
    int bit = 0;
    for (const RankStep::Leaning& lean : step.leaning) {
        if (bit == 64) break;
        const std::uint64_t b = std::uint64_t(1) << bit++;
        (lean.unswept == 0 ? out.need_two : out.need_one) |= b;
        for (int slot : lean.slots) {
            auto it = std::find_if(out.slots.begin(), out.slots.end(), [&](const auto& sl) { return sl.slot == slot; });
            if (it == out.slots.end()) it = out.slots.insert(out.slots.end(), {slot, 0});
            it->squares |= b;
        }
    }
    return out;
}

FrontierStep kernel_step(const RankStep& step) {
    FrontierStep st;
    const int width = static_cast<int>(step.layout.size());
    st.width_before = width - 1;
    st.back_slots = step.back_slots;
    const unsigned k = static_cast<unsigned>(step.back_slots.size());
    for (unsigned m = 0; m < (1u << k); ++m)
        if (__builtin_popcount(m) <= 2) st.masks.push_back(m);
    st.leaving = step.leaving;
    for (int slot : step.leaving) st.leaving_mask |= slot_bit(slot);
    for (int slot = 0; slot < width; ++slot) {
        if (step.future[slot] == 0) continue;  // leaving
        if (step.future[slot] == 1) st.future1 |= slot_bit(slot);
        if (step.colour[slot] > 0) st.white |= slot_bit(slot);
        if (step.colour[slot] < 0) st.black |= slot_bit(slot);
    }
    st.future_balance = step.future_balance;
    st.new_square_future = step.future.back();
    st.leaning = leaning_of(step);
    return st;
}

// Per step, the mirror image of each slot after it, where the swept squares
// are symmetric (else empty). The reflection maps each sweep line to itself.
void add_mirrors(const Board& board, const RankPlan& plan, std::vector<FrontierStep>& steps) {
    const bool by_rows = board.cols() <= board.rows();
    const auto reflect = [&](Square s) {
        const int r = board.row_of(s), c = board.col_of(s);
        return by_rows ? board.square(r, board.cols() - 1 - c) : board.square(board.rows() - 1 - r, c);
    };
    for (Square s : plan.order)
        if (!board.is_active(reflect(s))) return;
    std::vector<char> swept(static_cast<std::size_t>(board.cell_count()), 0);
    int unmatched = 0;  // swept squares whose mirror image is not swept yet
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const Square s = plan.order[i], m = reflect(s);
        swept[static_cast<std::size_t>(s)] = 1;
        if (m != s) unmatched += swept[static_cast<std::size_t>(m)] ? -1 : 1;
        if (unmatched != 0) continue;
        const RankStep& step = plan.steps[i];
        std::vector<Square> next;
        for (std::size_t slot = 0; slot < step.layout.size(); ++slot)
            if (step.future[slot] > 0) next.push_back(step.layout[slot]);
        for (Square x : next)
            steps[i].mirror.push_back(static_cast<int>(std::find(next.begin(), next.end(), reflect(x)) - next.begin()));
    }
}

}  // namespace

std::vector<FrontierStep> table_steps(const Board& board, const RankPlan& plan) {
    std::vector<FrontierStep> steps;
    for (const RankStep& step : plan.steps) steps.push_back(kernel_step(step));
    add_mirrors(board, plan, steps);
    return steps;
}

}  // namespace kt
