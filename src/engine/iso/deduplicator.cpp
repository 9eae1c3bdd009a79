#include "iso/deduplicator.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace kt {

Deduplicator::Deduplicator(const Board& board) : canon_(board), words_(canon_.words_per_form()) {
    form_.resize(words_);
    scratch_.resize(words_);
    moved_.resize(words_);
    itself_.resize(words_);
    table_.resize(1024);
    mask_ = table_.size() - 1;
}

std::optional<DedupeOutcome> Deduplicator::add(const Tour& tour, std::uint64_t serial) {
    return add(tour.squares.data(), tour.squares.size(), serial);
}

std::optional<DedupeOutcome> Deduplicator::add(const Square* squares, std::size_t count, std::uint64_t serial) {
    if (!canon_.link_codes(squares, count, codes_)) return std::nullopt;
    return add_codes(codes_.data(), serial);
}

const std::uint64_t* Deduplicator::master_words(std::uint64_t index) const {
    return chunks_[index / kChunk].get() + (index % kChunk) * words_;
}

std::uint64_t* Deduplicator::new_master_words() {
    if (master_count_ % kChunk == 0) chunks_.push_back(std::make_unique<std::uint64_t[]>(kChunk * words_));
    return chunks_.back().get() + (master_count_ % kChunk) * words_;
}

int Deduplicator::class_size_of(const std::uint8_t* codes) {
    canon_.image(codes, Symmetry::Identity, itself_.data());
    int fixing = 0;
    for (Symmetry sym : canon_.symmetries()) {
        canon_.image(codes, sym, moved_.data());
        fixing += moved_ == itself_;
    }
    return static_cast<int>(canon_.symmetries().size()) / std::max(1, fixing);
}

void Deduplicator::grow_table() {
    std::vector<Slot> bigger(table_.size() * 2);
    const std::size_t mask = bigger.size() - 1;
    for (std::uint64_t m = 0; m < master_count_; ++m) {
        const std::uint64_t h = hash_form_words(master_words(m), words_);
        std::size_t at = h & mask;
        while (bigger[at].index_plus_one != 0) at = (at + 1) & mask;
        bigger[at] = {static_cast<std::uint32_t>(m + 1), static_cast<std::uint32_t>(h >> 32)};
    }
    table_.swap(bigger);
    mask_ = mask;
}

DedupeOutcome Deduplicator::add_codes(const std::uint8_t* codes, std::uint64_t serial) {
    ++tours_;
    const Symmetry to_canonical = canon_.canonicalize(codes, form_.data(), scratch_.data());
    const std::uint64_t h = hash_form_words(form_.data(), words_);
    const auto tag = static_cast<std::uint32_t>(h >> 32);
    std::size_t at = h & mask_;
    while (table_[at].index_plus_one != 0) {
        const std::uint64_t m = table_[at].index_plus_one - 1;
        if (table_[at].tag == tag && std::equal(form_.begin(), form_.end(), master_words(m))) {
            DedupeOutcome out;
            out.master_serial = serials_[m];
            // candidate --to_canonical--> picture <--master's-- master
            out.to_master = compose(inverse(static_cast<Symmetry>(to_canonical_[m])), to_canonical);
            return out;
        }
        at = (at + 1) & mask_;
    }
    if (master_count_ >= 0xFFFFFFFEULL) throw std::length_error("too many masters for one dedupe run");
    std::memcpy(new_master_words(), form_.data(), words_ * sizeof(std::uint64_t));
    serials_.push_back(serial);
    to_canonical_.push_back(static_cast<std::uint8_t>(to_canonical));
    table_[at] = {static_cast<std::uint32_t>(master_count_ + 1), tag};
    ++master_count_;
    if (master_count_ * 10 > table_.size() * 7) grow_table();
    DedupeOutcome out;
    out.is_master = true;
    out.master_serial = serial;
    out.class_size = class_size_of(codes);
    ++by_class_size_[static_cast<std::size_t>(std::min(out.class_size, 8))];
    return out;
}

std::size_t Deduplicator::memory_bytes() const {
    return chunks_.size() * kChunk * words_ * sizeof(std::uint64_t) + serials_.capacity() * sizeof(std::uint64_t) +
           to_canonical_.capacity() + table_.capacity() * sizeof(Slot);
}

}  // namespace kt
