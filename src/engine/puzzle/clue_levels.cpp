#include "puzzle/clue_levels.h"

#include "puzzle/clue_domains.h"

namespace kt {

const char* to_string(ClueLevel level) {
    switch (level) {
        case ClueLevel::Easy: return "easy";
        case ClueLevel::Medium: return "medium";
        case ClueLevel::Hard: return "hard";
        case ClueLevel::Expert: return "expert";
    }
    return "?";
}

std::optional<ClueLevel> parse_clue_level(std::string_view text) {
    for (ClueLevel l : {ClueLevel::Easy, ClueLevel::Medium, ClueLevel::Hard, ClueLevel::Expert})
        if (text == to_string(l)) return l;
    return std::nullopt;
}

namespace {

int wrap(int number, int n, bool closed) {
    if (number < 1) return closed ? n : 0;
    if (number > n) return closed ? 1 : 0;
    return number;
}

}  // namespace

SquareSet easy_candidates(const ClueDomains& position, const SquareSet& free, int number) {
    SquareSet cand = free;
    bool anchored = false;
    const bool closed = position.closed();
    for (int side : {number - 1, number + 1}) {
        const int other = wrap(side, position.size(), closed);
        if (other == 0 || !position.placed(other)) continue;
        cand &= position.geometry().neighbours(position.square_of(other));
        anchored = true;
    }
    return anchored ? cand : SquareSet{};
}

namespace {

bool solve_easy(ClueDomains position) {
    SquareSet free = position.geometry().active();
    for (int k = 1; k <= position.size(); ++k)
        if (position.placed(k)) free.reset(position.square_of(k));
    for (bool progress = true; progress;) {
        progress = false;
        for (int k = 1; k <= position.size(); ++k) {
            if (position.placed(k)) continue;
            const SquareSet cand = easy_candidates(position, free, k);
            if (cand.count() != 1) continue;
            position.place(k, cand.first());
            free.reset(cand.first());
            progress = true;
        }
    }
    return free.empty();
}

// Rules out every candidate (of numbers with two or three) whose trial
// contradicts, then propagates; false when nothing could be ruled out or the
// position itself turns out contradictory.
bool trial_round(ClueDomains& d) {
    std::vector<std::pair<int, Square>> out;
    for (int k = 1; k <= d.size(); ++k) {
        const SquareSet cand = d.candidates(k);
        if (cand.count() < 2 || cand.count() > 3) continue;
        cand.for_each([&](Square s) {
            if (!trial_holds(d, k, s)) out.emplace_back(k, s);
        });
    }
    for (const auto& [k, s] : out) d.exclude(k, s);
    return !out.empty() && d.propagate();
}

}  // namespace

bool trial_holds(const ClueDomains& position, int number, Square square, ClueContradiction* why) {
    ClueDomains child = position;
    child.place(number, square);
    return child.propagate(why);
}

bool solvable_by_logic(const CluePuzzle& puzzle, ClueLevel level) {
    const SquareSetGeometry geometry(puzzle.board);
    ClueDomains d(puzzle, geometry);
    if (level == ClueLevel::Easy) return solve_easy(d);
    if (level == ClueLevel::Expert || !d.propagate()) return false;
    if (level == ClueLevel::Medium) return d.solved();
    while (!d.solved())
        if (!trial_round(d)) return false;
    return true;
}

ClueLevel grade_clue_puzzle(const CluePuzzle& puzzle) {
    for (ClueLevel l : {ClueLevel::Easy, ClueLevel::Medium, ClueLevel::Hard})
        if (solvable_by_logic(puzzle, l)) return l;
    return ClueLevel::Expert;
}

}  // namespace kt
