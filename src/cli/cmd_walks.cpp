// knights walks (issue 9). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_walks(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("walks", "(not yet available: issue 9)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
