// The existence options table: which of the two questions, closed or open
// tours, `knights exists` answers (options/option_spec.h).
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kExistenceOptionTable[] = {
    option_flag("closed", "Only ask about closed tours"),
    option_flag("open", "Only ask about open tours"),
};

}  // namespace kt
