// Every knights subcommand, one file each (cmd_<name>.cpp).
#pragma once

#include "common.h"

namespace kt::cli {

void register_check(CLI::App& app, Context& ctx);        // issue 2
void register_format(CLI::App& app, Context& ctx);       // issue 2
void register_exists(CLI::App& app, Context& ctx);       // issue 2
void register_solve(CLI::App& app, Context& ctx);        // issue 4
void register_iso(CLI::App& app, Context& ctx);          // issue 5: iso, canon, dedupe, warnsdorff-all
void register_subchains(CLI::App& app, Context& ctx);    // issue 6
void register_count(CLI::App& app, Context& ctx);        // issue 7
void register_link(CLI::App& app, Context& ctx);         // issue 8: share links, puzzles
void register_walks(CLI::App& app, Context& ctx);        // issue 9
void register_puzzle(CLI::App& app, Context& ctx);       // clue puzzles: generate, solve

}  // namespace kt::cli
