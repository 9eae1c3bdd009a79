// libFuzzer target for the clue puzzle grid reader: whatever the bytes,
// reading must not crash or hang, every failure carries a message, a grid
// that reads survives a round trip through its text, and a well-formed
// small puzzle can be handed to the solver with a node budget.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine.h"
#include "fuzz_require.h"

using kt::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const bool closed = size > 0 && (data[0] & 1);
    kt::CluePuzzle puzzle;
    try {
        puzzle = kt::parse_clue_grid(text, std::nullopt, closed);
    } catch (const kt::PuzzleError& e) {
        require(e.what()[0] != '\0');
        return 0;
    } catch (const kt::BoardError& e) {
        require(e.what()[0] != '\0');
        return 0;
    }
    const kt::CluePuzzle back = kt::parse_clue_grid(kt::format_clue_grid(puzzle), std::nullopt, closed);
    require(back.clues == puzzle.clues);
    require(back.board.square_count() == puzzle.board.square_count());
    const auto problems = kt::clue_puzzle_problems(puzzle);
    for (const auto& p : problems) require(!p.empty());
    if (problems.empty() && puzzle.board.square_count() > 0) {
        const kt::ClueSolveResult r = kt::solve_clue_puzzle(puzzle, 2, 200);
        if (r.first) require(kt::solves_clue_puzzle(puzzle, *r.first));
    }
    return 0;
}
