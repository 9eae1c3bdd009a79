// libFuzzer target for the tour text readers: whatever the bytes, reading must
// not crash, hang or leak, every failure must carry a message, and every tour
// that parses must survive a round trip through each format that can hold it.
// Mass data read a line at a time (TourLineReader) gives each record a line
// number that never goes back, and a message or squares of the board.
// Every square reader follows one rule: dedupe's fast line reader and
// Board::parse_square agree on each token.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string_view>
#include <vector>

#include "engine.h"
#include "iso/tour_line_parser.h"
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

// Each blank-separated token (the first 64): one square for the fast line
// reader exactly when Board::parse_square reads it, the same one, and
// square_problem is empty exactly then.
void square_readers_agree(const kt::Board& board, std::string_view text) {
    const kt::TourLineParser parser(board);
    std::vector<kt::Square> out;
    std::string error;
    std::size_t i = 0;
    for (int tokens = 0; tokens < 64 && i < text.size(); ++tokens) {
        while (i < text.size() && text[i] == ' ') ++i;
        const std::size_t end = std::min(text.find(' ', i), text.size());
        const std::string_view token = text.substr(i, end - i);
        i = end;
        if (token.find_first_of(" \t\r\n,;-#") != std::string_view::npos || token.empty()) continue;
        const auto square = board.parse_square(token);
        const bool fast = parser.parse(token, kt::TourLineFormat::Algebraic, out, error);
        require(fast == square.has_value());
        require(!fast || (out.size() == 1 && out[0] == *square));
        require(board.square_problem(token).empty() == square.has_value());
    }
}

void line_reader_holds(const kt::Board& board, std::string_view text) {
    kt::TourLineReader reader(board);
    kt::TourLine record;
    std::string error;
    std::int64_t last_line = 1;
    const auto drain = [&] {
        while (reader.next(record, error)) {
            require(record.line >= last_line);
            last_line = record.line;
            if (!error.empty()) continue;
            for (const kt::Square s : record.squares) require(s >= 0 && s < board.cell_count() && board.is_active(s));
        }
    };
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        reader.add_line(text.substr(start, end - start));
        drain();
        start = end + 1;
    }
    reader.finish();
    drain();
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
    square_readers_agree(board, text);
    line_reader_holds(board, text);
    return 0;
}
