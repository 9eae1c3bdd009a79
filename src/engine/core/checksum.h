// A 64-bit checksum of bytes given in pieces: FNV-1a, folded every 4 KB, so
// any single changed byte changes the sum however the bytes are cut into
// pieces. What the engine's saved formats (count snapshots, tour tables on
// disk) end with.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kt {

class Checksum {
public:
    void add(const char* data, std::size_t size) {
        for (std::size_t i = 0; i < size; ++i) {
            h_ = (h_ ^ static_cast<unsigned char>(data[i])) * 0x100000001B3ULL;
            if ((++bytes_ & 4095) == 0) h_ ^= h_ >> 29;  // by position in the whole, not in the piece
        }
    }
    std::uint64_t value() const { return h_ ^ (h_ >> 32); }

private:
    std::uint64_t h_ = 0xCBF29CE484222325ULL;
    std::uint64_t bytes_ = 0;
};

}  // namespace kt
