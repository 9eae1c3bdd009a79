// The exact-count options table: what to count, how, with how many threads
// and how much memory (options/option_spec.h). `knights count` registers its
// flags from it. The engine's CountOptions (count/frontier_types.h) keeps its
// own defaults for callers that set every field (the page, tests): threads 1,
// no memory budget; the rows here hold the command line's, where 0 threads
// means every core and a negative budget means most of the machine's memory.
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kCountOptionTable[] = {
    option_flag("closed", "Count closed tours (Hamiltonian cycles)"),
    option_flag("paths", "Count every tour as a path between its ends, closed ones cut open included"),
    option_flag("open", "Count paths whose ends are not a move apart"),
    option_flag("directed", "Count each tour in both directions (x2)"),
    option_choice("method", "auto", "auto|frontier|search|both",
                  "auto|frontier|search|both (both: frontier and search side by side, with their time ratio)"),
    option_integer("threads", 0, 0, 64, "Worker threads (default: all cores)"),
    option_real("max-memory", -1, 0, 1e6,
                "Memory budget in GB: the count stops with a message rather than swap (default: 85% of this "
                "machine's memory; 0 = none)"),
    option_text("ends", "Paths only: count just those with these two ends, as A,B (a1,h8): the cycles through a "
                        "virtual link between them, in one closed sweep"),
    option_text("checkpoint", "Frontier count: save its state to FILE between steps, and resume from FILE when it "
                              "exists (removed once the count is done)"),
};

}  // namespace kt
