// knights check: read tours in any text format and print one verdict line
// per tour (closed / open / invalid: <reason>), as the command-line contract fixes (docs/cli.md).
#include <iostream>

#include "commands.h"

namespace kt::cli {

void register_check(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("check",
                                   "Check tours: one verdict line per tour (closed, open, or invalid: <reason>).\n"
                                   "Input: one tour per line as squares (a1 c2 ...), compact lines or JSON, or\n"
                                   "move-number grids (R lines of C numbers, top line = top rank).\n"
                                   "Exit 0 all valid, 1 some invalid, 2 unreadable input.");
    struct Options {
        std::string board = "8x8";
        std::string file = "-";
        BoardShapeOptions shape;
    };
    auto opts = std::make_shared<Options>();
    add_board_option(cmd, opts->board);
    add_board_shape_options(cmd, opts->shape);
    cmd->add_option("file", opts->file, "File of tours, or - for standard input")->capture_default_str();
    cmd->callback([opts, &ctx] {
        const Board board = resolve_board(opts->board, opts->shape);
        const std::string text = read_input(opts->file);
        std::string out;
        std::int64_t tours = 0, invalid = 0;
        for_each_tour(text, board, [&](ParsedTour&& parsed) {
            ++tours;
            if (!parsed.ok()) {
                ++invalid;
                out += "invalid: " + parsed.error + '\n';
            } else {
                const TourVerdict verdict = validate_tour(board, *parsed.tour);
                if (!verdict.valid()) {
                    ++invalid;
                    out += "invalid: line " + std::to_string(parsed.line) + ": " + verdict.reason + '\n';
                } else {
                    out += verdict_line(verdict) + '\n';
                }
            }
            flush_when_large(out);
        });
        std::cout << out << std::flush;
        if (tours == 0) throw UsageError("no tour in " + input_name(opts->file));
        ctx.exit_code = invalid ? kExitInvalid : kExitOk;
    });
}

}  // namespace kt::cli
