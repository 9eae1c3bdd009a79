// Every knights subcommand, one file each (cmd_<name>.cpp).
#pragma once

#include <CLI/CLI.hpp>

#include "common.h"

namespace kt::cli {

void register_check(CLI::App& app, Context& ctx);
void register_format(CLI::App& app, Context& ctx);
void register_exists(CLI::App& app, Context& ctx);
void register_solve(CLI::App& app, Context& ctx);
void register_iso_pair(CLI::App& app, Context& ctx);     // iso
void register_canon(CLI::App& app, Context& ctx);
void register_dedupe(CLI::App& app, Context& ctx);
void register_warnsdorff_all(CLI::App& app, Context& ctx);
void register_scramble(CLI::App& app, Context& ctx);
void register_subchains(CLI::App& app, Context& ctx);
void register_count(CLI::App& app, Context& ctx);
void register_link(CLI::App& app, Context& ctx);         // link, export
void register_walks(CLI::App& app, Context& ctx);
void register_rank(CLI::App& app, Context& ctx);         // tour-at, rank, random-tour
void register_puzzle(CLI::App& app, Context& ctx);       // clue puzzles: generate, solve

}  // namespace kt::cli
