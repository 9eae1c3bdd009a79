// knights: the native command-line front end over the engine.
#include <iostream>

#include "commands.h"
#include "mpi_session.h"

int main(int argc, char** argv) {
    using namespace kt::cli;
    CLI::App app{"knights: the Knight's Tour Workbench on the command line.\n"
                 "Boards are ROWSxCOLS (e.g. 8x8, 6x8 = 6 rows, 8 columns); squares are a1..h8."};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Help for every command");
    Context ctx;
    register_check(app, ctx);
    register_format(app, ctx);
    register_exists(app, ctx);
    register_solve(app, ctx);
    register_iso_pair(app, ctx);
    register_canon(app, ctx);
    register_dedupe(app, ctx);
    register_warnsdorff_all(app, ctx);
    register_scramble(app, ctx);
    register_subchains(app, ctx);
    register_count(app, ctx);
    register_link(app, ctx);
    register_walks(app, ctx);
    register_rank(app, ctx);
    register_puzzle(app, ctx);

    auto command_name = [&]() -> std::string {
        for (const CLI::App* sub : app.get_subcommands()) return "knights " + sub->get_name();
        return "knights";
    };
    // Under mpirun every rank parses the same arguments: rank 0 alone says what is wrong with them.
    auto fail = [&](const std::string& what) {
        if (!repeats_rank0()) std::cerr << command_name() << ": " << what << "\n";
        return kExitUsage;
    };
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        return fail(std::string(e.what()) + " (see --help)");
    } catch (const std::bad_alloc&) {
        return fail("out of memory");
    } catch (const std::exception& e) {  // UsageError, BoardError and the rest
        return fail(e.what());
    }
    return ctx.exit_code;
}
