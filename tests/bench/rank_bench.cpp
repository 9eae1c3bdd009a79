// Tour numbers: the one-time table build beside the frontier counter on the
// same board (one thread each, so the ratio is fair), then lookups: unrank a
// uniformly random index, rank a tour. Counters: states kept, table MB.
// Long ones (6x7 paths: minutes): --benchmark_filter=Rank_.*6x7.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>

#include "engine.h"
#include "count/frontier_counter.h"
#include "rank/tour_rank.h"

namespace {

struct Case {
    int rows, cols;
    kt::CountKind kind;
};

// One table per board and kind, kept for the lookups (the build benchmark
// leaves its last table here, so lookups do not build it again).
std::unique_ptr<kt::TourRanker>& table_of(const Case& c) {
    static std::map<std::tuple<int, int, int>, std::unique_ptr<kt::TourRanker>> tables;
    return tables[{c.rows, c.cols, static_cast<int>(c.kind)}];
}

const kt::TourRanker& ranker(const Case& c) {
    auto& slot = table_of(c);
    if (!slot) slot = std::make_unique<kt::TourRanker>(kt::Board(c.rows, c.cols), c.kind, false);
    return *slot;
}

void build(benchmark::State& state, Case c) {
    std::unique_ptr<kt::TourRanker> r;
    for (auto _ : state) r = std::make_unique<kt::TourRanker>(kt::Board(c.rows, c.cols), c.kind, false);
    state.counters["states"] = static_cast<double>(r->stats().states);
    state.counters["peak_layer"] = static_cast<double>(r->stats().peak_layer);
    state.counters["table_MB"] = static_cast<double>(r->stats().bytes) / 1e6;
    table_of(c) = std::move(r);
}

void count(benchmark::State& state, Case c) {
    kt::CountOptions o;
    o.kind = c.kind;
    o.threads = 1;
    for (auto _ : state) benchmark::DoNotOptimize(kt::FrontierCounter(kt::Board(c.rows, c.cols), o).run().count);
}

void unrank(benchmark::State& state, Case c) {
    const kt::TourRanker& r = ranker(c);
    kt::SplitMix64 rng(1);
    for (auto _ : state) benchmark::DoNotOptimize(r.unrank(1 + kt::uniform_below(rng, r.count())));
    state.SetLabel(kt::to_decimal(r.count()) + " tours");
}

void rank(benchmark::State& state, Case c) {
    const kt::TourRanker& r = ranker(c);
    kt::SplitMix64 rng(2);
    std::vector<kt::Tour> tours;
    for (int i = 0; i < 64; ++i) tours.push_back(r.random(rng));
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(r.rank(tours[i++ % tours.size()]));
}

constexpr Case k6x6Closed{6, 6, kt::CountKind::Closed}, k6x8Closed{6, 8, kt::CountKind::Closed},
    k6x6Paths{6, 6, kt::CountKind::Paths}, k6x7Paths{6, 7, kt::CountKind::Paths};

#define RANK_CASE(name, c)                                                                          \
    BENCHMARK_CAPTURE(count, Rank_##name, c)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime(); \
    BENCHMARK_CAPTURE(build, Rank_##name, c)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime(); \
    BENCHMARK_CAPTURE(unrank, Rank_##name, c)->Unit(benchmark::kMicrosecond);                        \
    BENCHMARK_CAPTURE(rank, Rank_##name, c)->Unit(benchmark::kMicrosecond);

RANK_CASE(6x6_closed, k6x6Closed)
RANK_CASE(6x8_closed, k6x8Closed)
RANK_CASE(6x6_paths, k6x6Paths)
RANK_CASE(6x7_paths, k6x7Paths)

}  // namespace
