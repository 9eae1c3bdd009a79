// Places in a layer of the tour table's forward pass: for each successor
// of a layer's states, its place among the next layer's states. They are
// the build's largest array (about twice as many as the states, gigabytes
// at the widest layers of 7x7 paths), so each
// takes as many bits as the next layer's size needs, no more.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/big_vector.h"

namespace kt {

static_assert(std::endian::native == std::endian::little, "places are read as little-endian words");

class PackedPlaces {
public:
    explicit PackedPlaces(PagePool* pool = nullptr) : words_(UninitAllocator<std::uint64_t>(pool)) {}

    // Room for n places below `limit`, then set by runs (below).
    void resize(std::size_t n, std::size_t limit) {
        width_ = std::max(1, static_cast<int>(std::bit_width(limit > 0 ? limit - 1 : 0)));
        size_ = n;
        words_.resize((n * width_ + 63) / 64 + 1);
        words_.back() = 0;  // read with the last places, and masked off
    }
    // Sets places from, from + 1, ... in turn. `from` is a multiple of 64,
    // so that runs begin on a word and threads setting runs of their own
    // never share one: no atomic and no clearing beforehand.
    class Run {
    public:
        Run(PackedPlaces& places, std::size_t from) : at_(places.words_.data() + from / 64 * places.width_), width_(places.width_) {}
        Run(const Run&) = delete;
        Run& operator=(const Run&) = delete;
        ~Run() {
            if (fill_) *at_ = bits_;
        }
        void put(std::uint32_t place) {
            bits_ |= std::uint64_t(place) << fill_;
            fill_ += width_;
            if (fill_ < 64) return;
            *at_++ = bits_;
            fill_ -= 64;
            bits_ = std::uint64_t(place) >> (width_ - fill_);  // its bits past the word (none: 0)
        }

    private:
        std::uint64_t* at_;
        int width_;
        int fill_ = 0;
        std::uint64_t bits_ = 0;
    };
    std::uint32_t operator[](std::size_t j) const {
        const std::size_t bit = j * static_cast<std::size_t>(width_);
        std::uint64_t v;
        std::memcpy(&v, reinterpret_cast<const unsigned char*>(words_.data()) + bit / 8, 8);
        return static_cast<std::uint32_t>((v >> (bit % 8)) & ((std::uint64_t(1) << width_) - 1));
    }
    std::size_t size() const { return size_; }
    int width() const { return width_; }
    std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }

private:
    BigBuffer<std::uint64_t> words_;
    std::size_t size_ = 0;
    int width_ = 1;
};

}  // namespace kt
