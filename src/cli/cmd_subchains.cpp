// knights subchains list|count|merge: the corner-subchain counter of Jaeger's
// memo (docs/counting.md, docs/cli.md) with threads, checkpoints, shards and MPI.
#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <memory>
#include <mutex>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <thread>

#include "commands.h"
#include "option_table.h"
#include "subchains_checkpoint.h"
#include "subchains_mpi.h"

namespace kt::cli {
namespace {

using namespace kt::subchains;

SubchainClasses make_classes(const Board& board) {
    try {
        return SubchainClasses(board);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--board: ") + e.what());
    }
}

// The engine's selection errors name the part that was wrong; here that part
// is an option of the same name (--range, --class, --shard).
template <class F>
auto selection_usage(F&& f) -> decltype(f()) {
    try {
        return f();
    } catch (const SelectionError& e) {
        throw UsageError(e.part().empty() ? std::string(e.what()) : "--" + e.part() + ": " + e.what());
    }
}

nlohmann::json totals_json(const RunHeader& header, const SubchainTally& totals) {
    nlohmann::json j{{"board", header.board}, {"selection", header.selection}};
    if (!header.shard.empty()) j["shard"] = header.shard;
    j["classes"] = totals.classes;
    j["count"] = std::to_string(totals.representatives);
    j["total"] = to_decimal(totals.tours);
    j["nodes"] = totals.nodes;
    j["seconds"] = totals.seconds;
    return j;
}

void print_totals(const nlohmann::json& j, bool json) {
    if (json) {
        std::cout << j.dump() << "\n";
        return;
    }
    std::cout << "board " << j["board"].get<std::string>() << ", " << j["selection"].get<std::string>();
    if (j.contains("shard")) std::cout << ", shard " << j["shard"].get<std::string>();
    std::cout << ": " << j["classes"].get<std::size_t>() << " classes\n"
              << "count (sum over representatives): " << j["count"].get<std::string>() << "\n"
              << "total (sum of size x count, all closed tours): " << j["total"].get<std::string>() << "\n";
}

std::string duration_text(double s) {
    char buf[64];
    if (s < 120) std::snprintf(buf, sizeof buf, "%.0fs", s);
    else if (s < 7200) std::snprintf(buf, sizeof buf, "%.0fm%02.0fs", std::floor(s / 60), std::fmod(s, 60));
    else std::snprintf(buf, sizeof buf, "%.0fh%02.0fm", std::floor(s / 3600), std::fmod(s / 60, 60));
    return buf;
}

// "subchains: 120/1299 classes, 1,234 tours so far, 9.8 classes/s, ETA 2m00s"
void print_progress(std::size_t done, std::size_t total, std::uint64_t tours, double elapsed, std::size_t done_this_run) {
    const double rate = elapsed > 0 ? static_cast<double>(done_this_run) / elapsed : 0.0;
    std::string eta = rate > 0 ? duration_text(static_cast<double>(total - done) / rate) : "?";
    std::fprintf(stderr, "subchains: %zu/%zu classes, %llu tours so far, %.2f classes/s, ETA %s\n", done, total,
                 static_cast<unsigned long long>(tours), rate, eta.c_str());
}

void run_list(const std::string& board_option, bool json) {
    const Board board = parse_board_option(board_option);
    const SubchainClasses classes = make_classes(board);
    std::string out;
    for (std::size_t i = 0; i < classes.class_count(); ++i) {
        const std::string chains = classes.notation(classes.representative(i));
        if (json)
            out += nlohmann::json{{"class", i}, {"size", classes.info(i).size}, {"chains", chains}}.dump() + "\n";
        else
            out += std::to_string(i) + " " + std::to_string(classes.info(i).size) + " " + chains + "\n";
        flush_when_large(out);
    }
    std::cout << out;
}

// The command line's values; defaults and checks from kSubchainOptionTable.
struct SubchainsCountArgs {
    std::string board = "8x8";
    std::string chains, range, checkpoint, shard;
    std::int64_t class_index = -1;  // -1: not given
    bool all = false, json = false, mpi = false, quiet = false;
    int threads = 0;
};

void run_chains(const SubchainsCountArgs& o, const Board& board, const SubchainClasses& classes) {
    Combination combination;
    try {
        combination = classes.parse(o.chains);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--chains: ") + e.what());
    }
    SubchainCounter counter(board, combination);
    SubchainResult result;
    std::atomic<bool> finished{false};
    std::thread worker([&] {
        result = counter.run();
        finished = true;
    });
    auto last = std::chrono::steady_clock::now();
    while (!finished) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const auto now = std::chrono::steady_clock::now();
        if (!o.quiet && now - last > std::chrono::seconds(2)) {
            std::fprintf(stderr, "subchains: %llu nodes, %llu tours so far\n",
                         static_cast<unsigned long long>(counter.nodes_so_far()),
                         static_cast<unsigned long long>(counter.tours_so_far()));
            last = now;
        }
    }
    worker.join();
    const std::int64_t cls = classes.class_of(combination);
    nlohmann::json j{{"board", format_board_size(board)}, {"chains", classes.notation(combination)}, {"count", std::to_string(result.count)}};
    if (cls >= 0) {
        j["class"] = cls;
        j["size"] = classes.info(static_cast<std::size_t>(cls)).size;
    } else {
        j["class"] = nullptr;
        j["note"] = "the chains do not agree: no closed tour contains them";
    }
    j["nodes"] = result.nodes;
    j["seconds"] = result.seconds;
    if (o.json) std::cout << j.dump() << "\n";
    else std::cout << "count: " << result.count << "\n";
}

void add_record(SubchainTally& totals, const ClassRecord& r) { totals.add(r.size, r.count, r.nodes, r.seconds); }

// The run a count's options describe: its header (as a checkpoint records it)
// and the classes it counts, after sharding.
struct CountRun {
    RunHeader header;
    std::vector<std::size_t> selected;
};

CountRun plan_count(const SubchainsCountArgs& o, const SubchainClasses& classes) {
    CountRun run;
    run.header.board = format_board_size(classes.board());
    run.header.selection = o.all              ? selection_text_all()
                           : !o.range.empty() ? selection_text_range(o.range)
                                              : selection_text_class(static_cast<std::size_t>(o.class_index));
    run.header.shard = o.shard;
    run.selected = selection_usage([&] { return parse_selection(run.header.selection, classes); });
    if (!o.shard.empty()) {
        const auto [i, n] = selection_usage([&] { return parse_shard(o.shard); });
        run.header.shard = std::to_string(i) + "/" + std::to_string(n);
        run.selected = shard_of(run.selected, i, n);
    }
    return run;
}

// Classes an earlier run with the same checkpoint already counted.
std::map<std::size_t, ClassRecord> resume_from(const std::string& checkpoint, const CountRun& run, bool repair) {
    std::map<std::size_t, ClassRecord> done;
    std::error_code ec;
    if (checkpoint.empty() || !std::filesystem::exists(checkpoint, ec) || std::filesystem::file_size(checkpoint, ec) == 0)
        return done;
    const CheckpointFile previous = read_checkpoint(checkpoint, repair);
    const RunHeader& h = previous.header;
    if (!h.board.empty() && (h.board != run.header.board || h.selection != run.header.selection || h.shard != run.header.shard))
        throw UsageError("--checkpoint: '" + checkpoint + "' belongs to another run (" + h.board + ", " + h.selection +
                         (h.shard.empty() ? "" : ", shard " + h.shard) + ")");
    const std::set<std::size_t> wanted(run.selected.begin(), run.selected.end());
    for (const auto& [index, record] : previous.classes) {
        if (!wanted.count(index))
            throw UsageError("--checkpoint: '" + checkpoint + "' holds class " + std::to_string(index) + " outside this run");
        done[index] = record;
    }
    return done;
}

// Counting state shared by the worker callbacks and the progress ticks.
struct CountProgress {
    CountProgress(const SubchainsCountArgs& args, std::size_t selected_classes) : o(args), selected(selected_classes) {}

    const SubchainsCountArgs& o;
    std::size_t selected = 0;
    SubchainTally totals;
    std::map<std::size_t, ClassRecord> done;
    std::unique_ptr<CheckpointWriter> writer;
    std::mutex mutex;
    std::chrono::steady_clock::time_point begin = std::chrono::steady_clock::now();
    std::size_t finished_now = 0;
    std::uint64_t tours_running = 0;

    void on_result(const ClassResult& r) {
        const ClassRecord record{r.size, r.result.count, r.result.nodes, r.result.seconds};
        std::lock_guard lock(mutex);
        if (writer) writer->append(r.index, record);
        done[r.index] = record;
        add_record(totals, record);
        ++finished_now;
    }
    void tick() {
        if (o.quiet) return;
        std::lock_guard lock(mutex);
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        print_progress(done.size(), selected, totals.representatives + tours_running, elapsed, finished_now);
    }
};

// Rank 0 alone touches the checkpoint (it repairs a torn tail itself) and
// reports; returns false on the other ranks.
bool count_over_mpi(CountProgress& p, const SubchainClasses& classes, const CountRun& run, const std::vector<std::size_t>& todo) {
    const char* rank_text = std::getenv("OMPI_COMM_WORLD_RANK");
    if (!rank_text) rank_text = std::getenv("PMI_RANK");
    const bool is_rank0 = !rank_text || std::string(rank_text) == "0";
    if (is_rank0 && !p.o.checkpoint.empty()) {
        std::error_code ec;
        if (std::filesystem::exists(p.o.checkpoint, ec)) read_checkpoint(p.o.checkpoint, true);
        p.writer = std::make_unique<CheckpointWriter>(p.o.checkpoint, run.header);
    }
    return mpi_count(classes, todo, [&](const ClassResult& r) { p.on_result(r); }, [&] { p.tick(); });
}

void count_on_threads(CountProgress& p, const SubchainClasses& classes, const CountRun& run, const std::vector<std::size_t>& todo) {
    if (!p.o.checkpoint.empty()) p.writer = std::make_unique<CheckpointWriter>(p.o.checkpoint, run.header);
    const int threads = p.o.threads > 0 ? p.o.threads : std::max(1u, std::thread::hardware_concurrency());
    SubchainRunner runner(classes, todo, threads, [&](const ClassResult& r) { p.on_result(r); });
    runner.start();
    auto last = std::chrono::steady_clock::now();
    while (!runner.finished()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (std::chrono::steady_clock::now() - last > std::chrono::seconds(2)) {
            p.tours_running = runner.progress().tours_running;
            p.tick();
            last = std::chrono::steady_clock::now();
        }
    }
    runner.wait();
    if (const std::string error = runner.error(); !error.empty()) throw std::runtime_error(error);
    p.tours_running = 0;
    if (!todo.empty()) p.tick();
}

void run_count(const SubchainsCountArgs& o) {
    const Board board = parse_board_option(o.board);
    const SubchainClasses classes = make_classes(board);
    if (auto why = counting_refusal(board)) throw UsageError("--board: " + *why);
    const int selectors = (!o.chains.empty()) + (o.class_index >= 0) + (!o.range.empty()) + (o.all ? 1 : 0);
    if (selectors != 1) throw UsageError("give exactly one of --chains, --class, --range, --all");
    if (!o.chains.empty()) {
        if (!o.checkpoint.empty() || !o.shard.empty()) throw UsageError("--chains counts one combination: no --checkpoint or --shard");
        return run_chains(o, board, classes);
    }
    const CountRun run = plan_count(o, classes);
    const bool use_mpi = o.mpi || (launched_by_mpi() && mpi_available());
    CountProgress progress(o, run.selected.size());
    progress.done = resume_from(o.checkpoint, run, !use_mpi);
    for (const auto& [index, record] : progress.done) add_record(progress.totals, record);
    std::vector<std::size_t> todo;
    for (std::size_t c : run.selected)
        if (!progress.done.count(c)) todo.push_back(c);
    if (use_mpi) {
        if (!count_over_mpi(progress, classes, run, todo)) return;
    } else {
        count_on_threads(progress, classes, run, todo);
    }
    nlohmann::json j = totals_json(run.header, progress.totals);
    if (run.header.selection.rfind("class ", 0) == 0 && !run.selected.empty()) {
        j["size"] = classes.info(run.selected[0]).size;
        j["chains"] = classes.notation(classes.representative(run.selected[0]));
    }
    print_totals(j, o.json);
}

// Every part must come from the same run, and shards from one split, each once.
void check_merge_parts(const std::vector<CheckpointFile>& parts, const std::vector<std::string>& files) {
    const RunHeader& first = parts[0].header;
    std::set<std::string> shards;
    std::size_t shard_n = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        const RunHeader& h = parts[k].header;
        if (h.board != first.board || h.selection != first.selection)
            throw UsageError("'" + files[k] + "' is from another run (" + h.board + ", " + h.selection + ") than '" + files[0] + "' (" +
                             first.board + ", " + first.selection + ")");
        if (h.shard.empty()) continue;
        const std::size_t n = selection_usage([&] { return parse_shard(h.shard); }).second;
        if (shard_n && n != shard_n) throw UsageError("'" + files[k] + "' is shard " + h.shard + " of another split");
        shard_n = n;
        if (!shards.insert(h.shard).second) throw UsageError("shard " + h.shard + " given twice ('" + files[k] + "')");
    }
}

void run_merge(const std::vector<std::string>& files, bool json) {
    if (files.empty()) throw UsageError("merge: give the result files of the shards (written with --checkpoint)");
    std::vector<CheckpointFile> parts;
    for (const std::string& f : files) {
        parts.push_back(read_checkpoint(f, false));
        if (parts.back().header.board.empty()) throw UsageError("'" + f + "' is empty");
    }
    check_merge_parts(parts, files);
    const RunHeader& first = parts[0].header;
    const SubchainClasses classes = make_classes(parse_board_option(first.board));
    const std::vector<std::size_t> selected = selection_usage([&] { return parse_selection(first.selection, classes); });
    std::map<std::size_t, std::size_t> owner;
    SubchainTally totals;
    for (std::size_t k = 0; k < parts.size(); ++k)
        for (const auto& [index, record] : parts[k].classes) {
            auto [it, fresh] = owner.emplace(index, k);
            if (!fresh)
                throw UsageError("overlap: class " + std::to_string(index) + " is in both '" + files[it->second] + "' and '" + files[k] + "'");
            add_record(totals, record);
        }
    std::vector<std::size_t> missing;
    for (std::size_t c : selected)
        if (!owner.count(c)) missing.push_back(c);
    if (!missing.empty())
        throw UsageError("incomplete: " + std::to_string(missing.size()) + " of " + std::to_string(selected.size()) +
                         " classes missing: " + index_ranges_text(missing));
    nlohmann::json j = totals_json(RunHeader{first.board, first.selection, ""}, totals);
    j["files"] = files.size();
    print_totals(j, json);
}

}  // namespace

namespace {

void register_list(CLI::App* cmd, Context& ctx) {
    auto* list = cmd->add_subcommand("list", "List the classes of corner-chain combinations");
    auto board = std::make_shared<std::string>("8x8");
    auto json = std::make_shared<bool>(false);
    add_table_options(list, command_table(CommandTable::Subchains), {{"board", board.get()}});
    list->add_flag("--json", *json, "One JSON object per class: class, size, chains");
    list->callback([&ctx, board, json] {
        run_list(*board, *json);
        ctx.exit_code = kExitOk;
    });
}

void register_count_classes(CLI::App* cmd, Context& ctx) {
    auto* count = cmd->add_subcommand("count", "Count the closed tours of classes or of one combination");
    auto o = std::make_shared<SubchainsCountArgs>();
    add_table_options(count, command_table(CommandTable::Subchains),
                      {{"board", &o->board}, {"chains", &o->chains}, {"class", &o->class_index}, {"range", &o->range}, {"all", &o->all},
                       {"threads", &o->threads}, {"checkpoint", &o->checkpoint}, {"shard", &o->shard}});
    count->add_flag("--mpi", o->mpi, "Spread classes over MPI ranks (automatic under mpirun)");
    count->add_flag("--quiet", o->quiet, "No progress lines on stderr");
    count->add_flag("--json", o->json, "JSON output: count (sum over representatives), total (sum of size x count)");
    count->callback([&ctx, o] {
        run_count(*o);
        ctx.exit_code = kExitOk;
    });
}

void register_merge(CLI::App* cmd, Context& ctx) {
    auto* merge = cmd->add_subcommand("merge", "Add up shard result files; refuses overlaps and gaps");
    auto files = std::make_shared<std::vector<std::string>>();
    auto json = std::make_shared<bool>(false);
    merge->add_option("files", *files, "Result files written with --checkpoint")->required();
    merge->add_flag("--json", *json, "JSON output");
    merge->callback([&ctx, files, json] {
        run_merge(*files, *json);
        ctx.exit_code = kExitOk;
    });
}

}  // namespace

void register_subchains(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("subchains", "Count closed tours by corner subchains (Jaeger's memo): list, count, merge");
    cmd->require_subcommand(1);
    register_list(cmd, ctx);
    register_count_classes(cmd, ctx);
    register_merge(cmd, ctx);
}

}  // namespace kt::cli
