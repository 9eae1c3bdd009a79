#include "walks/walk_counter.h"

namespace kt {
namespace {

constexpr u128 kSaturated = ~u128{0};

// Saturating: once a count overflows it stays at the maximum.
inline u128 add_saturating(u128 a, u128 b) {
    u128 sum;
    return __builtin_add_overflow(a, b, &sum) ? kSaturated : sum;
}

}  // namespace

WalkCounter::WalkCounter(const Board& board, const WalkConditions& conditions) : graph_(board, conditions) {
    const int width = graph_.budget + 1;
    current_.assign(static_cast<std::size_t>(graph_.size()) * width, 0);
    next_.assign(current_.size(), 0);
    // One square: the walk is the square itself, if allowed and within budget.
    for (int i = 0; i < graph_.size(); ++i)
        for (int b = 0; b < width; ++b)
            current_[static_cast<std::size_t>(i) * width + b] =
                graph_.allowed[static_cast<std::size_t>(i)] && graph_.marked[static_cast<std::size_t>(i)] <= b ? 1 : 0;
    layers_ = 1;
}

bool WalkCounter::step() {
    if (done() || cancelled()) return false;
    const int width = graph_.budget + 1;
    for (int i = 0; i < graph_.size(); ++i) {
        u128* out = &next_[static_cast<std::size_t>(i) * width];
        const int mark = graph_.marked[static_cast<std::size_t>(i)];
        for (int b = 0; b < width; ++b) out[b] = 0;
        if (!graph_.allowed[static_cast<std::size_t>(i)]) continue;
        for (std::int32_t e = graph_.first[static_cast<std::size_t>(i)]; e < graph_.first[static_cast<std::size_t>(i) + 1]; ++e) {
            const u128* in = &current_[static_cast<std::size_t>(graph_.targets[static_cast<std::size_t>(e)]) * width];
            // This square uses `mark` of the budget b; the rest of the walk gets b - mark.
            for (int b = mark; b < width; ++b) out[b] = add_saturating(out[b], in[b - mark]);
        }
    }
    current_.swap(next_);
    ++layers_;
    return !done();
}

bool WalkCounter::run() {
    while (step()) {
    }
    return done();
}

CheckedCount WalkCounter::ways_from(std::int32_t start) const {
    const u128 v = current_[static_cast<std::size_t>(start) * (graph_.budget + 1) + graph_.budget];
    return CheckedCount{v, v == kSaturated};
}

CheckedCount WalkCounter::total() const {
    CheckedCount sum;
    for (std::int32_t s : graph_.starts) sum += ways_from(s);
    return sum;
}

std::vector<StartCount> WalkCounter::per_start() const {
    std::vector<StartCount> result;
    result.reserve(graph_.starts.size());
    for (std::int32_t s : graph_.starts) result.push_back({graph_.squares[static_cast<std::size_t>(s)], ways_from(s)});
    return result;
}

CheckedCount count_walks(const Board& board, const WalkConditions& conditions) {
    WalkCounter counter(board, conditions);
    counter.run();
    return counter.total();
}

}  // namespace kt
