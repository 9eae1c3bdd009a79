// Rows that many commands share and that are about input only, so they live
// with the front end rather than in an engine table: registered with
// add_table_options like the engine's tables (option_table.h).
#pragma once

#include "common.h"

namespace kt::cli {

inline constexpr OptionSpec kCommonOptionTable[] = {
    option_text("board", "8x8", "Board as ROWSxCOLS", true),
};

}  // namespace kt::cli
