// A tiny seeded generator (splitmix64): the same numbers on every platform,
// unlike the standard distributions, so seeds reproduce across native/wasm.
#pragma once

#include <cstdint>

namespace kt {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n) for n > 0 (bias is negligible for small n).
    std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>((next() >> 32) % n); }

private:
    std::uint64_t state_;
};

}  // namespace kt
