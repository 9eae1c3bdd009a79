// knights count: exact number of closed tours, paths or open tours on a board,
// by the frontier DP (default) or by plain search (small boards, baseline).
#include <algorithm>
#include <cmath>
#include <iostream>
#include <optional>
#include <nlohmann/json.hpp>
#include <thread>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "commands.h"
#include "count_checkpoint.h"
#include "frontier_mpi.h"
#include "subchains_mpi.h"

namespace kt::cli {

namespace {
// RAM of this machine (0 if unknown: no budget).
// The frontier counter frees each step's input in megabyte pieces as it goes;
// glibc would keep those in its heap (its mmap threshold adapts upwards), so
// the process would hold far more than the counter's budget accounts for.
void return_freed_memory_to_the_system() {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
}

std::uint64_t physical_memory_bytes() {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) : 0;
}
}  // namespace

void register_count(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("count", "Count closed tours, paths or open tours exactly");
    struct Options {
        std::string board = "8x8";
        bool closed = false;
        bool paths = false;
        bool open = false;
        bool directed = false;
        std::string method = "auto";
        int threads = 0;
        double max_memory_gb = -1;  // not given: most of the machine's memory
        bool json = false;
        bool quiet = false;
        bool mpi = false;
        std::string checkpoint;
        BoardShapeOptions shape;
    };
    auto opts = std::make_shared<Options>();
    cmd->add_option("--board", opts->board, "Board as ROWSxCOLS")->capture_default_str();
    add_board_shape_options(cmd, opts->shape);
    auto* closed = cmd->add_flag("--closed", opts->closed, "Count closed tours (Hamiltonian cycles)");
    auto* paths = cmd->add_flag("--paths", opts->paths, "Count every tour as a path between its ends, closed ones cut open included");
    auto* open = cmd->add_flag("--open", opts->open, "Count paths whose ends are not a move apart");
    closed->excludes(paths)->excludes(open);
    paths->excludes(open);
    cmd->add_flag("--directed", opts->directed, "Count each tour in both directions (x2)");
    cmd->add_option("--method", opts->method,
                    "auto|frontier|search|both (both: frontier and search side by side, with their time ratio)")
        ->check(CLI::IsMember({"auto", "frontier", "search", "both"}))
        ->capture_default_str();
    cmd->add_option("--threads", opts->threads, "Worker threads (default: all cores)")->check(CLI::Range(0, 64));
    cmd->add_option("--max-memory", opts->max_memory_gb,
                    "Memory budget in GB: the count stops with a message rather than swap (default: 85% of this "
                    "machine's memory; 0 = none)")
        ->check(CLI::Range(0.0, 1e6));
    cmd->add_flag("--json", opts->json, "Print one JSON object");
    cmd->add_flag("--quiet", opts->quiet, "No progress on stderr");
    cmd->add_flag("--mpi", opts->mpi,
                  "Frontier count: spread the states over MPI ranks, rank 0 prints (automatic under mpirun)");
    cmd->add_option("--checkpoint", opts->checkpoint,
                    "Frontier count: save its state to FILE between steps, and resume from FILE when it exists "
                    "(removed once the count is done)");
    cmd->callback([opts, &ctx] {
        const int chosen = int(opts->closed) + int(opts->paths) + int(opts->open);
        if (chosen != 1) throw UsageError("choose one of --closed, --paths, --open");
        const Board board = resolve_board(opts->board, opts->shape);
        CountOptions o;
        o.kind = opts->closed ? CountKind::Closed : opts->paths ? CountKind::Paths : CountKind::Open;
        o.directed = opts->directed;
        o.threads = opts->threads > 0 ? opts->threads : std::max(1u, std::thread::hardware_concurrency());
        o.max_memory_bytes = opts->max_memory_gb >= 0 ? static_cast<std::uint64_t>(std::llround(opts->max_memory_gb * 1e9))
                                                      : physical_memory_bytes() / 100 * 85;

        const bool search = opts->method == "search";
        const bool both = opts->method == "both";
        if ((search || both) && board.square_count() > SearchCounter::kMaxSquares) {
            throw UsageError("--method " + opts->method + ": board " + opts->board + " has more than " +
                             std::to_string(SearchCounter::kMaxSquares) + " squares");
        }
        if (search && !opts->checkpoint.empty()) throw UsageError("--checkpoint: only the frontier method saves its state");
        // Under mpirun every rank runs this; rank 0 alone speaks.
        std::unique_ptr<FrontierExchange> ranks;
        if (opts->mpi || (launched_by_mpi() && mpi_available() && !search && !both)) {
            if (search || both) throw UsageError("--mpi: only the frontier method spreads over ranks");
            if (!opts->checkpoint.empty()) throw UsageError("--checkpoint: a count spread over MPI ranks saves no checkpoints");
            ranks = make_mpi_frontier_exchange();
        }
        const bool rank0 = !ranks || ranks->rank() == 0;
        const bool show = !opts->quiet && rank0;
        const auto progress = [show](const CountProgress& p) {
            if (!show) return;
            std::cerr << "\rsquare " << p.square << " of " << p.total << ", " << p.states << " states, "
                      << (p.memory_bytes >> 20) << " MB      " << std::flush;
        };
        const auto run_search = [&] {
            SearchCounter counter(board, o);
            counter.set_progress(progress);
            CountResult res = counter.run();
            if (show) std::cerr << '\n';
            return res;
        };
        const auto run_frontier = [&] {
            return_freed_memory_to_the_system();
            FrontierCounter counter(board, o);
            counter.set_progress(progress);
            counter.set_exchange(ranks.get());
            std::optional<CountCheckpoint> checkpoint;
            if (!opts->checkpoint.empty()) {
                checkpoint.emplace(opts->checkpoint);
                if (std::string saved = checkpoint->load(); !saved.empty()) {
                    if (const std::string error = counter.resume_from(std::move(saved)); !error.empty())
                        throw UsageError("--checkpoint: '" + opts->checkpoint + "': " + error);
                    if (show) std::cerr << "resuming from '" << opts->checkpoint << "'\n";
                }
                counter.set_checkpoint(checkpoint->hook());
            }
            CountResult res = counter.run();
            if (show) std::cerr << '\n';
            if (checkpoint && res.state == CountState::Done) checkpoint->remove();
            return res;
        };
        const auto require_done = [&](const CountResult& res) {
            if (res.state != CountState::Done) {
                ctx.exit_code = kExitUsage;
                if (!rank0) return;  // rank 0 says why
                throw UsageError(res.message.empty() ? std::string(to_string(res.state)) : res.message);
            }
        };
        CountResult r = search ? run_search() : run_frontier();
        if (ranks) {  // the most memory any rank held
            const auto held = ranks->all_gather({r.peak_memory_bytes});
            r.peak_memory_bytes = *std::max_element(held.begin(), held.end());
        }
        require_done(r);
        CountResult other;  // --method both: the search, on the same board
        if (both) {
            other = run_search();
            require_done(other);
            if (other.count != r.count) {
                throw UsageError("frontier counted " + to_decimal(r.count) + " but search counted " +
                                 to_decimal(other.count));
            }
        }
        if (!rank0) {
            ctx.exit_code = r.state == CountState::Done ? kExitOk : kExitUsage;
            return;
        }
        const std::string count = to_decimal(r.count);
        if (opts->json) {
            nlohmann::json j;
            j["board"] = format_board_size(board);
            j["kind"] = to_string(o.kind);
            j["directed"] = o.directed;
            j["count"] = count;
            j["method"] = r.method;
            j["threads"] = o.threads;
            j["peak_states"] = r.peak_states;
            j["peak_memory_bytes"] = r.peak_memory_bytes;
            j["frontier_width"] = r.frontier_width;
            j["seconds"] = std::round(r.seconds * 1000) / 1000;
            if (ranks) j["ranks"] = ranks->ranks();
            if (both) {
                j["method"] = "both";
                j["frontier_seconds"] = r.seconds;
                j["search_seconds"] = other.seconds;
                j["search_over_frontier"] = r.seconds > 0 ? other.seconds / r.seconds : 0.0;
            }
            std::cout << j.dump() << '\n';
        } else {
            std::cout << count << '\n';
            if (both) {
                std::cout << "frontier " << r.seconds << " s, search " << other.seconds << " s, search/frontier "
                          << (r.seconds > 0 ? other.seconds / r.seconds : 0.0) << '\n';
            }
        }
        ctx.exit_code = kExitOk;
    });
}

}  // namespace kt::cli
