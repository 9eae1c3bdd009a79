#include "puzzle/square_set.h"

#include <string>

namespace kt {

SquareSet SquareSet::shifted(int n) const {
    SquareSet r;
    if (n == 0) return *this;
    const int words = (n > 0 ? n : -n) / 64, bits = (n > 0 ? n : -n) % 64;
    for (int i = 0; i < kWords; ++i) {
        if (n > 0) {
            const int src = i - words;
            if (src < 0) continue;
            std::uint64_t v = w_[src] << bits;
            if (bits && src > 0) v |= w_[src - 1] >> (64 - bits);
            r.w_[i] = v;
        } else {
            const int src = i + words;
            if (src >= kWords) continue;
            std::uint64_t v = w_[src] >> bits;
            if (bits && src + 1 < kWords) v |= w_[src + 1] << (64 - bits);
            r.w_[i] = v;
        }
    }
    return r;
}

SquareSetGeometry::SquareSetGeometry(const Board& board) {
    if (board.cell_count() > SquareSet::kMaxCells)
        throw BoardError("a " + std::to_string(board.rows()) + "x" + std::to_string(board.cols()) +
                         " board has more than " + std::to_string(SquareSet::kMaxCells) + " cells");
    const auto cells = static_cast<Square>(board.cell_count());
    for (Square s = 0; s < cells; ++s)
        if (board.is_active(s)) active_.set(s);
    for (const auto& [dr, dc] : board.offsets()) {
        Shift shift{dr * board.cols() + dc, {}};
        for (Square s = 0; s < cells; ++s)
            if (board.is_active(s) && board.on_grid(board.row_of(s) + dr, board.col_of(s) + dc)) shift.sources.set(s);
        shifts_.push_back(shift);
    }
    single_.resize(static_cast<std::size_t>(cells));
    for (Square s = 0; s < cells; ++s) single_[static_cast<std::size_t>(s)] = neighbours(SquareSet::single(s));
}

SquareSet SquareSetGeometry::neighbours(const SquareSet& from) const {
    SquareSet r;
    for (const Shift& shift : shifts_) r |= (from & shift.sources).shifted(shift.by);
    return r & active_;
}

}  // namespace kt
