// The solver table and the tie-break table, kept as CaDiCaL keeps its
// options: one row per solver (its name, what it does, which solver-specific
// options it takes, how to make one) and one row per Warnsdorff tie-break.
// Names, parsing, the "algo" and "tiebreak" option rows, the CLI's checks and
// the page's menus are all read from these rows, so a solver or a tie-break
// is added in one place.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "core/board.h"

namespace kt {

class Solver;
struct SolverOptions;

enum class TieBreak {
    First,   // first in move order among the fewest onward moves
    Random,  // uniformly at random (seeded, reproducible)
    Pohl,    // smallest sum of the candidates' neighbours' onward counts
    Roth,    // farthest from the centre of the board
};

struct TieBreakInfo {
    TieBreak value;
    std::string_view name;  // as the CLI, the page and share links spell it
    std::string_view help;  // one line; also ends a step's reason when the rule broke a tie
};

// The first row is the default.
inline constexpr TieBreakInfo kTieBreakTable[] = {
    {TieBreak::First, "first", "first in move order"},
    {TieBreak::Random, "random", "picked at random"},
    {TieBreak::Pohl, "pohl", "Pohl: fewest onward moves two ahead"},
    {TieBreak::Roth, "roth", "Roth: farthest from the centre"},
};

// The row of `tie` (its index in kTieBreakTable is row - kTieBreakTable).
constexpr const TieBreakInfo& tie_break_info(TieBreak tie) {
    for (const TieBreakInfo& row : kTieBreakTable)
        if (row.value == tie) return row;
    return kTieBreakTable[0];  // unreachable while every enum value has a row (a test checks)
}

// The row named `name`; nullptr for none.
constexpr const TieBreakInfo* find_tie_break(std::string_view name) {
    for (const TieBreakInfo& row : kTieBreakTable)
        if (row.name == name) return &row;
    return nullptr;
}

// Options only some solvers take (bits of SolverInfo::takes). The others
// (closed, start, seed) apply to every solver.
enum SolverOptionBit : unsigned {
    kTakesTieBreak = 1u << 0,  // --tiebreak
    kTakesAll = 1u << 1,       // --all
    kTakesNoOrder = 1u << 2,   // --no-order
    kTakesNoPrune = 1u << 3,   // --no-prune
};

using SolverMaker = std::unique_ptr<Solver> (*)(const Board&, const SolverOptions&);

// Defined in solver_factory.cpp, where the solvers' classes are complete.
namespace solve_detail {
std::unique_ptr<Solver> make_warnsdorff(const Board& board, const SolverOptions& options);
std::unique_ptr<Solver> make_backtrack(const Board& board, const SolverOptions& options);
std::unique_ptr<Solver> make_neural(const Board& board, const SolverOptions& options);
std::unique_ptr<Solver> make_divide(const Board& board, const SolverOptions& options);
}  // namespace solve_detail

struct SolverInfo {
    std::string_view name;  // as the CLI, the page and share links spell it; the solver's name()
    std::string_view help;  // one line
    unsigned takes;         // SolverOptionBit: the solver-specific options it takes
    SolverMaker make;
};

// The first row is the default.
inline constexpr SolverInfo kSolverTable[] = {
    {"warnsdorff", "Warnsdorff's rule: next the square with the fewest onward moves", kTakesTieBreak,
     solve_detail::make_warnsdorff},
    {"backtrack", "Depth-first search with backtracking; can count every tour",
     kTakesAll | kTakesNoOrder | kTakesNoPrune, solve_detail::make_backtrack},
    {"neural", "The Takefuji-Lee neural network (closed tours)", 0, solve_detail::make_neural},
    {"divide", "Divide and conquer: small tours on blocks, joined", 0, solve_detail::make_divide},
};

// The row named `name`; nullptr for none.
constexpr const SolverInfo* find_solver(std::string_view name) {
    for (const SolverInfo& row : kSolverTable)
        if (row.name == name) return &row;
    return nullptr;
}

// Whether the solver named `solver` takes every option in `options`
// (SolverOptionBit); false for an unknown name.
constexpr bool solver_takes(std::string_view solver, unsigned options) {
    const SolverInfo* row = find_solver(solver);
    return row && (row->takes & options) == options;
}

// The solvers that take every option in `options`, in words: "backtrack",
// "a or b", "a, b or c".
std::string solvers_taking(unsigned options);

// A table's names joined at compile time, kept in a constant so that the
// options table's rows (string_views) can point into it.
struct JoinedNames {
    std::array<char, 128> chars{};
    std::size_t size = 0;
    constexpr std::string_view view() const { return {chars.data(), size}; }
};

// `prefix` then the names of `table`'s rows with `separator` between them.
// Too long for JoinedNames fails to compile (at() throws).
consteval JoinedNames join_names(const auto& table, std::string_view prefix, std::string_view separator) {
    JoinedNames out;
    const auto put = [&out](std::string_view text) {
        for (char c : text) out.chars.at(out.size++) = c;
    };
    put(prefix);
    bool first = true;
    for (const auto& row : table) {
        if (!first) put(separator);
        put(row.name);
        first = false;
    }
    return out;
}

}  // namespace kt
