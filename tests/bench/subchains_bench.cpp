// Corner-subchain counter speed. Run one at a time, e.g.
//   knights_bench --benchmark_filter=Subchains/SeedExample
// The machine is shared: report load alongside the figures.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <thread>
#include <sys/resource.h>

#include "count/subchain_counter.h"
#include "count/subchain_runner.h"
#include "engine.h"

using namespace kt;
using namespace kt::subchains;

namespace {

// User + system CPU seconds of the whole process (all threads).
double process_cpu_seconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

const char* kSeedExample = "c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4";

// Jaeger's example class on one core: must find 118,576,414 tours.
void SubchainsSeedExample(benchmark::State& state) {
    const SubchainClasses classes(Board(8, 8));
    SubchainResult r;
    for (auto _ : state) {
        SubchainCounter counter(classes.board(), classes.parse(kSeedExample));
        r = counter.run();
    }
    if (r.count != 118'576'414u) state.SkipWithError("wrong count for Jaeger's example");
    state.counters["tours"] = static_cast<double>(r.count);
    state.counters["nodes"] = static_cast<double>(r.nodes);
    state.counters["nodes_per_s"] = static_cast<double>(r.nodes) / r.seconds;
    state.counters["memo_MB"] = static_cast<double>(std::size_t{16} << SubchainCounter::kDefaultMemoBits) / 1e6;
    state.counters["tours_per_s"] = static_cast<double>(r.count) / r.seconds;
}
BENCHMARK(SubchainsSeedExample)->Name("Subchains/SeedExample")->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// Classes of a board on 1 and 2 threads: the ratio of the two wall times is
// the thread scaling. cpu_per_wall (process CPU seconds over wall seconds)
// says how many cores the run really had: on a shared machine a ratio below
// 1.8 with cpu_per_wall well below 2 means the cores were busy elsewhere.
void run_classes(benchmark::State& state, int rows, int cols, std::size_t first, std::size_t last, std::uint64_t expected) {
    const SubchainClasses classes(Board(rows, cols));
    std::vector<std::size_t> indices;
    for (std::size_t i = first; i <= last && i < classes.class_count(); ++i) indices.push_back(i);
    std::uint64_t total = 0, nodes = 0;
    double cpu = 0, wall = 0;
    for (auto _ : state) {
        total = nodes = 0;
        const double cpu0 = process_cpu_seconds();
        const auto wall0 = std::chrono::steady_clock::now();
        SubchainRunner runner(classes, indices, static_cast<int>(state.range(0)), [&](const ClassResult& r) {
            total += r.result.count * static_cast<std::uint64_t>(r.size);
            nodes += r.result.nodes;
        });
        runner.start();
        runner.wait();
        cpu += process_cpu_seconds() - cpu0;
        wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    }
    if (expected && total != expected) state.SkipWithError("wrong total");
    state.counters["classes_per_s"] = benchmark::Counter(static_cast<double>(indices.size()), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["cpu_per_wall"] = wall > 0 ? cpu / wall : 0;
    // Equal CPU seconds on 1 and 2 threads: no cost from sharing (locks,
    // false sharing); the wall-time ratio then only depends on free cores.
    state.counters["cpu_s"] = cpu / static_cast<double>(state.iterations());
}

// All 16,230 classes of 6x7 (1,067,638 tours): many tiny classes.
void SubchainsThreads6x7(benchmark::State& state) { run_classes(state, 6, 7, 0, 16229, 1'067'638u); }
BENCHMARK(SubchainsThreads6x7)->Name("Subchains/Threads6x7")->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// 6x8 classes 0-2999: bigger classes of uneven size (handed out one at a time).
void SubchainsThreads6x8(benchmark::State& state) { run_classes(state, 6, 8, 0, 2999, 0); }
BENCHMARK(SubchainsThreads6x8)->Name("Subchains/Threads6x8")->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// 8x8 classes from a seeded random sample (KT_SUBCHAIN_SAMPLE classes, default
// 3) counted one after another; projects the whole 8x8 count on one core and on
// all cores from the mean seconds per class, and the total from the mean
// size-weighted count.
void SubchainsProjectFull8x8(benchmark::State& state) {
    const SubchainClasses classes(Board(8, 8));
    const char* env = std::getenv("KT_SUBCHAIN_SAMPLE");
    const int k = env ? std::max(1, std::atoi(env)) : 3;
    std::mt19937_64 rng(20261121);
    std::uniform_int_distribution<std::size_t> pick(0, classes.class_count() - 1);
    double seconds = 0, cpu = 0, weighted = 0;
    for (auto _ : state) {
        seconds = cpu = weighted = 0;
        for (int i = 0; i < k; ++i) {
            const double cpu0 = process_cpu_seconds();
            const ClassResult r = count_class(classes, pick(rng));
            cpu += process_cpu_seconds() - cpu0;
            seconds += r.result.seconds;
            weighted += static_cast<double>(r.result.count) * r.size;
        }
    }
    const double n = static_cast<double>(classes.class_count());
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    state.counters["sample"] = k;
    state.counters["s_per_class"] = seconds / k;
    state.counters["full_days_1core"] = seconds / k * n / 86400.0;
    // The same from CPU seconds: what an unloaded core would take.
    state.counters["cpu_s_per_class"] = cpu / k;
    state.counters["full_days_1core_cpu"] = cpu / k * n / 86400.0;
    state.counters["full_days_all_cores"] = seconds / k * n / 86400.0 / cores;
    state.counters["est_total_tours"] = weighted / k * n;  // 13,267,364,410,532 exactly
}
BENCHMARK(SubchainsProjectFull8x8)->Name("Subchains/ProjectFull8x8")->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// The sampled estimate's 95% interval on 8x8's own classes: a seeded random
// set of KT_COVERAGE_CLASSES classes (default 40; each takes seconds) is
// counted on every core, then samples of 5, 10 and 20 of them are drawn
// 2,000 times each; coverage_kK is the share of intervals that hold the
// set's total (0.95 or more keeps the interval's word).
void SubchainsEstimateCoverage8x8(benchmark::State& state) {
    const SubchainClasses classes(Board(8, 8));
    const char* env = std::getenv("KT_COVERAGE_CLASSES");
    const std::size_t m = env ? std::max(21, std::atoi(env)) : 40;
    std::vector<double> population;
    for (auto _ : state) {
        population.clear();
        const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
        SubchainRunner runner(classes, sample_classes(classes, m, 20261202), static_cast<int>(cores), [&](const ClassResult& r) {
            population.push_back(static_cast<double>(r.size) * static_cast<double>(r.result.count));
        });
        runner.start();
        runner.wait();
    }
    state.counters["classes"] = static_cast<double>(population.size());
    for (std::size_t k : {5, 10, 20})
        state.counters["coverage_k" + std::to_string(k)] = interval_coverage(population, k, 2000, k);
}
BENCHMARK(SubchainsEstimateCoverage8x8)->Name("Subchains/EstimateCoverage8x8")->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace
