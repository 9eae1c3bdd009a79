// knights warnsdorff-all: every tour Warnsdorff's rule reaches from a start
// square, ties branched, one per line (Phadke's mass data).
#include "commands.h"
#include "option_table.h"
#include "output_file.h"
#include "output_format.h"

namespace kt::cli {
namespace {

Square parse_start(const Board& board, const std::string& text) {
    try {
        return board.parse_square_or_throw(text);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--start: ") + e.what());
    }
}

}  // namespace

void register_warnsdorff_all(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("warnsdorff-all", "Every tour Warnsdorff's rule reaches from a start square, "
                                                     "branching on every tie, one per line (Phadke's mass data)");
    struct Options {
        std::string board = "8x8", start = "a1", as = "algebraic";
        bool closed = false;
        std::int64_t limit = -1;
    };
    auto o = std::make_shared<Options>();
    add_board_option(cmd, o->board);
    add_table_options(cmd, command_table(CommandTable::WarnsdorffAll), {{"start", &o->start}, {"closed", &o->closed}, {"limit", &o->limit}});
    add_format_option(cmd, o->as, "Output format: algebraic, compact, connections, connections56", {"--as"})
        ->capture_default_str();
    cmd->callback([o, &ctx] {
        const Board board = parse_board_option(o->board);
        const Square start = parse_start(board, o->start);
        check_phadke_board(board, o->as);
        write_tour_as(board, Tour{}, o->as);
        if (o->limit < -1) throw UsageError("--limit: must be 0 or more");
        WarnsdorffEnumerator search(board, start, {o->closed, o->limit});
        Output out("-", "output");
        std::string line;
        while (search.next()) {
            if (is_algebraic(o->as)) {
                line.clear();
                append_algebraic(board, search.path(), line);
                out.line(line);
            } else {
                out.line(write_tour_as(board, search.tour(), o->as));
            }
        }
        ctx.exit_code = kExitOk;
    });
}

}  // namespace kt::cli
