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
#include <thread>

#include "commands.h"
#include "subchains_checkpoint.h"
#include "subchains_mpi.h"

namespace kt::cli {
namespace {

using namespace kt::subchains;
using cli::subchains::CheckpointFile;
using cli::subchains::ClassRecord;
using cli::subchains::RunHeader;

std::string u128_to_string(unsigned __int128 v) {
    if (v == 0) return "0";
    std::string s;
    while (v) {
        s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    return s;
}

std::string board_text(const Board& board) { return std::to_string(board.rows()) + "x" + std::to_string(board.cols()); }

SubchainClasses make_classes(const Board& board) {
    try {
        return SubchainClasses(board);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--board: ") + e.what());
    }
}

std::size_t parse_index(const std::string& text, const std::string& option) {
    std::size_t used = 0;
    unsigned long long v = 0;
    try {
        v = std::stoull(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || text[0] == '-' || text[0] == '+')
        throw UsageError(option + ": '" + text + "' is not a class index");
    return static_cast<std::size_t>(v);
}

// The classes a selection names, as "all", "range A-B" or "class I".
std::vector<std::size_t> selection_classes(const std::string& selection, const SubchainClasses& classes) {
    const std::size_t n = classes.class_count();
    std::size_t first = 0, last = n == 0 ? 0 : n - 1;
    bool empty = n == 0;
    if (selection.rfind("range ", 0) == 0) {
        const std::string r = selection.substr(6);
        const auto dash = r.find('-');
        if (dash == std::string::npos) throw UsageError("--range: '" + r + "' must be A-B");
        first = parse_index(r.substr(0, dash), "--range");
        last = parse_index(r.substr(dash + 1), "--range");
        if (first > last) throw UsageError("--range: '" + r + "' starts after it ends");
        if (last >= n)
            throw UsageError("--range: '" + r + "' goes past the last class " + std::to_string(n == 0 ? 0 : n - 1) + " of " +
                             board_text(classes.board()));
        empty = false;
    } else if (selection.rfind("class ", 0) == 0) {
        first = last = parse_index(selection.substr(6), "--class");
        if (first >= n)
            throw UsageError("--class: " + std::to_string(first) + " is past the last class " + std::to_string(n == 0 ? 0 : n - 1) +
                             " of " + board_text(classes.board()));
        empty = false;
    } else if (selection != "all") {
        throw UsageError("unknown selection '" + selection + "'");
    }
    std::vector<std::size_t> out;
    if (!empty)
        for (std::size_t i = first; i <= last; ++i) out.push_back(i);
    return out;
}

std::pair<std::size_t, std::size_t> parse_shard(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) throw UsageError("--shard: '" + text + "' must be i/N, e.g. 0/4");
    const std::size_t i = parse_index(text.substr(0, slash), "--shard");
    const std::size_t n = parse_index(text.substr(slash + 1), "--shard");
    if (n == 0 || i >= n) throw UsageError("--shard: '" + text + "' needs 0 <= i < N");
    return {i, n};
}

std::string ranges_text(const std::vector<std::size_t>& list, std::size_t limit = 20) {
    std::string text;
    std::size_t shown = 0;
    for (std::size_t k = 0; k < list.size();) {
        std::size_t j = k;
        while (j + 1 < list.size() && list[j + 1] == list[j] + 1) ++j;
        if (shown == limit) {
            text += ", ...";
            break;
        }
        if (!text.empty()) text += ", ";
        text += std::to_string(list[k]);
        if (j > k) text += "-" + std::to_string(list[j]);
        ++shown;
        k = j + 1;
    }
    return text;
}

struct Totals {
    std::size_t classes = 0;
    std::uint64_t representatives = 0;  // sum of counts
    unsigned __int128 tours = 0;        // sum of size x count
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    void add(const ClassRecord& r) {
        ++classes;
        representatives += r.count;
        tours += static_cast<unsigned __int128>(r.count) * static_cast<unsigned>(r.size);
        nodes += r.nodes;
        seconds += r.seconds;
    }
};

nlohmann::json totals_json(const RunHeader& header, const Totals& totals) {
    nlohmann::json j{{"board", header.board}, {"selection", header.selection}};
    if (!header.shard.empty()) j["shard"] = header.shard;
    j["classes"] = totals.classes;
    j["count"] = std::to_string(totals.representatives);
    j["total"] = u128_to_string(totals.tours);
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

struct CountOptions {
    std::string board = "8x8";
    std::string chains, range, checkpoint, shard;
    std::int64_t class_index = -1;
    bool all = false, json = false, mpi = false, quiet = false;
    int threads = 0;
};

void run_chains(const CountOptions& o, const Board& board, const SubchainClasses& classes) {
    Combination combination;
    try {
        combination = classes.parse(o.chains);
    } catch (const BoardError& e) {
        throw UsageError(e.what());
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
    nlohmann::json j{{"board", board_text(board)}, {"chains", classes.notation(combination)}, {"count", std::to_string(result.count)}};
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

void run_count(const CountOptions& o) {
    const Board board = parse_board_option(o.board);
    const SubchainClasses classes = make_classes(board);
    const int selectors = (!o.chains.empty()) + (o.class_index >= 0) + (!o.range.empty()) + (o.all ? 1 : 0);
    if (selectors != 1) throw UsageError("give exactly one of --chains, --class, --range, --all");
    if (!o.chains.empty()) {
        if (!o.checkpoint.empty() || !o.shard.empty()) throw UsageError("--chains counts one combination: no --checkpoint or --shard");
        return run_chains(o, board, classes);
    }
    RunHeader header;
    header.board = board_text(board);
    header.selection = o.all ? "all" : !o.range.empty() ? "range " + o.range : "class " + std::to_string(o.class_index);
    header.shard = o.shard;
    std::vector<std::size_t> selected = selection_classes(header.selection, classes);
    if (!o.shard.empty()) {
        const auto [i, n] = parse_shard(o.shard);
        header.shard = std::to_string(i) + "/" + std::to_string(n);
        std::vector<std::size_t> mine;
        for (std::size_t c : selected)
            if (c % n == i) mine.push_back(c);
        selected.swap(mine);
    }

    const bool use_mpi = o.mpi || (cli::subchains::launched_by_mpi() && cli::subchains::mpi_available());
    Totals totals;
    std::map<std::size_t, ClassRecord> done;
    bool writes = true;  // false on MPI ranks other than 0 (they learn their rank later)
    std::unique_ptr<cli::subchains::CheckpointWriter> writer;
    if (!o.checkpoint.empty()) {
        std::error_code ec;
        if (std::filesystem::exists(o.checkpoint, ec) && std::filesystem::file_size(o.checkpoint, ec) > 0) {
            const CheckpointFile previous = cli::subchains::read_checkpoint(o.checkpoint, !use_mpi);
            if (!previous.header.board.empty() &&
                (previous.header.board != header.board || previous.header.selection != header.selection ||
                 previous.header.shard != header.shard))
                throw UsageError("--checkpoint: '" + o.checkpoint + "' belongs to another run (" + previous.header.board + ", " +
                                 previous.header.selection + (previous.header.shard.empty() ? "" : ", shard " + previous.header.shard) +
                                 ")");
            const std::set<std::size_t> wanted(selected.begin(), selected.end());
            for (const auto& [index, record] : previous.classes) {
                if (!wanted.count(index))
                    throw UsageError("--checkpoint: '" + o.checkpoint + "' holds class " + std::to_string(index) + " outside this run");
                done[index] = record;
                totals.add(record);
            }
        }
    }
    std::vector<std::size_t> todo;
    for (std::size_t c : selected)
        if (!done.count(c)) todo.push_back(c);

    std::mutex mutex;
    const auto begin = std::chrono::steady_clock::now();
    std::size_t finished_now = 0;
    std::uint64_t tours_running = 0;
    auto on_result = [&](const ClassResult& r) {
        ClassRecord record{r.size, r.result.count, r.result.nodes, r.result.seconds};
        std::lock_guard lock(mutex);
        if (writer) writer->append(r.index, record);
        done[r.index] = record;
        totals.add(record);
        ++finished_now;
    };
    auto tick = [&] {
        if (o.quiet) return;
        std::lock_guard lock(mutex);
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        print_progress(done.size(), selected.size(), totals.representatives + tours_running, elapsed, finished_now);
    };

    if (use_mpi) {
        // Only rank 0 touches the checkpoint; it repairs a torn tail itself.
        const char* rank_text = std::getenv("OMPI_COMM_WORLD_RANK");
        if (!rank_text) rank_text = std::getenv("PMI_RANK");
        const bool is_rank0 = !rank_text || std::string(rank_text) == "0";
        if (is_rank0 && !o.checkpoint.empty()) {
            std::error_code ec;
            if (std::filesystem::exists(o.checkpoint, ec)) cli::subchains::read_checkpoint(o.checkpoint, true);
            writer = std::make_unique<cli::subchains::CheckpointWriter>(o.checkpoint, header);
        }
        writes = cli::subchains::mpi_count(classes, todo, on_result, tick);
        if (!writes) return;
    } else {
        if (!o.checkpoint.empty()) writer = std::make_unique<cli::subchains::CheckpointWriter>(o.checkpoint, header);
        const int threads = o.threads > 0 ? o.threads : std::max(1u, std::thread::hardware_concurrency());
        SubchainRunner runner(classes, todo, threads, on_result);
        runner.start();
        auto last = std::chrono::steady_clock::now();
        while (!runner.finished()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (std::chrono::steady_clock::now() - last > std::chrono::seconds(2)) {
                tours_running = runner.progress().tours_running;
                tick();
                last = std::chrono::steady_clock::now();
            }
        }
        runner.wait();
        tours_running = 0;
        if (!todo.empty()) tick();
    }
    nlohmann::json j = totals_json(header, totals);
    if (header.selection.rfind("class ", 0) == 0 && !selected.empty()) {
        j["size"] = classes.info(selected[0]).size;
        j["chains"] = classes.notation(classes.representative(selected[0]));
    }
    print_totals(j, o.json);
}

void run_merge(const std::vector<std::string>& files, bool json) {
    if (files.empty()) throw UsageError("merge: give the result files of the shards (written with --checkpoint)");
    std::vector<CheckpointFile> parts;
    for (const std::string& f : files) {
        parts.push_back(cli::subchains::read_checkpoint(f, false));
        if (parts.back().header.board.empty()) throw UsageError("'" + f + "' is empty");
    }
    const RunHeader& first = parts[0].header;
    std::set<std::string> shards;
    std::size_t shard_n = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        const RunHeader& h = parts[k].header;
        if (h.board != first.board || h.selection != first.selection)
            throw UsageError("'" + files[k] + "' is from another run (" + h.board + ", " + h.selection + ") than '" + files[0] + "' (" +
                             first.board + ", " + first.selection + ")");
        if (!h.shard.empty()) {
            const auto [i, n] = parse_shard(h.shard);
            (void)i;
            if (shard_n && n != shard_n) throw UsageError("'" + files[k] + "' is shard " + h.shard + " of another split");
            shard_n = n;
            if (!shards.insert(h.shard).second) throw UsageError("shard " + h.shard + " given twice ('" + files[k] + "')");
        }
    }
    const Board board = parse_board_option(first.board);
    const SubchainClasses classes = make_classes(board);
    std::vector<std::size_t> selected = selection_classes(first.selection, classes);
    std::map<std::size_t, std::size_t> owner;
    Totals totals;
    for (std::size_t k = 0; k < parts.size(); ++k)
        for (const auto& [index, record] : parts[k].classes) {
            auto [it, fresh] = owner.emplace(index, k);
            if (!fresh)
                throw UsageError("overlap: class " + std::to_string(index) + " is in both '" + files[it->second] + "' and '" + files[k] + "'");
            totals.add(record);
        }
    std::vector<std::size_t> missing;
    for (std::size_t c : selected)
        if (!owner.count(c)) missing.push_back(c);
    if (!missing.empty())
        throw UsageError("incomplete: " + std::to_string(missing.size()) + " of " + std::to_string(selected.size()) +
                         " classes missing: " + ranges_text(missing));
    RunHeader header{first.board, first.selection, ""};
    nlohmann::json j = totals_json(header, totals);
    j["files"] = files.size();
    print_totals(j, json);
}

}  // namespace

void register_subchains(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("subchains", "Count closed tours by corner subchains (Jaeger's memo): list, count, merge");
    cmd->require_subcommand(1);

    auto* list = cmd->add_subcommand("list", "List the classes of corner-chain combinations");
    auto list_board = std::make_shared<std::string>("8x8");
    auto list_json = std::make_shared<bool>(false);
    list->add_option("--board", *list_board, "Board RxC, both sides >= 5 (default 8x8)");
    list->add_flag("--json", *list_json, "One JSON object per class: class, size, chains");
    list->callback([&ctx, list_board, list_json] {
        run_list(*list_board, *list_json);
        ctx.exit_code = kExitOk;
    });

    auto* count = cmd->add_subcommand("count", "Count the closed tours of classes or of one combination");
    auto o = std::make_shared<CountOptions>();
    count->add_option("--board", o->board, "Board RxC, both sides >= 5 (default 8x8)");
    count->add_option("--chains", o->chains, "One combination, e.g. c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4");
    count->add_option("--class", o->class_index, "One class by index");
    count->add_option("--range", o->range, "Classes A to B (inclusive), e.g. 0-99");
    count->add_flag("--all", o->all, "Every class");
    count->add_option("--threads", o->threads, "Worker threads (default: all cores)")->check(CLI::Range(1, 1024));
    count->add_option("--checkpoint", o->checkpoint, "Append each finished class here; rerun with the same file to resume");
    count->add_option("--shard", o->shard, "Count only classes j with j mod N = i (i/N, for job arrays)");
    count->add_flag("--mpi", o->mpi, "Spread classes over MPI ranks (automatic under mpirun)");
    count->add_flag("--quiet", o->quiet, "No progress lines on stderr");
    count->add_flag("--json", o->json, "JSON output: count (sum over representatives), total (sum of size x count)");
    count->callback([&ctx, o] {
        run_count(*o);
        ctx.exit_code = kExitOk;
    });

    auto* merge = cmd->add_subcommand("merge", "Add up shard result files; refuses overlaps and gaps");
    auto files = std::make_shared<std::vector<std::string>>();
    auto merge_json = std::make_shared<bool>(false);
    merge->add_option("files", *files, "Result files written with --checkpoint")->required();
    merge->add_flag("--json", *merge_json, "JSON output");
    merge->callback([&ctx, files, merge_json] {
        run_merge(*files, *merge_json);
        ctx.exit_code = kExitOk;
    });
}

}  // namespace kt::cli
