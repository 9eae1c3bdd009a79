// knights subchains list|count|merge: the corner-subchain counter of Jaeger's
// memo (docs/counting.md, docs/cli.md) with threads, checkpoints, shards and MPI.
#include <chrono>
#include <cmath>
#include <filesystem>
#include <functional>
#include <memory>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
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
    const SubchainResult result = count_combination(board, combination, [&](std::uint64_t nodes, std::uint64_t tours) {
        if (!o.quiet)
            std::fprintf(stderr, "subchains: %llu nodes, %llu tours so far\n", static_cast<unsigned long long>(nodes),
                         static_cast<unsigned long long>(tours));
    });
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

RunPlan plan_count(const SubchainsCountArgs& o, const SubchainClasses& classes) {
    const std::string selection = o.all              ? selection_text_all()
                                  : !o.range.empty() ? selection_text_range(o.range)
                                                     : selection_text_class(static_cast<std::size_t>(o.class_index));
    return selection_usage([&] { return plan_run(classes, selection, o.shard); });
}

// Classes an earlier run with the same checkpoint already counted; with
// `repair`, a torn last line is cut from the file so appends start clean.
void resume_from(SubchainRun& run, const std::string& checkpoint, bool repair) {
    std::error_code ec;
    if (checkpoint.empty() || !std::filesystem::exists(checkpoint, ec) || std::filesystem::file_size(checkpoint, ec) == 0)
        return;
    const std::string text = read_input(checkpoint);
    try {
        run.resume(text, checkpoint, [&](std::size_t whole) {
            if (repair) std::filesystem::resize_file(checkpoint, whole);
        });
    } catch (const ResultsError& e) {
        throw UsageError(e.what());
    } catch (const RunError& e) {
        throw UsageError(std::string("--checkpoint: ") + e.what());
    }
}

// The progress line of a run, unless --quiet.
std::function<void()> progress_ticks(const SubchainsCountArgs& o, const SubchainRun& run) {
    const auto begin = std::chrono::steady_clock::now();
    return [&o, &run, begin] {
        if (o.quiet) return;
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        print_progress(run.classes_done(), run.plan().selected.size(),
                       run.totals().representatives + run.progress().tours_running, elapsed, run.results().size());
    };
}

// Rank 0 alone touches the checkpoint (it repairs a torn tail itself) and
// reports; returns false on the other ranks.
bool count_over_mpi(const SubchainsCountArgs& o, SubchainRun& run, std::unique_ptr<CheckpointWriter>& writer,
                    const std::function<void()>& tick) {
    const char* rank_text = std::getenv("OMPI_COMM_WORLD_RANK");
    if (!rank_text) rank_text = std::getenv("PMI_RANK");
    const bool is_rank0 = !rank_text || std::string(rank_text) == "0";
    if (is_rank0 && !o.checkpoint.empty()) {
        resume_from(run, o.checkpoint, true);
        writer = std::make_unique<CheckpointWriter>(o.checkpoint, run.checkpoint_header());
    }
    return mpi_count(run.classes(), run.todo(), [&](const ClassResult& r) { run.record(r); }, tick);
}

void count_on_threads(const SubchainsCountArgs& o, SubchainRun& run, std::unique_ptr<CheckpointWriter>& writer,
                      const std::function<void()>& tick) {
    if (!o.checkpoint.empty()) writer = std::make_unique<CheckpointWriter>(o.checkpoint, run.checkpoint_header());
    const int threads = o.threads > 0 ? o.threads : std::max(1u, std::thread::hardware_concurrency());
    run.count(threads, tick);
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
    const bool use_mpi = o.mpi || (launched_by_mpi() && mpi_available());
    std::unique_ptr<CheckpointWriter> writer;  // outlives the run's workers
    SubchainRun run(classes, plan_count(o, classes));
    const std::function<void()> tick = progress_ticks(o, run);
    resume_from(run, o.checkpoint, !use_mpi);
    run.save_to([&writer](const std::string& line) {
        if (writer) writer->append(line);
    });
    if (use_mpi) {
        if (!count_over_mpi(o, run, writer, tick)) return;
    } else {
        count_on_threads(o, run, writer, tick);
    }
    nlohmann::json j = totals_json(run.plan().header, run.totals());
    const std::vector<std::size_t>& selected = run.plan().selected;
    if (run.plan().header.selection.rfind("class ", 0) == 0 && !selected.empty()) {
        j["size"] = classes.info(selected[0]).size;
        j["chains"] = classes.notation(classes.representative(selected[0]));
    }
    print_totals(j, o.json);
}

// The engine's complaints about result texts, worded as they come.
template <class F>
auto results_usage(F&& f) -> decltype(f()) {
    try {
        return selection_usage(f);
    } catch (const ResultsError& e) {
        throw UsageError(e.what());
    } catch (const RunError& e) {
        throw UsageError(e.what());
    }
}

void run_merge(const std::vector<std::string>& files, bool json) {
    if (files.empty()) throw UsageError("merge: give the result files of the shards (written with --checkpoint)");
    ResultsMerge merge;
    for (const std::string& f : files) {
        const std::string text = read_input(f);
        results_usage([&] { merge.add(f, text); });
    }
    const RunHeader run = results_usage([&] { return merge.run(); });
    const SubchainClasses classes = make_classes(parse_board_option(run.board));
    const std::vector<std::size_t> selected = selection_usage([&] { return parse_selection(run.selection, classes); });
    const SubchainTally totals = results_usage([&] { return merge.total(selected); });
    nlohmann::json j = totals_json(run, totals);
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
