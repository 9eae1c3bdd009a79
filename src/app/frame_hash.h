// A fast 64-bit hash of what a frame would draw (vertex bytes, board state),
// eight bytes a step: it only tells "same picture as last time", so it needs
// speed more than strength (core/checksum.h, for what is saved, goes a byte
// a step: too slow for a megabyte of vertices every frame).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

namespace kt::app {

class FrameHash {
public:
    void add(const void* data, std::size_t size) {
        const auto* bytes = static_cast<const unsigned char*>(data);
        std::size_t i = 0;
        for (; i + 8 <= size; i += 8) {
            std::uint64_t word;
            std::memcpy(&word, bytes + i, 8);
            mix(word);
        }
        std::uint64_t tail = size;  // the length too, so "ab" + "" differs from "a" + "b"
        if (size > i) std::memcpy(&tail, bytes + i, size - i);  // an empty vector's data() may be null
        mix(tail ^ (static_cast<std::uint64_t>(size) << 56));
    }
    template <class T>
    void add(const T& value) {
        static_assert(std::is_trivially_copyable_v<T>);
        add(&value, sizeof value);
    }
    template <class T>
    void add(const std::vector<T>& values) {
        static_assert(std::is_trivially_copyable_v<T>);
        add(values.data(), values.size() * sizeof(T));
    }
    std::uint64_t value() const { return h_; }

private:
    void mix(std::uint64_t word) {
        h_ = (h_ ^ word) * 0x9E3779B97F4A7C15ULL;
        h_ ^= h_ >> 29;
    }
    std::uint64_t h_ = 0x243F6A8885A308D3ULL;
};

}  // namespace kt::app
