// knights exists (issue 2). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_exists(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("exists", "(not yet available: issue 2)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
