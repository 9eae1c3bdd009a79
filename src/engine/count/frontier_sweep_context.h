// What every part of one frontier sweep shares: the plan, options, hooks and
// ranks (SweepContext), and how counts past 128 bits go on (Past128).
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

#include "count/frontier_counter.h"
#include "count/frontier_plan.h"
#include "count/frontier_snapshot.h"

namespace kt::frontier {

inline std::string gb(std::uint64_t bytes) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f GB", static_cast<double>(bytes) / 1e9);
    return buf;
}

// A sweep's account of counts past 128 bits: whether they went on modulo
// 2^128 (`wrapped`; only the first sweep may, SweepContext::wraps), and in
// `log2_bound` the log2 of a bound on the count: the frontier's exact total while it has one,
// then that bound times each later step's branching (no count of a step
// exceeds the last step's total times its most successors a state).
struct Past128 {
    bool wrapped = false;
    double log2_bound = 0;
    int float_scale = 0;  // double counts (kFloatCounts) are the counts times 2^-float_scale
    // After a step: `total` is the frontier's total when `exact`.
    void track(std::uint64_t branching, bool exact, WideCount total) {
        if (exact && total != ~WideCount(0)) log2_bound = total == 0 ? 0 : std::log2(static_cast<double>(total));
        else log2_bound += std::log2(static_cast<double>(std::max<std::uint64_t>(branching, 1)));
    }
};

struct SweepContext {
    const FrontierPlan& plan;
    bool paths;
    std::int64_t squares;
    const CountOptions& options;
    const std::atomic<bool>& cancel;
    const FrontierCounter::ProgressFn& progress;
    const FrontierCounter::CheckpointHook& checkpoint;
    FrontierSnapshot snapshot;  // fingerprint, description, phase; entries empty
    const FrontierSnapshot* resume;  // the state to start from, or null
    FrontierExchange* exchange;      // the other ranks, or null
    Past128* past;                   // the account of counts past 128 bits, or null

    // The first sweep (no modulus) goes on modulo 2^128 where a count passes
    // 128 bits; in any other sweep that is an internal error.
    bool wraps() const { return past && options.modulus == 0; }
};

constexpr const char* kPast128Bits = "internal error: a 128-bit count wrapped in a sweep that cannot go past 128 bits";

// Double counts are scaled by 2^-kFloatShift whenever their sum passes
// 2^kFloatShift: sums stay far inside the double's range, and a count too
// small to keep after many scalings is far below the total's rounding.
constexpr int kFloatShift = 512;

inline std::string stopped_at(const SweepContext& ctx, std::size_t i) {
    return "square " + std::to_string(i + 1) + " of " + std::to_string(ctx.squares);
}

constexpr std::string_view kOverBudget = "memory budget of ";
inline void over_budget(const SweepContext& ctx, std::size_t i, std::uint64_t states, CountResult& result) {
    result.state = CountState::Failed;
    result.message = std::string(kOverBudget) + gb(ctx.options.max_memory_bytes) + " exceeded at " + stopped_at(ctx, i) +
                     " with " + std::to_string(states) + " states before it (frontier width " +
                     std::to_string(ctx.plan.max_width) + ")";
}
inline bool is_over_budget(const CountResult& result) {
    return result.state == CountState::Failed && result.message.starts_with(kOverBudget);
}

}  // namespace kt::frontier
