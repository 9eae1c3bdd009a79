// The subchains options table: on which board, which corner-chain classes to
// count (one combination, one class, a range, every class, a shard) and with
// how many threads (options/option_spec.h). `knights subchains list` and
// `count` register their flags from it.
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kSubchainOptionTable[] = {
    option_text("board", "8x8", "Board RxC, both sides >= 5 (default 8x8)"),
    option_text("chains", "One combination, e.g. c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"),
    // -1: not given; the command checks the index against the board's classes.
    option_integer("class", -1, 0, 0, "One class by index"),
    option_text("range", "Classes A to B (inclusive), e.g. 0-99"),
    option_flag("all", "Every class"),
    // 0: not given, every core.
    option_integer("threads", 0, 1, 1024, "Worker threads (default: all cores)"),
    option_text("checkpoint", "Append each finished class here; rerun with the same file to resume"),
    option_text("shard", "Count only classes j with j mod N = i (i/N, for job arrays)"),
};

}  // namespace kt
