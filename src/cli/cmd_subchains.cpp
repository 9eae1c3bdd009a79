// knights subchains (issue 6). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_subchains(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("subchains", "(not yet available: issue 6)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
