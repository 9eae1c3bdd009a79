// The Warnsdorff enumeration options table: where `knights warnsdorff-all`
// starts, whether it keeps only closed tours and when it stops
// (options/option_spec.h, iso/warnsdorff_enumerator.h).
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kWarnsdorffAllOptionTable[] = {
    option_text("start", "a1", "Start square", true),
    option_flag("closed", "Only closed tours"),
    // -1: no limit; no range, as the command names the rule itself.
    option_integer("limit", -1, 0, 0, "Stop after N tours (default: all)"),
};

}  // namespace kt
