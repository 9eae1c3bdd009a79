// libFuzzer target for the tour-number reader: whatever the bytes, it must
// not crash or hang, a failure must say why, and a number it accepts must
// print back as the digits it was given (separators and leading zeros aside).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine.h"
#include "fuzz_require.h"

using kt::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const kt::IndexText parsed = kt::parse_index(text);
    require(parsed.value.has_value() != !parsed.error.empty());
    if (!parsed.value) return 0;
    std::string digits;
    for (char c : text)
        if (c >= '0' && c <= '9') digits += c;
    const std::size_t first = digits.find_first_not_of('0');
    digits = first == std::string::npos ? "0" : digits.substr(first);
    require(kt::to_decimal(*parsed.value) == digits);
    return 0;
}
