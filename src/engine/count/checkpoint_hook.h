// How a frontier count hands its state over for saving between steps of its
// sweep. The counter only calls these; where the bytes go (a file per rank,
// renamed into place) is the front end's business.
#pragma once

#include <functional>

#include "count/frontier_snapshot.h"
#include "count/frontier_types.h"

namespace kt {

// `want` (optional) says whether to save this step, given the step, the
// states and their bytes; `write` gets the state (its entries view the
// counter's memory until write returns); then `commit` (optional) makes that
// save the one to resume from. Over ranks, rank 0's `want` decides for all,
// each rank writes its own states, and none commits before every rank has
// written. All are called from the thread that runs the count; an exception
// thrown there leaves the count's run().
struct CheckpointHook {
    std::function<bool(const CountProgress&)> want;
    std::function<void(const FrontierSnapshot&)> write;
    std::function<void()> commit;
};

}  // namespace kt
