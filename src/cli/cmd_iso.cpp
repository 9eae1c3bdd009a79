// knights iso (issue 5). Placeholder until that issue lands.
#include "commands.h"

namespace kt::cli {

void register_iso(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("iso", "(not yet available: issue 5)");
    cmd->callback([&ctx] {
        ctx.exit_code = kExitUsage;
        throw UsageError("not implemented yet");
    });
}

}  // namespace kt::cli
