// knights walks: count, per start or in total, and list the walks
// (squares may repeat) of a leaper on the keypad, a text layout, or a board.
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "option_table.h"

namespace kt::cli {
namespace {

// The command line's values; defaults and checks from kWalkOptionTable.
struct WalksOptions {
    bool keypad = false;
    std::string layout_file;
    std::string board_text;
    std::string leaper_text;
    int length = 0;
    int max_vowels = -1;  // -1: not given
    bool max_vowels_given = false;
    std::string vowels;
    std::string starts;
    std::string forbid;
    bool per_start = false;
    bool list = false;
    std::int64_t limit = 0;
    bool strict = false;
    bool json = false;
};

// Engine errors about user input become one-line usage errors (exit 2).
template <class F>
auto as_usage(const std::string& prefix, F&& f) -> decltype(f()) {
    try {
        return f();
    } catch (const BoardError& e) {
        throw UsageError(prefix + e.what());
    } catch (const WalkError& e) {
        throw UsageError(prefix + e.what());
    }
}

LabelledBoard load_board(const WalksOptions& o, std::string& source) {
    const int sources = static_cast<int>(o.keypad) + !o.layout_file.empty() + !o.board_text.empty();
    if (sources > 1) throw UsageError("give only one of --keypad, --layout and --board");
    const Leaper leaper = as_usage("--leaper: ", [&] { return parse_leaper(o.leaper_text); });
    LayoutOptions layout_options;
    layout_options.leaper = leaper;
    layout_options.strict = o.strict;
    if (!o.layout_file.empty()) {
        source = "layout " + o.layout_file;
        const std::string text = read_input(o.layout_file);
        return as_usage("--layout " + o.layout_file + ": ", [&] { return parse_layout(text, layout_options); });
    }
    if (!o.board_text.empty()) {
        source = o.board_text;
        LabelledBoard lb = as_usage("--board: ", [&] { return labelled_board(Board::parse(o.board_text, leaper)); });
        if (o.strict && !lb.connected()) throw UsageError("--board: " + lb.warnings.back());
        return lb;
    }
    source = "keypad";
    return as_usage("", [&] { return parse_layout(keypad_layout_text(), layout_options); });
}

// The walks the options ask for, in the board's own names.
WalkConditions walk_conditions(const WalksOptions& o, const LabelledBoard& lb) {
    WalkConditions c;
    c.length = o.length;
    c.order = lb.order;
    c.max_marked = o.max_vowels;
    if (!o.vowels.empty()) {
        c.marked = as_usage("", [&] { return lb.select(o.vowels, "--vowels"); });
    } else if (lb.labelled()) {
        c.marked = lb.select_labels_present("AEIO");
    }
    if (o.max_vowels >= 0 && c.marked.empty())
        throw UsageError("--max-vowels: no square on this board is a vowel (name them with --vowels)");
    if (!o.starts.empty()) c.starts = as_usage("", [&] { return lb.select(o.starts, "--start"); });
    if (!o.forbid.empty()) c.forbidden = as_usage("", [&] { return lb.select(o.forbid, "--forbid"); });
    return c;
}

// --list: prints each walk (or gathers them for JSON); returns how many.
std::int64_t list_walks(const WalksOptions& o, const LabelledBoard& lb, const WalkConditions& c, const CheckedCount& total,
                        nlohmann::json& walks) {
    std::int64_t listed = 0;
    auto lister = as_usage("--list: ", [&] { return std::make_unique<WalkLister>(lb.board, c); });
    if (o.limit > 0) lister->set_limit(o.limit);
    while (auto walk = lister->next()) {
        ++listed;
        if (o.json)
            walks.push_back(lb.describe(*walk));
        else
            std::cout << lb.describe(*walk) << "\n";
    }
    if (static_cast<u128>(listed) < total.value)
        std::cerr << "knights walks: listed the first " << listed << " of " << total.to_string() << " walks (--limit)\n";
    return listed;
}

struct WalkCounts {
    CheckedCount total;
    std::vector<StartCount> per_start;
};

nlohmann::json walks_json(const WalksOptions& o, const std::string& source, const LabelledBoard& lb, const WalkConditions& c,
                          const WalkCounts& counts) {
    nlohmann::json out;
    out["board"] = source;
    out["rows"] = lb.board.rows();
    out["cols"] = lb.board.cols();
    out["squares"] = lb.board.square_count();
    out["leaper"] = {lb.board.leaper().a, lb.board.leaper().b};
    out["leaper_name"] = leaper_name(lb.board.leaper());
    out["connected"] = lb.connected();
    out["length"] = o.length;
    out["vowels"] = lb.describe(c.marked);
    out["max_vowels"] = o.max_vowels >= 0 ? nlohmann::json(o.max_vowels) : nlohmann::json(nullptr);
    if (!c.starts.empty()) out["start"] = lb.describe(c.starts);
    if (!c.forbidden.empty()) out["forbid"] = lb.describe(c.forbidden);
    if (o.per_start) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& sc : counts.per_start) rows.push_back({{"start", lb.name(sc.start)}, {"count", sc.count.to_string()}});
        out["per_start"] = rows;
    }
    return out;
}

void run_walks(const WalksOptions& o, Context& ctx) {
    if (o.list && o.per_start && !o.json) throw UsageError("--list and --per-start: choose one, or add --json for both");
    if (o.max_vowels_given && o.max_vowels < 0) throw UsageError("--max-vowels must be 0 or more");
    if (o.limit < 0) throw UsageError("--limit must be 0 (no limit) or more");
    std::string source;
    const LabelledBoard lb = load_board(o, source);
    for (const auto& w : lb.warnings) std::cerr << "knights walks: warning: " << w << "\n";
    const WalkConditions c = walk_conditions(o, lb);
    auto counter = as_usage("", [&] { return std::make_unique<WalkCounter>(lb.board, c); });
    counter->run();
    const WalkCounts counts{counter->total(), counter->per_start()};
    bool overflow = counts.total.overflow;
    for (const auto& sc : counts.per_start) overflow = overflow || sc.count.overflow;
    if (overflow)
        throw UsageError("the count does not fit in 128 bits (at least 2^128-1 walks); use a shorter --length");

    nlohmann::json walks = nlohmann::json::array();
    const std::int64_t listed = o.list ? list_walks(o, lb, c, counts.total, walks) : 0;
    if (o.json) {
        nlohmann::json out = walks_json(o, source, lb, c, counts);
        if (o.list) {
            out["walks"] = walks;
            out["listed"] = listed;
            out["truncated"] = static_cast<u128>(listed) < counts.total.value;
        }
        out["warnings"] = lb.warnings;
        out["count"] = counts.total.to_string();
        std::cout << out.dump() << "\n";
    } else if (!o.list && o.per_start) {
        for (const auto& sc : counts.per_start) std::cout << lb.name(sc.start) << " " << sc.count.to_string() << "\n";
        std::cout << "total " << counts.total.to_string() << "\n";
    } else if (!o.list) {
        std::cout << counts.total.to_string() << "\n";
    }
    ctx.exit_code = kExitOk;
}

}  // namespace

void register_walks(CLI::App& app, Context& ctx) {
    auto opts = std::make_shared<WalksOptions>();
    auto* cmd = app.add_subcommand(
        "walks",
        "Count (and list) walks of a leaper: sequences of squares, each a leap from the one before, squares may repeat.\n"
        "Board: --keypad (default; Wikipedia's ABCDE/FGHIJ/KLMNO/.123.), --layout FILE (one line per row, top row first,\n"
        "'.' or space = hole, any other character = a square labelled by it), or --board RxC.\n"
        "KEYS: labels (\"AEIO\") or square names (\"a1,c2\"), separated by commas or spaces.");
    const auto rows = add_table_options(
        cmd, command_table(CommandTable::Walks),
        {{"keypad", &opts->keypad}, {"layout", &opts->layout_file}, {"board", &opts->board_text},
         {"leaper", &opts->leaper_text}, {"length", &opts->length}, {"max-vowels", &opts->max_vowels},
         {"vowels", &opts->vowels}, {"start", &opts->starts}, {"forbid", &opts->forbid},
         {"per-start", &opts->per_start}, {"list", &opts->list}, {"limit", &opts->limit}, {"strict", &opts->strict}});
    CLI::Option* max_vowels = rows[5];
    cmd->add_flag("--json", opts->json, "One JSON object with \"count\" as a decimal string");
    cmd->callback([opts, max_vowels, &ctx] {
        opts->max_vowels_given = max_vowels->count() > 0;
        run_walks(*opts, ctx);
    });
}

}  // namespace kt::cli
