// Canonical form of a tour under the board's symmetries (Phadke's co-ordinate
// method, made exact and hashable). A tour's picture is the set of its links:
// for a closed tour the undirected moves, for an open tour also one
// fictitious link between its two ends. Because every real link is a leaper
// move and the fictitious one is not, that picture is the same information as
// "which leaper directions leave each square": two for every square of a
// closed tour, one at the ends of an open tour. So each square gets a 6-bit
// code (0 = no link, 1..8 one direction, 9..36 a pair), and the canonical
// form is the lexicographically smallest code sequence over the group.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "iso/symmetry.h"

namespace kt {

// Codes packed 10 per 64-bit word, the first square in the high bits, so
// comparing words compares code sequences. Exact, never a hash alone.
struct CanonicalForm {
    std::vector<std::uint64_t> words;
    // (Spelled out: Emscripten 3.1.6's libc++ has no <=> for vectors.)
    bool operator==(const CanonicalForm& o) const { return words == o.words; }
    bool operator!=(const CanonicalForm& o) const { return words != o.words; }
    bool operator<(const CanonicalForm& o) const { return words < o.words; }
    bool operator>(const CanonicalForm& o) const { return o.words < words; }
    bool operator<=(const CanonicalForm& o) const { return !(o.words < words); }
    bool operator>=(const CanonicalForm& o) const { return !(words < o.words); }
    std::uint64_t hash() const;
    // Lowercase hex, 16 digits per word: a printable, comparable key.
    std::string hex() const;
};

std::uint64_t hash_form_words(const std::uint64_t* words, std::size_t count);

// A tour's own symmetry: which transformations of the board fix its picture.
struct TourSymmetry {
    std::vector<Symmetry> fixing;  // always holds Identity
    int group_size = 1;            // 8 on square boards, 4 on others
    // How many distinct pictures the class holds: group_size / fixing.size().
    int class_size() const { return group_size / static_cast<int>(fixing.size()); }
};

// b[k] == rev?(sym(a))[(k + offset) mod n]: `symmetry` applied to every
// square of a, then run backwards when `reversed`, then started `offset`
// squares later (always 0 for open tours).
struct Isomorphism {
    Symmetry symmetry = Symmetry::Identity;
    bool reversed = false;
    std::int64_t offset = 0;
};

// Precomputed tables for one board: reuse it across many tours (no allocation
// per tour once the caller's buffers are sized).
class Canonicalizer {
public:
    explicit Canonicalizer(const Board& board);

    const Board& board() const { return board_; }
    const std::vector<Symmetry>& symmetries() const { return symmetries_; }
    std::size_t cells() const { return static_cast<std::size_t>(board_.cell_count()); }
    std::size_t words_per_form() const { return words_; }

    // One code per cell from `tour`; false unless it is a tour of the board
    // (every active square once, leaper moves). `codes` is resized.
    bool link_codes(const Tour& tour, std::vector<std::uint8_t>& codes) const;
    bool link_codes(const Square* squares, std::size_t count, std::vector<std::uint8_t>& codes) const;

    // Writes words_per_form() words of the picture moved by `sym`.
    void image(const std::uint8_t* codes, Symmetry sym, std::uint64_t* out) const;
    // Writes the smallest image; returns the transformation that gives it.
    // `scratch` must hold words_per_form() words.
    Symmetry canonicalize(const std::uint8_t* codes, std::uint64_t* out, std::uint64_t* scratch) const;

    // Convenience forms; they throw std::invalid_argument for a non-tour.
    CanonicalForm canonical_form(const Tour& tour, Symmetry* to_canonical = nullptr) const;
    TourSymmetry tour_symmetry(const Tour& tour) const;
    std::optional<Isomorphism> isomorphic(const Tour& a, const Tour& b) const;
    // The class's representative as a tour: the canonical picture, started at
    // its lowest square towards the lower neighbour (closed), or from its
    // lower end (open). Same for every tour of the class.
    Tour canonical_tour(const Tour& tour) const;

private:
    std::vector<std::uint8_t> checked_codes(const Tour& tour) const;
    int direction(Square from, Square to) const;
    std::uint64_t image_word(const std::uint8_t* codes, std::size_t g, std::size_t word) const;

    Board board_;
    std::vector<Symmetry> symmetries_;
    std::size_t words_ = 0;
    std::vector<std::array<int, 2>> offsets_;
    // Row and column of each cell, and the direction index of each offset
    // within reach (-1 elsewhere): a move's direction without a division.
    std::vector<std::int32_t> row_, col_;
    int reach_ = 0;
    std::vector<std::int8_t> direction_of_offset_;
    std::array<std::uint8_t, 256> mask_to_code_{};
    std::array<std::uint8_t, 37> code_to_mask_{};
    // Per symmetry (indexed by Symmetry value): the source cell of each target
    // cell (the inverse map), and how codes turn.
    std::array<std::vector<std::uint32_t>, 8> source_of_;
    std::array<std::array<std::uint8_t, 37>, 8> code_map_{};
};

// One-off helpers over a throwaway Canonicalizer.
CanonicalForm canonical_form(const Board& board, const Tour& tour);
TourSymmetry tour_symmetry(const Board& board, const Tour& tour);
std::optional<Isomorphism> isomorphic(const Board& board, const Tour& a, const Tour& b);

// Every square of `tour` moved by `sym`.
Tour transform_tour(const Board& board, const Tour& tour, Symmetry sym);
// The same tour run backwards (reversed) and started `offset` squares later.
Tour reorient_tour(const Tour& tour, bool reversed, std::int64_t offset);

}  // namespace kt
