#include "walks/walk_lister.h"

#include <algorithm>
#include <string>

namespace kt {
namespace {
constexpr std::uint32_t kUnreachable = 0xFFFFFFFF;
}

WalkLister::WalkLister(const Board& board, const WalkConditions& conditions) : graph_(board, conditions) {
    const std::int64_t n = graph_.size();
    if (n * graph_.length > kMaxListTable)
        throw WalkError("listing walks of length " + std::to_string(graph_.length) + " on " + std::to_string(n) +
                        " squares needs too large a table (length x squares at most " + std::to_string(kMaxListTable) + ")");
    // Values above the budget are all equally infeasible: capping there keeps sums small.
    const auto cap = static_cast<std::uint32_t>(graph_.budget + 1);
    fewest_.assign(static_cast<std::size_t>(n * graph_.length), kUnreachable);
    for (std::int32_t i = 0; i < n; ++i)
        if (graph_.allowed[static_cast<std::size_t>(i)]) fewest_[static_cast<std::size_t>(i)] = graph_.marked[static_cast<std::size_t>(i)];
    for (int keys = 2; keys <= graph_.length; ++keys) {
        for (std::int32_t i = 0; i < n; ++i) {
            if (!graph_.allowed[static_cast<std::size_t>(i)]) continue;
            std::uint32_t best = kUnreachable;
            for (auto e = graph_.first[static_cast<std::size_t>(i)]; e < graph_.first[static_cast<std::size_t>(i) + 1]; ++e)
                best = std::min(best, fewest(keys - 1, graph_.targets[static_cast<std::size_t>(e)]));
            if (best == kUnreachable) continue;
            fewest_[static_cast<std::size_t>(keys - 1) * static_cast<std::size_t>(n) + static_cast<std::size_t>(i)] =
                std::min<std::uint32_t>(best + graph_.marked[static_cast<std::size_t>(i)], cap);
        }
    }
}

bool WalkLister::fits(std::size_t position, std::int32_t i, int used_before) const {
    const std::uint32_t need = fewest(graph_.length - static_cast<int>(position), i);
    return need != kUnreachable && static_cast<std::int64_t>(used_before) + need <= graph_.budget;
}

bool WalkLister::advance() {
    // Pop the last square and try its next sibling; climb while none fits.
    while (!path_.empty()) {
        const std::size_t position = path_.size() - 1;
        std::int32_t next_choice = choice_.back() + 1;
        path_.pop_back();
        choice_.pop_back();
        used_.pop_back();
        const int used_before = position == 0 ? 0 : used_.back();
        if (position == 0) {
            for (; next_choice < static_cast<std::int32_t>(graph_.starts.size()); ++next_choice) {
                const std::int32_t s = graph_.starts[static_cast<std::size_t>(next_choice)];
                if (fits(0, s, 0)) {
                    path_.push_back(s);
                    choice_.push_back(next_choice);
                    used_.push_back(graph_.marked[static_cast<std::size_t>(s)]);
                    return true;
                }
            }
            return false;
        }
        const std::int32_t parent = path_.back();
        const std::int32_t degree = graph_.first[static_cast<std::size_t>(parent) + 1] - graph_.first[static_cast<std::size_t>(parent)];
        for (; next_choice < degree; ++next_choice) {
            const std::int32_t t = graph_.targets[static_cast<std::size_t>(graph_.first[static_cast<std::size_t>(parent)] + next_choice)];
            if (fits(position, t, used_before)) {
                path_.push_back(t);
                choice_.push_back(next_choice);
                used_.push_back(used_before + graph_.marked[static_cast<std::size_t>(t)]);
                return true;
            }
        }
    }
    return false;
}

std::optional<std::vector<Square>> WalkLister::next() {
    if (finished_ || hit_limit() || cancel_requested_.load(std::memory_order_relaxed)) return std::nullopt;
    if (!started_) {
        started_ = true;
        // A fake "previous start" of -1 lets advance() find the first start.
        path_.push_back(-1);
        choice_.push_back(-1);
        used_.push_back(0);
    }
    if (!advance()) {
        finished_ = true;
        return std::nullopt;
    }
    // Extend with the first fitting neighbour each time: the table guarantees one exists.
    while (path_.size() < static_cast<std::size_t>(graph_.length)) {
        const std::int32_t parent = path_.back();
        const std::size_t position = path_.size();
        const int used_before = used_.back();
        const std::int32_t begin = graph_.first[static_cast<std::size_t>(parent)];
        const std::int32_t degree = graph_.first[static_cast<std::size_t>(parent) + 1] - begin;
        std::int32_t c = 0;
        while (c < degree && !fits(position, graph_.targets[static_cast<std::size_t>(begin + c)], used_before)) ++c;
        if (c == degree) {  // cannot happen with a consistent table; stop rather than loop
            finished_ = true;
            return std::nullopt;
        }
        const std::int32_t t = graph_.targets[static_cast<std::size_t>(begin + c)];
        path_.push_back(t);
        choice_.push_back(c);
        used_.push_back(used_before + graph_.marked[static_cast<std::size_t>(t)]);
    }
    ++listed_;
    std::vector<Square> walk;
    walk.reserve(path_.size());
    for (std::int32_t i : path_) walk.push_back(graph_.squares[static_cast<std::size_t>(i)]);
    return walk;
}

}  // namespace kt
