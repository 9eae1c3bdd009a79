// The board's symmetry group, with Phadke's names for each transformation
// (his co-ordinate method paper). His co-ordinates count rows 1..R from the top and columns
// 1..C from the left; his table, with I,J the new row and column:
//   vertical mirror      I = i        J = C+1-j
//   horizontal mirror    I = R+1-i    J = j
//   TL-BR diagonal       I = j        J = i        (the a8-h1 diagonal)
//   TR-BL diagonal       I = N+1-j    J = N+1-i    (the a1-h8 diagonal)
//   90 clockwise         I = j        J = N+1-i    (a1 goes to a8)
//   90 anticlockwise     I = N+1-j    J = i        (a1 goes to h1)
//   180                  I = R+1-i    J = C+1-j
// A square board has all 8; a non-square one only the first of each group
// that keeps the shape (identity, the two mirrors, 180). A board with removed
// squares keeps only the transformations that map the holes onto holes.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "core/board.h"

namespace kt {

enum class Symmetry : std::uint8_t {
    Identity,
    VerticalMirror,
    HorizontalMirror,
    DiagonalTLBR,
    DiagonalTRBL,
    Rotate90Clockwise,
    Rotate90Anticlockwise,
    Rotate180,
};

inline constexpr std::array<Symmetry, 8> kAllSymmetries = {
    Symmetry::Identity,          Symmetry::VerticalMirror,    Symmetry::HorizontalMirror,
    Symmetry::DiagonalTLBR,      Symmetry::DiagonalTRBL,      Symmetry::Rotate90Clockwise,
    Symmetry::Rotate90Anticlockwise, Symmetry::Rotate180,
};

// Short stable name for files and the CLI: "identity", "vertical-mirror",
// "horizontal-mirror", "tl-br-diagonal", "tr-bl-diagonal", "90-clockwise",
// "90-anticlockwise", "180".
std::string_view symmetry_name(Symmetry s);
// Phadke's words: "Image in vertical mirror", "Clockwise rotation through 90".
std::string_view symmetry_title(Symmetry s);
std::optional<Symmetry> parse_symmetry(std::string_view name);

// True when the transformation swaps rows and columns (needs a square board).
bool swaps_axes(Symmetry s);
// The transformations of `board`'s group, identity first, in kAllSymmetries order.
std::vector<Symmetry> board_symmetries(const Board& board);

// Where square `s` goes. `board` must admit `sym` (see board_symmetries).
Square apply_symmetry(const Board& board, Symmetry sym, Square s);
// Applies `sym` to a whole row/column offset (a move's direction).
std::array<int, 2> apply_symmetry_to_offset(Symmetry sym, std::array<int, 2> drow_dcol);

// Group arithmetic: compose(f, g) is "g first, then f".
Symmetry compose(Symmetry f, Symmetry g);
Symmetry inverse(Symmetry s);

}  // namespace kt
