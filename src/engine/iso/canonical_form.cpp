#include "iso/canonical_form.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace kt {
namespace {

constexpr std::size_t kCodesPerWord = 10;  // 6 bits each
constexpr unsigned kCodeBits = 6;

}  // namespace

std::uint64_t hash_form_words(const std::uint64_t* words, std::size_t count) {
    std::uint64_t h = 0x243F6A8885A308D3ULL;
    for (std::size_t i = 0; i < count; ++i) {
        h = (h ^ words[i]) * 0x9E3779B97F4A7C15ULL;
        h ^= h >> 29;
    }
    h *= 0xBF58476D1CE4E5B9ULL;
    return h ^ (h >> 32);
}

std::uint64_t CanonicalForm::hash() const { return hash_form_words(words.data(), words.size()); }

std::string CanonicalForm::hex() const {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(words.size() * 16);
    for (std::uint64_t w : words)
        for (int shift = 60; shift >= 0; shift -= 4) out += kDigits[(w >> shift) & 15];
    return out;
}

Canonicalizer::Canonicalizer(const Board& board)
    : board_(board), symmetries_(board_symmetries(board)), offsets_(board.offsets()) {
    words_ = (cells() + kCodesPerWord - 1) / kCodesPerWord;
    if (offsets_.size() > 8) throw BoardError("a leaper with more than 8 directions");
    row_.resize(cells());
    col_.resize(cells());
    for (Square s = 0; s < board_.cell_count(); ++s) {
        row_[static_cast<std::size_t>(s)] = board_.row_of(s);
        col_[static_cast<std::size_t>(s)] = board_.col_of(s);
    }
    for (const auto& o : offsets_) reach_ = std::max({reach_, std::abs(o[0]), std::abs(o[1])});
    const int side = 2 * reach_ + 1;
    if (side <= 64) {  // a table for ordinary leapers; longer ones scan the offsets
        direction_of_offset_.assign(static_cast<std::size_t>(side * side), -1);
        for (std::size_t i = 0; i < offsets_.size(); ++i)
            direction_of_offset_[static_cast<std::size_t>((offsets_[i][0] + reach_) * side + offsets_[i][1] + reach_)] =
                static_cast<std::int8_t>(i);
    }
    // Codes: 0 = no link, then single directions, then pairs.
    mask_to_code_.fill(255);
    std::uint8_t next = 0;
    auto add = [&](unsigned mask) {
        mask_to_code_[mask] = next;
        code_to_mask_[next] = static_cast<std::uint8_t>(mask);
        ++next;
    };
    const std::size_t k = offsets_.size();
    add(0);
    for (std::size_t i = 0; i < k; ++i) add(1u << i);
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = i + 1; j < k; ++j) add((1u << i) | (1u << j));

    for (Symmetry sym : symmetries_) {
        const auto g = static_cast<std::size_t>(sym);
        auto& source = source_of_[g];
        source.assign(cells(), 0);
        for (Square s = 0; s < board_.cell_count(); ++s)
            source[static_cast<std::size_t>(apply_symmetry(board_, sym, s))] = static_cast<std::uint32_t>(s);
        std::array<unsigned, 8> perm{};
        for (std::size_t i = 0; i < k; ++i) {
            const auto moved = apply_symmetry_to_offset(sym, offsets_[i]);
            perm[i] = static_cast<unsigned>(std::find(offsets_.begin(), offsets_.end(), moved) - offsets_.begin());
        }
        code_map_[g].fill(0);
        for (std::uint8_t code = 0; code < next; ++code) {
            unsigned mask = 0;
            for (std::size_t i = 0; i < k; ++i)
                if (code_to_mask_[code] & (1u << i)) mask |= 1u << perm[i];
            code_map_[g][code] = mask_to_code_[mask];
        }
    }
}

int Canonicalizer::direction(Square from, Square to) const {
    const int dr = row_[static_cast<std::size_t>(to)] - row_[static_cast<std::size_t>(from)];
    const int dc = col_[static_cast<std::size_t>(to)] - col_[static_cast<std::size_t>(from)];
    if (!direction_of_offset_.empty()) {
        if (dr < -reach_ || dr > reach_ || dc < -reach_ || dc > reach_) return -1;
        return direction_of_offset_[static_cast<std::size_t>((dr + reach_) * (2 * reach_ + 1) + dc + reach_)];
    }
    for (std::size_t i = 0; i < offsets_.size(); ++i)
        if (offsets_[i][0] == dr && offsets_[i][1] == dc) return static_cast<int>(i);
    return -1;
}

bool Canonicalizer::link_codes(const Tour& tour, std::vector<std::uint8_t>& codes) const {
    return link_codes(tour.squares.data(), tour.squares.size(), codes);
}

bool Canonicalizer::link_codes(const Square* sq, std::size_t n, std::vector<std::uint8_t>& codes) const {
    codes.assign(cells(), 0);
    if (n == 0 || static_cast<std::int64_t>(n) != board_.square_count()) return false;
    const std::int64_t cell_count = board_.cell_count();
    // Build direction masks first; a square already holding a link has been
    // visited (the first square gets its link with the second move).
    auto link = [&](Square a, Square b) {
        const int d = direction(a, b);
        if (d < 0) return false;
        const int back = direction(b, a);
        codes[static_cast<std::size_t>(a)] |= static_cast<std::uint8_t>(1u << d);
        codes[static_cast<std::size_t>(b)] |= static_cast<std::uint8_t>(1u << back);
        return true;
    };
    for (std::size_t i = 0; i < n; ++i) {
        const Square s = sq[i];
        if (s < 0 || s >= cell_count || !board_.is_active(s)) return false;
        if (codes[static_cast<std::size_t>(s)] != 0) return false;
        if (i > 0 && !link(sq[i - 1], s)) return false;
    }
    if (n > 1 && direction(sq[n - 1], sq[0]) >= 0) link(sq[n - 1], sq[0]);
    for (auto& c : codes) c = mask_to_code_[c];
    return true;
}

void Canonicalizer::image(const std::uint8_t* codes, Symmetry sym, std::uint64_t* out) const {
    const auto g = static_cast<std::size_t>(sym);
    const std::uint32_t* source = source_of_[g].data();
    const std::uint8_t* turn = code_map_[g].data();
    const std::size_t n = cells();
    std::size_t t = 0;
    for (std::size_t w = 0; w < words_; ++w) {
        std::uint64_t x = 0;
        const std::size_t end = std::min(t + kCodesPerWord, n);
        const std::size_t used = end - t;
        for (; t < end; ++t) x = (x << kCodeBits) | turn[codes[source[t]]];
        out[w] = x << (kCodeBits * (kCodesPerWord - used));
    }
}

std::uint64_t Canonicalizer::image_word(const std::uint8_t* codes, std::size_t g, std::size_t word) const {
    const std::uint32_t* source = source_of_[g].data();
    const std::uint8_t* turn = code_map_[g].data();
    const std::size_t begin = word * kCodesPerWord;
    const std::size_t end = std::min(begin + kCodesPerWord, cells());
    std::uint64_t x = 0;
    for (std::size_t t = begin; t < end; ++t) x = (x << kCodeBits) | turn[codes[source[t]]];
    return x << (kCodeBits * (kCodesPerWord - (end - begin)));
}

Symmetry Canonicalizer::canonicalize(const std::uint8_t* codes, std::uint64_t* out, std::uint64_t* scratch) const {
    Symmetry best = Symmetry::Identity;
    image(codes, best, out);
    // Word by word: most images lose on their first word, so stop there.
    for (std::size_t i = 1; i < symmetries_.size(); ++i) {
        const auto g = static_cast<std::size_t>(symmetries_[i]);
        std::size_t w = 0;
        bool smaller = false;
        for (; w < words_; ++w) {
            scratch[w] = image_word(codes, g, w);
            if (scratch[w] != out[w]) {
                smaller = scratch[w] < out[w];
                break;
            }
        }
        if (!smaller) continue;
        for (++w; w < words_; ++w) scratch[w] = image_word(codes, g, w);
        std::memcpy(out, scratch, words_ * sizeof(std::uint64_t));
        best = symmetries_[i];
    }
    return best;
}

std::vector<std::uint8_t> Canonicalizer::checked_codes(const Tour& tour) const {
    std::vector<std::uint8_t> codes;
    if (!link_codes(tour, codes)) {
        const TourVerdict verdict = validate_tour(board_, tour);
        throw std::invalid_argument("not a tour of this board: " +
                                    (verdict.valid() ? std::string("unknown reason") : verdict.reason));
    }
    return codes;
}

CanonicalForm Canonicalizer::canonical_form(const Tour& tour, Symmetry* to_canonical) const {
    const auto codes = checked_codes(tour);
    CanonicalForm form;
    form.words.resize(words_);
    std::vector<std::uint64_t> scratch(words_);
    const Symmetry sym = canonicalize(codes.data(), form.words.data(), scratch.data());
    if (to_canonical) *to_canonical = sym;
    return form;
}

TourSymmetry Canonicalizer::tour_symmetry(const Tour& tour) const {
    const auto codes = checked_codes(tour);
    std::vector<std::uint64_t> itself(words_), moved(words_);
    image(codes.data(), Symmetry::Identity, itself.data());
    TourSymmetry out;
    out.group_size = static_cast<int>(symmetries_.size());
    for (Symmetry sym : symmetries_) {
        image(codes.data(), sym, moved.data());
        if (moved == itself) out.fixing.push_back(sym);
    }
    return out;
}

std::optional<Isomorphism> Canonicalizer::isomorphic(const Tour& a, const Tour& b) const {
    const auto codes_a = checked_codes(a);
    const auto codes_b = checked_codes(b);
    std::vector<std::uint64_t> target(words_), moved(words_);
    image(codes_b.data(), Symmetry::Identity, target.data());
    const auto n = static_cast<std::int64_t>(a.size());
    for (Symmetry sym : symmetries_) {
        image(codes_a.data(), sym, moved.data());
        if (moved != target) continue;
        // Same picture: the squares form the same cycle (closed) or the same
        // path (open); find where b starts and which way it runs.
        const Tour a_moved = transform_tour(board_, a, sym);
        for (bool reversed : {false, true}) {
            const Tour run = reorient_tour(a_moved, reversed, 0);
            const auto at = std::find(run.squares.begin(), run.squares.end(), b.squares[0]) - run.squares.begin();
            if (reorient_tour(run, false, at) == b) return Isomorphism{sym, reversed, at};
        }
    }
    (void)n;
    return std::nullopt;
}

Tour Canonicalizer::canonical_tour(const Tour& tour) const {
    Symmetry sym;
    canonical_form(tour, &sym);
    Tour moved = transform_tour(board_, tour, sym);
    const auto n = static_cast<std::int64_t>(moved.size());
    if (n < 2) return moved;
    if (!closes(board_, moved))
        return moved.squares.back() < moved.squares.front() ? reorient_tour(moved, true, 0) : moved;
    const auto low = std::min_element(moved.squares.begin(), moved.squares.end()) - moved.squares.begin();
    Tour forward = reorient_tour(moved, false, low);
    if (forward.squares.back() < forward.squares[1]) return reorient_tour(forward, true, n - 1);
    return forward;
}

CanonicalForm canonical_form(const Board& board, const Tour& tour) { return Canonicalizer(board).canonical_form(tour); }
TourSymmetry tour_symmetry(const Board& board, const Tour& tour) { return Canonicalizer(board).tour_symmetry(tour); }
std::optional<Isomorphism> isomorphic(const Board& board, const Tour& a, const Tour& b) {
    return Canonicalizer(board).isomorphic(a, b);
}

Tour transform_tour(const Board& board, const Tour& tour, Symmetry sym) {
    Tour out;
    out.squares.reserve(tour.size());
    for (Square s : tour.squares) out.squares.push_back(apply_symmetry(board, sym, s));
    return out;
}

Tour reorient_tour(const Tour& tour, bool reversed, std::int64_t offset) {
    Tour out;
    const auto n = static_cast<std::int64_t>(tour.size());
    if (n == 0) return out;
    out.squares.resize(tour.size());
    offset = ((offset % n) + n) % n;
    for (std::int64_t k = 0; k < n; ++k) {
        const std::int64_t i = (k + offset) % n;
        out.squares[static_cast<std::size_t>(k)] = tour.squares[static_cast<std::size_t>(reversed ? n - 1 - i : i)];
    }
    return out;
}

}  // namespace kt
