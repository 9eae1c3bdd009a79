// knights solve: run a solver to the end and print one tour line.
// (First version: Warnsdorff only; issue 4 brings the whole family.)
#include <iostream>

#include "commands.h"

namespace kt::cli {

void register_solve(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("solve", "Find a tour and print it as one line of squares");
    struct Options {
        std::string board = "8x8";
        std::string start = "a1";
    };
    auto opts = std::make_shared<Options>();
    cmd->add_option("--board", opts->board, "Board as ROWSxCOLS")->capture_default_str();
    cmd->add_option("--start", opts->start, "Start square")->capture_default_str();
    cmd->callback([opts, &ctx] {
        const Board board = parse_board_option(opts->board);
        Square start;
        try {
            start = board.parse_square_or_throw(opts->start);
        } catch (const BoardError& e) {
            throw UsageError(std::string("--start: ") + e.what());
        }
        WarnsdorffSolver solver(board, start);
        solver.run();
        if (auto tour = solver.tour()) {
            std::string line;
            for (Square s : tour->squares) {
                if (!line.empty()) line += ' ';
                line += board.name(s);
            }
            std::cout << line << '\n';
            ctx.exit_code = kExitOk;
        } else {
            std::cerr << "knights solve: no tour found: " << solver.snapshot().message << '\n';
            ctx.exit_code = kExitInvalid;
        }
    });
}

}  // namespace kt::cli
