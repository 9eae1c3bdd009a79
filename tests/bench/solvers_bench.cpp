// Solver benchmarks: divide and conquer on 10,000 x 10,000, the network on
// 8x8, the 6x6 closed-tour enumeration, and Warnsdorff success rates per
// tie-break (counter success_pct) from every start square on 8x8 and on
// n x n (every start up to n = 24, a fixed sample of 256 starts beyond).
#include <benchmark/benchmark.h>

#include "engine.h"
#include "solve/backtrack.h"
#include "solve/divide.h"
#include "solve/neural.h"
#include "solve/warnsdorff.h"
#include "solve/rng.h"

namespace {

void BM_DivideClosed(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        kt::DivideSolver solver(kt::Board(n, n), kt::SolverOptions{});
        solver.run();
        if (solver.state() != kt::SolverState::Found) state.SkipWithError("divide failed");
        benchmark::DoNotOptimize(solver.take_tour());
    }
    state.counters["squares"] = static_cast<double>(n) * n;
}
BENCHMARK(BM_DivideClosed)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);

// Strips: 3 x 100,000 closed (base cycle plus spliced 3x4 blocks), 4 x 100,000 open.
void BM_DivideStrip(benchmark::State& state) {
    const int rows = static_cast<int>(state.range(0)), cols = 100'000;
    for (auto _ : state) {
        kt::DivideSolver solver(kt::Board(rows, cols), kt::SolverOptions{});
        solver.run();
        if (solver.state() != kt::SolverState::Found) state.SkipWithError("divide failed");
        benchmark::DoNotOptimize(solver.take_tour());
    }
    state.counters["squares"] = static_cast<double>(rows) * cols;
}
BENCHMARK(BM_DivideStrip)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_NeuralClosed8x8(benchmark::State& state) {
    std::uint64_t seed = 1;
    std::int64_t restarts = 0, runs = 0;
    for (auto _ : state) {
        kt::SolverOptions o;
        o.seed = seed++;
        kt::NeuralSolver solver(kt::Board(8, 8), o);
        if (solver.run() != kt::SolverState::Found) state.SkipWithError("network failed");
        restarts += solver.snapshot().retries;
        ++runs;
    }
    state.counters["restarts_per_tour"] = static_cast<double>(restarts) / static_cast<double>(runs);
}
BENCHMARK(BM_NeuralClosed8x8)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_Backtrack6x6ClosedAll(benchmark::State& state) {
    for (auto _ : state) {
        kt::SolverOptions o;
        o.closed = true;
        o.enumerate_all = true;
        kt::BacktrackSolver solver(kt::Board(6, 6), o);
        solver.run();
        if (solver.solutions() != 9862) state.SkipWithError("wrong count");
        state.counters["tours"] = static_cast<double>(solver.solutions());
    }
}
BENCHMARK(BM_Backtrack6x6ClosedAll)->Unit(benchmark::kMillisecond)->Iterations(3);

// Args: tie-break (0 first, 1 random, 2 pohl, 3 roth), n. One attempt per start.
void BM_WarnsdorffSuccess(benchmark::State& state) {
    const auto tie = static_cast<kt::TieBreak>(state.range(0));
    const int n = static_cast<int>(state.range(1));
    const kt::Board board(n, n);
    std::vector<kt::Square> starts;
    if (n <= 24) {
        for (kt::Square s = 0; s < board.cell_count(); ++s) starts.push_back(s);
    } else {
        kt::SplitMix64 rng(static_cast<std::uint64_t>(n));
        for (int i = 0; i < 256; ++i) starts.push_back(static_cast<kt::Square>(rng.below(static_cast<std::uint32_t>(board.cell_count()))));
    }
    double success = 0;
    for (auto _ : state) {
        int ok = 0;
        for (kt::Square s : starts) {
            kt::SolverOptions o;
            o.start = s;
            o.tie_break = tie;
            o.seed = static_cast<std::uint64_t>(s) + 1;
            o.max_retries = 0;
            kt::WarnsdorffSolver solver(board, o);
            ok += solver.run() == kt::SolverState::Found;
        }
        success = 100.0 * ok / static_cast<double>(starts.size());
    }
    state.counters["success_pct"] = success;
    state.counters["starts"] = static_cast<double>(starts.size());
    state.SetLabel(kt::to_string(tie));
}
BENCHMARK(BM_WarnsdorffSuccess)
    ->ArgsProduct({{0, 1, 2, 3}, {5, 6, 7, 8, 10, 12, 16, 20, 24, 32, 40, 50, 64, 76, 88, 100}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
