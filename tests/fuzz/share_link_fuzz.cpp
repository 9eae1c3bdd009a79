// libFuzzer target: decode_share_link on arbitrary bytes must not crash, must
// return tours that are leaper paths on the returned board, and a link that
// decoded without errors must survive encode -> decode unchanged. The same
// bytes go to the two readers of a link's parts the page uses alone: a tour
// field (a puzzle's moves) and a clue puzzle's setup.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const kt::ShareDecodeResult decoded = kt::decode_share_link(text);
    const kt::ShareState& state = decoded.state;
    if (state.board.cell_count() > kt::kMaxLinkSquares) std::abort();
    if (!kt::validate_path(state.board, state.tour).valid()) std::abort();
    for (const kt::Tour& t : state.compare)
        if (t.empty() || !kt::validate_path(state.board, t).valid()) std::abort();
    (void)decoded.summary();
    if (state.board.cell_count() <= kt::kMaxLinkSquares) {
        const kt::TourFieldResult field = kt::decode_tour_field(state.board, text);
        if (!kt::validate_path(state.board, field.tour).valid()) std::abort();
    }
    if (const auto setup = kt::parse_clue_link_value(text, 8, 8, 20261201))
        if (kt::parse_clue_link_value(kt::clue_link_value(*setup), 8, 8, 20261201)->seed != setup->seed) std::abort();
    (void)kt::share_state_json(state);
    if (!decoded.ok()) return 0;
    const std::string link = kt::encode_share_link(state);
    const kt::ShareDecodeResult again = kt::decode_share_link(link);
    if (!again.ok() || !(again.state == state)) std::abort();
    if (kt::encode_share_link(again.state) != link) std::abort();
    return 0;
}
