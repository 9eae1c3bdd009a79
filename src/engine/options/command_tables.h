// The commands' options tables, reached by name. Each table stays next to
// its concept (count/count_option_table.h, walks/walk_option_table.h, ...);
// this one call hands any of them to a front end, so the front door lists
// one header rather than every table's. The solver's table is not here: it
// is public already, as SolverOptions takes its defaults from it.
#pragma once

#include "options/option_spec.h"

namespace kt {

enum class CommandTable {
    Count,          // knights count
    Subchains,      // knights subchains list / count
    Scramble,       // knights scramble
    WarnsdorffAll,  // knights warnsdorff-all
    Rank,           // knights tour-at / rank / random-tour
    Walks,          // knights walks
    Existence,      // knights exists
    ClueGenerate,   // knights puzzle generate
    ClueSolve,      // knights puzzle solve
    LinkEncode,     // knights link encode
    Export,         // knights export
};

OptionTable command_table(CommandTable table);

}  // namespace kt
