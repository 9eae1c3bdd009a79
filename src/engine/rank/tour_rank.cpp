#include "rank/tour_rank.h"

#include <algorithm>

#include "rank/tour_table.h"
#include "theory/colour_balance.h"

namespace kt {

namespace {

using Link = std::array<Square, 2>;

// The tour's links (closed tours include the one back to the start).
std::vector<Link> links_of(const Tour& tour, bool closed) {
    std::vector<Link> links;
    const std::size_t n = tour.size();
    for (std::size_t i = 0; i + 1 < n; ++i) links.push_back({tour.squares[i], tour.squares[i + 1]});
    if (closed && n > 2) links.push_back({tour.squares[n - 1], tour.squares[0]});
    return links;
}

// The cycle or path `links` form, in the orientation unrank promises.
Tour tour_of(const Board& board, const std::vector<Link>& links, bool closed) {
    std::vector<std::vector<Square>> adj(static_cast<std::size_t>(board.cell_count()));
    for (const Link& l : links) {
        adj[static_cast<std::size_t>(l[0])].push_back(l[1]);
        adj[static_cast<std::size_t>(l[1])].push_back(l[0]);
    }
    Square start = kNoSquare;
    for (Square s = 0; s < board.cell_count() && start == kNoSquare; ++s)
        if (board.is_active(s) && (closed || adj[static_cast<std::size_t>(s)].size() <= 1)) start = s;
    Tour tour;
    Square prev = kNoSquare, at = start;
    while (at != kNoSquare && static_cast<std::int64_t>(tour.size()) < board.square_count()) {
        tour.squares.push_back(at);
        const auto& nb = adj[static_cast<std::size_t>(at)];
        Square next = kNoSquare;
        for (Square s : nb)
            if (s != prev && (next == kNoSquare || s < next)) next = s;
        prev = at;
        at = next;
    }
    return tour;
}

// Is `tour` in the orientation of odd directed indices?
bool forwards(const Tour& tour, bool closed) {
    const std::size_t n = tour.size();
    if (!closed) return tour.squares.front() <= tour.squares.back();
    const std::size_t p = static_cast<std::size_t>(std::min_element(tour.squares.begin(), tour.squares.end()) - tour.squares.begin());
    return tour.squares[(p + 1) % n] < tour.squares[(p + n - 1) % n];
}

}  // namespace

u128 uniform_below(SplitMix64& rng, u128 n) {
    const u128 reject_below = (u128(0) - n) % n;  // 2^128 mod n: draws below it would bias
    for (;;) {
        const u128 r = (u128(rng.next()) << 64) | rng.next();
        if (r >= reject_below) return r % n;
    }
}

TourRanker::TourRanker(const Board& board, CountKind kind, bool directed, const TableLimits& limits)
    : board_(board), paths_(kind == CountKind::Paths), directed_(directed) {
    if (kind == CountKind::Open) throw BoardError("tours are numbered as closed tours or as paths, not as open tours");
    if (board.square_count() <= 1) {
        count_ = paths_ && board.square_count() == 1 ? 1 : 0;  // one square: a path of no moves
        return;
    }
    if (auto why = colour_rules_out(board, !paths_)) {  // none, and no table to build
        none_because_ = std::move(*why);
        return;
    }
    table_ = std::make_unique<TourTable>(board, paths_, limits);
    count_ = table_->total() * (directed_ ? 2 : 1);
    if (directed_ && count_ / 2 != table_->total())
        throw RankError("the number of directed tours is larger than 128 bits (above 3.4e38): too many to number");
}

TourRanker::TourRanker(TourRanker&&) noexcept = default;
TourRanker& TourRanker::operator=(TourRanker&&) noexcept = default;
TourRanker::~TourRanker() = default;

const TableStats& TourRanker::stats() const {
    static const TableStats none;
    return table_ ? table_->stats() : none;
}

std::vector<Link> TourRanker::unrank_links(u128 k) const {
    std::vector<Link> links;
    RankKey key = 0;
    bool away = false;  // in a line the table did not expand
    for (std::size_t i = 0; i < table_->steps(); ++i) {
        const RankStepper& st = table_->stepper(i);
        const RankStep& step = table_->plan().steps[i];
        const RankStepper::State codes = st.decode(key);
        bool taken = false;
        for (unsigned mask : st.choices()) {
            const auto t = st.follow(codes, mask);
            if (!t) continue;
            const u128 c = table_->completions(i + 1, *t, away);
            if (k > c) {
                k -= c;
                continue;
            }
            for (std::size_t b = 0; b < step.back_slots.size(); ++b)
                if ((mask >> b) & 1u) links.push_back({step.layout[step.back_slots[b]], step.layout.back()});
            key = *t;
            away = table_->unexpanded(i + 1, key, away);
            taken = true;
            break;
        }
        // Only a table on disk that was altered after its build can get here.
        if (!taken) throw RankError("the tour table's counts do not add up: it is damaged");
    }
    return links;
}

u128 TourRanker::rank_links(const std::vector<Link>& links) const {
    std::vector<std::array<Square, 2>> adj(static_cast<std::size_t>(board_.cell_count()), {kNoSquare, kNoSquare});
    for (const Link& l : links)
        for (int e = 0; e < 2; ++e) {
            auto& a = adj[static_cast<std::size_t>(l[e])];
            (a[0] == kNoSquare ? a[0] : a[1]) = l[1 - e];
        }
    u128 before = 0;
    RankKey key = 0;
    bool away = false;  // in a line the table did not expand
    for (std::size_t i = 0; i < table_->steps(); ++i) {
        const RankStepper& st = table_->stepper(i);
        const RankStep& step = table_->plan().steps[i];
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
                if (!t || table_->completions(i + 1, *t, away) == 0) throw RankError("not a tour of this kind");
                key = *t;
                away = table_->unexpanded(i + 1, key, away);
                break;
            }
            if (t) before += table_->completions(i + 1, *t, away);
        }
    }
    return before + 1;
}

Tour TourRanker::unrank(u128 index) const {
    if (index == 0 || index > count_) {
        const std::string kind = paths_ ? "paths" : "closed tours";
        const std::string out = "index " + to_decimal(index) + " is out of range: there are ";
        if (!none_because_.empty()) throw RankError(out + "no " + kind + ": " + none_because_);
        throw RankError(out + to_decimal(count_) + " " + kind + ", numbered from 1");
    }
    if (!table_) return Tour{{0}};
    const u128 undirected = directed_ ? (index + 1) / 2 : index;
    Tour tour = tour_of(board_, unrank_links(undirected), !paths_);
    if (directed_ && index % 2 == 0) {
        std::reverse(tour.squares.begin(), tour.squares.end());
        if (!paths_) std::rotate(tour.squares.rbegin(), tour.squares.rbegin() + 1, tour.squares.rend());
    }
    return tour;
}

u128 TourRanker::rank(const Tour& tour) const {
    const TourVerdict verdict = validate_tour(board_, tour);
    if (!verdict.valid()) throw RankError("not a tour: " + verdict.reason);
    if (!paths_ && verdict.kind != TourKind::Closed)
        throw RankError("an open tour, not a closed one: its ends " + board_.name(tour.squares.front()) + " and " +
                        board_.name(tour.squares.back()) + " are not a move apart");
    if (!table_) {
        if (count_ == 0) throw RankError("not a tour of this kind");  // unreachable: the validator rejects it first
        return 1;
    }
    const u128 undirected = rank_links(links_of(tour, !paths_));
    if (!directed_) return undirected;
    return 2 * undirected - (forwards(tour, !paths_) ? 1 : 0);
}

Tour TourRanker::random(SplitMix64& rng) const {
    if (count_ == 0) throw RankError("there is no tour to draw");
    return unrank(1 + uniform_below(rng, count_));
}

}  // namespace kt
