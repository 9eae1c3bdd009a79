// The solver options table: every option a solver run takes, with its
// default, range or choices and help. SolverOptions takes its defaults from
// here; `knights solve` registers its flags from here (options/option_spec.h).
// The "algo" and "tiebreak" rows read their choices from solver_table.h.
#pragma once

#include "options/option_spec.h"
#include "solve/solver_table.h"

namespace kt {

inline constexpr JoinedNames kSolverChoices = join_names(kSolverTable, "", "|");
inline constexpr JoinedNames kSolverChoicesHelp = join_names(kSolverTable, "", " | ");
inline constexpr JoinedNames kTieBreakChoices = join_names(kTieBreakTable, "", "|");
inline constexpr JoinedNames kTieBreakChoicesHelp = join_names(kTieBreakTable, "Warnsdorff ties: ", " | ");

inline constexpr OptionSpec kSolverOptionTable[] = {
    option_choice("algo", kSolverTable[0].name, kSolverChoices.view(), kSolverChoicesHelp.view()),
    option_flag("closed", "Insist on a closed tour (last square a move from the first)"),
    option_text("start", "Start square (default a1; closed tours are rotated to start there)"),
    // No range: any 64-bit seed.
    option_integer("seed", 1, 0, 0, "Seed for random tie-breaks and the network", true),
    option_choice("tiebreak", kTieBreakTable[0].name, kTieBreakChoices.view(), kTieBreakChoicesHelp.view()),
    option_flag("all", "Backtrack: enumerate every tour and print the count (closed: undirected; "
                       "open: directed paths from --start, or from every square)"),
    option_flag("no-order", "Backtrack: plain move order instead of Warnsdorff order"),
    option_flag("no-prune", "Backtrack: no dead-end pruning"),
};

}  // namespace kt
