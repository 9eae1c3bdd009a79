// Which checkpoint a count spread over ranks resumes from. Each rank saves
// its own states, and every rank commits a save only once all have written
// it; a rank stopped between the two still holds that save beside the one
// before. So each rank offers what it holds (its committed save and the one
// it was writing), and the ranks resume from the newest save they all hold.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "count/frontier_exchange.h"

namespace kt {

struct SnapshotChoice {
    std::optional<std::size_t> index;  // into `held`: the snapshot to resume from, if any
    std::string error;                 // set when the ranks hold saves but none in common
};

// Collective: every rank calls it with what it holds (up to two byte
// strings, empty where nothing is held). Damaged snapshots count as not held.
SnapshotChoice choose_snapshot_across_ranks(FrontierExchange& exchange, const std::vector<std::string_view>& held);

}  // namespace kt
