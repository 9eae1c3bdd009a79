// The options tables: each struct's defaults are its table's, the choices
// are the ones the engine knows, and out-of-range values are named in words.
#include <gtest/gtest.h>

#include <string>

#include "count/count_option_table.h"
#include "count/subchain_option_table.h"
#include "engine.h"
#include "iso/scramble_option_table.h"
#include "iso/warnsdorff_option_table.h"
#include "puzzle/clue_option_table.h"
#include "rank/rank_option_table.h"
#include "share/share_option_table.h"
#include "theory/existence_option_table.h"
#include "walks/walk_option_table.h"

namespace kt {

TEST(OptionTable, SolverDefaultsComeFromTheTable) {
    const SolverOptions options;
    EXPECT_EQ(options.seed, 1u);
    EXPECT_FALSE(options.closed);
    EXPECT_TRUE(options.warnsdorff_order);
    EXPECT_TRUE(options.prune);
    EXPECT_FALSE(options.enumerate_all);
    // The enum default is written out in the struct: it must be the row's.
    const OptionSpec& tie = option_spec(kSolverOptionTable, "tiebreak");
    EXPECT_EQ(parse_tie_break(std::string(tie.default_text)), options.tie_break);
}

TEST(OptionTable, ChoicesAreTheEnginesOwn) {
    const OptionSpec& algo = option_spec(kSolverOptionTable, "algo");
    for (const std::string& name : solver_names()) EXPECT_TRUE(is_option_choice(algo, name)) << name;
    EXPECT_EQ(option_choices_text(algo), "warnsdorff, backtrack, neural or divide");
    const OptionSpec& tie = option_spec(kSolverOptionTable, "tiebreak");
    for (const TieBreakInfo& row : kTieBreakTable) EXPECT_TRUE(is_option_choice(tie, to_string(row.value))) << row.name;
    EXPECT_FALSE(is_option_choice(tie, "firs"));
    EXPECT_FALSE(is_option_choice(tie, ""));
}

// The "algo" and "tiebreak" rows are joined from the solver and tie-break
// tables at compile time; the usage text must read as it always has.
TEST(OptionTable, ChoiceRowsAreTheTables) {
    const OptionSpec& algo = option_spec(kSolverOptionTable, "algo");
    EXPECT_EQ(algo.choices, "warnsdorff|backtrack|neural|divide");
    EXPECT_EQ(algo.help, "warnsdorff | backtrack | neural | divide");
    EXPECT_EQ(algo.default_text, "warnsdorff");
    std::size_t choices = 0;
    for (const SolverInfo& row : kSolverTable) choices += is_option_choice(algo, row.name);
    EXPECT_EQ(choices, std::size(kSolverTable));
    const OptionSpec& tie = option_spec(kSolverOptionTable, "tiebreak");
    EXPECT_EQ(tie.choices, "first|random|pohl|roth");
    EXPECT_EQ(tie.help, "Warnsdorff ties: first | random | pohl | roth");
    EXPECT_EQ(tie.default_text, "first");
    for (const TieBreakInfo& row : kTieBreakTable) EXPECT_TRUE(is_option_choice(tie, row.name)) << row.name;
}

TEST(OptionTable, CountRowsAgreeWithCountOptions) {
    const CountOptions options;
    EXPECT_EQ(option_spec(kCountOptionTable, "directed").default_number != 0, options.directed);
    EXPECT_EQ(option_spec(kCountOptionTable, "method").default_text, "auto");
}

// The difficulty row lists the levels by hand: it must name each level the
// engine parses, and its default must be one of them.
TEST(OptionTable, DifficultyChoicesAreTheClueLevels) {
    const OptionSpec& difficulty = option_spec(kClueGenerateOptionTable, "difficulty");
    for (ClueLevel level : {ClueLevel::Easy, ClueLevel::Medium, ClueLevel::Hard, ClueLevel::Expert})
        EXPECT_TRUE(is_option_choice(difficulty, to_string(level))) << to_string(level);
    EXPECT_EQ(option_choices_text(difficulty), "easy, medium, hard or expert");
    EXPECT_TRUE(parse_clue_level(difficulty.default_text).has_value());
}

// Rows whose default is a value the user could give (not a "not given"
// marker outside the range) must allow their own default.
TEST(OptionTable, ValueDefaultsPassTheirRows) {
    EXPECT_EQ(option_problem(option_spec(kRankOptionTable, "count"), option_spec(kRankOptionTable, "count").default_number), "");
    EXPECT_EQ(option_problem(option_spec(kRankOptionTable, "order"), option_spec(kRankOptionTable, "order").default_text), "");
    const OptionSpec& max_solutions = option_spec(kClueSolveOptionTable, "max-solutions");
    EXPECT_EQ(option_problem(max_solutions, max_solutions.default_number), "");
}

// Rows without show_default that say their default in their help: the
// words must match the numbers.
TEST(OptionTable, HelpNamesTheDefaults) {
    for (const char* name : {"length", "limit"}) {
        const OptionSpec& row = option_spec(kWalkOptionTable, name);
        const std::string said = "default " + std::to_string(static_cast<long long>(row.default_number));
        EXPECT_NE(row.help.find(said), std::string_view::npos) << name;
    }
    const OptionSpec& cell = option_spec(kExportOptionTable, "cell");
    EXPECT_NE(cell.help.find("default " + std::to_string(static_cast<int>(cell.default_number))), std::string_view::npos);
    const OptionSpec& leaper = option_spec(kWalkOptionTable, "leaper");
    EXPECT_NE(leaper.help.find(std::string(leaper.default_text) + " (default)"), std::string_view::npos);
}

TEST(OptionTable, ProblemsInWords) {
    const OptionSpec& threads = option_spec(kCountOptionTable, "threads");
    EXPECT_EQ(option_problem(threads, 8.0), "");
    EXPECT_EQ(option_problem(threads, 65.0), "65 is not in 0..64");
    EXPECT_EQ(option_problem(threads, -1.0), "-1 is not in 0..64");
    EXPECT_EQ(option_problem(threads, 2.5), "2.5 is not a whole number");
    const OptionSpec& memory = option_spec(kCountOptionTable, "max-memory");
    EXPECT_EQ(option_problem(memory, 0.5), "");
    EXPECT_NE(option_problem(memory, 2e6), "");
    const OptionSpec& method = option_spec(kCountOptionTable, "method");
    EXPECT_EQ(option_problem(method, "both"), "");
    EXPECT_EQ(option_problem(method, "magic"), "unknown value 'magic' (expected auto, frontier, search or both)");
    EXPECT_EQ(option_allowed_text(method), "auto|frontier|search|both");
    // A pasted essay is quoted by its first 40 characters only.
    const std::string long_value = std::string(40, 'x') + "TAIL";
    EXPECT_EQ(option_problem(method, long_value),
              "unknown value '" + std::string(40, 'x') + "' (expected auto, frontier, search or both)");
    EXPECT_THROW(option_spec(kCountOptionTable, "no-such-option"), std::invalid_argument);
}

TEST(OptionTable, NamesAreUniqueAndHelped) {
    for (OptionTable table : {OptionTable(kSolverOptionTable), OptionTable(kCountOptionTable),
                              OptionTable(kWalkOptionTable), OptionTable(kRankOptionTable),
                              OptionTable(kSubchainOptionTable), OptionTable(kClueGenerateOptionTable),
                              OptionTable(kClueSolveOptionTable), OptionTable(kExistenceOptionTable),
                              OptionTable(kScrambleOptionTable), OptionTable(kWarnsdorffAllOptionTable),
                              OptionTable(kLinkEncodeOptionTable), OptionTable(kExportOptionTable)}) {
        for (std::size_t i = 0; i < table.size(); ++i) {
            EXPECT_FALSE(table[i].help.empty()) << table[i].name;
            for (std::size_t j = i + 1; j < table.size(); ++j) EXPECT_NE(table[i].name, table[j].name);
        }
    }
}

// Front ends reach the commands' tables through command_table: each name
// must hand out its concept's own table, not a copy or another one.
TEST(OptionTable, CommandTablesAreTheConceptsTables) {
    const auto same = [](OptionTable a, OptionTable b) { return a.data() == b.data() && a.size() == b.size(); };
    EXPECT_TRUE(same(command_table(CommandTable::Count), kCountOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::Subchains), kSubchainOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::Scramble), kScrambleOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::WarnsdorffAll), kWarnsdorffAllOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::Rank), kRankOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::Walks), kWalkOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::Existence), kExistenceOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::ClueGenerate), kClueGenerateOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::ClueSolve), kClueSolveOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::LinkEncode), kLinkEncodeOptionTable));
    EXPECT_TRUE(same(command_table(CommandTable::Export), kExportOptionTable));
}

}  // namespace kt
