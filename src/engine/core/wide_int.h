// 128-bit counts, shared by every counter: tour and walk counts outgrow 64
// bits, and the CLI prints them as decimal strings.
#pragma once

#include <string>

namespace kt {

using u128 = unsigned __int128;

std::string to_decimal(u128 value);

}  // namespace kt
