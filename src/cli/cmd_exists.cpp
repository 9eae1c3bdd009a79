// knights exists: does a closed / open knight's tour exist on a board, and
// why (Schwenk's theorem; the open-tour theorem).
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "option_table.h"

namespace kt::cli {

void register_exists(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("exists",
                                   "Say whether a closed and/or open knight's tour exists on a board, with the reason\n"
                                   "(Schwenk's theorem for closed tours, Conrad et al. for open ones).\n"
                                   "Prints 'closed: yes|no: <reason>' and 'open: ...'; with --closed or --open only\n"
                                   "that answer as 'yes|no: <reason>'.");
    struct Options {
        std::string board = "8x8";
        bool closed = false;
        bool open = false;
        bool json = false;
    };
    auto opts = std::make_shared<Options>();
    add_board_option(cmd, opts->board);
    const auto asked = add_table_options(cmd, command_table(CommandTable::Existence), {{"closed", &opts->closed}, {"open", &opts->open}});
    asked[1]->excludes(asked[0]);
    cmd->add_flag("--json", opts->json, "Print one JSON object");
    cmd->callback([opts, &ctx] {
        const Board board = parse_board_option(opts->board);
        const bool ask_closed = !opts->open, ask_open = !opts->closed;
        const ExistenceAnswer c = closed_tour_exists(board), o = open_tour_exists(board);
        if (opts->json) {
            nlohmann::json j;
            j["board"] = format_board_size(board);
            auto put = [&](const char* key, const ExistenceAnswer& a) {
                j[key] = {{"exists", a.exists()}, {"answer", existence_word(a.answer)}, {"reason", a.reason}};
            };
            if (ask_closed) put("closed", c);
            if (ask_open) put("open", o);
            if (ask_closed != ask_open) j["exists"] = ask_closed ? c.exists() : o.exists();
            std::cout << j.dump() << '\n';
        } else if (ask_closed && ask_open) {
            std::cout << "closed: " << existence_word(c.answer) << ": " << c.reason << '\n'
                      << "open: " << existence_word(o.answer) << ": " << o.reason << '\n';
        } else {
            const ExistenceAnswer& a = ask_closed ? c : o;
            std::cout << existence_word(a.answer) << ": " << a.reason << '\n';
        }
        ctx.exit_code = kExitOk;
    });
}

}  // namespace kt::cli
