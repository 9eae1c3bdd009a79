// knights link: share-link fragments to and from the state they
// carry; knights export: a tour as SVG (or any text format). Thin front ends
// over share/share_link.h, share/tour_svg.h and format/tour_format.h.
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "option_table.h"

namespace kt::cli {
namespace {

// The command lines' values; defaults and checks from share_option_table.h.
struct EncodeOptions {
    std::string board = "8x8";
    std::string leaper;
    std::string mask;
    std::string tour_file;
    std::string start;
    std::string mode;
    std::string algo;
    bool closed = false;
    std::string tiebreak;
    std::optional<std::uint64_t> seed;
    std::string puzzle;
    std::string goal;
    std::vector<std::string> compare_files;
    std::vector<std::string> options;
};

struct DecodeOptions {
    std::string fragment;
    bool json = false;
    bool tour_only = false;
    std::string format = "algebraic";
};

struct ExportOptions {
    std::string board;
    std::string leaper;
    std::string tour_file;
    std::string link;
    bool svg = false;
    std::string format;
    bool numbers = false;
    bool no_coordinates = false;
    int cell = 40;
};

// The same --board and --leaper texts as `knights solve` (names such as camel too).
Board board_from_options(const std::string& board_text, const std::string& leaper_text) {
    BoardShapeOptions shape;
    if (!leaper_text.empty()) shape.leaper = leaper_text;
    return resolve_board(board_text, shape);
}

// One tour (or partial tour) from a file in any format; a text that does not
// parse is unreadable input (exit 2), a path that breaks the rules is an
// invalid tour (exit 1, reported by the caller).
Tour read_one_tour(const std::string& path, const Board& board, const std::string& what) {
    const ParsedTour parsed = parse_tour(read_input(path), board);
    if (!parsed.ok()) throw UsageError(what + " '" + path + "': " + parsed.error);
    return *parsed.tour;
}

// --mask a,b,...: the squares removed from the board.
void apply_mask(Board& board, const std::string& mask) {
    std::size_t pos = 0;
    while (pos <= mask.size()) {
        const std::size_t comma = std::min(mask.find(',', pos), mask.size());
        const std::string name = mask.substr(pos, comma - pos);
        if (!name.empty()) {
            try {
                board.set_removed(board.parse_square_or_throw(name), true);
            } catch (const BoardError& e) {
                throw UsageError(std::string("--mask: ") + e.what());
            }
        }
        pos = comma + 1;
    }
}

// The board, tour (or start) and compared tours a link will carry.
void read_position(const EncodeOptions& o, ShareState& state) {
    state.board = board_from_options(o.board, o.leaper);
    if (state.board.cell_count() > kMaxLinkSquares)
        throw UsageError("--board: " + o.board + " has more than " + std::to_string(kMaxLinkSquares) +
                         " squares; a link carries at most that many");
    if (!o.mask.empty()) apply_mask(state.board, o.mask);
    if (!o.tour_file.empty() && !o.start.empty()) throw UsageError("give either --tour or --start, not both");
    if (!o.tour_file.empty()) {
        state.tour = read_one_tour(o.tour_file, state.board, "--tour");
    } else if (!o.start.empty()) {
        try {
            state.tour.squares.push_back(state.board.parse_square_or_throw(o.start));
        } catch (const BoardError& e) {
            throw UsageError(std::string("--start: ") + e.what());
        }
    }
    for (const std::string& file : o.compare_files) state.compare.push_back(read_one_tour(file, state.board, "--compare"));
}

// The page's mode, solver, puzzle and extra options a link will carry.
void read_settings(const EncodeOptions& o, ShareState& state) {
    if (!o.mode.empty()) {
        auto mode = parse_share_mode(o.mode);
        if (!mode) throw UsageError("--mode '" + o.mode + "': expected view, solver, puzzle or compare");
        state.mode = *mode;
    } else if (!o.compare_files.empty()) {
        state.mode = ShareMode::Compare;
    } else if (!o.puzzle.empty()) {
        state.mode = ShareMode::Puzzle;
    } else if (!o.algo.empty()) {
        state.mode = ShareMode::Solver;
    }
    state.solver.algorithm = o.algo;
    state.solver.closed = o.closed;
    state.solver.tiebreak = o.tiebreak;
    state.solver.seed = o.seed;
    if (!o.puzzle.empty()) {
        auto kind = parse_puzzle_kind(o.puzzle);
        if (!kind) throw UsageError("--puzzle '" + o.puzzle + "': expected free, complete or closed-from");
        state.puzzle = *kind;
        if (*kind == PuzzleKind::ClosedTourFrom) {
            state.puzzle_closed = true;
            if (state.tour.size() > 1) state.tour = Tour{{state.tour.squares.front()}};  // the puzzle, not its answer
        }
    }
    if (!o.goal.empty()) {
        if (o.goal != "closed" && o.goal != "open") throw UsageError("--goal '" + o.goal + "': expected closed or open");
        state.puzzle_closed = o.goal == "closed";
    }
    for (const std::string& kv : o.options) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos) throw UsageError("--option '" + kv + "': expected KEY=VALUE");
        state.options[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
}

void run_encode(const EncodeOptions& o, Context& ctx) {
    ShareState state;
    read_position(o, state);
    read_settings(o, state);
    auto check_path = [&](const Tour& tour, const std::string& what) {
        const TourVerdict verdict = validate_path(state.board, tour);
        if (!verdict.valid()) {
            std::cerr << "knights link encode: " << what << " is invalid: " << verdict.reason << "\n";
            ctx.exit_code = kExitInvalid;
            return false;
        }
        return true;
    };
    if (!check_path(state.tour, "--tour")) return;
    for (std::size_t i = 0; i < state.compare.size(); ++i)
        if (!check_path(state.compare[i], "--compare tour " + std::to_string(i + 1))) return;
    try {
        std::cout << encode_share_link(state) << "\n";
    } catch (const ShareError& e) {
        throw UsageError(e.what());
    }
}

void report_issues(const ShareDecodeResult& decoded, const char* command) {
    for (const LinkIssue& issue : decoded.issues)
        std::cerr << command << ": " << (issue.severity == LinkSeverity::Error ? "error: " : "warning: ") << issue.message
                  << "\n";
}

void run_decode(const DecodeOptions& o, Context& ctx) {
    const ShareDecodeResult decoded = decode_share_link(o.fragment);
    report_issues(decoded, "knights link decode");
    const ShareState& state = decoded.state;
    if (o.tour_only) {
        auto format = parse_format_name(o.format);
        if (!format) throw UsageError("--format '" + o.format + "': expected algebraic, grid, compact or json");
        try {
            if (!state.tour.empty()) std::cout << format_tour(state.board, state.tour, *format) << "\n";
        } catch (const FormatError& e) {
            throw UsageError(std::string("--format: ") + e.what());
        }
    } else if (o.json) {
        std::string json = share_state_json(state);
        // Add "ok" and "issues" for scripts that want them in one place.
        nlohmann::json j = nlohmann::json::parse(json);
        j["ok"] = decoded.ok();
        nlohmann::json issues = nlohmann::json::array();
        for (const LinkIssue& issue : decoded.issues)
            issues.push_back({{"severity", issue.severity == LinkSeverity::Error ? "error" : "warning"},
                              {"message", issue.message}});
        j["issues"] = issues;
        std::cout << j.dump() << "\n";
    } else {
        const Board& board = state.board;
        std::cout << "board " << format_board_size(board) << " (" << board.square_count() << " squares)\n";
        if (!(board.leaper() == Leaper{})) std::cout << "leaper " << board.leaper().a << "," << board.leaper().b << "\n";
        if (board.square_count() != board.cell_count()) {
            std::cout << "removed";
            for (Square s = 0; s < board.cell_count(); ++s)
                if (!board.is_active(s)) std::cout << " " << board.name(s);
            std::cout << "\n";
        }
        auto describe = [&](const Tour& tour) {
            const bool full = static_cast<std::int64_t>(tour.size()) == board.square_count();
            const std::string kind = full ? verdict_line(validate_tour(board, tour)) : "partial";
            return kind + ", " + std::to_string(tour.size()) + " squares: " + format_tour(board, tour, TourFormat::Algebraic);
        };
        if (!state.tour.empty()) std::cout << "tour (" << describe(state.tour) << ")\n";
        std::cout << "mode " << to_string(state.mode) << "\n";
        if (!state.solver.algorithm.empty()) std::cout << "algo " << state.solver.algorithm << "\n";
        if (state.solver.closed) std::cout << "closed\n";
        if (!state.solver.tiebreak.empty()) std::cout << "tiebreak " << state.solver.tiebreak << "\n";
        if (state.solver.seed) std::cout << "seed " << *state.solver.seed << "\n";
        if (state.mode == ShareMode::Puzzle || state.puzzle != PuzzleKind::Free)
            std::cout << "puzzle " << to_string(state.puzzle) << ", goal " << (state.puzzle_closed ? "closed" : "any") << " tour\n";
        for (std::size_t i = 0; i < state.compare.size(); ++i)
            std::cout << "compare " << i + 1 << " (" << describe(state.compare[i]) << ")\n";
        for (const auto& [key, value] : state.options) std::cout << "option " << key << "=" << value << "\n";
    }
    if (!decoded.ok()) ctx.exit_code = kExitInvalid;
}

void run_export(const ExportOptions& o, Context& ctx) {
    Board board(8, 8);
    Tour tour;
    if (!o.link.empty()) {
        if (!o.tour_file.empty()) throw UsageError("give either a tour file or --link, not both");
        const ShareDecodeResult decoded = decode_share_link(o.link);
        report_issues(decoded, "knights export");
        if (!decoded.ok()) ctx.exit_code = kExitInvalid;
        board = decoded.state.board;
        tour = decoded.state.tour;
    } else {
        board = board_from_options(o.board.empty() ? "8x8" : o.board, o.leaper);
        tour = read_one_tour(o.tour_file, board, "tour");
        const TourVerdict verdict = validate_path(board, tour);
        if (!verdict.valid()) {
            std::cerr << "knights export: invalid tour: " << verdict.reason << "\n";
            ctx.exit_code = kExitInvalid;
            return;
        }
    }
    if (!o.format.empty()) {
        if (o.svg) throw UsageError("give either --svg or --format, not both");
        auto format = parse_format_name(o.format);
        if (!format) throw UsageError("--format '" + o.format + "': expected algebraic, grid, compact or json");
        try {
            std::cout << format_tour(board, tour, *format) << "\n";
        } catch (const FormatError& e) {
            throw UsageError(std::string("--format: ") + e.what());
        }
        return;
    }
    SvgOptions svg;
    svg.numbers = o.numbers;
    svg.coordinates = !o.no_coordinates;
    svg.cell = o.cell;
    std::cout << tour_svg(board, tour, svg);
}

}  // namespace

void register_link(CLI::App& app, Context& ctx) {
    auto* link = app.add_subcommand("link", "Share links: encode a board, tour and mode as a URL fragment, or decode one");
    link->require_subcommand(1);

    auto encode_opts = std::make_shared<EncodeOptions>();
    auto* encode = link->add_subcommand("encode", "Print the link fragment (without '#') for a board, tour and mode");
    const auto e = encode_opts;
    add_table_options(encode, command_table(CommandTable::LinkEncode),
                      {{"board", &e->board}, {"leaper", &e->leaper}, {"mask", &e->mask}, {"tour", &e->tour_file},
                       {"start", &e->start}, {"mode", &e->mode}, {"algo", &e->algo}, {"closed", &e->closed},
                       {"tiebreak", &e->tiebreak}});
    // Optional: a link without --seed carries none, which a row cannot say.
    encode->add_option("--seed", e->seed, "Seed for random tie-breaks")->check(unsigned_check());
    add_table_options(encode, command_table(CommandTable::LinkEncode), {{"puzzle", &e->puzzle}, {"goal", &e->goal}});
    encode->add_option("--compare", encode_opts->compare_files, "Tour file to compare with the main one (repeatable)");
    encode->add_option("--option", encode_opts->options, "Extra KEY=VALUE kept in the link (repeatable)");
    encode->callback([encode_opts, &ctx] { run_encode(*encode_opts, ctx); });

    auto decode_opts = std::make_shared<DecodeOptions>();
    auto* decode = link->add_subcommand("decode", "Print the state a link fragment carries; problems go to stderr (exit 1 on errors)");
    decode->add_option("FRAGMENT", decode_opts->fragment, "The fragment (v1...), with or without '#', or a whole URL")->required();
    decode->add_flag("--json", decode_opts->json, "Print the state as one JSON object");
    decode->add_flag("--tour", decode_opts->tour_only, "Print only the tour");
    decode->add_option("--format", decode_opts->format, "With --tour: algebraic (default), grid, compact or json");
    decode->callback([decode_opts, &ctx] { run_decode(*decode_opts, ctx); });

    auto export_opts = std::make_shared<ExportOptions>();
    auto* exp = app.add_subcommand("export", "Draw a tour as SVG (lines over the board), or print it in a text format");
    exp->add_option("FILE", export_opts->tour_file, "Tour in any text format (default: stdin)");
    const auto x = export_opts;
    add_table_options(exp, command_table(CommandTable::Export),
                      {{"board", &x->board}, {"leaper", &x->leaper}, {"link", &x->link}, {"svg", &x->svg},
                       {"format", &x->format}, {"numbers", &x->numbers}, {"no-coordinates", &x->no_coordinates},
                       {"cell", &x->cell}});
    exp->callback([export_opts, &ctx] { run_export(*export_opts, ctx); });
}

}  // namespace kt::cli
