#include "walks/walk_conditions.h"

#include <algorithm>
#include <string>

namespace kt {
namespace {

std::int32_t compact_or_throw(const Board& board, const std::vector<std::int32_t>& index_of, Square s, const char* what) {
    if (s < 0 || s >= board.cell_count()) throw WalkError(std::string(what) + ": square number " + std::to_string(s) + " is off the board");
    if (!board.is_active(s)) throw WalkError(std::string(what) + ": square " + board.name(s) + " is a hole");
    return index_of[static_cast<std::size_t>(s)];
}

}  // namespace

WalkGraph::WalkGraph(const Board& board, const WalkConditions& c) {
    if (c.length < 1 || c.length > kMaxWalkLength)
        throw WalkError("length " + std::to_string(c.length) + ": must be between 1 and " + std::to_string(kMaxWalkLength));
    length = c.length;
    // Unlimited, or a limit the walk cannot exceed anyway: no budget dimension.
    const bool limited = c.max_marked >= 0 && c.max_marked < c.length && !c.marked.empty();
    budget = limited ? c.max_marked : 0;

    std::vector<std::int32_t> index_of(static_cast<std::size_t>(board.cell_count()), -1);
    auto add = [&](Square s) {
        if (s < 0 || s >= board.cell_count() || !board.is_active(s) || index_of[static_cast<std::size_t>(s)] >= 0) return;
        index_of[static_cast<std::size_t>(s)] = static_cast<std::int32_t>(squares.size());
        squares.push_back(s);
    };
    for (Square s : c.order) add(s);
    for (Square s = 0; s < board.cell_count(); ++s) add(s);
    if (squares.empty()) throw WalkError("the board has no squares");

    const std::int64_t n = size();
    if (n * (budget + 1) > kMaxWalkStates)
        throw WalkError(std::to_string(n) + " squares x " + std::to_string(budget + 1) +
                        " budget values is too many states to count (at most " + std::to_string(kMaxWalkStates) + ")");
    if (n * (budget + 1) * length > kMaxWalkWork)
        throw WalkError("length " + std::to_string(length) + " on " + std::to_string(n) + " squares x " +
                        std::to_string(budget + 1) + " budget values is too much work (length x states at most " +
                        std::to_string(kMaxWalkWork) + ")");

    marked.assign(static_cast<std::size_t>(n), 0);
    allowed.assign(static_cast<std::size_t>(n), 1);
    for (Square s : c.marked) {
        const auto i = compact_or_throw(board, index_of, s, "marked squares");
        if (limited) marked[static_cast<std::size_t>(i)] = 1;
    }
    for (Square s : c.forbidden) allowed[static_cast<std::size_t>(compact_or_throw(board, index_of, s, "forbidden squares"))] = 0;
    std::vector<std::uint8_t> is_start(static_cast<std::size_t>(n), c.starts.empty() ? 1 : 0);
    for (Square s : c.starts) is_start[static_cast<std::size_t>(compact_or_throw(board, index_of, s, "start squares"))] = 1;
    for (std::int32_t i = 0; i < n; ++i)
        if (is_start[static_cast<std::size_t>(i)]) starts.push_back(i);

    first.reserve(static_cast<std::size_t>(n) + 1);
    Square buf[8];
    for (Square s : squares) {
        first.push_back(static_cast<std::int32_t>(targets.size()));
        const int k = board.neighbours(s, buf);
        const auto from = targets.size();
        for (int j = 0; j < k; ++j) targets.push_back(index_of[static_cast<std::size_t>(buf[j])]);
        std::sort(targets.begin() + static_cast<std::ptrdiff_t>(from), targets.end());
    }
    first.push_back(static_cast<std::int32_t>(targets.size()));
}

}  // namespace kt
