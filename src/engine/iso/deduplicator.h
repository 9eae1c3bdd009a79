// Independent (original) solutions at scale: feed tours in input order; the
// first of each isomorphism class is its master, every later one a duplicate
// reported with its master's serial and the transformation that carries the
// candidate onto the master. Phadke compared each candidate's 8 variants with
// every master (time grows with the masters); here each candidate is
// canonicalised once and looked up in a hash set of exact canonical forms,
// so the time per candidate does not depend on how many masters there are.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "iso/canonical_form.h"

namespace kt {

struct DedupeOutcome {
    bool is_master = false;
    std::uint64_t master_serial = 0;  // the candidate's own serial when it is a master
    // Applied to the candidate, gives the master's picture (Identity for a master).
    Symmetry to_master = Symmetry::Identity;
    // For a new master: how many distinct pictures its class holds (8, 4, 2, 1).
    int class_size = 0;
};

class Deduplicator {
public:
    explicit Deduplicator(const Board& board);

    const Canonicalizer& canonicalizer() const { return canon_; }

    // nullopt when `tour` is not a tour of the board (nothing is recorded).
    std::optional<DedupeOutcome> add(const Tour& tour, std::uint64_t serial);
    std::optional<DedupeOutcome> add(const Square* squares, std::size_t count, std::uint64_t serial);
    // For codes from canonicalizer().link_codes(): skips the validation.
    DedupeOutcome add_codes(const std::uint8_t* codes, std::uint64_t serial);

    std::uint64_t tours() const { return tours_; }
    std::uint64_t masters() const { return master_count_; }
    std::uint64_t duplicates() const { return tours_ - master_count_; }
    // Masters by class size: index 1, 2, 4, 8 used.
    const std::array<std::uint64_t, 9>& masters_by_class_size() const { return by_class_size_; }
    // Bytes held by the master store and the hash table.
    std::size_t memory_bytes() const;

private:
    static constexpr std::size_t kChunk = 1 << 16;  // masters per arena chunk
    const std::uint64_t* master_words(std::uint64_t index) const;
    std::uint64_t* new_master_words();
    void grow_table();
    int class_size_of(const std::uint8_t* codes);

    Canonicalizer canon_;
    std::size_t words_;
    std::vector<std::uint8_t> codes_;
    std::vector<std::uint64_t> form_, scratch_, moved_, itself_;
    // Master store: words in fixed-size chunks (no big reallocation), plus
    // serial and the transformation that made each master canonical.
    std::vector<std::unique_ptr<std::uint64_t[]>> chunks_;
    std::vector<std::uint64_t> serials_;
    std::vector<std::uint8_t> to_canonical_;
    std::uint64_t master_count_ = 0;
    std::uint64_t tours_ = 0;
    std::array<std::uint64_t, 9> by_class_size_{};
    // Open addressing, linear probing: slot = master index + 1 (0 = empty)
    // and 32 bits of the hash to skip most mismatches without touching words.
    struct Slot {
        std::uint32_t index_plus_one = 0;
        std::uint32_t tag = 0;
    };
    std::vector<Slot> table_;
    std::size_t mask_ = 0;
};

}  // namespace kt
