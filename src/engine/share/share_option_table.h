// The share options tables: what a share link carries (`knights link encode`)
// and how a tour is drawn or printed for sharing (`knights export`)
// (options/option_spec.h, share/share_link.h, share/tour_svg.h).
#pragma once

#include "options/option_spec.h"

namespace kt {

// The rows both commands share: empty means the knight.
inline constexpr OptionSpec kShareLeaperRow =
    option_text("leaper", "Leaper when not the knight: a,b or knight|camel|zebra|giraffe|...");

// Empty texts mean "not given": the link then leaves the field out.
inline constexpr OptionSpec kLinkEncodeOptionTable[] = {
    option_text("board", "8x8", "Board ROWSxCOLS (default 8x8)"),
    kShareLeaperRow,
    option_text("mask", "Removed squares, comma-separated (a1,h8)"),
    option_text("tour", "Tour or partial tour, any text format (FILE, or - for stdin)"),
    option_text("start", "Just a start square (a knight placed there), when no --tour"),
    option_text("mode", "view, solver, puzzle or compare (default: guessed from the other options)"),
    option_text("algo", "Solver name for the solver panel"),
    option_flag("closed", "Solver asks for a closed tour"),
    option_text("tiebreak", "Warnsdorff tie-break name"),
    option_text("puzzle", "Puzzle kind: free, complete (finish the --tour) or closed-from (closed tour from --start)"),
    option_text("goal", "Puzzle goal: closed or open"),
};

// An empty --board means 8x8 unless --link gives the board.
inline constexpr OptionSpec kExportOptionTable[] = {
    option_text("board", "Board ROWSxCOLS (default 8x8)"),
    kShareLeaperRow,
    option_text("link", "Take board and tour from a link fragment instead of a file"),
    option_flag("svg", "SVG document (the default)"),
    option_text("format", "Text instead: algebraic, grid, compact or json"),
    option_flag("numbers", "SVG: write move numbers in the squares"),
    option_flag("no-coordinates", "SVG: no file letters and rank numbers"),
    option_integer("cell", 40, 4, 400, "SVG: pixels per square (default 40)"),
};

}  // namespace kt
