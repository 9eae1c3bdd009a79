// knights link (issue 8). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_link(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("link", "(not yet available: issue 8)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
