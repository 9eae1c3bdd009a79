#include "puzzle/clue_hint.h"

#include "puzzle/clue_domains.h"

namespace kt {
namespace {

using Kind = ClueHint::Kind;

std::string at(const ClueDomains& d, const Board& b, int number) {
    return std::to_string(number) + " on " + b.name(d.square_of(number));
}


int neighbour_number(int k, int n, bool closed) {
    if (k < 1) return closed ? n : 0;
    if (k > n) return closed ? 1 : 0;
    return k;
}

// `given[k]`: number k is on the board (a clue or a correct entry).
using Given = std::vector<bool>;

SquareSet free_squares(const ClueDomains& d, const Given& given) {
    SquareSet free = d.geometry().active();
    for (int k = 1; k <= d.size(); ++k)
        if (given[static_cast<std::size_t>(k)]) free.reset(d.square_of(k));
    return free;
}

std::optional<ClueHint> easy_step(const ClueDomains& d, const Board& b, const Given& given) {
    const SquareSet free = free_squares(d, given);
    for (int k = 1; k <= d.size(); ++k) {
        if (given[static_cast<std::size_t>(k)]) continue;
        const SquareSet cand = easy_candidates(d, free, k);
        if (cand.count() != 1) continue;
        const int lo = neighbour_number(k - 1, d.size(), d.closed()), hi = neighbour_number(k + 1, d.size(), d.closed());
        const bool both = lo && hi && given[static_cast<std::size_t>(lo)] && given[static_cast<std::size_t>(hi)];
        const std::string from = both ? "both " + at(d, b, lo) + " and " + at(d, b, hi) : at(d, b, lo && given[static_cast<std::size_t>(lo)] ? lo : hi);
        return ClueHint{Kind::Place, k, cand.first(), ClueLevel::Easy,
                        std::to_string(k) + " must be on " + b.name(cand.first()) + ": it is the only free square " +
                            move_words(b) + " from " + from};
    }
    return std::nullopt;
}

// The nearest placed number below (step -1) or above (+1) `k`, 0 if none.
int nearest_placed(const ClueDomains& d, const Given& given, int k, int step) {
    for (int j = k + step; j >= 1 && j <= d.size(); j += step)
        if (given[static_cast<std::size_t>(j)]) return j;
    return 0;
}

std::optional<ClueHint> medium_step(const ClueDomains& d, const Board& b, const Given& given) {
    ClueDomains chain = d;
    if (!chain.propagate_chain()) return std::nullopt;
    for (int k = 1; k <= d.size(); ++k) {
        if (given[static_cast<std::size_t>(k)] || !chain.placed(k)) continue;
        const int lo = nearest_placed(d, given, k, -1), hi = nearest_placed(d, given, k, +1);
        std::string why;
        if (lo) why += std::to_string(k - lo) + " moves from " + at(d, b, lo);
        if (hi) why += (why.empty() ? "" : " and ") + std::to_string(hi - k) + " moves from " + at(d, b, hi);
        const Square s = chain.square_of(k);
        return ClueHint{Kind::Place, k, s, ClueLevel::Medium,
                        std::to_string(k) + " must be on " + b.name(s) + ": it is the only free square exactly " + why};
    }
    const SquareSet free = free_squares(d, given);
    Square found = kNoSquare;
    int who = 0;
    free.for_each([&](Square s) {
        if (found != kNoSquare) return;
        int count = 0, last = 0;
        for (int k = 1; k <= d.size(); ++k)
            if (!given[static_cast<std::size_t>(k)] && chain.candidates(k).test(s)) ++count, last = k;
        if (count == 1) found = s, who = last;
    });
    if (found != kNoSquare)
        return ClueHint{Kind::Place, who, found, ClueLevel::Medium,
                        b.name(found) + " must hold " + std::to_string(who) +
                            ": no other missing number can get there in time, and every square is visited"};
    ClueDomains full = d;
    if (!full.propagate()) return std::nullopt;
    for (int k = 1; k <= d.size(); ++k)
        if (!given[static_cast<std::size_t>(k)] && full.placed(k))
            return ClueHint{Kind::Place, k, full.square_of(k), ClueLevel::Medium,
                            std::to_string(k) + " must be on " + b.name(full.square_of(k)) +
                                ": every other square is too far from its neighbouring clues or needed by another number"};
    return std::nullopt;
}

std::optional<ClueHint> hard_step(const ClueDomains& d, const Board& b) {
    ClueDomains full = d;
    if (!full.propagate()) return std::nullopt;
    for (int k = 1; k <= d.size(); ++k) {
        const SquareSet cand = full.candidates(k);
        if (cand.count() < 2 || cand.count() > 3) continue;
        std::optional<ClueHint> hint;
        cand.for_each([&](Square s) {
            ClueContradiction why;
            if (hint || trial_holds(full, k, s, &why)) return;
            const std::string because = "on " + b.name(s) + " it would " + why.text(b);
            if (cand.count() == 2) {
                const Square other = cand.minus(SquareSet::single(s)).first();
                hint = ClueHint{Kind::Place, k, other, ClueLevel::Hard,
                                std::to_string(k) + " must be on " + b.name(other) + ": " + because};
            } else {
                hint = ClueHint{Kind::Exclude, k, s, ClueLevel::Hard,
                                std::to_string(k) + " cannot be on " + b.name(s) + ": " + because};
            }
        });
        if (hint) return hint;
    }
    return std::nullopt;
}

}  // namespace

std::optional<ClueHint> next_deduction(const CluePuzzle& position) {
    const SquareSetGeometry geometry(position.board);
    const ClueDomains d(position, geometry);
    Given given(static_cast<std::size_t>(d.size()) + 1, false);
    for (int c : position.clues)
        if (c > 0 && c <= d.size()) given[static_cast<std::size_t>(c)] = true;
    if (auto h = easy_step(d, position.board, given)) return h;
    if (auto h = medium_step(d, position.board, given)) return h;
    return hard_step(d, position.board);
}

ClueHint clue_hint(const CluePuzzle& puzzle, const std::vector<int>& entries, const Tour& solution) {
    const Board& b = puzzle.board;
    std::vector<int> answer(static_cast<std::size_t>(b.cell_count()), 0);
    for (std::size_t i = 0; i < solution.squares.size(); ++i) answer[static_cast<std::size_t>(solution.squares[i])] = static_cast<int>(i + 1);
    CluePuzzle position = puzzle;
    for (Square s = 0; s < static_cast<Square>(entries.size()); ++s) {
        const int e = entries[static_cast<std::size_t>(s)];
        if (e == 0 || puzzle.clue_at(s) != 0) continue;
        if (e != answer[static_cast<std::size_t>(s)])
            return {Kind::Wrong, e, s, ClueLevel::Easy,
                    "the " + std::to_string(e) + " on " + b.name(s) + " is wrong: the solution has another number there"};
        position.clues[static_cast<std::size_t>(s)] = e;
    }
    if (position.clue_count() == static_cast<int>(b.square_count())) return {Kind::Solved, 0, kNoSquare, ClueLevel::Easy, "solved"};
    if (auto h = next_deduction(position)) return *h;
    // No short chain of reasoning: give away one number next to a placed one.
    for (int k = 1; k <= static_cast<int>(solution.size()); ++k) {
        const Square s = solution.squares[static_cast<std::size_t>(k - 1)];
        if (position.clue_at(s) != 0) continue;
        return {Kind::Place, k, s, ClueLevel::Expert,
                std::to_string(k) + " goes on " + b.name(s) + ": no short chain of reasoning finds the next number here, so this one is from the solution"};
    }
    return {Kind::Solved, 0, kNoSquare, ClueLevel::Easy, "solved"};
}

}  // namespace kt
