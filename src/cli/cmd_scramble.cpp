// knights scramble: test data for dedupe, each tour written again under
// random board symmetries, directions and (closed tours) starts.
#include <random>

#include "commands.h"
#include "option_table.h"
#include "output_file.h"
#include "tour_input.h"

namespace kt::cli {

void register_scramble(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("scramble", "Test data: each tour written again COPIES times, each time under a "
                                               "random board symmetry, direction and (closed tours) start");
    struct Options {
        std::string board = "8x8", input = "-";
        int copies = 1;
        std::uint64_t seed = 1;
    };
    auto o = std::make_shared<Options>();
    add_board_option(cmd, o->board);
    cmd->add_option("input", o->input, "File of tours, one per line (- = standard input)")->capture_default_str();
    add_table_options(cmd, command_table(CommandTable::Scramble), {{"copies", &o->copies}, {"seed", &o->seed}});
    cmd->callback([o, &ctx] {
        const Board board = parse_board_option(o->board);
        const auto syms = board_symmetries(board);
        std::mt19937_64 rng(o->seed);
        TourReader reader(board, o->input);
        Output out("-", "output");
        std::string line;
        const Canonicalizer canon(board);
        for_each_tour_line(reader, canon, board, "scramble", ctx, [&](const TourLine& tl) {
            const Tour tour{tl.squares};
            const bool closed = closes(board, tour);
            for (int k = 0; k < o->copies; ++k) {
                const Tour moved = transform_tour(board, tour, syms[rng() % syms.size()]);
                const bool reversed = rng() & 1;
                const auto offset = closed ? static_cast<std::int64_t>(rng() % tour.size()) : 0;
                line.clear();
                append_algebraic(board, reorient_tour(moved, reversed, offset).squares, line);
                out.line(line);
            }
        });
    });
}

}  // namespace kt::cli
