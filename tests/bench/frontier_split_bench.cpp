// Splitting a frontier count at a cut, for the 8x8 open-tour design
// (docs/counting-frontier.md): the states after step `cut` are dealt into
// `pieces` groups by hash and each group is counted on its own to the end,
// with no exchange afterwards (what machines without a fast network, or one
// machine in turns, could do). The pieces' counts must add up to the whole;
// "piece_peak" is the largest frontier any piece reaches, "whole_peak" the
// whole count's, "work" the pieces' summed CPU time over the whole's.
// Run: knights_bench --benchmark_filter=FrontierSplit
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstring>

#include "count/frontier_table.h"  // internal: mix64
#include "engine.h"
#include "count/frontier_counter.h"

namespace {

using namespace kt;

struct Cut {
    CountResult whole;
    std::string bytes;  // the snapshot after the cut
};

Cut count_with_cut(const Board& board, const CountOptions& o, std::int64_t cut) {
    Cut c;
    FrontierCounter counter(board, o);
    counter.set_checkpoint({[cut](const CountProgress& p) { return p.square == cut; },
                            [&c](const FrontierSnapshot& s) {
                                c.bytes = frontier_snapshot_bytes(s);
                            }});
    c.whole = counter.run();
    return c;
}

// The snapshot holding only the states of piece `g` of `pieces`.
std::string piece_of(const FrontierSnapshot& s, int g, int pieces) {
    const std::size_t size = s.key_bytes + s.count_bytes;
    std::string kept;
    std::uint64_t states = 0;
    for (std::string_view view : s.entries) {
        for (std::size_t at = 0; at + size <= view.size(); at += size) {
            std::uint64_t lo = 0, hi = 0;
            std::memcpy(&lo, view.data() + at, 8);
            if (s.key_bytes == 16) std::memcpy(&hi, view.data() + at + 8, 8);
            if (frontier::mix64(lo ^ frontier::mix64(hi)) % static_cast<std::uint64_t>(pieces) != static_cast<std::uint64_t>(g))
                continue;
            kept.append(view.data() + at, size);
            ++states;
        }
    }
    FrontierSnapshot piece = s;
    piece.states = states;
    piece.entries = {kept};
    return frontier_snapshot_bytes(piece);
}

void BM_FrontierSplit(benchmark::State& state, int rows, int cols, CountKind kind, const char* expected) {
    const std::int64_t cut = state.range(0);
    const int pieces = static_cast<int>(state.range(1));
    CountOptions o;
    o.kind = kind;
    const Board board(rows, cols);
    for (auto _ : state) {
        const auto t0 = std::chrono::steady_clock::now();
        const Cut c = count_with_cut(board, o, cut);
        const double whole_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        FrontierSnapshot s;
        if (!parse_frontier_snapshot(c.bytes, s).empty()) return state.SkipWithError("no snapshot at the cut");
        WideCount sum = 0;
        std::uint64_t piece_peak = 0;
        double piece_seconds = 0;
        for (int g = 0; g < pieces; ++g) {
            FrontierCounter counter(board, o);
            if (!counter.resume_from(piece_of(s, g, pieces)).empty()) return state.SkipWithError("piece refused");
            const CountResult r = counter.run();
            sum += r.count;
            piece_peak = std::max(piece_peak, r.peak_states);
            piece_seconds += r.seconds;
        }
        if (to_decimal(sum) != expected || to_decimal(c.whole.count) != expected)
            return state.SkipWithError(("pieces sum to " + to_decimal(sum)).c_str());
        state.counters["whole_peak"] = static_cast<double>(c.whole.peak_states);
        state.counters["cut_states"] = static_cast<double>(s.states);
        state.counters["piece_peak"] = static_cast<double>(piece_peak);
        state.counters["work"] = piece_seconds / whole_seconds;
    }
}

// 6x8 closed (55,488,142, OEIS A001230 row) cut a third, half and two thirds in.
BENCHMARK_CAPTURE(BM_FrontierSplit, 6x8_closed, 6, 8, CountKind::Closed, "55488142")
    ->ArgsProduct({{16, 24, 32}, {4, 16}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
// 6x6 paths (half the 6,637,920 directed paths of OEIS A165134).
BENCHMARK_CAPTURE(BM_FrontierSplit, 6x6_paths, 6, 6, CountKind::Paths, "3318960")
    ->ArgsProduct({{12, 18, 24}, {4, 16}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace
