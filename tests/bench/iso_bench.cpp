// Isomorphism throughput: canonical forms per second on 8x8, a dedupe lookup
// with few and with many masters stored (the time must not grow), and the
// fast one-line parser next to the shared format reader.
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "engine.h"
#include "iso/tour_line_parser.h"

namespace {

using namespace kt;

std::vector<Tour> some_tours(std::size_t count) {
    const Board board(8, 8);
    std::vector<Tour> tours;
    for (Square start = 0; start < 64 && tours.size() < count; ++start) {
        WarnsdorffEnumerator search(board, start, {false, static_cast<std::int64_t>(count - tours.size())});
        while (search.next()) tours.push_back(search.tour());
    }
    return tours;
}

std::string algebraic(const Board& board, const Tour& tour) {
    std::string line;
    for (Square s : tour.squares) {
        if (!line.empty()) line += ' ';
        line += board.name(s);
    }
    return line;
}

void BM_Canonicalize8x8(benchmark::State& state) {
    const Board board(8, 8);
    const Canonicalizer canon(board);
    const auto tours = some_tours(1000);
    std::vector<std::uint8_t> codes;
    std::vector<std::uint64_t> form(canon.words_per_form()), scratch(canon.words_per_form());
    std::size_t i = 0;
    for (auto _ : state) {
        const Tour& t = tours[i++ % tours.size()];
        canon.link_codes(t, codes);
        benchmark::DoNotOptimize(canon.canonicalize(codes.data(), form.data(), scratch.data()));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Canonicalize8x8);

// One candidate looked up among N masters: flat in N.
void BM_DedupeLookup(benchmark::State& state) {
    const Board board(8, 8);
    Deduplicator dedupe(board);
    const auto masters = some_tours(static_cast<std::size_t>(state.range(0)));
    for (std::size_t k = 0; k < masters.size(); ++k) dedupe.add(masters[k], k);
    std::mt19937 rng(1);
    std::vector<Tour> probes;
    for (int k = 0; k < 1000; ++k)
        probes.push_back(reorient_tour(transform_tour(board, masters[rng() % masters.size()], Symmetry::Rotate180), true, 0));
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(dedupe.add(probes[i++ % probes.size()], 0));
    state.SetItemsProcessed(state.iterations());
    state.counters["masters"] = static_cast<double>(dedupe.masters());
}
BENCHMARK(BM_DedupeLookup)->Arg(1000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kNanosecond);

void BM_ParseLineFast(benchmark::State& state) {
    const Board board(8, 8);
    const std::string line = algebraic(board, some_tours(1)[0]);
    const TourLineParser parser(board);
    std::vector<Square> out;
    std::string error;
    for (auto _ : state) benchmark::DoNotOptimize(parser.parse(line, TourLineFormat::Algebraic, out, error));
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(line.size()));
}
BENCHMARK(BM_ParseLineFast);

void BM_ParseLineSharedReader(benchmark::State& state) {
    const Board board(8, 8);
    const std::string line = algebraic(board, some_tours(1)[0]);
    std::size_t got = 0;
    TourStreamReader reader(board, [&](ParsedTour&& t) { got += t.ok(); });
    for (auto _ : state) reader.add_line(line);
    benchmark::DoNotOptimize(got);
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(line.size()));
}
BENCHMARK(BM_ParseLineSharedReader);

}  // namespace
