#include "rank/subchain_order.h"

#include <algorithm>

#include "count/subchain_runner.h"
#include "rank/chain_tours.h"
#include "rank/table_types.h"

namespace kt {

namespace {

Tour printed(std::vector<Square> cycle) {
    const auto low = std::min_element(cycle.begin(), cycle.end());
    std::rotate(cycle.begin(), low, cycle.end());
    if (cycle.size() > 2 && cycle.back() < cycle[1]) std::reverse(cycle.begin() + 1, cycle.end());
    return Tour{std::move(cycle)};
}

}  // namespace

SubchainOrder::SubchainOrder(const Board& board, const std::atomic<bool>* cancel) {
    // Every class is counted first: seconds on 6x8, Jaeger's 5.1 days on 8x8.
    if (board.square_count() > kMaxSquares)
        throw RankError("--order subchains counts every class first, which ends in seconds up to " +
                        std::to_string(kMaxSquares) + " squares (6x8); board " + std::to_string(board.rows()) + "x" +
                        std::to_string(board.cols()) + " has " + std::to_string(board.square_count()));
    try {
        classes_ = std::make_unique<subchains::SubchainClasses>(board);
    } catch (const BoardError& e) {
        throw RankError(std::string("--order subchains: ") + e.what());
    }
    first_.push_back(0);
    for (std::size_t i = 0; i < classes_->class_count(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed)) throw RankError("cancelled");
        const subchains::ClassResult r = subchains::count_class(*classes_, i);
        counts_.push_back(r.result.count);
        first_.push_back(first_.back() + u128(r.result.count) * static_cast<unsigned>(r.size));
    }
}

// The chains mapped by `s`, put back in corner order by parsing their notation.
subchains::Combination SubchainOrder::image(const subchains::Combination& c, Symmetry s) const {
    subchains::Combination mapped = c;
    for (auto& chain : mapped)
        for (Square* sq : {&chain.x, &chain.n1, &chain.corner, &chain.n2, &chain.y}) *sq = apply_symmetry(board(), s, *sq);
    return classes_->parse(classes_->notation(mapped));
}

// The class's combinations in code order, each with the first symmetry
// (in kAllSymmetries order) that takes the representative to it.
std::vector<SubchainOrder::Member> SubchainOrder::members(std::size_t cls) const {
    const subchains::Combination rep = classes_->representative(cls);
    std::vector<Member> out;
    for (Symmetry s : board_symmetries(board())) {
        const std::int64_t code = classes_->encode(image(rep, s));
        if (std::none_of(out.begin(), out.end(), [&](const Member& m) { return m.code == code; })) out.push_back({code, s});
    }
    std::sort(out.begin(), out.end(), [](const Member& a, const Member& b) { return a.code < b.code; });
    return out;
}

Tour SubchainOrder::unrank(const BigUint& wide_index) const {
    if (wide_index.is_zero() || wide_index > BigUint(count()))
        throw RankError("index " + to_decimal(wide_index) + " is out of range: there are " + to_decimal(count()) +
                        " closed tours, numbered from 1");
    const u128 index = wide_index.low128();
    const std::size_t cls = static_cast<std::size_t>(std::upper_bound(first_.begin(), first_.end(), index - 1) - first_.begin()) - 1;
    const u128 offset = index - 1 - first_[cls];
    const Member member = members(cls).at(static_cast<std::size_t>(offset / counts_[cls]));
    std::uint64_t skip = static_cast<std::uint64_t>(offset % counts_[cls]);
    std::vector<Square> found;
    ChainTours(board(), classes_->representative(cls)).each([&](const std::vector<Square>& path) {
        if (skip-- > 0) return true;
        found = path;
        return false;
    });
    for (Square& s : found) s = apply_symmetry(board(), member.to, s);
    return printed(std::move(found));
}

}  // namespace kt

namespace kt {

// The four corner chains a closed tour runs through.
subchains::Combination SubchainOrder::combination_of(const Tour& tour) const {
    const Board& b = board();
    const std::vector<Square>& t = tour.squares;
    const std::size_t n = t.size();
    const auto at = [&](std::size_t i) { return t[i % n]; };
    std::string text;
    for (Square corner : {b.square(0, 0), b.square(b.rows() - 1, 0), b.square(b.rows() - 1, b.cols() - 1), b.square(0, b.cols() - 1)}) {
        const std::size_t p = static_cast<std::size_t>(std::find(t.begin(), t.end(), corner) - t.begin());
        if (!text.empty()) text += ',';
        for (std::size_t d = 0; d < 5; ++d) {
            if (d) text += '-';
            text += b.name(at(p + n - 2 + d));
        }
    }
    return classes_->parse(text);
}

u128 SubchainOrder::rank(const Tour& tour) const {
    const TourVerdict verdict = validate_tour(board(), tour);
    if (!verdict.valid()) throw RankError("not a tour: " + verdict.reason);
    if (verdict.kind != TourKind::Closed) throw RankError("an open tour, not a closed one: its ends are not a move apart");
    const subchains::Combination mine = combination_of(tour);
    const std::int64_t code = classes_->encode(mine);
    const auto cls = static_cast<std::size_t>(classes_->class_of(mine));
    const std::vector<Member> all = members(cls);
    const auto member = std::find_if(all.begin(), all.end(), [&](const Member& m) { return m.code == code; });
    // The representative's tour this one is the image of, read as the search writes its tours.
    std::vector<Square> cycle = tour.squares;
    for (Square& s : cycle) s = apply_symmetry(board(), inverse(member->to), s);
    const ChainTours tours(board(), classes_->representative(cls));
    const std::vector<Square>& opening = tours.opening();
    std::rotate(cycle.begin(), std::find(cycle.begin(), cycle.end(), opening[0]), cycle.end());
    if (cycle[1] != opening[1]) std::reverse(cycle.begin() + 1, cycle.end());
    std::uint64_t position = 0;
    tours.each([&](const std::vector<Square>& path) {
        if (path == cycle) return false;
        ++position;
        return true;
    });
    return first_[cls] + u128(member - all.begin()) * counts_[cls] + position + 1;
}

}  // namespace kt
