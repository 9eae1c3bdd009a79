// Internal helpers shared by the tour text readers (not part of the API).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "format/tour_format.h"

namespace kt::format_detail {

// "line 3, column 7: " (column omitted when 0).
std::string where(std::int64_t line, std::size_t column);
// 'text' cut to 40 printable characters, for error messages.
std::string quote_text(std::string_view text);

// Bracket depth after scanning `text` from `depth`, outside JSON strings;
// in_string / escape carry the string state across lines.
int scan_json_depth(std::string_view text, int depth, bool& in_string, bool& escape);

// Parses one JSON value that starts on line `first_line`: an object or array
// of squares is one tour, an array of those is many. Sends each to `sink`.
void parse_json_tours(const std::string& text, std::int64_t first_line, bool unterminated, const Board& board,
                      const std::function<void(ParsedTour&&)>& sink);

}  // namespace kt::format_detail
