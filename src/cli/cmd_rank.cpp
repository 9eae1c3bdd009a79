// knights tour-at / rank / random-tour: tour number K of a board, the number
// of a given tour, and tours drawn uniformly at random, in the order of
// docs/ranking.md. Each builds the engine's table once (as costly as a count).
#include <chrono>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "commands.h"
#include "option_table.h"
#include "table_dir.h"

namespace kt::cli {

namespace {

// The command line's values; defaults and checks from kRankOptionTable.
struct KindOptions {
    std::string board;
    bool closed = false;
    bool paths = false;
    bool directed = false;
    double max_memory_gb = 0;  // negative: not given, most of the machine's memory
    bool json = false;
    std::string order;
    std::string table_dir;  // empty: the table in memory
    int threads = 0;        // 0: every core
    BoardShapeOptions shape;
};

void add_kind_options(CLI::App* cmd, KindOptions& o) {
    cmd->add_option("--board", o.board, "Board as ROWSxCOLS")->required();
    add_board_shape_options(cmd, o.shape);
    const auto kinds = add_table_options(cmd, command_table(CommandTable::Rank),
                                         {{"closed", &o.closed}, {"paths", &o.paths}, {"directed", &o.directed},
                                          {"max-memory", &o.max_memory_gb}});
    kinds[1]->excludes(kinds[0]);
    cmd->add_flag("--json", o.json, "Print one JSON object per line");
    add_table_options(cmd, command_table(CommandTable::Rank),
                      {{"order", &o.order}, {"table-dir", &o.table_dir}, {"threads", &o.threads}});
}

// The numbering and the table directory it reads, which outlives it.
struct Numbering {
    std::unique_ptr<TableDir> dir;
    std::unique_ptr<TourNumbering> tours;
    const TourNumbering* operator->() const { return tours.get(); }
};

// The ranker for the options; usage errors for everything a user got wrong.
Numbering make_ranker(const KindOptions& o) {
    if (o.closed == o.paths) throw UsageError("choose one of --closed, --paths");
    const Board board = resolve_board(o.board, o.shape);
    Numbering numbering;
    TableLimits limits;
    limits.max_memory_bytes = o.max_memory_gb >= 0 ? static_cast<std::uint64_t>(o.max_memory_gb * 1e9)
                                                   : physical_memory_bytes() / 100 * 85;
    // The table's build maps its arrays from 8 MB up itself (through a pool
    // of its own); the smaller ones, of its first and last layers, are
    // taken from the heap's free top again rather than faulted in afresh
    // for each layer.
    keep_heap_for_reuse(kTableMapsFrom);
    limits.resident_bytes = resident_bytes;
    limits.threads = o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (!o.table_dir.empty()) {
        numbering.dir = std::make_unique<TableDir>(o.table_dir);
        limits.store = numbering.dir.get();
    }
    // A line every few seconds: nothing for a small board, most steps of 8x8.
    limits.progress = [where = o.table_dir.empty() ? std::string("memory") : o.table_dir,
                       last = std::chrono::steady_clock::now()](const TableProgress& p) mutable {
        const auto now = std::chrono::steady_clock::now();
        if (now - last < std::chrono::seconds(2)) return;
        last = now;
        std::cerr << "knights: building the tour table in " << where << ": " << (p.forward ? "forward" : "backward")
                  << " step " << p.layer << " of " << p.layers << ", " << p.states << " states, "
                  << (p.memory_bytes >> 20) << " MB" << std::endl;
    };
    try {
        numbering.tours = std::make_unique<TourNumbering>(board, o.closed ? CountKind::Closed : CountKind::Paths,
                                                           o.directed, *number_order_named(o.order), limits);
        return numbering;
    } catch (const RankError& e) {
        const std::string why = e.what();
        if (o.table_dir.empty() && why.find("memory budget") != std::string::npos)
            throw UsageError(why + "; --table-dir DIR keeps the table on disk instead (docs/ranking.md)");
        throw UsageError(why);
    }
}

std::string kind_text(const KindOptions& o) { return o.closed ? "closed" : "paths"; }

// One output line: the tour as squares, or its JSON object.
std::string tour_line(const KindOptions& o, const TourNumbering& ranker, const Tour& tour, const BigUint& index) {
    if (!o.json) return format_tour(ranker.board(), tour, TourFormat::Algebraic) + '\n';
    nlohmann::json j;
    j["board"] = std::to_string(ranker.board().rows()) + "x" + std::to_string(ranker.board().cols());
    j["kind"] = kind_text(o);
    j["directed"] = o.directed;
    if (o.order != "canonical") j["order"] = o.order;
    j["index"] = to_decimal(index);
    j["count"] = to_decimal(ranker.count());
    auto& squares = j["tour"] = nlohmann::json::array();
    for (Square s : tour.squares) squares.push_back(ranker.board().name(s));
    return j.dump() + '\n';
}

void register_tour_at(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("tour-at", "Print tour number K (1..N) in the order of docs/ranking.md");
    auto opts = std::make_shared<KindOptions>();
    auto index = std::make_shared<std::string>();
    add_kind_options(cmd, *opts);
    add_table_options(cmd, command_table(CommandTable::Rank), {{"index", index.get()}})[0]->required();
    cmd->callback([opts, index, &ctx] {
        const IndexText k = parse_index(*index);
        if (!k.value) throw UsageError("--index: " + k.error);
        const auto ranker = make_ranker(*opts);
        try {
            std::cout << tour_line(*opts, *ranker.tours, ranker->unrank(*k.value), *k.value) << std::flush;
        } catch (const RankError& e) {
            throw UsageError(std::string("--index: ") + e.what());
        }
        ctx.exit_code = kExitOk;
    });
}

void register_rank_command(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("rank",
                                   "Print the number (1..N) of each tour given, in the order of docs/ranking.md.\n"
                                   "Tours in any format `knights check` reads, one per line (or grid block).");
    auto opts = std::make_shared<KindOptions>();
    auto input = std::make_shared<std::string>("-");
    add_kind_options(cmd, *opts);
    cmd->add_option("tours", *input, "A tour as text, a file of tours, or - for standard input")->capture_default_str();
    cmd->callback([opts, input, &ctx] {
        const bool from_file = *input == "-" || std::filesystem::is_regular_file(*input);
        const auto ranker = make_ranker(*opts);
        const std::string text = from_file ? read_input(*input) : *input;
        std::string out, problem;
        std::int64_t tours = 0;
        for_each_tour(text, ranker->board(), [&](ParsedTour&& parsed) {
            if (!problem.empty()) return;
            ++tours;
            if (!parsed.ok()) {
                problem = parsed.error;
                return;
            }
            try {
                const BigUint k = ranker->rank(*parsed.tour);
                if (!opts->json) {
                    out += to_decimal(k) + '\n';
                } else {
                    nlohmann::json j{{"index", to_decimal(k)}, {"count", to_decimal(ranker->count())}};
                    out += j.dump() + '\n';
                }
            } catch (const RankError& e) {
                problem = "line " + std::to_string(parsed.line) + ": " + e.what();
            }
            flush_when_large(out);
        });
        std::cout << out << std::flush;
        const std::string where = from_file ? input_name(*input) : "the tour given";
        if (!problem.empty()) throw UsageError(where + ": " + problem + " (a " + kind_text(*opts) + " tour was expected)");
        if (tours == 0) throw UsageError("no tour in " + where);
        ctx.exit_code = kExitOk;
    });
}

void register_random_tour(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("random-tour", "Print tours drawn uniformly at random from all N (seeded)");
    auto opts = std::make_shared<KindOptions>();
    auto seed = std::make_shared<std::uint64_t>();
    auto count = std::make_shared<std::int64_t>();
    add_kind_options(cmd, *opts);
    add_table_options(cmd, command_table(CommandTable::Rank), {{"seed", seed.get()}, {"count", count.get()}});
    cmd->callback([opts, seed, count, &ctx] {
        const auto ranker = make_ranker(*opts);
        if (ranker->count() == 0) throw UsageError("the board has no " + kind_text(*opts) + " tour to draw");
        SplitMix64 rng(*seed);
        std::string out;
        for (std::int64_t i = 0; i < *count; ++i) {
            const BigUint k = ranker->draw(rng);
            out += tour_line(*opts, *ranker.tours, ranker->unrank(k), k);
            flush_when_large(out);
        }
        std::cout << out << std::flush;
        ctx.exit_code = kExitOk;
    });
}

}  // namespace

void register_rank(CLI::App& app, Context& ctx) {
    register_tour_at(app, ctx);
    register_rank_command(app, ctx);
    register_random_tour(app, ctx);
}

}  // namespace kt::cli
