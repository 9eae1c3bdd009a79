// libFuzzer target: the subchain counter's result text (parse_results).
// Whatever the bytes, reading returns or throws ResultsError with a message;
// what it returns is written again line by line and reads back the same.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "count/subchain_results.h"
#include "engine.h"
#include "fuzz_require.h"

using kt::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    kt::subchains::RunResults results;
    try {
        results = kt::subchains::parse_results(text);
    } catch (const kt::subchains::ResultsError& e) {
        require(std::string(e.what()).size() > 0);
        return 0;
    }
    require(results.whole_bytes <= text.size());
    if (results.header.board.empty()) {
        require(results.classes.empty());
        return 0;
    }
    std::string again = kt::subchains::header_line(results.header);
    for (const auto& [index, record] : results.classes) again += kt::subchains::record_line(index, record);
    const kt::subchains::RunResults back = kt::subchains::parse_results(again);
    require(back.whole_bytes == again.size());
    require(back.header.board == results.header.board && back.header.selection == results.header.selection &&
            back.header.shard == results.header.shard);
    require(back.classes.size() == results.classes.size());
    for (const auto& [index, record] : results.classes) {
        const auto& b = back.classes.at(index);
        require(b.size == record.size && b.count == record.count && b.nodes == record.nodes);
    }
    return 0;
}
