#include "tour_input.h"

#include <iostream>

namespace kt::cli {

bool TourReader::next(TourLine& out, std::string& error) {
    while (!reader_.next(out, error)) {
        if (finished_) return false;
        std::string_view line;
        if (lines_.next(line)) {
            reader_.add_line(line);
        } else {
            reader_.finish();
            finished_ = true;
        }
    }
    return true;
}

std::string located(const TourLine& tl, const std::string& error) {
    if (error.rfind("line ", 0) == 0) return error;
    return "line " + std::to_string(tl.line) + ": " + error;
}

namespace {

// What is wrong with squares that do not make a tour of the board.
std::string tour_problem(const Board& board, const std::vector<Square>& squares) {
    const TourVerdict verdict = validate_tour(board, Tour{squares});
    return verdict.valid() ? "not a tour" : verdict.reason;
}

}  // namespace

std::string tour_line_problem(const Canonicalizer& canon, const Board& board, const TourLine& tl, std::string error,
                              std::vector<std::uint8_t>& codes) {
    if (error.empty() && !canon.link_codes(tl.squares.data(), tl.squares.size(), codes))
        error = tour_problem(board, tl.squares);
    return error.empty() ? error : located(tl, error);
}

void for_each_tour_line(TourReader& reader, const Canonicalizer& canon, const Board& board, const char* command,
                        Context& ctx, const std::function<void(const TourLine&)>& use) {
    TourLine tl;
    std::string error;
    std::vector<std::uint8_t> codes;
    ctx.exit_code = kExitOk;
    while (reader.next(tl, error)) {
        if (const std::string problem = tour_line_problem(canon, board, tl, error, codes); !problem.empty()) {
            std::cerr << "knights " << command << ": " << problem << '\n';
            ctx.exit_code = kExitInvalid;
            continue;
        }
        use(tl);
    }
}

}  // namespace kt::cli
