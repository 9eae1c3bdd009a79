// Share links: the versioned URL-fragment codec for board, tour and mode
// The page puts `"#" + encode_share_link(state)` in the address bar
// and calls decode_share_link on whatever the fragment holds.
//
// Format, version 1 (the fragment without its '#'):
//
//   v1.<rows>x<cols>[.<field>]*        fields separated by '.', any order
//
//   <tour>              a field without '=': the tour (at most one)
//       a1              just a start square (a knight placed on a1)
//       a1~<moves>      a complete tour: one move per remaining active square
//       a1~<n>~<moves>  a partial tour of n squares (n >= 2)
//     <moves> is base64url (A-Z a-z 0-9 - _, no padding) of a bit string that
//     packs each move as the index of its (drow, dcol) in Board::offsets()
//     (knight: (1,2) (2,1) (2,-1) (1,-2) (-1,-2) (-2,-1) (-2,1) (-1,2)),
//     most significant bit first, ceil(log2(offsets)) bits a move: 3 for a
//     knight, so a 64-square 8x8 tour is 2 + 1 + 32 characters.
//   leaper=a,b          the leaper when it is not the knight (1,2); names
//                       (camel, zebra...) are read too (board/leaper_text.h)
//   mask=a1,h8          removed squares, by name
//   maskbits=<b64>      removed squares as a bitmap (bit = square number), when shorter
//   mode=view|solver|puzzle|compare|board|count          (default view)
//   algo=NAME  closed=1  tie=NAME  seed=N                the solver panel
//   speed=N             steps per second of a run (0: as fast as it goes)
//   step=N              how far a step-by-step run had got: the page replays
//                       the (seeded, deterministic) solver to that step
//   pair=a[,b]          Compare: the selected tours, 1-based (tour, then cmp)
//   count=TEXT          Count: the tab's selection, in its own words
//   play=<tour>         Puzzle: the player's moves (a tour field)
//   puzzle=free|complete|closed-from  goal=closed        the puzzle
//   cmp=<tour>          one per tour compared with the main one, in order
//   anything else       kept in ShareState::options, re-encoded in key order
//
// Example: `v1.8x8.a1` is an 8x8 board with a knight on a1;
// `v1.8x8.a1.mode=puzzle.puzzle=closed-from.goal=closed` asks for a closed tour from a1.
//
// Decoding never trusts its input: it returns the state it could read plus a
// list of problems; anything unreadable is dropped (a bad tour keeps its valid
// prefix), links longer than kMaxLinkLength are cut, boards over
// kMaxLinkSquares are refused before anything is allocated, and the time
// taken is linear in the link length plus the board size.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "share/share_state.h"
#include "share/tour_svg.h"

namespace kt {

inline constexpr int kShareLinkVersion = 1;
// A link's board has at most this many cells (1000 x 1000): enough for any
// board the page can draw, and it bounds what decoding allocates.
inline constexpr std::int64_t kMaxLinkSquares = 1'000'000;
inline constexpr std::size_t kMaxLinkLength = 1u << 20;  // characters
inline constexpr std::size_t kMaxLinkCompareTours = 64;
inline constexpr std::size_t kMaxLinkOptions = 32;

// Raised by encode_share_link for a state no link can carry (a tour that is
// not a leaper path on the board, a board over kMaxLinkSquares, a bad option key).
class ShareError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

enum class LinkSeverity {
    Warning,  // something was ignored or repaired; the state is what the link meant
    Error,    // part of the link could not be read; the state holds the rest
};

struct LinkIssue {
    LinkSeverity severity = LinkSeverity::Error;
    std::string message;  // one line, e.g. "tour: truncated after move 17 (64 squares expected)"
};

struct ShareDecodeResult {
    ShareState state;               // defaults (8x8, view) for what could not be read
    std::vector<LinkIssue> issues;  // in the order met
    bool ok() const;                // no Error issues
    // Every issue as one line each ("error: ..." / "warning: ..."), for a banner.
    std::string summary() const;
};

// The fragment for `state`, without the leading '#'. Deterministic: equal
// states give equal links. Throws ShareError when the state cannot be encoded.
std::string encode_share_link(const ShareState& state);

// Reads a fragment. Accepts and skips a leading '#', or a whole URL up to its
// first '#'. Never throws for bad input (std::bad_alloc aside).
ShareDecodeResult decode_share_link(std::string_view fragment);

// The tour field alone (`a1~...`), for the given board: handy for tests and
// for encoding one tour of a compare list. Throws ShareError like encode_share_link.
std::string encode_tour_field(const Board& board, const Tour& tour);

// Reads a tour field back on `board` (a puzzle's moves ride in one, `play=`):
// the tour up to the first move that fails, with issues saying why it stops.
struct TourFieldResult {
    Tour tour;
    std::vector<LinkIssue> issues;
};
TourFieldResult decode_tour_field(const Board& board, std::string_view text);

}  // namespace kt
