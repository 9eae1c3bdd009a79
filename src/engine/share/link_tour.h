// A tour in a link: its start square, then each move as a code of a few
// bits (the index of the leaper's offset), packed as base64url. Private to
// the share module.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "share/link_bits.h"
#include "share/link_issues.h"

namespace kt::share_codec {

// Bits per move code: enough for the leaper's offsets.
int bits_per_move(const Board& board);

// Decodes one tour field; keeps the valid prefix and reports where it stops.
// `visited` is scratch space of cell_count() entries, all zero on entry and exit.
Tour decode_tour(const Board& board, std::string_view text, const std::string& label, Issues& issues,
                 std::vector<std::uint8_t>& visited);

// Appends the move codes of `tour` (a valid path) to `writer`.
void encode_tour_moves(const Board& board, const Tour& tour, BitWriter& writer);

}  // namespace kt::share_codec
