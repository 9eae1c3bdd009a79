// The clue-puzzle options tables: how `knights puzzle generate` makes a
// puzzle and how `knights puzzle solve` counts its solutions
// (options/option_spec.h). Two tables, as the commands word --closed apart.
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kClueGenerateOptionTable[] = {
    option_flag("closed", "The solution is a closed tour"),
    // The choices are to_string of each ClueLevel (clue_levels.h).
    option_choice("difficulty", "medium", "easy|medium|hard|expert", "easy | medium | hard | expert"),
    // No range: any 64-bit seed.
    option_integer("seed", 1, 0, 0, "Seed: the same seed gives the same puzzle", true),
};

inline constexpr OptionSpec kClueSolveOptionTable[] = {
    option_flag("closed", "The solution must be a closed tour"),
    option_integer("max-solutions", 2, 1, 1'000'000, "Stop counting at N", true),
};

}  // namespace kt
