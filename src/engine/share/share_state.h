// Everything on screen that matters enough to survive a share link: the board
// (size, mask, leaper), the tour on it, what the page is doing with it, and
// room for options later versions add.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "puzzle/puzzle_kind.h"

namespace kt {

// What the page shows when the link is opened: the tab, or just the board (View).
enum class ShareMode { View, Solver, Puzzle, Compare, Board, Count };

// The solver panel's choice. Names are the solvers' own (`warnsdorff`,
// `backtrack`, ...): the link keeps them as text so new solvers need no new version.
struct SolverChoice {
    std::string algorithm;              // empty: the page's default
    bool closed = false;                // ask for a closed tour
    std::string tiebreak;               // Warnsdorff tie-break name, empty: default
    std::optional<std::uint64_t> seed;  // for random tie-breaks
    std::optional<std::uint32_t> speed; // steps per second of a run; 0: as fast as it goes
    std::optional<std::int64_t> step;   // how far a step-by-step run had got (steps from the start)
    bool operator==(const SolverChoice&) const = default;
};

struct ShareState {
    Board board{8, 8};                 // size, leaper and removed squares
    Tour tour;                         // a full tour, a partial one, or just a start square; may be empty
    ShareMode mode = ShareMode::View;
    SolverChoice solver;
    PuzzleKind puzzle = PuzzleKind::Free;  // Puzzle mode: the kind; `tour` is its given part
    bool puzzle_closed = false;        // puzzle goal: a closed tour (else any tour)
    std::vector<Tour> compare;         // Compare mode: the other tours shown beside `tour`
    // Compare mode: the selected pair, 1-based among `tour` then `compare`; 0 = none.
    std::uint32_t compare_a = 0, compare_b = 0;
    // Count mode: the Count tab's selection, in its own words (option-value characters).
    std::string count;
    // Options of later versions or of the page itself, kept and re-encoded as
    // they are. Keys: [a-z0-9-], 1..24 chars; values: [A-Za-z0-9,_~-], up to 256.
    std::map<std::string, std::string> options;

    bool operator==(const ShareState&) const = default;
};

const char* to_string(ShareMode mode);    // "view", "solver", "puzzle", "compare", "board", "count"
std::optional<ShareMode> parse_share_mode(std::string_view text);

// The state as a JSON object (board, leaper, mask, tour as square names, mode,
// solver, puzzle, compare, options): what `knights link decode --json` prints
// and what the page's state hook can expose.
std::string share_state_json(const ShareState& state);

}  // namespace kt
