#include "count/snapshot_choice.h"

#include <algorithm>

#include "count/frontier_snapshot.h"

namespace kt {

namespace {

constexpr std::size_t kHeld = 2;

// The serial of each snapshot held, plus one (0: none or damaged), then whether any bytes are held.
std::vector<std::uint64_t> serials_held(const std::vector<std::string_view>& held) {
    std::vector<std::uint64_t> mine(kHeld + 1, 0);
    for (std::size_t i = 0; i < held.size() && i < kHeld; ++i) {
        if (held[i].empty()) continue;
        mine[kHeld] = 1;
        FrontierSnapshot s;
        if (parse_frontier_snapshot(held[i], s).empty()) mine[i] = s.serial + 1;
    }
    return mine;
}

}  // namespace

SnapshotChoice choose_snapshot_across_ranks(FrontierExchange& exchange, const std::vector<std::string_view>& held) {
    const std::vector<std::uint64_t> mine = serials_held(held);
    const std::vector<std::uint64_t> all = exchange.all_gather(mine);
    const std::size_t ranks = all.size() / (kHeld + 1);
    const auto holds = [&](std::size_t rank, std::uint64_t serial) {
        const auto* at = all.data() + rank * (kHeld + 1);
        return std::find(at, at + kHeld, serial) != at + kHeld;
    };
    std::uint64_t best = 0;
    bool any = false;
    for (std::size_t r = 0; r < ranks; ++r) any |= all[r * (kHeld + 1) + kHeld] != 0;
    for (std::size_t i = 0; i < kHeld; ++i) {
        const std::uint64_t serial = mine[i];
        bool everywhere = serial != 0;
        for (std::size_t r = 0; r < ranks && everywhere; ++r) everywhere = holds(r, serial);
        if (everywhere) best = std::max(best, serial);
    }
    SnapshotChoice choice;
    if (best != 0) choice.index = static_cast<std::size_t>(std::find(mine.begin(), mine.end(), best) - mine.begin());
    else if (any) choice.error = "the ranks' checkpoint files hold no save in common (damaged, or of other counts)";
    return choice;
}

}  // namespace kt
