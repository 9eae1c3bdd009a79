// The manifest of a cut tour table (cut_table.h): what it numbers and where
// its cuts are, as bytes. Written last, after every cut, so a build that
// was stopped leaves no manifest and the next command builds again.
//
// Layout (little-endian): a magic line, the fingerprint, key bytes, steps,
// the total (128 bits), the number of cuts, per cut its layer and entries,
// and a 64-bit checksum of all that comes before it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/wide_int.h"

namespace kt {

struct CutManifest {
    std::uint64_t fingerprint = 0;  // of the board, the kind, the sweep and the key codec
    std::uint32_t key_bytes = 8;    // 8 or 16
    std::uint32_t steps = 0;
    u128 total = 0;                 // tours numbered (undirected)
    struct Cut {
        std::uint32_t layer = 0;       // states before this step
        std::uint64_t entries = 0;     // live states kept there
    };
    std::vector<Cut> cuts;  // layers ascending, each in 1..steps-1
};

std::string write_cut_manifest(const CutManifest& manifest);

// Returns "" and fills `out`, or a one-line message saying what is wrong:
// not a manifest, truncated, damaged.
std::string parse_cut_manifest(std::string_view bytes, CutManifest& out);

}  // namespace kt
