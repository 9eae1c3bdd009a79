// A sweep along a long board's periodic stretch: when the successor lists of
// frontier_periodic.h pay, and the steps that run on them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "count/frontier_checkpoint.h"
#include "count/frontier_periodic.h"
#include "count/frontier_store.h"
#include "count/frontier_sweep_context.h"

namespace kt::frontier {

// Along a periodic stretch the counter adds counts along successor lists
// it found once (frontier_periodic.h) while that pays: while at most one
// state in kRebuildShare of a period after the first needs its successors
// found anew, and within the memory the lists may take.
constexpr std::uint64_t kRebuildShare = 4;
// The lists take about 70 bytes a state of each phase, against 16 to 24
// bytes a state of one frontier. Within a budget they may take half of it:
// enough, on a machine of 24 GB, for the widest frontiers of six and seven
// rows, where the lists cut the CPU time two to three times. Without a
// budget they may take 1 GB, and never more than 256 MB in a 32-bit address
// space (the page's WebAssembly).
constexpr bool kWideAddresses = sizeof(void*) >= 8;
constexpr std::uint64_t kPeriodicBytes = std::uint64_t(kWideAddresses ? 1024 : 256) << 20;
constexpr std::uint64_t kBytesPerPhaseState = 70;

inline std::uint64_t periodic_room(const SweepContext& ctx) {
    const std::uint64_t budget = ctx.options.max_memory_bytes;
    if (!budget) return kPeriodicBytes;
    return kWideAddresses ? budget / 2 : std::min(budget / 2, kPeriodicBytes);
}

// Worth starting before step i when two whole periods lie ahead in the
// stretch and the frontier has about stopped growing: it at most doubled
// over the last period (`before`: the states before each step). Sooner,
// most states are new each period, and finding a state's successors costs
// about twice a plain step's work on it.
inline bool periodic_pays(const SweepContext& ctx, const PeriodicStretch& stretch, std::size_t i,
                   const std::vector<std::uint64_t>& before) {
    const std::size_t p = stretch.period;
    const std::uint64_t room = periodic_room(ctx);
    return ctx.options.periodic && !ctx.exchange && i >= stretch.begin && i >= p && i + 2 * p <= stretch.end &&
           before[i] <= 2 * before[i - p] && before[i] * kBytesPerPhaseState * p < room;
}

// Offers the periodic sweep's frontier (128-bit counts) to the checkpoint
// hook: its states with a count, fewer than the live ones where a count
// came to 0 modulo a prime.
template <class W, class Cd>
void offer_periodic_checkpoint(const SweepContext& ctx, const frontier::PeriodicSweep<W, Cd>& ps,
                               std::size_t next_step, std::uint64_t states) {
    using Key = typename Cd::KeyType;
    offer_snapshot(
        ctx, next_step, states, sizeof(Key), 16,
        [&] { return pieces_of<Key, WideCount>([&ps](const auto& emit) { ps.for_each(emit); }); },
        [&] {
            std::uint64_t n = 0;
            ps.for_each([&n](Key, WideCount) { ++n; });
            return n;
        });
}

// Moves the frontier's states into the periodic sweep, before f.next_step.
template <class W, class Cd>
void load_periodic(frontier::PeriodicSweep<W, Cd>& ps, Frontier<typename Cd::KeyType>& f, bool wrapped) {
    std::vector<typename Cd::KeyType> keys;
    std::vector<WideCount> counts;
    keys.reserve(f.states);
    counts.reserve(f.states);
    f.visit([&](auto& parts) {
        for (auto& part : parts) {
            for (std::size_t g = 0; g < part.size(); ++g) {
                keys.push_back(part.key(g));
                counts.push_back(static_cast<WideCount>(part.count(g)));
            }
            part.free();
        }
    });
    ps.start(f.next_step, keys, counts, wrapped ? kSaturated : f.total);  // modulo 2^128: 128-bit
}

// Hands the periodic sweep's frontier back in 128-bit entries (the next
// step narrows them where the bound allows).
template <class W, class Cd>
void take_periodic(const frontier::PeriodicSweep<W, Cd>& ps, std::uint64_t states, Frontier<typename Cd::KeyType>& f) {
    f.store = Store::Wide;
    f.wide.assign(1, {});
    f.wide[0].reserve(states);
    f.states = f.big_counts = 0;
    f.total = 0;
    ps.for_each([&](typename Cd::KeyType k, WideCount c) {
        f.wide[0].push_back(k, c);
        ++f.states;
        f.big_counts += c >= frontier::kBigCount;
        f.total = saturating_add(f.total, c);
    });
}

// Runs the steps of a periodic stretch from f.next_step while it pays.
// False with `result` filled in when the count stops.
template <class W, class Cd>
bool sweep_periodic(const SweepContext& ctx, const PeriodicStretch& stretch, Frontier<typename Cd::KeyType>& f,
                    const std::vector<std::uint64_t>& before, CountResult& result) {
    frontier::PeriodicSweep<W, Cd> ps(ctx.plan.steps, stretch, ctx.paths, ctx.plan.bipartite);
    ps.set_modulus(ctx.options.modulus, ctx.options.modulus2);
    const bool float_counts = ctx.options.modulus == frontier::kFloatCounts;
    for (std::size_t i = f.next_step; i < f.next_step + stretch.period; ++i) ps.expect(i, before[i - stretch.period]);
    load_periodic(ps, f, ctx.past && ctx.past->wrapped);
    const std::size_t first = f.next_step;
    std::uint64_t uses = 0, builds = 0, states = f.states;
    for (std::size_t i = first; i < stretch.end; ++i) {
        if (ctx.cancel.load()) {
            result.state = CountState::Cancelled;
            result.message = "cancelled at " + stopped_at(ctx, i);
            return false;
        }
        const std::uint64_t branching = ps.branching();
        if (float_counts && ctx.past) ctx.past->float_scale += ps.rescale_floats(kFloatShift);
        if (!ps.step()) {
            if (!ctx.wraps()) {
                result.state = CountState::Failed;
                result.message = kPast128Bits;
                return false;
            }
            ctx.past->wrapped = true;  // counts modulo 2^128 from here
        }
        // The sweep sums its counts while they are 64-bit; past that the bound grows by the branching.
        if (ctx.past) ctx.past->track(branching, !ctx.past->wrapped && ps.narrow(), ps.narrow_total());
        states = ps.live();
        f.next_step = i + 1;
        const std::uint64_t bytes = ps.bytes();
        result.peak_states = std::max(result.peak_states, states);
        result.peak_memory_bytes = std::max(result.peak_memory_bytes, bytes);
        if (ctx.progress) ctx.progress(CountProgress{static_cast<std::int64_t>(i + 1), ctx.squares, states, bytes});
        offer_periodic_checkpoint(ctx, ps, i + 1, states);
        uses += ps.uses();
        builds += ps.builds();
        if (bytes > periodic_room(ctx)) break;  // the lists outgrew their room
        if ((i + 1 - first) % stretch.period == 0) {
            // After the first period, stop where a period found too many states anew.
            if (i + 1 - first > stretch.period && builds * kRebuildShare > uses) break;
            uses = builds = 0;
        }
    }
    take_periodic(ps, states, f);
    return true;
}

}  // namespace kt::frontier
