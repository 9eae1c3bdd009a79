#include "output_format.h"

namespace kt::cli {

bool is_algebraic(const std::string& format) { return format == "algebraic" || format == "line"; }

std::string write_tour_as(const Board& board, const Tour& tour, const std::string& format) {
    if (is_algebraic(format)) return format_tour(board, tour, TourFormat::Algebraic);
    if (format == "compact") return write_compact_line(board, tour);
    if (format == "connections") return write_connection_line(board, tour, false);
    if (format == "connections56") return write_connection_line(board, tour, true);
    throw UsageError("--format: unknown format '" + format + "' (algebraic, compact, connections, connections56)");
}

void check_phadke_board(const Board& board, const std::string& format) {
    if (!is_algebraic(format) && !phadke_board_supported(board))
        throw UsageError("--format " + format + ": Phadke's formats need a board of at most 9x9");
}

}  // namespace kt::cli
