// knights format (issue 2). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_format(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("format", "(not yet available: issue 2)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
