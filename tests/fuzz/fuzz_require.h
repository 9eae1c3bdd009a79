// What every fuzz target checks with: a broken promise stops the run at once
// (libFuzzer reports the input), in builds with or without assertions.
#pragma once

namespace kt::fuzz {

inline void require(bool ok) {
    if (!ok) __builtin_trap();
}

}  // namespace kt::fuzz
