// The solver and tie-break tables: names round-trip, every row makes what it
// names, and options go only to the solvers whose rows take them.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine.h"
#include "solve/backtrack.h"
#include "solve/hamilton_enumerator.h"

namespace kt {

TEST(TieBreakTable, NamesRoundTrip) {
    std::set<std::string_view> names;
    std::set<TieBreak> values;
    for (const TieBreakInfo& row : kTieBreakTable) {
        EXPECT_TRUE(names.insert(row.name).second) << row.name;
        EXPECT_TRUE(values.insert(row.value).second) << row.name;
        EXPECT_FALSE(row.help.empty()) << row.name;
        EXPECT_EQ(parse_tie_break(std::string(row.name)), row.value) << row.name;
        EXPECT_EQ(std::string(to_string(row.value)), row.name);
        EXPECT_EQ(&tie_break_info(row.value), &row);
    }
    // Every enum value has a row (the enum's last value is Roth).
    EXPECT_EQ(values.size(), static_cast<std::size_t>(TieBreak::Roth) + 1);
    for (const char* bad : {"", "firs", "First", "first ", "coin"}) EXPECT_EQ(parse_tie_break(bad), std::nullopt) << bad;
}

TEST(TieBreakTable, NamesAreTheOnesUsersType) {
    // Share links and scripts carry these names: renaming one breaks them.
    EXPECT_EQ(parse_tie_break("first"), TieBreak::First);
    EXPECT_EQ(parse_tie_break("random"), TieBreak::Random);
    EXPECT_EQ(parse_tie_break("pohl"), TieBreak::Pohl);
    EXPECT_EQ(parse_tie_break("roth"), TieBreak::Roth);
}

TEST(SolverTable, EveryNameMakesThatSolver) {
    ASSERT_EQ(solver_names().size(), std::size(kSolverTable));
    std::set<std::string_view> names;
    for (std::size_t i = 0; i < std::size(kSolverTable); ++i) {
        const SolverInfo& row = kSolverTable[i];
        EXPECT_TRUE(names.insert(row.name).second) << row.name;
        EXPECT_FALSE(row.help.empty()) << row.name;
        EXPECT_EQ(solver_names()[i], row.name);
        EXPECT_EQ(find_solver(row.name), &row);
        EXPECT_EQ(make_solver(std::string(row.name), Board(6, 6), {})->name(), row.name);
    }
    for (const char* bad : {"", "genetic", "Warnsdorff", "backtrack "}) {
        EXPECT_EQ(find_solver(bad), nullptr) << bad;
        EXPECT_THROW(make_solver(bad, Board(6, 6), {}), BoardError) << bad;
    }
    try {
        make_solver("genetic", Board(6, 6), {});
    } catch (const BoardError& e) {
        EXPECT_STREQ(e.what(), "unknown algorithm 'genetic' (expected warnsdorff, backtrack, neural or divide)");
    }
}

TEST(SolverTable, KeepsTheEnumeratorForClosedCounts) {
    SolverOptions o;
    o.closed = true;
    o.enumerate_all = true;
    auto solver = make_solver("backtrack", Board(6, 6), o);
    EXPECT_EQ(solver->name(), "backtrack");
    EXPECT_NE(dynamic_cast<HamiltonEnumerator*>(solver.get()), nullptr);
    o.prune = false;
    EXPECT_NE(dynamic_cast<BacktrackSolver*>(make_solver("backtrack", Board(6, 6), o).get()), nullptr);
}

TEST(SolverTable, OptionsGoOnlyWhereTheyApply) {
    EXPECT_TRUE(solver_takes("warnsdorff", kTakesTieBreak));
    EXPECT_TRUE(solver_takes("backtrack", kTakesAll | kTakesNoOrder | kTakesNoPrune));
    EXPECT_TRUE(solver_takes("neural", 0));
    for (const char* other : {"backtrack", "neural", "divide"}) EXPECT_FALSE(solver_takes(other, kTakesTieBreak)) << other;
    for (const char* other : {"warnsdorff", "neural", "divide"})
        for (unsigned option : {kTakesAll, kTakesNoOrder, kTakesNoPrune})
            EXPECT_FALSE(solver_takes(other, option)) << other << " " << option;
    EXPECT_FALSE(solver_takes("backtrack", kTakesAll | kTakesTieBreak));
    EXPECT_FALSE(solver_takes("genetic", 0));
    EXPECT_EQ(solvers_taking(kTakesTieBreak), "warnsdorff");
    EXPECT_EQ(solvers_taking(kTakesNoOrder | kTakesNoPrune), "backtrack");
    EXPECT_EQ(solvers_taking(0), "warnsdorff, backtrack, neural or divide");
}

}  // namespace kt
