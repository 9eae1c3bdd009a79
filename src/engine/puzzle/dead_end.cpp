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

// The position the tests below look at: the path so far and what is left.
struct Position {
    const Board& board;
    std::vector<std::uint8_t> visited;
    Square head, start;
    std::int64_t left;  // squares not visited yet
    bool closed_goal;

    Position(const Board& b, const std::vector<Square>& path, bool closed)
        : board(b), visited(static_cast<std::size_t>(b.cell_count()), 0), head(path.back()), start(path.front()),
          left(b.square_count() - static_cast<std::int64_t>(path.size())), closed_goal(closed) {
        for (Square s : path) visited[static_cast<std::size_t>(s)] = 1;
    }
    bool unvisited(Square s) const { return board.is_active(s) && !visited[static_cast<std::size_t>(s)]; }
    int unvisited_neighbours(Square s) const {
        Square nb[8];
        int count = 0;
        for (int i = 0, n = board.neighbours(s, nb); i < n; ++i) count += unvisited(nb[i]);
        return count;
    }
};

// Connected groups of unvisited squares (up to 64 squares of each kept, enough
// to name and highlight): a path from the knight enters one and can never
// reach another.
std::vector<std::vector<Square>> unvisited_groups(const Position& p) {
    const Board& board = p.board;
    std::vector<std::int32_t> group(static_cast<std::size_t>(board.cell_count()), -1);
    std::vector<std::vector<Square>> groups;
    std::vector<Square> stack;
    Square nb[8];
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!p.unvisited(s) || group[static_cast<std::size_t>(s)] >= 0) continue;
        const auto id = static_cast<std::int32_t>(groups.size());
        groups.emplace_back();
        group[static_cast<std::size_t>(s)] = id;
        stack.push_back(s);
        while (!stack.empty()) {
            const Square u = stack.back();
            stack.pop_back();
            if (groups.back().size() < 64) groups.back().push_back(u);
            for (int i = 0, n = board.neighbours(u, nb); i < n; ++i)
                if (p.unvisited(nb[i]) && group[static_cast<std::size_t>(nb[i])] < 0) {
                    group[static_cast<std::size_t>(nb[i])] = id;
                    stack.push_back(nb[i]);
                }
        }
    }
    return groups;
}

DeadEnd check_groups(const Position& p) {
    const auto groups = unvisited_groups(p);
    if (groups.size() <= 1) return {};
    // Name and highlight the smallest group: most likely the one the player overlooked.
    std::size_t pick = 0;
    for (std::size_t g = 1; g < groups.size(); ++g)
        if (groups[g].size() < groups[pick].size()) pick = g;
    const auto& cut = groups[pick];
    std::string what = cut.size() == 1 ? "square " + p.board.name(cut[0]) + " is cut off"
                                       : "squares " + list_names(p.board, cut) + " are cut off";
    return dead(what + ": the unvisited squares fall apart into " + std::to_string(groups.size()) +
                    " groups and a tour can cover only one",
                cut);
}

// Ways in and out left for each unvisited square: its unvisited neighbours,
// the knight's square, and (closed goal) the start to return to.
DeadEnd check_ways(const Position& p) {
    const Board& board = p.board;
    const bool start_is_target = p.closed_goal && p.start != p.head;
    std::vector<Square> single;
    Square nb[8];
    for (Square u = 0; u < board.cell_count(); ++u) {
        if (!p.unvisited(u)) continue;
        int ways = 0;
        for (int i = 0, n = board.neighbours(u, nb); i < n; ++i)
            ways += p.unvisited(nb[i]) || nb[i] == p.head || (start_is_target && nb[i] == p.start);
        if (ways > 1) continue;
        if (p.closed_goal)
            return dead("square " + board.name(u) + " has only " + (ways ? "one way" : "no way") +
                            " in or out left, but a closed tour must pass through it",
                        {u});
        single.push_back(u);
        if (single.size() > 1 && p.left > 1)
            return dead("squares " + list_names(board, single) +
                            " each have only one way in or out left, and a tour can end on only one of them",
                        single);
    }
    if (start_is_target && p.unvisited_neighbours(p.start) == 0)
        return dead("no unvisited square is left a move away from the start " + board.name(p.start) +
                        ", so the tour cannot close",
                    {p.start});
    return {};
}

// Colours: when every move changes colour, the remaining squares must
// alternate, starting with the colour opposite the knight's.
DeadEnd check_colours(const Position& p) {
    const Board& board = p.board;
    if (!board.leaper().changes_colour()) return {};
    std::int64_t count[2] = {0, 0};
    for (Square u = 0; u < board.cell_count(); ++u)
        if (p.unvisited(u)) ++count[board.colour(u)];
    const int other = 1 - board.colour(p.head);
    const std::int64_t need_other = (p.left + 1) / 2, need_same = p.left / 2;
    if (count[other] != need_other || count[1 - other] != need_same)
        return dead(std::to_string(count[0]) + " dark and " + std::to_string(count[1]) +
                        " light squares are left, but a path from " + board.name(p.head) +
                        " alternates colours and would need " + std::to_string(other ? need_same : need_other) +
                        " and " + std::to_string(other ? need_other : need_same),
                    {p.head});
    const int last_colour = p.left % 2 == 1 ? other : board.colour(p.head);
    if (p.closed_goal && last_colour == board.colour(p.start))
        return dead("the last square would have the colour of the start " + board.name(p.start) +
                        ", so the tour cannot close",
                    {p.start});
    return {};
}

}  // namespace

DeadEnd find_dead_end(const Board& board, const std::vector<Square>& path, bool closed_goal) {
    if (path.empty()) return {};
    const Position p(board, path, closed_goal);
    if (p.left <= 0) {
        if (closed_goal && !(path.size() > 1 && board.is_move(p.head, p.start)))
            return dead("every square is visited but " + board.name(p.head) + " is not a move from the start " +
                            board.name(p.start) + ": the tour is open, not closed",
                        {p.head, p.start});
        return {};
    }
    if (p.unvisited_neighbours(p.head) == 0)
        return dead("no move from " + board.name(p.head) + ": " + std::to_string(p.left) + " square(s) left unvisited",
                    {p.head});
    // Each test is certain, so the first that fires is the answer.
    for (DeadEnd (*check)(const Position&) : {check_groups, check_ways, check_colours})
        if (DeadEnd d = check(p); d.found) return d;
    return {};
}

}  // namespace kt
