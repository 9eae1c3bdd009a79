// The tour formats canon and warnsdorff-all write: algebraic and Phadke's
// compact and connection-number lines.
#pragma once

#include <string>

#include "common.h"

namespace kt::cli {

// "algebraic" is the name every command uses; "line" is these commands' older one.
bool is_algebraic(const std::string& format);

// The tour in the output format a user asked for; throws UsageError for an
// unknown name.
std::string write_tour_as(const Board& board, const Tour& tour, const std::string& format);

// Refuses Phadke's formats on a board above 9x9 (UsageError).
void check_phadke_board(const Board& board, const std::string& format);

}  // namespace kt::cli
