// The tour-number options table: which tours are numbered (closed or paths,
// directed or not), in which order, and how the table behind the numbers is
// built (options/option_spec.h). `knights tour-at`, `rank` and `random-tour`
// register their flags from it.
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kRankOptionTable[] = {
    option_flag("closed", "Closed tours (undirected cycles)"),
    option_flag("paths", "Every tour as a path between its ends, closed ones cut open included"),
    option_flag("directed", "Each tour in both directions (twice as many)"),
    // -1: not given, most of the machine's memory.
    option_real("max-memory", -1, 0, 1e6,
                "Memory budget in GB for the table: stop with a message rather than swap (default: 85% of "
                "this machine's memory; 0 = none)"),
    option_choice("order", "canonical", "canonical|subchains",
                  "canonical (docs/ranking.md), or subchains: Jaeger's memo, by corner-chain class, then search "
                  "order (closed tours, boards whose classes `knights subchains count --all` counts)"),
    option_text("table-dir", "Keep the table's cut layers as files in DIR, built there on first use and read on later "
                             "ones: for boards whose table does not fit in memory, such as 8x8 (docs/ranking.md)"),
    // 0: not given, every core.
    option_integer("threads", 0, 1, 1024, "Threads for building the tour table (default: every core)"),
    option_text("index", "K, from 1 to the number of tours (digit groups may be split by , or _)"),
    // No range: any 64-bit seed.
    option_integer("seed", 1, 0, 0, "Seed: the same seed gives the same tours", true),
    option_integer("count", 1, 1, 10'000'000, "How many tours", true),
};

}  // namespace kt
