// When a tour table's build is past its memory budget.
#pragma once

#include <cstdint>

#include "core/resident_limit.h"
#include "rank/table_types.h"

namespace kt {

// Whether a build that holds `held` bytes by its account, and is about to
// take `more`, would be past the budget, or the process would be, even
// after its heap gave its free pages back.
inline bool past_budget(const TableLimits& limits, std::uint64_t held, std::uint64_t more = 0) {
    if (limits.max_memory_bytes == 0) return false;
    return held + more > limits.max_memory_bytes ||
           !ResidentLimit(limits.resident_bytes, limits.max_memory_bytes).admits(more);
}

}  // namespace kt
