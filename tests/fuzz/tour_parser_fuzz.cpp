// libFuzzer target for the tour text readers: whatever the bytes, reading must
// not crash, hang or leak, every failure must carry a message, and every tour
// that parses must survive a round trip through each format that can hold it.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string_view>

#include "engine.h"
#include "fuzz_require.h"

using kt::fuzz::require;

namespace {

void round_trip(const kt::Board& board, const kt::Tour& tour) {
    if (tour.empty()) return;  // an empty JSON array: no text form to compare
    const std::set<kt::Square> distinct(tour.squares.begin(), tour.squares.end());
    for (kt::TourFormat f : {kt::TourFormat::Algebraic, kt::TourFormat::Grid, kt::TourFormat::Compact, kt::TourFormat::Json}) {
        // A grid holds each square once; a compact line holds a full-length tour.
        if (f == kt::TourFormat::Grid && distinct.size() != tour.size()) continue;
        if (f == kt::TourFormat::Compact &&
            (board.rows() > 9 || board.cols() > 9 || static_cast<std::int64_t>(tour.size()) != board.square_count()))
            continue;
        const std::string text = kt::format_tour(board, tour, f);
        const kt::ParsedTour back = kt::parse_tour(text, board);
        require(back.ok());
        require(*back.tour == tour);
        require(kt::detect_format(text, board) == f);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    static const int kBoards[][2] = {{8, 8}, {3, 4}, {5, 5}, {1, 1}, {1, 7}, {7, 3}, {10, 10}, {3, 30}};
    const auto& dims = kBoards[data[0] % (sizeof(kBoards) / sizeof(kBoards[0]))];
    const kt::Board board(dims[0], dims[1]);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    kt::for_each_tour(text, board, [&](kt::ParsedTour&& parsed) {
        require(parsed.line >= 1);
        if (!parsed.ok()) {
            require(!parsed.error.empty() && parsed.error.rfind("line ", 0) == 0);
            return;
        }
        const kt::TourVerdict verdict = kt::validate_tour(board, *parsed.tour);
        require(verdict.valid() || !verdict.reason.empty());
        round_trip(board, *parsed.tour);
    });
    const kt::ParsedTour one = kt::parse_tour(text, board);
    require(one.ok() || !one.error.empty());
    (void)kt::detect_format(text, board);
    return 0;
}
