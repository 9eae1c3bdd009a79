// The solver options table: every option a solver run takes, with its
// default, range or choices and help. SolverOptions takes its defaults from
// here; `knights solve` registers its flags from here (options/option_spec.h).
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kSolverOptionTable[] = {
    option_choice("algo", "warnsdorff", "warnsdorff|backtrack|neural|divide", "warnsdorff | backtrack | neural | divide"),
    option_flag("closed", "Insist on a closed tour (last square a move from the first)"),
    option_text("start", "Start square (default a1; closed tours are rotated to start there)"),
    // No range: any 64-bit seed.
    option_integer("seed", 1, 0, 0, "Seed for random tie-breaks and the network", true),
    option_choice("tiebreak", "first", "first|random|pohl|roth", "Warnsdorff ties: first | random | pohl | roth"),
    option_flag("all", "Backtrack: enumerate every tour and print the count (closed: undirected; "
                       "open: directed paths from --start, or from every square)"),
    option_flag("no-order", "Backtrack: plain move order instead of Warnsdorff order"),
    option_flag("no-prune", "Backtrack: no dead-end pruning"),
};

}  // namespace kt
