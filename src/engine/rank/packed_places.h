// Places in a layer of the tour table's forward pass: for each successor
// of a layer's states, its place among the next layer's states. They are
// the build's largest array (closed 7x8: 194 million of them against 105
// million states), so each takes 3 bytes where the next layer has under
// 2^24 states (every layer of closed 7x8), else 4.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/big_vector.h"

namespace kt {

static_assert(std::endian::native == std::endian::little, "places are stored by their low bytes");

class PackedPlaces {
public:
    explicit PackedPlaces(PagePool* pool = nullptr) : bytes_(UninitAllocator<std::uint8_t>(pool)) {}

    // Room for n places below `limit`, each then set once, by any thread
    // (places share no byte, so threads setting different ones never race).
    void resize(std::size_t n, std::size_t limit) {
        width_ = limit <= (std::size_t(1) << 24) ? 3 : 4;
        bytes_.resize(n * width_ + 1);
        bytes_.back() = 0;  // read with the last place, and masked off
    }
    // (Each width copied by a constant length: a call to memcpy took 7% of the build.)
    void set(std::size_t j, std::uint32_t place) {
        if (width_ == 3) std::memcpy(&bytes_[j * 3], &place, 3);
        else std::memcpy(&bytes_[j * 4], &place, 4);
    }
    std::uint32_t operator[](std::size_t j) const {
        std::uint32_t place;
        std::memcpy(&place, &bytes_[j * width_], 4);
        return place & (0xFFFFFFFFu >> (32 - 8 * width_));
    }
    std::size_t size() const { return bytes_.empty() ? 0 : (bytes_.size() - 1) / width_; }
    std::size_t bytes() const { return bytes_.size(); }

private:
    BigBuffer<std::uint8_t> bytes_;
    std::size_t width_ = 4;
};

}  // namespace kt
