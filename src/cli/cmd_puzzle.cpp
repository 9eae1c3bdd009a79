// knights puzzle: clue puzzles (move numbers given on some squares, the rest
// to fill in with a tour). `generate` prints a puzzle with exactly one
// solution at a difficulty; `solve` counts the solutions of a puzzle grid.
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "option_table.h"

namespace kt::cli {
namespace {

std::string board_text(const Board& b) { return std::to_string(b.rows()) + "x" + std::to_string(b.cols()); }

nlohmann::json grid_json(const std::string& grid) {
    nlohmann::json rows = nlohmann::json::array();
    std::size_t start = 0;
    for (std::size_t end; (end = grid.find('\n', start)) != std::string::npos; start = end + 1) rows.push_back(grid.substr(start, end - start));
    return rows;
}

nlohmann::json squares_json(const Board& b, const Tour& tour) {
    nlohmann::json out = nlohmann::json::array();
    for (Square s : tour.squares) out.push_back(b.name(s));
    return out;
}

void register_generate(CLI::App* parent, Context& ctx) {
    auto* cmd = parent->add_subcommand("generate",
                                       "Generate a clue puzzle with exactly one solution. Prints R lines of C tokens\n"
                                       "(top line = top rank, '.' = blank): the grid 'knights check' reads.");
    struct Options {
        std::string board = "8x8";
        bool closed = false;
        std::string difficulty;  // from kClueGenerateOptionTable, as the rest
        std::uint64_t seed = 0;
        bool json = false;
    };
    auto opts = std::make_shared<Options>();
    cmd->add_option("--board", opts->board, "Board as ROWSxCOLS, sides 5 to 12")->capture_default_str();
    add_table_options(cmd, command_table(CommandTable::ClueGenerate),
                      {{"closed", &opts->closed}, {"difficulty", &opts->difficulty}, {"seed", &opts->seed}});
    cmd->add_flag("--json", opts->json, "Print one JSON object (puzzle grid, clues, level, solution)");
    cmd->callback([opts, &ctx] {
        const Board board = parse_board_option(opts->board);
        const auto level = parse_clue_level(opts->difficulty);
        if (!level) throw UsageError("--difficulty '" + opts->difficulty + "': expected easy, medium, hard or expert");
        GeneratedCluePuzzle g;
        try {
            g = generate_clue_puzzle(board, opts->closed, *level, opts->seed);
        } catch (const PuzzleError& e) {
            throw UsageError(std::string("--board ") + opts->board + (opts->closed ? " --closed" : "") + ": " + e.what());
        }
        const std::string grid = format_clue_grid(g.puzzle);
        if (opts->json) {
            nlohmann::json j = {{"board", board_text(board)},       {"closed", opts->closed},
                                {"difficulty", to_string(*level)},  {"level", to_string(g.level)},
                                {"seed", opts->seed},               {"clues", g.puzzle.clue_count()},
                                {"grid", grid_json(grid)},          {"solution", squares_json(board, g.solution)}};
            std::cout << j.dump() << '\n';
        } else {
            std::cout << grid;
        }
        ctx.exit_code = kExitOk;
    });
}

void register_solve_grid(CLI::App* parent, Context& ctx) {
    auto* cmd = parent->add_subcommand("solve",
                                       "Count the solutions of a clue puzzle grid (up to --max-solutions) and print\n"
                                       "the count, then the first solution as a grid. Exit 0 when the solution is\n"
                                       "unique, 1 when there is none or several, 2 on bad input.");
    struct Options {
        std::string file;
        std::string board;
        bool closed = false;
        int max_solutions = 0;  // from kClueSolveOptionTable, as --closed
        bool json = false;
    };
    auto opts = std::make_shared<Options>();
    cmd->add_option("file", opts->file, "Puzzle grid file, '-' for standard input")->required();
    cmd->add_option("--board", opts->board, "Board as ROWSxCOLS (default: the grid's size)");
    add_table_options(cmd, command_table(CommandTable::ClueSolve), {{"closed", &opts->closed}, {"max-solutions", &opts->max_solutions}});
    cmd->add_flag("--json", opts->json, "Print one JSON object");
    cmd->callback([opts, &ctx] {
        const std::string text = read_input(opts->file);
        std::optional<Board> board;
        if (!opts->board.empty()) board = parse_board_option(opts->board);
        CluePuzzle puzzle;
        try {
            puzzle = parse_clue_grid(text, board, opts->closed);
            validate_clue_puzzle(puzzle);
        } catch (const PuzzleError& e) {
            throw UsageError(input_name(opts->file) + ": " + e.what());
        }
        const ClueSolveResult r = solve_clue_puzzle(puzzle, opts->max_solutions);
        if (opts->json) {
            nlohmann::json j = {{"board", board_text(puzzle.board)}, {"closed", opts->closed}, {"solutions", r.count},
                                {"unique", r.unique()}, {"max_solutions", opts->max_solutions}};
            if (r.first) j["first"] = grid_json(format_solution_grid(puzzle.board, *r.first));
            std::cout << j.dump() << '\n';
        } else {
            std::cout << r.count << '\n';
            if (r.first) std::cout << format_solution_grid(puzzle.board, *r.first);
        }
        ctx.exit_code = r.unique() ? kExitOk : kExitInvalid;
    });
}

}  // namespace

void register_puzzle(CLI::App& app, Context& ctx) {
    auto* cmd = app.add_subcommand("puzzle", "Clue puzzles: some move numbers given, fill in the tour.");
    cmd->require_subcommand(1);
    register_generate(cmd, ctx);
    register_solve_grid(cmd, ctx);
}

}  // namespace kt::cli
