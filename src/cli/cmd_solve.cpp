// knights solve: build a solver from the options, run it to the end, print
// one tour line (or, with --all, the number of tours).
#include <algorithm>
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "option_table.h"

namespace kt::cli {
namespace {

// The command line's values; defaults and checks from kSolverOptionTable.
struct SolveOptions {
    std::string board = "8x8";
    std::string algo, start, tiebreak;
    std::uint64_t seed = 0;
    bool closed = false, all = false, json = false, stats = false, no_order = false, no_prune = false;
    BoardShapeOptions shape;
};

// The engine's solver options from the command line's, refusing combinations
// that do not apply to the chosen algorithm.
SolverOptions solver_options(const SolveOptions& o, const Board& board) {
    const auto tie = parse_tie_break(o.tiebreak);
    if (!tie) throw UsageError("--tiebreak: " + option_problem(option_spec(kSolverOptionTable, "tiebreak"), o.tiebreak));
    // Which solver takes which option: kSolverTable's `takes`.
    if (o.all && !solver_takes(o.algo, kTakesAll)) throw UsageError("--all needs --algo " + solvers_taking(kTakesAll));
    if (*tie != SolverOptions{}.tie_break && !solver_takes(o.algo, kTakesTieBreak))
        throw UsageError("--tiebreak applies to --algo " + solvers_taking(kTakesTieBreak) + " only");
    if ((o.no_order && !solver_takes(o.algo, kTakesNoOrder)) || (o.no_prune && !solver_takes(o.algo, kTakesNoPrune)))
        throw UsageError("--no-order/--no-prune apply to --algo " + solvers_taking(kTakesNoOrder | kTakesNoPrune) + " only");
    SolverOptions options;
    options.closed = o.closed;
    options.seed = o.seed;
    options.tie_break = *tie;
    options.enumerate_all = o.all;
    options.warnsdorff_order = !o.no_order;
    options.prune = !o.no_prune;
    if (!o.start.empty()) {
        try {
            options.start = board.parse_square_or_throw(o.start);
        } catch (const BoardError& e) {
            throw UsageError(std::string("--start: ") + e.what());
        }
    }
    return options;
}

// --all: the number of tours the enumeration found.
void report_count(const SolveOptions& o, SolverState state, const SolverSnapshot& snap, Context& ctx) {
    if (state != SolverState::Found && state != SolverState::NoTour) {
        std::cerr << "knights solve: enumeration stopped: " << snap.message << '\n';
        ctx.exit_code = kExitInvalid;
        return;
    }
    if (o.json) {
        nlohmann::json j{{"board", o.board}, {"algo", o.algo}, {"closed", o.closed},
                         {"count", std::to_string(snap.solutions)},
                         {"counts", o.closed ? "undirected closed tours" : "directed tours (Hamiltonian paths)"}};
        if (!o.start.empty()) j["start"] = o.start;
        std::cout << j.dump() << '\n';
    } else {
        std::cout << snap.solutions << '\n';
    }
    ctx.exit_code = kExitOk;
}

// The tour found, checked by the validator first: never print one it rejects.
void report_tour(const SolveOptions& o, const Board& board, Solver& solver, SolverState state, double ms, Context& ctx) {
    const SolverSnapshot snap = solver.snapshot();
    const auto tour = solver.take_tour();  // no second copy of a huge tour
    if (!tour) {
        std::cerr << "knights solve: " << (state == SolverState::NoTour ? "no tour: " : "no tour found: ") << snap.message
                  << '\n';
        ctx.exit_code = kExitInvalid;
        return;
    }
    TourVerdict verdict{TourKind::Open, "", -1};
    if (board.cell_count() <= 4'000'000) {
        verdict = validate_tour(board, *tour);
        if (!verdict.valid()) {
            std::cerr << "knights solve: internal error, the " << o.algo << " tour is invalid: " << verdict.reason << '\n';
            ctx.exit_code = kExitInvalid;
            return;
        }
    } else if (closes(board, *tour)) {
        verdict.kind = TourKind::Closed;
    }
    if (!snap.message.empty()) std::cerr << "knights solve: note: " << snap.message << '\n';
    if (o.json) {
        nlohmann::json j{{"board", o.board}, {"algo", o.algo}, {"closed", verdict.kind == TourKind::Closed},
                         {"tour", format_tour(board, *tour, TourFormat::Algebraic)}, {"steps", snap.steps},
                         {"backtracks", snap.backtracks}, {"retries", snap.retries}, {"time_ms", ms}};
        std::cout << j.dump() << '\n';
    } else {
        emit_algebraic(board, *tour, [](const std::string& piece) { std::cout << piece; });
        std::cout << '\n';
    }
    ctx.exit_code = kExitOk;
}

void run_solve(const SolveOptions& o, Context& ctx) {
    const Board board = resolve_board(o.board, o.shape);
    const SolverOptions options = solver_options(o, board);
    std::unique_ptr<Solver> solver;
    try {
        solver = make_solver(o.algo, board, options);
    } catch (const BoardError& e) {
        throw UsageError(e.what());
    }
    const auto started = std::chrono::steady_clock::now();
    const SolverState state = solver->run();
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    const SolverSnapshot snap = solver->snapshot();
    if (o.stats)
        std::cerr << "knights solve: " << o.algo << " on " << o.board << ": " << to_string(state) << ", steps " << snap.steps
                  << ", backtracks " << snap.backtracks << ", retries " << snap.retries << ", time " << ms << " ms\n";
    if (o.all) return report_count(o, state, snap, ctx);
    report_tour(o, board, *solver, state, ms, ctx);
}

}  // namespace

void register_solve(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("solve", "Find a tour and print it as one line of squares");
    auto opts = std::make_shared<SolveOptions>();
    add_board_option(cmd, opts->board);
    add_board_shape_options(cmd, opts->shape);
    add_table_options(cmd, kSolverOptionTable,
                      {{"algo", &opts->algo}, {"closed", &opts->closed}, {"start", &opts->start},
                       {"seed", &opts->seed}, {"tiebreak", &opts->tiebreak}, {"all", &opts->all},
                       {"no-order", &opts->no_order}, {"no-prune", &opts->no_prune}});
    cmd->add_flag("--json", opts->json, "Print one JSON object instead of the tour line");
    cmd->add_flag("--stats", opts->stats, "Print steps, backtracks, retries and time on standard error");
    cmd->callback([opts, &ctx] { run_solve(*opts, ctx); });
}

}  // namespace kt::cli
