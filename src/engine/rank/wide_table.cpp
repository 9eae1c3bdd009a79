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

// Every state each step can reach from the empty frontier. The successors'
// list keeps its pages from layer to layer rather than faulting them in again.
void WideTable::forward(const TableLimits& limits) {
    layers_.resize(steps() + 1);
    layers_[0].keys = {0};
    std::vector<RankKey> found;
    for (std::size_t i = 0; i < steps(); ++i) {
        report(limits, true, i);
        found.clear();
        for (RankKey key : layers_[i].keys) {
            const RankStepper::State state = steppers_[i].decode(key);
            for (unsigned mask : steppers_[i].choices())
                if (const auto t = steppers_[i].follow(state, mask)) found.push_back(*t);
        }
        std::sort(found.begin(), found.end());
        layers_[i + 1].keys.assign(found.begin(), std::unique(found.begin(), found.end()));
        spend(i + 1, limits);
    }
}

// From the last layer down, each state's completions, keeping the live
// ones: summed in place into limbs one wider than the next layer's, then
// trimmed to the widest the layer needs.
void WideTable::backward(const TableLimits& limits) {
    Layer& last = layers_[steps()];
    last.stride = 1;
    last.limbs.assign(last.keys.size(), 1);  // the empty frontier: one whole tour
    std::vector<std::uint64_t> sums;  // kept from layer to layer, as the forward pass's list
    for (std::size_t i = steps(); i-- > 0;) {
        report(limits, false, i);
        Layer& layer = layers_[i];
        const Layer& after = layers_[i + 1];
        const std::size_t width = after.stride + 1;
        const std::size_t need = layer.keys.size() * width, held = sums.capacity();
        if (past_budget(limits, bytes_ + held * 8, need > held ? (need - held) * 8 : 0)) throw over_budget(limits, i, steps());
        sums.assign(need, 0);
        for (std::size_t k = 0; k < layer.keys.size(); ++k) {
            const RankStepper::State state = steppers_[i].decode(layer.keys[k]);
            for (unsigned mask : steppers_[i].choices()) {
                const auto t = steppers_[i].follow(state, mask);
                if (!t) continue;
                const auto at = after.limbs_of(*t);
                if (!at) continue;  // a state no tour goes on from
                add_limbs(&sums[k * width], width, &after.limbs[*at], after.stride);
            }
        }
        keep_live(layer, sums, width);
        spend(i, limits);
    }
}

// Keeps the states of `layer` whose sums (`width` limbs each) are not zero,
// with as many limbs each as the largest needs.
void WideTable::keep_live(Layer& layer, const std::vector<std::uint64_t>& sums, std::size_t width) {
    const auto used = [&](std::size_t k) {
        std::size_t w = width;
        while (w > 0 && sums[k * width + w - 1] == 0) --w;
        return w;
    };
    std::size_t stride = 1, live = 0;
    for (std::size_t k = 0; k < layer.keys.size(); ++k) stride = std::max(stride, used(k));
    bytes_ -= layer.bytes();
    std::vector<std::uint64_t> limbs;
    for (std::size_t k = 0; k < layer.keys.size(); ++k) {
        if (used(k) == 0) continue;
        layer.keys[live++] = layer.keys[k];
        const auto from = sums.begin() + static_cast<std::ptrdiff_t>(k * width);
        limbs.insert(limbs.end(), from, from + static_cast<std::ptrdiff_t>(stride));
    }
    layer.keys.resize(live);
    layer.keys.shrink_to_fit();
    layer.stride = stride;
    layer.limbs = std::move(limbs);
    stats_.states += live;
    stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, live);
}

// Tells the front end which layer either pass has reached, and what the build holds.
void WideTable::report(const TableLimits& limits, bool forward, std::size_t layer) const {
    if (limits.progress) limits.progress(TableProgress{forward, layer, steps(), layers_[layer].keys.size(), bytes_});
}

BigUint WideTable::completions(std::size_t layer, RankKey key, bool) const {
    const Layer& l = layers_[layer];
    const auto at = l.limbs_of(key);
    if (!at) return BigUint();
    const auto from = l.limbs.begin() + static_cast<std::ptrdiff_t>(*at);
    return BigUint::from_limbs(std::vector<std::uint64_t>(from, from + static_cast<std::ptrdiff_t>(l.stride)));
}

void WideTable::spend(std::size_t layer, const TableLimits& limits) {
    if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
    bytes_ += layers_[layer].bytes();
    if (past_budget(limits, bytes_)) throw over_budget(limits, layer, steps());
}

}  // namespace kt
