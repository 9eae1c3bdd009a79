#include "iso/symmetry.h"

namespace kt {
namespace {

struct Names {
    Symmetry sym;
    std::string_view name;
    std::string_view title;
};
constexpr std::array<Names, 8> kNames = {{
    {Symmetry::Identity, "identity", "Identity (the tour itself)"},
    {Symmetry::VerticalMirror, "vertical-mirror", "Image in vertical mirror"},
    {Symmetry::HorizontalMirror, "horizontal-mirror", "Image in horizontal mirror"},
    {Symmetry::DiagonalTLBR, "tl-br-diagonal", "Image in TL-BR diagonal mirror"},
    {Symmetry::DiagonalTRBL, "tr-bl-diagonal", "Image in TR-BL diagonal mirror"},
    {Symmetry::Rotate90Clockwise, "90-clockwise", "Clockwise rotation through 90"},
    {Symmetry::Rotate90Anticlockwise, "90-anticlockwise", "Anticlockwise rotation through 90"},
    {Symmetry::Rotate180, "180", "Rotation through 180"},
}};

// (row, col) with row 0 = rank 1 (bottom), on an R x C grid. Phadke's top-based
// rows are R-1-row, which turns his table into these formulas.
std::array<int, 2> map_cell(Symmetry sym, int rows, int cols, int r, int c) {
    switch (sym) {
        case Symmetry::Identity: return {r, c};
        case Symmetry::VerticalMirror: return {r, cols - 1 - c};
        case Symmetry::HorizontalMirror: return {rows - 1 - r, c};
        case Symmetry::DiagonalTLBR: return {rows - 1 - c, cols - 1 - r};
        case Symmetry::DiagonalTRBL: return {c, r};
        case Symmetry::Rotate90Clockwise: return {rows - 1 - c, r};
        case Symmetry::Rotate90Anticlockwise: return {c, cols - 1 - r};
        case Symmetry::Rotate180: return {rows - 1 - r, cols - 1 - c};
    }
    return {r, c};
}

// (0,1) on a 5x5 grid has a different image under each of the 8: enough to
// identify a composition.
Symmetry identify(std::array<int, 2> image_of_probe) {
    for (Symmetry s : kAllSymmetries)
        if (map_cell(s, 5, 5, 0, 1) == image_of_probe) return s;
    return Symmetry::Identity;
}

}  // namespace

std::string_view symmetry_name(Symmetry s) { return kNames[static_cast<std::size_t>(s)].name; }
std::string_view symmetry_title(Symmetry s) { return kNames[static_cast<std::size_t>(s)].title; }

std::optional<Symmetry> parse_symmetry(std::string_view name) {
    for (const auto& n : kNames)
        if (n.name == name) return n.sym;
    return std::nullopt;
}

bool swaps_axes(Symmetry s) {
    return s == Symmetry::DiagonalTLBR || s == Symmetry::DiagonalTRBL || s == Symmetry::Rotate90Clockwise ||
           s == Symmetry::Rotate90Anticlockwise;
}

std::vector<Symmetry> board_symmetries(const Board& board) {
    std::vector<Symmetry> out;
    for (Symmetry s : kAllSymmetries) {
        if (swaps_axes(s) && !board.is_square_board()) continue;
        bool keeps_holes = true;
        if (board.has_mask())
            for (Square q = 0; q < board.cell_count() && keeps_holes; ++q)
                keeps_holes = board.is_active(q) == board.is_active(apply_symmetry(board, s, q));
        if (keeps_holes) out.push_back(s);
    }
    return out;
}

Square apply_symmetry(const Board& board, Symmetry sym, Square s) {
    const auto rc = map_cell(sym, board.rows(), board.cols(), board.row_of(s), board.col_of(s));
    return board.square(rc[0], rc[1]);
}

std::array<int, 2> apply_symmetry_to_offset(Symmetry sym, std::array<int, 2> d) {
    // The linear part of map_cell: the image of (0,0)->(dr,dc) on any grid.
    const auto a = map_cell(sym, 1, 1, 0, 0);
    const auto b = map_cell(sym, 1, 1, d[0], d[1]);
    return {b[0] - a[0], b[1] - a[1]};
}

Symmetry compose(Symmetry f, Symmetry g) {
    const auto after_g = map_cell(g, 5, 5, 0, 1);
    return identify(map_cell(f, 5, 5, after_g[0], after_g[1]));
}

Symmetry inverse(Symmetry s) {
    for (Symmetry t : kAllSymmetries)
        if (compose(t, s) == Symmetry::Identity) return t;
    return Symmetry::Identity;
}

}  // namespace kt
