#include "rank/wide_table.h"
#include "rank/table_budget.h"

#include <algorithm>
#include <chrono>
#include <string>

namespace kt {

std::vector<RankStepper> rank_steppers(const Board& board, const RankPlan& plan, bool paths) {
    if (plan.max_stored > kMaxRankWidth) {
        throw RankError("board " + std::to_string(board.rows()) + "x" + std::to_string(board.cols()) +
                        " is too big to number its tours: its frontier of " + std::to_string(plan.max_stored) +
                        " squares is wider than the " + std::to_string(kMaxRankWidth) + " supported");
    }
    std::vector<RankStepper> steppers;
    for (std::size_t i = 0; i < plan.steps.size(); ++i) steppers.emplace_back(plan.steps[i], paths, i + 1 == plan.steps.size());
    return steppers;
}

WideTable::WideTable(const Board& board, bool paths, const TableLimits& limits)
    : plan_(make_rank_plan(board)), steppers_(rank_steppers(board, plan_, paths)) {
    const auto t0 = std::chrono::steady_clock::now();
    forward(limits);
    backward(limits);
    stats_.bytes = bytes_;
    stats_.frontier_width = plan_.max_stored;
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Every state each step can reach from the empty frontier.
void WideTable::forward(const TableLimits& limits) {
    layers_.resize(steps() + 1);
    layers_[0].keys = {0};
    for (std::size_t i = 0; i < steps(); ++i) {
        std::vector<RankKey>& next = layers_[i + 1].keys;
        for (RankKey key : layers_[i].keys) {
            const RankStepper::State state = steppers_[i].decode(key);
            for (unsigned mask : steppers_[i].choices())
                if (const auto t = steppers_[i].follow(state, mask)) next.push_back(*t);
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        next.shrink_to_fit();
        spend(i + 1, limits);
    }
}

// From the last layer down, each state's completions, keeping the live ones.
void WideTable::backward(const TableLimits& limits) {
    Layer& last = layers_[steps()];
    last.stride = 1;
    last.limbs.assign(last.keys.size(), 1);  // the empty frontier: one whole tour
    for (std::size_t i = steps(); i-- > 0;) {
        Layer& layer = layers_[i];
        std::vector<BigUint> counts;
        std::vector<RankKey> live;
        for (RankKey key : layer.keys) {
            BigUint c = sum_after(i, key);
            if (c.is_zero()) continue;
            live.push_back(key);
            layer.stride = std::max(layer.stride, c.limbs().size());
            counts.push_back(std::move(c));
        }
        bytes_ -= layer.bytes();
        layer.keys = std::move(live);
        layer.limbs.assign(layer.keys.size() * layer.stride, 0);
        for (std::size_t s = 0; s < counts.size(); ++s)
            std::copy(counts[s].limbs().begin(), counts[s].limbs().end(), layer.limbs.begin() + s * layer.stride);
        stats_.states += layer.keys.size();
        stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, layer.keys.size());
        spend(i, limits);
    }
}

BigUint WideTable::sum_after(std::size_t layer, RankKey key) const {
    BigUint sum;
    const RankStepper::State state = steppers_[layer].decode(key);
    for (unsigned mask : steppers_[layer].choices())
        if (const auto t = steppers_[layer].follow(state, mask)) sum += completions(layer + 1, *t);
    return sum;
}

BigUint WideTable::completions(std::size_t layer, RankKey key, bool) const {
    const Layer& l = layers_[layer];
    const auto it = std::lower_bound(l.keys.begin(), l.keys.end(), key);
    if (it == l.keys.end() || *it != key) return BigUint();
    const auto at = l.limbs.begin() + (it - l.keys.begin()) * static_cast<std::ptrdiff_t>(l.stride);
    return BigUint::from_limbs(std::vector<std::uint64_t>(at, at + static_cast<std::ptrdiff_t>(l.stride)));
}

void WideTable::spend(std::size_t layer, const TableLimits& limits) {
    if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
    bytes_ += layers_[layer].bytes();
    if (past_budget(limits, bytes_)) throw over_budget(limits, layer, steps());
}

}  // namespace kt
