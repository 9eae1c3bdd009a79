// knights format: convert tours between the text formats (any format in,
// auto-detected; the one asked for out). Grids are separated by blank lines.
#include <iostream>

#include "commands.h"

namespace kt::cli {

void register_format(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("format",
                                   "Convert tours to another text format (input format is detected).\n"
                                   "Formats: algebraic (a1 c2 ...), grid (move numbers, top line = top rank),\n"
                                   "compact (Phadke's 8x8 line; boards up to 9x9), json.\n"
                                   "Malformed tours are reported on stderr and skipped (exit 1).");
    struct Options {
        std::string board = "8x8";
        std::string to;
        std::string file = "-";
    };
    auto opts = std::make_shared<Options>();
    add_board_option(cmd, opts->board);
    add_format_option(cmd, opts->to, "Output format: algebraic, grid, compact or json", {"--to"});
    cmd->add_option("file", opts->file, "File of tours, or - for standard input")->capture_default_str();
    cmd->callback([opts, &ctx] {
        if (opts->to.empty()) throw UsageError("--format is required");
        const Board board = parse_board_option(opts->board);
        const auto format = parse_format_name(opts->to);
        if (!format) throw UsageError("--format: unknown format '" + opts->to + "' (use algebraic, grid, compact or json)");
        if (*format == TourFormat::Compact && (board.rows() > 9 || board.cols() > 9))
            throw UsageError("--format compact: the compact format needs a board of at most 9x9, not " + opts->board);
        const std::string text = read_input(opts->file);
        std::string out;
        std::int64_t tours = 0, bad = 0;
        for_each_tour(text, board, [&](ParsedTour&& parsed) {
            ++tours;
            if (!parsed.ok()) {
                ++bad;
                std::cout << out << std::flush;
                out.clear();
                std::cerr << "knights format: " << parsed.error << '\n';
                return;
            }
            if (*format == TourFormat::Grid && tours - bad > 1) out += '\n';
            out += format_tour(board, *parsed.tour, *format);
            out += '\n';
            flush_when_large(out);
        });
        std::cout << out << std::flush;
        if (tours == 0) throw UsageError("no tour in " + input_name(opts->file));
        ctx.exit_code = bad ? kExitInvalid : kExitOk;
    });
}

}  // namespace kt::cli
