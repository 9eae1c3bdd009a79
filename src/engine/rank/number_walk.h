// The walk down the table's layers that numbers tours, for either table: the
// 128-bit one (TourTable, u128 counts) and the one of any width (WideTable,
// BigUint). Both offer plan(), steps(), stepper(i), completions() and
// unexpanded() (completion_layers.h says what the last two mean).
#pragma once

#include <array>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "rank/rank_state.h"
#include "rank/table_types.h"

namespace kt::number_walk {

using Link = std::array<Square, 2>;

// The links of undirected tour `index` (1..the table's total).
template <class Table, class Count>
std::vector<Link> unrank_links(const Table& table, Count k) {
    std::vector<Link> links;
    RankKey key = 0;
    bool away = false;  // in a line the table did not expand
    for (std::size_t i = 0; i < table.steps(); ++i) {
        const RankStepper& st = table.stepper(i);
        const RankStep& step = table.plan().steps[i];
        const RankStepper::State codes = st.decode(key);
        bool taken = false;
        for (unsigned mask : st.choices()) {
            const auto t = st.follow(codes, mask);
            if (!t) continue;
            const Count c = table.completions(i + 1, *t, away);
            if (c < k) {
                k -= c;
                continue;
            }
            for (std::size_t b = 0; b < step.back_slots.size(); ++b)
                if ((mask >> b) & 1u) links.push_back({step.layout[step.back_slots[b]], step.layout.back()});
            key = *t;
            away = table.unexpanded(i + 1, key, away);
            taken = true;
            break;
        }
        // Only a table on disk that was altered after its build can get here.
        if (!taken) throw RankError("the tour table's counts do not add up: it is damaged");
    }
    return links;
}

// The undirected index of the tour whose links are `links`, on `board`.
template <class Count, class Table>
Count rank_links(const Table& table, const Board& board, const std::vector<Link>& links) {
    std::vector<std::array<Square, 2>> adj(static_cast<std::size_t>(board.cell_count()), {kNoSquare, kNoSquare});
    for (const Link& l : links)
        for (int e = 0; e < 2; ++e) {
            auto& a = adj[static_cast<std::size_t>(l[e])];
            (a[0] == kNoSquare ? a[0] : a[1]) = l[1 - e];
        }
    Count before = 0;
    RankKey key = 0;
    bool away = false;  // in a line the table did not expand
    for (std::size_t i = 0; i < table.steps(); ++i) {
        const RankStepper& st = table.stepper(i);
        const RankStep& step = table.plan().steps[i];
        const auto& mine = adj[static_cast<std::size_t>(step.layout.back())];
        unsigned chosen = 0;
        for (std::size_t b = 0; b < step.back_slots.size(); ++b) {
            const Square s = step.layout[step.back_slots[b]];
            if (s == mine[0] || s == mine[1]) chosen |= 1u << b;
        }
        const RankStepper::State codes = st.decode(key);
        for (unsigned mask : st.choices()) {
            const auto t = st.follow(codes, mask);
            if (mask == chosen) {
                if (!t || table.completions(i + 1, *t, away) == Count(0)) throw RankError("not a tour of this kind");
                key = *t;
                away = table.unexpanded(i + 1, key, away);
                break;
            }
            if (t) before += table.completions(i + 1, *t, away);
        }
    }
    before += Count(1);
    return before;
}

// The tour's links (closed tours include the one back to the start).
std::vector<Link> links_of(const Tour& tour, bool closed);
// The cycle or path `links` form, in the orientation unrank promises.
Tour tour_of(const Board& board, const std::vector<Link>& links, bool closed);
// Is `tour` in the orientation of odd directed indices?
bool forwards(const Tour& tour, bool closed);

}  // namespace kt::number_walk
