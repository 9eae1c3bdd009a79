#include "rank/tour_table.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace kt {

namespace {

std::string gigabytes(std::uint64_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f GB", static_cast<double>(bytes) / 1e9);
    return buf;
}

}  // namespace

TourTable::TourTable(const Board& board, bool paths, const TableLimits& limits)
    : plan_(make_rank_plan(board)), paths_(paths) {
    const auto t0 = std::chrono::steady_clock::now();
    stats_.frontier_width = plan_.max_stored;
    if (plan_.max_stored > kMaxRankWidth) {
        throw RankError("board " + std::to_string(board.rows()) + "x" + std::to_string(board.cols()) +
                        " is too big to number its tours: its frontier of " + std::to_string(plan_.max_stored) +
                        " squares is wider than the " + std::to_string(kMaxRankWidth) + " supported");
    }
    for (std::size_t i = 0; i < plan_.steps.size(); ++i)
        steppers_.emplace_back(plan_.steps[i], paths, i + 1 == plan_.steps.size());
    forward(limits);
    backward();
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Every state reachable from the empty frontier, layer by layer.
void TourTable::forward(const TableLimits& limits) {
    layers_.assign(steppers_.size() + 1, {});
    layers_[0].push_back({0, 0});
    std::uint64_t bytes = sizeof(Entry);
    for (std::size_t i = 0; i < steppers_.size(); ++i) {
        const RankStepper& st = steppers_[i];
        std::vector<Entry>& next = layers_[i + 1];
        for (const Entry& e : layers_[i]) {
            const RankStepper::State codes = st.decode(e.key);
            for (unsigned mask : st.choices())
                if (const auto t = st.follow(codes, mask)) next.push_back({*t, 0});
            if (next.size() > (std::size_t(1) << 20) && next.size() == next.capacity()) {
                std::sort(next.begin(), next.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });
                next.erase(std::unique(next.begin(), next.end(), [](const Entry& a, const Entry& b) { return a.key == b.key; }),
                           next.end());
            }
            if (limits.cancel && limits.cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
            if (limits.max_memory_bytes && bytes + next.capacity() * sizeof(Entry) > limits.max_memory_bytes) {
                throw RankError("numbering these tours needs more than the memory budget of " +
                                gigabytes(limits.max_memory_bytes) + " (step " + std::to_string(i + 1) + " of " +
                                std::to_string(steppers_.size()) + ")");
            }
        }
        std::sort(next.begin(), next.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });
        next.erase(std::unique(next.begin(), next.end(), [](const Entry& a, const Entry& b) { return a.key == b.key; }),
                   next.end());
        next.shrink_to_fit();
        bytes += next.size() * sizeof(Entry);
        stats_.peak_layer = std::max<std::uint64_t>(stats_.peak_layer, next.size());
    }
}

// Completion counts from the last layer up; states with none are dropped.
void TourTable::backward() {
    for (Entry& e : layers_.back()) e.count = 1;
    for (std::size_t i = steppers_.size(); i-- > 0;) {
        const RankStepper& st = steppers_[i];
        for (Entry& e : layers_[i]) {
            const RankStepper::State codes = st.decode(e.key);
            for (unsigned mask : st.choices())
                if (const auto t = st.follow(codes, mask)) e.count += completions(i + 1, *t);
        }
        std::vector<Entry>& layer = layers_[i];
        layer.erase(std::remove_if(layer.begin(), layer.end(), [](const Entry& e) { return e.count == 0; }),
                    layer.end());
        layer.shrink_to_fit();
    }
    for (const auto& layer : layers_) {
        stats_.states += layer.size();
        stats_.bytes += layer.capacity() * sizeof(Entry);
    }
}

u128 TourTable::completions(std::size_t layer, RankKey key) const {
    const std::vector<Entry>& l = layers_[layer];
    const auto it = std::lower_bound(l.begin(), l.end(), key, [](const Entry& e, RankKey k) { return e.key < k; });
    return it != l.end() && it->key == key ? it->count : 0;
}

}  // namespace kt
