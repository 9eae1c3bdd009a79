#include "theory/existence.h"

#include <algorithm>

#include "theory/colour_balance.h"

namespace kt {
namespace {

// The theorems speak of the knight on a whole rectangle; anything else is open.
std::optional<ExistenceAnswer> outside_theorems(const Board& board) {
    if (!board.leaper().is_knight())
        return ExistenceAnswer{Existence::Unknown, "the theorems cover the knight only, not the (" +
                                                       std::to_string(board.leaper().a) + "," +
                                                       std::to_string(board.leaper().b) + ") leaper"};
    if (board.has_mask() && board.square_count() != board.cell_count())
        return ExistenceAnswer{Existence::Unknown, "the theorems cover full rectangular boards only, not boards with removed squares"};
    return std::nullopt;
}

// Outside the theorems, the colour count may still rule tours out.
ExistenceAnswer beyond_theorems(const Board& board, bool closed, ExistenceAnswer unknown) {
    if (auto why = colour_rules_out(board, closed)) return {Existence::No, *why};
    return unknown;
}

}  // namespace

const char* existence_word(Existence e) {
    switch (e) {
        case Existence::Yes: return "yes";
        case Existence::No: return "no";
        case Existence::Unknown: break;
    }
    return "unknown";
}

ExistenceAnswer closed_tour_exists(const Board& board) {
    if (auto out = outside_theorems(board)) return beyond_theorems(board, true, *out);
    const int m = std::min(board.rows(), board.cols()), n = std::max(board.rows(), board.cols());
    const std::string b = format_board_size(board);
    auto no = [](std::string why) { return ExistenceAnswer{Existence::No, std::move(why)}; };
    if (m == 1 && n == 1) return no("the 1x1 board has no knight move, so its one-square tour cannot close");
    if (m % 2 == 1 && n % 2 == 1)
        return no("both sides of " + b + " are odd, so it has an odd number of squares, but a closed tour alternates "
                  "colours and must have even length (Schwenk's theorem, case 1)");
    if (m == 1) return no("a board one square wide has no knight moves at all (Schwenk's theorem, case 2)");
    if (m == 2)
        return no("on a board two squares wide each corner has only one knight move, but a closed tour enters and "
                  "leaves every square (Schwenk's theorem, case 2)");
    if (m == 4)
        return no("on a board four squares wide a closed tour would have to alternate between outer and inner lines "
                  "and also between colours, which cannot both hold (Schwenk's theorem, case 2, after Pósa)");
    if (m == 3 && (n == 4 || n == 6 || n == 8))
        return no("3x" + std::to_string(n) + " is one of the three-wide boards 3x4, 3x6, 3x8 without a closed tour "
                  "(Schwenk's theorem, case 3)");
    return {Existence::Yes, b + " is none of Schwenk's exceptions (both sides odd; a side of 1, 2 or 4; 3x4, 3x6, "
                            "3x8), so a closed tour exists (Schwenk's theorem)"};
}

ExistenceAnswer open_tour_exists(const Board& board) {
    if (auto out = outside_theorems(board)) return beyond_theorems(board, false, *out);
    const int m = std::min(board.rows(), board.cols()), n = std::max(board.rows(), board.cols());
    const std::string b = format_board_size(board);
    auto no = [](std::string why) { return ExistenceAnswer{Existence::No, std::move(why)}; };
    if (m == 1 && n == 1) return {Existence::Yes, "the 1x1 board's single square is a tour by itself"};
    if (m == 1) return no("a board one square wide has no knight moves, so the knight cannot leave its first square");
    if (m == 2)
        return no("on a board two squares wide the knight's moves split the squares into separate chains, so no "
                  "single path visits them all");
    if (m == 3 && n == 3) return no("the centre square of 3x3 has no knight move, so no path can reach it");
    if ((m == 3 && (n == 5 || n == 6)) || (m == 4 && n == 4))
        return no(b + " is one of the small exceptions 3x3, 3x5, 3x6 and 4x4 of the open-tour theorem "
                      "(Conrad et al. 1994; exhaustive search finds no tour)");
    return {Existence::Yes, b + " is none of the open-tour theorem's exceptions (a side of 1 or 2 except 1x1; 3x3, "
                            "3x5, 3x6, 4x4), so an open tour exists (Conrad et al. 1994)"};
}

}  // namespace kt
