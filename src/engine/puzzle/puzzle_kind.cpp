#include "puzzle/puzzle_kind.h"

namespace kt {

const char* to_string(PuzzleKind kind) {
    switch (kind) {
        case PuzzleKind::Free: return "free";
        case PuzzleKind::CompleteTour: return "complete";
        case PuzzleKind::ClosedTourFrom: return "closed-from";
    }
    return "free";
}

std::optional<PuzzleKind> parse_puzzle_kind(std::string_view text) {
    for (PuzzleKind k : {PuzzleKind::Free, PuzzleKind::CompleteTour, PuzzleKind::ClosedTourFrom})
        if (text == to_string(k)) return k;
    return std::nullopt;
}

}  // namespace kt
