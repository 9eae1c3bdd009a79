#include "count/frontier_sweep.h"

#include <cmath>
#include <string>
#include <type_traits>
#include <vector>

#include "core/resident_limit.h"
#include "count/frontier_checkpoint.h"
#include "count/frontier_kernel.h"
#include "count/frontier_periodic_run.h"
#include "count/frontier_spread.h"
#include "count/frontier_step.h"
#include "count/frontier_store.h"

namespace kt::frontier {

namespace {

// Across ranks: all learn whether every rank finished the step, and the
// frontier's size and total become the whole frontier's (the count width
// and the partitions must be chosen alike on every rank), and where one
// rank's counts wrapped past 128 bits, every rank's go on modulo 2^128.
template <class Key>
bool across_ranks(const SweepContext& ctx, bool ok, Frontier<Key>& f, CountResult& result) {
    FrontierExchange& ex = *ctx.exchange;
    if (!frontier::all_of_ranks(ex, ok)) {
        if (ok) {
            result.state = CountState::Failed;
            result.message = "another rank stopped the count";
        }
        return false;
    }
    f.total = frontier::sum_over_ranks(ex, f.total);
    f.states = static_cast<std::uint64_t>(frontier::sum_over_ranks(ex, f.states));
    f.big_counts = static_cast<std::uint64_t>(frontier::sum_over_ranks(ex, f.big_counts));
    result.peak_states = std::max(result.peak_states, f.states);
    if (ctx.past) ctx.past->wrapped = !frontier::all_of_ranks(ex, !ctx.past->wrapped);
    return true;
}

// Double counts (kFloatCounts) of the frontier: scaled when their sum
// (over all ranks: each must scale alike) passes 2^kFloatShift. Returns
// the shift made, or 0.
template <class Key>
int rescale_floats(const SweepContext& ctx, Frontier<Key>& f) {
    return f.visit([&ctx](auto& parts) {
        double sum = 0;
        for (const auto& part : parts)
            for (std::size_t i = 0; i < part.size(); ++i) sum += frontier::float_of(static_cast<std::uint64_t>(part.count(i)));
        if (ctx.exchange) sum = frontier::sum_doubles_over_ranks(*ctx.exchange, sum);
        if (!(sum > std::ldexp(1.0, kFloatShift))) return 0;
        for (auto& part : parts)
            for (std::size_t i = 0; i < part.size(); ++i) {
                const auto count = part.count(i);  // a double, or one in the low half of a pair
                const double x = frontier::float_of(static_cast<std::uint64_t>(count));
                part.set_count(i, frontier::with_low(count, frontier::float_bits(std::ldexp(x, -kFloatShift))));
            }
        return kFloatShift;
    });
}

// The sweep for one word width W (the kernel's) and storage codec. Counts
// are 64-bit while a bound on every count fits, 128-bit from where it does not.
template <class W, class Cd>
CountResult sweep(const SweepContext& ctx, CountResult result) {
    using Key = typename Cd::KeyType;
    const auto& steps = ctx.plan.steps;
    Frontier<Key> f;
    const bool pairs = ctx.options.modulus2 != 0;  // two residues a count: always 128-bit
    if (pairs) f.store = Store::Wide;
    f.visit([&](auto& parts) {
        using Count = typename std::remove_reference_t<decltype(parts)>::value_type::CountType;
        parts.assign(1, {});
        const std::uint64_t low = ctx.options.modulus == frontier::kFloatCounts ? frontier::float_bits(1.0) : 1;
        const WideCount one = pairs ? frontier::residue_pair(low, 1) : low;
        if (!ctx.exchange || ctx.exchange->rank() == 0)  // rank 0 alone starts
            parts[0].push_back(Key(0), static_cast<Count>(one));
    });
    if (ctx.resume) {
        if (std::string error = restore<W, Cd>(ctx, *ctx.resume, f); !error.empty()) {
            result.state = CountState::Failed;
            result.message = error;
            return result;
        }
    }
    const PeriodicStretch stretch = find_periodic_stretch(ctx.plan);
    bool periodic = stretch.is_long();
    std::vector<std::uint64_t> before(steps.size(), 0);  // states before each step
    for (std::size_t i = f.next_step; i < steps.size(); ++i) {
        before[i] = f.states;
        if (periodic && periodic_pays(ctx, stretch, i, before)) {
            periodic = false;  // once: it stops for good where it stops paying
            if (!sweep_periodic<W, Cd>(ctx, stretch, f, before, result)) return result;
            if ((i = f.next_step) == steps.size()) break;
        }
        const Kernel<W, Cd> kernel(steps[i], ctx.paths, ctx.plan.bipartite, i + 1 == steps.size());
        // Residues modulo a prime below 2^62 always fit 64 bits, pairs of
        // them 128; counts modulo 2^128 (past 128 bits) stay 128-bit.
        const bool wrapped = ctx.past && ctx.past->wrapped;
        const bool wide = pairs || (ctx.options.modulus == 0 &&
                                    (ctx.options.wide_counts || wrapped ||
                                     saturating_mul(f.total, kernel.branching()) >= kNarrowLimit));
        const bool float_counts = ctx.options.modulus == frontier::kFloatCounts;
        switch_store(f, f.store_for(wide, float_counts ? ~std::uint64_t(0) : ctx.options.compact_from_states),
                     ctx.options.max_memory_bytes,
                     ResidentLimit::watches(ctx.options.resident_bytes, ctx.options.max_memory_bytes));
        bool ok = f.visit([&](auto& parts) { return step(ctx, i, kernel, parts, f, result); });
        if (ctx.exchange) ok = across_ranks(ctx, ok, f, result);
        if (!ok) return result;
        if (float_counts && ctx.past) ctx.past->float_scale += rescale_floats(ctx, f);
        else if (ctx.past) ctx.past->track(kernel.branching(), !ctx.past->wrapped, f.total);
        f.next_step = i + 1;
        if (ctx.progress) {
            const std::uint64_t bytes = f.visit([](const auto& parts) {
                std::uint64_t sum = 0;
                for (const auto& part : parts) sum += part.bytes();
                return sum;
            });
            ctx.progress(CountProgress{static_cast<std::int64_t>(i + 1), ctx.squares, f.states, bytes});
        }
        offer_checkpoint(ctx, f);
    }
    // Only the empty frontier (key 0) survives the last step.
    result.count = f.total;
    result.state = CountState::Done;
    return result;
}
}  // namespace

// Picks the kernel word and the storage codec.
CountResult sweep_for_layout(const SweepContext& ctx, KeyLayout layout, CountResult result) {
    using u64 = std::uint64_t;
    using u128 = unsigned __int128;
    const int layout_width = ctx.plan.max_width, stored = ctx.plan.max_stored;
    // Base 11 holds every code of 17 stored slots, and of 18 for cycles
    // (fewer labels); base 12 of 17 (see frontier_kernel.h).
    const bool base11_fits = stored <= 17 || (stored <= 18 && !ctx.paths);
    switch (layout) {
        case KeyLayout::Auto: break;
        case KeyLayout::Wide16: return sweep<u128, Codec<u128, 16>>(ctx, std::move(result));
        case KeyLayout::Base12:
            if (stored <= 17) return sweep<u128, Codec<u64, 12>>(ctx, std::move(result));
            break;
        case KeyLayout::Base11:
            if (base11_fits) return sweep<u128, Codec<u64, 11>>(ctx, std::move(result));
            break;
    }
    if (layout_width <= 16) return sweep<u64, Codec<u64, 16>>(ctx, std::move(result));
    if (stored <= 16) return sweep<u128, Codec<u64, 16>>(ctx, std::move(result));
    if (base11_fits) return sweep<u128, Codec<u64, 11>>(ctx, std::move(result));
    return sweep<u128, Codec<u128, 16>>(ctx, std::move(result));
}

}  // namespace kt::frontier
