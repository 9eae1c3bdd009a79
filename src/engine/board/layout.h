// Boards drawn as text, and boards whose squares carry labels (a keypad).
//
// Layout format: one line per row, the first line is the top row. '.' or a
// space is a hole; any other printable ASCII character is a square labelled by
// that character (labels may repeat). Rows and columns without squares at the
// edges are trimmed; "\r\n" line ends are accepted.
//
// Ragged lines (different lengths) are padded with holes by default: editors
// strip trailing spaces, so "ABC\nD" must mean D under A, and a hole-only tail
// ("  .123." vs ".123") carries no information. The padding is reported in
// `warnings`; LayoutOptions::strict turns it (and disconnection) into errors.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"

namespace kt {

// A layout problem; the message names the line and column ("line 2, column 5: ...").
class LayoutError : public BoardError {
public:
    using BoardError::BoardError;
};

inline constexpr int kMaxLayoutSide = 1000;  // rows and columns of a text layout
inline constexpr std::size_t kMaxLayoutBytes = 16u << 20;  // the text itself, holes included

struct LayoutOptions {
    Leaper leaper{};
    // Reject ragged lines and disconnected layouts instead of warning.
    bool strict = false;
};

// A board whose squares may carry one-character labels.
struct LabelledBoard {
    Board board;
    std::string labels;         // one per cell; '\0' for holes and unlabelled squares
    std::vector<Square> order;  // active squares in display order (layouts: reading order, top row first)
    int components = 1;         // of the leaper's graph; tours need exactly 1
    std::vector<std::string> warnings;  // e.g. ragged lines padded, disconnected

    bool connected() const { return components == 1; }
    bool labelled() const { return !labels.empty(); }
    // True when every active square has a label no other square shares, so a
    // walk can be written as a string of labels ("AL3H").
    bool labels_unique() const;
    // The square's label, or its algebraic name when unlabelled.
    std::string name(Square s) const;
    // A walk as text: concatenated labels when labels are unique, else names
    // separated by spaces.
    std::string describe(const std::vector<Square>& squares) const;

    // Squares chosen by text: comma- or space-separated items, each either a
    // run of labels ("AEIO": every square with one of those labels) or a square
    // name ("c2"); a ',' label cannot be selected. Throws LayoutError naming `what` (e.g. "--start") and the
    // item that matches nothing or names a hole. Result in display order, no repeats.
    std::vector<Square> select(std::string_view text, std::string_view what) const;
    // Like select, but label characters that appear nowhere are skipped.
    std::vector<Square> select_labels_present(std::string_view labels_text) const;
};

// Parses a layout; throws LayoutError for empty, too large (over kMaxLayoutSide
// rows or columns), tabs or non-printable bytes, and in strict mode ragged or
// disconnected layouts. The leaper (0,0) is refused by Board (BoardError).
LabelledBoard parse_layout(std::string_view text, const LayoutOptions& options = {});

// The phone-style keypad of Wikipedia's "Knight's tour" article: "ABCDE / FGHIJ / KLMNO / .123.".
std::string keypad_layout_text();
LabelledBoard keypad_board(Leaper leaper = {});

// An unlabelled board (plain or masked, as the page edits it): display order is
// square-number order (a1 first); components computed.
LabelledBoard labelled_board(const Board& board);

// The inverse of parse_layout: labels as they are, '#' for unlabelled squares,
// '.' for holes; one line per row, top row first.
std::string to_layout_text(const LabelledBoard& board);

}  // namespace kt
