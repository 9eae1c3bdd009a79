// libFuzzer target for the short notations people type: board shapes ("8x8"),
// leapers ("camel", "1,3"), square names ("c2") and the subchain run
// selections ("range 0-99", "class 7", shards "1/4"). Whatever the bytes,
// each reader either accepts, and then its writer's text reads back to the
// same value, or throws a BoardError with a message; nothing else.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine.h"
#include "fuzz_require.h"

using kt::fuzz::require;

namespace {

template <class F>
void rejected_with_message(F&& f) {
    try {
        f();
    } catch (const kt::BoardError& e) {
        require(e.what()[0] != '\0');
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    rejected_with_message([&] {
        const kt::BoardSize s = kt::parse_board_size(text);
        require(kt::parse_board_size(kt::format_board_size(s.rows, s.cols)) == s);
    });
    rejected_with_message([&] {
        const kt::Leaper l = kt::parse_leaper(text);
        const kt::Leaper back = kt::parse_leaper(kt::leaper_name(l));
        require((back.a == l.a && back.b == l.b) || (back.a == l.b && back.b == l.a));
    });
    static const kt::Board board(8, 30);
    if (const auto s = board.parse_square(text)) require(board.parse_square(board.name(*s)) == s);
    rejected_with_message([&] { board.parse_square_or_throw(text); });
    static const kt::subchains::SubchainClasses classes(kt::Board(5, 6));
    rejected_with_message([&] {
        for (std::size_t c : kt::subchains::parse_selection(text, classes)) require(c < classes.class_count());
    });
    rejected_with_message([&] {
        const auto [i, n] = kt::subchains::parse_shard(text);
        require(i < n);
    });
    return 0;
}
