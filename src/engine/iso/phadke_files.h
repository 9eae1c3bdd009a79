// Phadke's two file formats (his co-ordinate method paper), for boards of up to 9 rows and
// 9 columns (one digit per co-ordinate). His co-ordinates: row 1 at the top,
// column 1 at the left.
//  - Compact line: two spaces, the row digit of every square of the tour in
//    order, two spaces, the column digits (132 characters on 8x8).
//  - Connection-number line: a space, then the tour's links as four-digit
//    numbers (row,col of the lower cell, row,col of the higher: 1123), sorted,
//    written without separators (225 characters for 56 numbers). A closed
//    tour has one number per move; an open tour also the fictitious link
//    between its ends. On closed tours the links at squares with only two
//    moves (on 8x8 the 8 corner links 1123, 1132, 1826, 1837, 6281, 6788,
//    7381, 7688) are in every tour, so they may be left out (56 on 8x8).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

class PhadkeFormatError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// True when the board fits one digit per co-ordinate.
bool phadke_board_supported(const Board& board);

std::string write_compact_line(const Board& board, const Tour& tour);
// Reads a compact line (surrounding blanks and a trailing CR are ignored).
// Throws PhadkeFormatError saying what is wrong and at which character.
Tour parse_compact_line(const Board& board, std::string_view line);

// The sorted four-digit numbers of `tour`'s links. `omit_forced` leaves out
// the links every closed tour has (ignored for open tours).
std::vector<int> connection_numbers(const Board& board, const Tour& tour, bool omit_forced = false);
std::string write_connection_line(const Board& board, const Tour& tour, bool omit_forced = false);
// Rebuilds a tour from its numbers (separators between numbers allowed).
// A closed tour starts at the lowest square number (a1 on full boards) and
// heads to its lower-numbered neighbour; an open tour starts at its
// lower-numbered end. Throws PhadkeFormatError when the links do not make
// one tour of the board.
Tour parse_connection_line(const Board& board, std::string_view line);

// The links present in every closed tour (both ends of each as square numbers).
std::vector<std::pair<Square, Square>> forced_links(const Board& board);

}  // namespace kt
