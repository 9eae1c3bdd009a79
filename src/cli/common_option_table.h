// Rows that many commands share and that are about input only, so they live
// with the front end rather than in an engine table: registered with
// add_table_options like the engine's tables (option_table.h).
#pragma once

#include "common.h"

namespace kt::cli {

inline constexpr OptionSpec kCommonOptionTable[] = {
    option_text("board", "8x8", "Board as ROWSxCOLS", true),
    option_text("layout", "Board from a text layout file instead of --board: one line per row, top row first, "
                          "'.' or space = hole ('-' = standard input)"),
    option_text("leaper", "knight", "Leaper: a,b or knight|camel|zebra|giraffe|...", true),
};

}  // namespace kt::cli
