// knights count: exact number of closed tours, paths or open tours on a board,
// by the frontier DP (default) or by plain search (small boards, baseline).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <functional>
#include <iostream>
#include <optional>
#include <nlohmann/json.hpp>
#include <thread>

#include "commands.h"
#include "count_checkpoint.h"
#include "frontier_mpi.h"
#include "option_table.h"
#include "mpi_session.h"

namespace kt::cli {

namespace {
// The frontier counter frees each step's input in pieces as it goes; glibc
// would keep large ones in its heap (its mmap threshold adapts upwards), so
// the process would hold far more than the counter's budget accounts for:
// blocks from 2 MB up (the partitions and tables of large counts) are mapped
// and given back when freed. Smaller ones come from the heap, and up to
// 512 MB of its free top is kept: given back after every step, the next
// step faulted in fresh zeroed pages. With a 256 KB threshold (top kept),
// 5x20 closed took 0.74 CPU s, with 2 MB 0.24 s; 7x8 closed 34 s and 25 s,
// resident 567 MB and 588 MB (the counter's own account: 535 MB).
constexpr std::size_t kCounterMapsFrom = std::size_t(2) << 20;

// The command line's values; defaults and checks from kCountOptionTable.
struct CountArgs {
    std::string board = "8x8";
    bool closed = false, paths = false, open = false, directed = false, json = false, quiet = false, mpi = false;
    std::string method, checkpoint, ends;
    int threads = 0;
    double max_memory_gb = 0;  // negative: not given, most of the machine's memory
    BoardShapeOptions shape;
};

CountOptions engine_options(const CountArgs& a) {
    const int chosen = int(a.closed) + int(a.paths) + int(a.open);
    if (chosen != 1) throw UsageError("choose one of --closed, --paths, --open");
    CountOptions o;
    o.kind = a.closed ? CountKind::Closed : a.paths ? CountKind::Paths : CountKind::Open;
    o.directed = a.directed;
    o.threads = a.threads > 0 ? a.threads : std::max(1u, std::thread::hardware_concurrency());
    o.max_memory_bytes = a.max_memory_gb >= 0 ? static_cast<std::uint64_t>(std::llround(a.max_memory_gb * 1e9))
                                              : physical_memory_bytes() / 100 * 85;
    o.resident_bytes = resident_bytes;
    return o;
}

// Runs `count`, resumed from and saved to --checkpoint when given. Under MPI
// `ranks` spreads the states over the ranks, each with its own file.
CountReport run_tours(TourCount& count, const CountArgs& a, FrontierExchange* ranks, bool show) {
    // A sweep that starts again (the search after the frontier, a count's next sweep) gets a line of its own.
    std::optional<std::int64_t> last;  // shared by the counters' copies of the callback; outlives run()
    count.set_progress([show, &last](const CountProgress& p) {
        if (!show) return;
        if (last && p.square < *last) std::cerr << '\n';
        last = p.square;
        std::cerr << "\rsquare " << p.square << " of " << p.total << ", " << p.states << " states, "
                  << (p.memory_bytes >> 20) << " MB      " << std::flush;
    });
    if (ranks) count.set_exchange(ranks);
    std::optional<CountCheckpoint> checkpoint;
    if (!a.checkpoint.empty()) {
        checkpoint.emplace(a.checkpoint, ranks);
        try {
            count.set_checkpoint(checkpoint->hook());
        } catch (const CountError& e) {
            throw UsageError(std::string("--checkpoint: ") + e.what());
        }
        if (std::string saved = checkpoint->load(); !saved.empty()) {
            // Over ranks every rank goes on into run(), which stops them all.
            if (const std::string error = count.resume_from(std::move(saved)); !error.empty() && !ranks)
                throw UsageError("--checkpoint: '" + checkpoint->path() + "': " + error);
            if (show) std::cerr << "resuming from '" << checkpoint->path() << "'\n";
        }
    }
    CountReport report = count.run();
    if (last) std::cerr << '\n';  // ends the progress line, before any message
    if (checkpoint && report.result.state == CountState::Done) checkpoint->remove();
    return report;
}

// Only rank 0 says why a count stopped; the other ranks just exit 2.
void require_done(const CountResult& res, Context& ctx, bool rank0 = true) {
    if (res.state == CountState::Done) return;
    ctx.exit_code = kExitUsage;
    if (!rank0) return;
    throw UsageError(res.message.empty() ? std::string(to_string(res.state)) : res.message);
}

// The count on stdout; with --method both, the search's time too.
// `ranks`: how many MPI ranks shared the count (0: one process).
void print_count(const Board& board, const CountOptions& o, const CountReport& report, bool json, int ranks) {
    const CountResult& r = report.result;
    const CountResult* search = report.search ? &*report.search : nullptr;
    const double ratio = report.search_over_frontier();
    if (!json) {
        std::cout << count_decimal(r) << '\n';
        if (search)
            std::cout << "frontier " << r.seconds << " s, search " << search->seconds << " s, search/frontier " << ratio
                      << '\n';
        return;
    }
    nlohmann::json j;
    j["board"] = format_board_size(board);
    j["kind"] = to_string(o.kind);
    j["directed"] = o.directed;
    if (o.ends) j["ends"] = {board.name(o.ends->first), board.name(o.ends->second)};
    j["count"] = count_decimal(r);
    j["method"] = r.method;
    j["threads"] = o.threads;
    j["peak_states"] = r.peak_states;
    j["peak_memory_bytes"] = r.peak_memory_bytes;
    j["frontier_width"] = r.frontier_width;
    j["seconds"] = std::round(r.seconds * 1000) / 1000;
    if (!r.message.empty()) j["reason"] = r.message;  // a count known without counting
    if (ranks > 0) j["ranks"] = ranks;
    if (search) {
        j["method"] = "both";
        j["frontier_seconds"] = r.seconds;
        j["search_seconds"] = search->seconds;
        j["search_over_frontier"] = ratio;
    }
    std::cout << j.dump() << '\n';
}

// --ends A,B: two squares of the board.
std::pair<Square, Square> parse_ends(const Board& board, const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos)
        throw UsageError("--ends '" + text + "': give two squares, as a1,h8");
    std::pair<Square, Square> ends;
    for (int k = 0; k < 2; ++k) {
        const std::string name = k == 0 ? text.substr(0, comma) : text.substr(comma + 1);
        const auto s = board.parse_square(name);
        if (!s) throw UsageError("--ends: '" + name + "' is not a square of the " + format_board_size(board) + " board");
        (k == 0 ? ends.first : ends.second) = *s;
    }
    return ends;
}

std::unique_ptr<TourCount> make_count(const Board& board, const CountOptions& o, const std::string& method) {
    try {
        return std::make_unique<TourCount>(board, o, count_method_named(method).value_or(CountMethod::Auto));
    } catch (const CountError& e) {
        throw UsageError("--method " + method + ": " + e.what());
    }
}

void run_count(const CountArgs& a, Context& ctx) {
    CountOptions o = engine_options(a);
    const Board board = resolve_board(a.board, a.shape);
    if (!a.ends.empty()) o.ends = parse_ends(board, a.ends);
    const std::unique_ptr<TourCount> count = make_count(board, o, a.method);
    // Under mpirun every rank runs this; rank 0 alone speaks.
    std::unique_ptr<FrontierExchange> ranks;
    if (const auto why = count->refusal(CountNeed::Spread); a.mpi && why) throw UsageError("--mpi: " + *why);
    if (a.mpi || (launched_by_mpi() && mpi_available() && count->frontier_only())) ranks = make_mpi_frontier_exchange();
    const bool rank0 = !ranks || ranks->rank() == 0;
    const bool show = !a.quiet && rank0;
    keep_heap_for_reuse(kCounterMapsFrom);
    const CountReport report = run_tours(*count, a, ranks.get(), show);
    require_done(report.result, ctx, rank0);
    if (!rank0) {
        if (report.result.state == CountState::Done) ctx.exit_code = kExitOk;
        return;
    }
    print_count(board, o, report, a.json, ranks ? ranks->ranks() : 0);
    ctx.exit_code = kExitOk;
}

}  // namespace

void register_count(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("count", "Count closed tours, paths or open tours exactly");
    auto opts = std::make_shared<CountArgs>();
    add_board_option(cmd, opts->board);
    add_board_shape_options(cmd, opts->shape);
    const auto kinds = add_table_options(cmd, command_table(CommandTable::Count),
                                         {{"closed", &opts->closed}, {"paths", &opts->paths}, {"open", &opts->open},
                                          {"directed", &opts->directed}, {"method", &opts->method},
                                          {"threads", &opts->threads}, {"max-memory", &opts->max_memory_gb}});
    kinds[0]->excludes(kinds[1])->excludes(kinds[2]);
    kinds[1]->excludes(kinds[2]);
    cmd->add_flag("--json", opts->json, "Print one JSON object");
    cmd->add_flag("--quiet", opts->quiet, "No progress on stderr");
    cmd->add_flag("--mpi", opts->mpi,
                  "Frontier count: spread the states over MPI ranks, rank 0 prints (automatic under mpirun)");
    add_table_options(cmd, command_table(CommandTable::Count), {{"checkpoint", &opts->checkpoint}, {"ends", &opts->ends}});
    cmd->callback([opts, &ctx] { run_count(*opts, ctx); });
}

}  // namespace kt::cli
