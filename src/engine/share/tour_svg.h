// Export: the board with a tour drawn as lines, as an SVG document (a pure
// function; the page offers it as a download, the CLI prints it).
#pragma once

#include <string>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

struct SvgOptions {
    int cell = 40;              // pixels per square
    bool numbers = false;       // write each square's move number (1-based)
    bool coordinates = true;    // file letters and rank numbers around the board
    bool close_loop = true;     // draw the closing move of a closed tour
    std::string light = "#f0d9b5";
    std::string dark = "#b58863";
    std::string removed = "#555555";
    std::string line = "#1f4e9c";
};

// A standalone SVG document: squares (rank 1 at the bottom), removed squares
// greyed, the tour as one polyline through square centres with its start
// marked by a dot and its end by a ring. An empty tour draws the board only;
// squares off the board are skipped rather than drawn.
std::string tour_svg(const Board& board, const Tour& tour, const SvgOptions& options = {});

}  // namespace kt
