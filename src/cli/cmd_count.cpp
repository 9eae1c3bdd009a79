// knights count (issue 7). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_count(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("count", "(not yet available: issue 7)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
