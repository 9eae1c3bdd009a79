// One sweep of the frontier counter over its plan, with the key layout's
// kernel word and storage codec.
#pragma once

#include "count/frontier_sweep_context.h"
#include "count/frontier_types.h"

namespace kt::frontier {

// The sweep with the kernel word and storage codec `layout` asks for (or the
// narrowest that holds the plan's frontiers).
CountResult sweep_for_layout(const SweepContext& ctx, KeyLayout layout, CountResult result);

}  // namespace kt::frontier
