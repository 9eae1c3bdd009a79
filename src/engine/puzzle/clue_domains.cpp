#include "puzzle/clue_domains.h"

namespace kt {

std::string ClueContradiction::text(const Board& board) const {
    if (number > 0) return "leave no square for " + std::to_string(number);
    if (square != kNoSquare) return "leave " + board.name(square) + " out of the tour";
    return "break the tour";
}

ClueDomains::ClueDomains(const CluePuzzle& puzzle, const SquareSetGeometry& geometry)
    : geo_(&geometry), closed_(puzzle.closed) {
    const auto n = static_cast<std::size_t>(puzzle.board.square_count());
    SquareSet free = geometry.active();
    for (Square s = 0; s < static_cast<Square>(puzzle.clues.size()); ++s)
        if (puzzle.clue_at(s) > 0) free.reset(s);
    d_.assign(n, free);
    for (Square s = 0; s < static_cast<Square>(puzzle.clues.size()); ++s) {
        const int c = puzzle.clue_at(s);
        if (c > 0 && static_cast<std::size_t>(c) <= n) d_[static_cast<std::size_t>(c - 1)] = SquareSet::single(s);
    }
    version_.assign(n, 1);
    seen_prev_.assign(n, 0);
    seen_next_.assign(n, 0);
}

bool ClueDomains::solved() const {
    for (const SquareSet& d : d_)
        if (d.count() != 1) return false;
    return true;
}

Tour ClueDomains::tour() const {
    Tour t;
    for (const SquareSet& d : d_) t.squares.push_back(d.first());
    return t;
}

bool ClueDomains::narrow(int index, const SquareSet& allowed, bool& changed, ClueContradiction* why) {
    const SquareSet next = d_[static_cast<std::size_t>(index)] & allowed;
    if (next == d_[static_cast<std::size_t>(index)]) return true;
    set(index, next);
    changed = true;
    if (!next.empty()) return true;
    if (why) *why = {index + 1, kNoSquare};
    return false;
}

// One forward and one backward sweep make every number consistent with both
// of its neighbours along an open chain; the closing link (closed tours) is
// applied at the ends and the caller repeats until nothing changes.
bool ClueDomains::sweep_chain(bool& changed, ClueContradiction* why) {
    const int n = size();
    if (n < 2) return true;
    if (closed_ && !follow(0, n - 1, seen_prev_[0], changed, why)) return false;
    for (int k = 1; k < n; ++k)
        if (!follow(k, k - 1, seen_prev_[static_cast<std::size_t>(k)], changed, why)) return false;
    if (closed_ && !follow(n - 1, 0, seen_next_[static_cast<std::size_t>(n - 1)], changed, why)) return false;
    for (int k = n - 2; k >= 0; --k)
        if (!follow(k, k + 1, seen_next_[static_cast<std::size_t>(k)], changed, why)) return false;
    return true;
}

bool ClueDomains::follow(int index, int from, std::uint32_t& seen, bool& changed, ClueContradiction* why) {
    const std::uint32_t v = version_[static_cast<std::size_t>(from)];
    if (seen == v) return true;
    seen = v;
    return narrow(index, geo_->neighbours(d_[static_cast<std::size_t>(from)]), changed, why);
}

// All different, and every square covered: a square claimed by a placed
// number leaves the other candidates; a square only one number can reach is
// that number's.
bool ClueDomains::distinct_squares(bool& changed, ClueContradiction* why) {
    SquareSet taken, clash, once, twice;
    for (const SquareSet& d : d_) {
        twice |= once & d;
        once |= d;
        if (d.count() == 1) {
            clash |= taken & d;
            taken |= d;
        }
    }
    if (!clash.empty()) {
        if (why) *why = {0, clash.first()};
        return false;
    }
    const SquareSet missing = geo_->active().minus(once);
    if (!missing.empty()) {
        if (why) *why = {0, missing.first()};
        return false;
    }
    const SquareSet hidden = once.minus(twice).minus(taken);
    for (std::size_t k = 0; k < d_.size(); ++k) {
        const SquareSet& d = d_[k];
        if (d.count() == 1) continue;
        const SquareSet only = d & hidden;
        if (!only.empty()) {
            if (only.count() > 1) {  // one number cannot take two squares
                if (why) *why = {0, only.first()};
                return false;
            }
            set(static_cast<int>(k), only);
            changed = true;
        } else if (!(d & taken).empty()) {
            set(static_cast<int>(k), d.minus(taken));
            changed = true;
            if (d_[k].empty()) {
                if (why) *why = {static_cast<int>(k) + 1, kNoSquare};
                return false;
            }
        }
    }
    return true;
}

bool ClueDomains::propagate_chain(ClueContradiction* why) {
    for (bool changed = true; changed;) {
        changed = false;
        if (!sweep_chain(changed, why)) return false;
    }
    return true;
}

bool ClueDomains::propagate(ClueContradiction* why) {
    for (bool changed = true; changed;) {
        changed = false;
        if (!sweep_chain(changed, why)) return false;
        if (!distinct_squares(changed, why)) return false;
    }
    return true;
}

}  // namespace kt
