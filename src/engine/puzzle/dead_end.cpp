#include "puzzle/dead_end.h"

#include <algorithm>

namespace kt {
namespace {

DeadEnd dead(std::string reason, std::vector<Square> squares = {}) { return {true, std::move(reason), std::move(squares)}; }

std::string list_names(const Board& board, const std::vector<Square>& squares, std::size_t max = 4) {
    std::string out;
    for (std::size_t i = 0; i < squares.size() && i < max; ++i) out += (i ? ", " : "") + board.name(squares[i]);
    if (squares.size() > max) out += ", ...";
    return out;
}

}  // namespace

DeadEnd find_dead_end(const Board& board, const std::vector<Square>& path, bool closed_goal) {
    if (path.empty()) return {};
    const auto cells = static_cast<std::size_t>(board.cell_count());
    std::vector<std::uint8_t> visited(cells, 0);
    for (Square s : path) visited[static_cast<std::size_t>(s)] = 1;
    const Square head = path.back(), start = path.front();
    const std::int64_t left = board.square_count() - static_cast<std::int64_t>(path.size());
    auto unvisited = [&](Square s) { return board.is_active(s) && !visited[static_cast<std::size_t>(s)]; };
    Square nb[8];

    if (left <= 0) {
        if (closed_goal && !(path.size() > 1 && board.is_move(head, start)))
            return dead("every square is visited but " + board.name(head) + " is not a move from the start " +
                            board.name(start) + ": the tour is open, not closed",
                        {head, start});
        return {};
    }

    int head_exits = 0;
    for (int i = 0, n = board.neighbours(head, nb); i < n; ++i) head_exits += unvisited(nb[i]);
    if (head_exits == 0)
        return dead("no move from " + board.name(head) + ": " + std::to_string(left) + " square(s) left unvisited", {head});

    // Connected groups of unvisited squares: a path from the knight enters one
    // group and can never reach another.
    std::vector<std::int32_t> group(cells, -1);
    std::vector<std::vector<Square>> groups;
    std::vector<Square> stack;
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!unvisited(s) || group[static_cast<std::size_t>(s)] >= 0) continue;
        const auto id = static_cast<std::int32_t>(groups.size());
        groups.emplace_back();
        group[static_cast<std::size_t>(s)] = id;
        stack.push_back(s);
        while (!stack.empty()) {
            const Square u = stack.back();
            stack.pop_back();
            if (groups.back().size() < 64) groups.back().push_back(u);  // enough to name and highlight
            for (int i = 0, n = board.neighbours(u, nb); i < n; ++i)
                if (unvisited(nb[i]) && group[static_cast<std::size_t>(nb[i])] < 0) {
                    group[static_cast<std::size_t>(nb[i])] = id;
                    stack.push_back(nb[i]);
                }
        }
    }
    if (groups.size() > 1) {
        // Name and highlight the smallest group: most likely the one the player overlooked.
        std::size_t pick = 0;
        for (std::size_t g = 1; g < groups.size(); ++g)
            if (groups[g].size() < groups[pick].size()) pick = g;
        const auto& cut = groups[pick];
        std::string what = cut.size() == 1 ? "square " + board.name(cut[0]) + " is cut off"
                                           : "squares " + list_names(board, cut) + " are cut off";
        return dead(what + ": the unvisited squares fall apart into " + std::to_string(groups.size()) +
                        " groups and a tour can cover only one",
                    cut);
    }

    // Ways in and out left for each unvisited square: its unvisited neighbours,
    // the knight's square, and (closed goal) the start to return to.
    const bool start_is_target = closed_goal && start != head;
    std::vector<Square> single;
    for (Square u = 0; u < board.cell_count(); ++u) {
        if (!unvisited(u)) continue;
        int ways = 0;
        for (int i = 0, n = board.neighbours(u, nb); i < n; ++i)
            ways += unvisited(nb[i]) || nb[i] == head || (start_is_target && nb[i] == start);
        if (closed_goal) {
            if (ways <= 1)
                return dead("square " + board.name(u) + " has only " + (ways ? "one way" : "no way") +
                                " in or out left, but a closed tour must pass through it",
                            {u});
        } else if (ways <= 1) {
            single.push_back(u);
            if (single.size() > 1 && left > 1)
                return dead("squares " + list_names(board, single) +
                                " each have only one way in or out left, and a tour can end on only one of them",
                            single);
        }
    }
    if (start_is_target) {
        int start_exits = 0;
        for (int i = 0, n = board.neighbours(start, nb); i < n; ++i) start_exits += unvisited(nb[i]);
        if (start_exits == 0)
            return dead("no unvisited square is left a move away from the start " + board.name(start) +
                            ", so the tour cannot close",
                        {start});
    }

    // Colours: when every move changes colour, the remaining squares must
    // alternate, starting with the colour opposite the knight's.
    const Leaper leaper = board.leaper();
    if ((leaper.a + leaper.b) % 2 == 1) {
        auto colour = [&](Square s) { return (board.row_of(s) + board.col_of(s)) & 1; };
        std::int64_t count[2] = {0, 0};
        for (Square u = 0; u < board.cell_count(); ++u)
            if (unvisited(u)) ++count[colour(u)];
        const int other = 1 - colour(head);
        const std::int64_t need_other = (left + 1) / 2, need_same = left / 2;
        if (count[other] != need_other || count[1 - other] != need_same)
            return dead(std::to_string(count[0]) + " dark and " + std::to_string(count[1]) +
                            " light squares are left, but a path from " + board.name(head) +
                            " alternates colours and would need " + std::to_string(other ? need_same : need_other) +
                            " and " + std::to_string(other ? need_other : need_same),
                        {head});
        if (closed_goal) {
            const int last_colour = left % 2 == 1 ? other : colour(head);
            if (last_colour == colour(start))
                return dead("the last square would have the colour of the start " + board.name(start) +
                                ", so the tour cannot close",
                            {start});
        }
    }
    return {};
}

}  // namespace kt
