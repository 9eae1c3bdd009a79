// Frontier counter timings: the published small counts (docs/counting.md), 7x7 directed paths,
// and frontier against search on one board. Counters report "states" (peak
// frontier states) and the count itself; a wrong count fails the run.
// Long ones: --benchmark_filter=Frontier_7x7 (minutes), see frontier_8x8.sh.
#include <benchmark/benchmark.h>

#include <thread>

#include "engine.h"
#include "count/frontier_counter.h"
#include "count/frontier_search.h"

namespace {

void run_count(benchmark::State& state, int rows, int cols, kt::CountKind kind, bool directed, const char* expected,
               bool search = false) {
    kt::CountOptions o;
    o.kind = kind;
    o.directed = directed;
    o.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    kt::CountResult r;
    for (auto _ : state) {
        if (search) {
            kt::SearchCounter counter(kt::Board(rows, cols), o);
            r = counter.run();
        } else {
            kt::FrontierCounter counter(kt::Board(rows, cols), o);
            r = counter.run();
        }
        if (kt::to_decimal(r.count) != expected) {
            state.SkipWithError(("wrong count " + kt::to_decimal(r.count)).c_str());
            return;
        }
    }
    state.counters["peak_states"] = static_cast<double>(r.peak_states);
    state.counters["peak_MB"] = static_cast<double>(r.peak_memory_bytes) / 1e6;
}

void Frontier_6x6_closed(benchmark::State& s) { run_count(s, 6, 6, kt::CountKind::Closed, false, "9862"); }
void Frontier_3x10_closed(benchmark::State& s) { run_count(s, 3, 10, kt::CountKind::Closed, false, "16"); }
void Frontier_5x6_closed(benchmark::State& s) { run_count(s, 5, 6, kt::CountKind::Closed, false, "8"); }
void Frontier_6x5_closed(benchmark::State& s) { run_count(s, 6, 5, kt::CountKind::Closed, false, "8"); }
void Frontier_5x5_paths_directed(benchmark::State& s) { run_count(s, 5, 5, kt::CountKind::Paths, true, "1728"); }
void Frontier_6x6_paths_directed(benchmark::State& s) { run_count(s, 6, 6, kt::CountKind::Paths, true, "6637920"); }
void Frontier_7x7_paths_directed(benchmark::State& s) {
    run_count(s, 7, 7, kt::CountKind::Paths, true, "165575218320");
}
// Side by side on the same board: compare the two times for the ratio.
void VersusFrontier_5x6_closed(benchmark::State& s) { run_count(s, 5, 6, kt::CountKind::Closed, false, "8"); }
void VersusSearch_5x6_closed(benchmark::State& s) { run_count(s, 5, 6, kt::CountKind::Closed, false, "8", true); }
void VersusFrontier_6x6_closed(benchmark::State& s) { run_count(s, 6, 6, kt::CountKind::Closed, false, "9862"); }
void VersusSearch_6x6_closed(benchmark::State& s) { run_count(s, 6, 6, kt::CountKind::Closed, false, "9862", true); }
// 6x7 and 6x8 (also: knights count --board 6x8 --closed --method both).
void VersusFrontier_6x7_closed(benchmark::State& s) { run_count(s, 6, 7, kt::CountKind::Closed, false, "1067638"); }
void VersusSearch_6x7_closed(benchmark::State& s) {
    run_count(s, 6, 7, kt::CountKind::Closed, false, "1067638", true);
}
void VersusFrontier_6x8_closed(benchmark::State& s) {
    run_count(s, 6, 8, kt::CountKind::Closed, false, "55488142");
}
void VersusSearch_6x8_closed(benchmark::State& s) {
    run_count(s, 6, 8, kt::CountKind::Closed, false, "55488142", true);
}

}  // namespace

BENCHMARK(Frontier_6x6_closed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Frontier_3x10_closed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Frontier_5x6_closed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Frontier_6x5_closed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Frontier_5x5_paths_directed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Frontier_6x6_paths_directed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(Frontier_7x7_paths_directed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(VersusFrontier_5x6_closed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(VersusSearch_5x6_closed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(VersusFrontier_6x6_closed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(VersusSearch_6x6_closed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(VersusFrontier_6x7_closed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(VersusSearch_6x7_closed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(VersusFrontier_6x8_closed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(VersusSearch_6x8_closed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
