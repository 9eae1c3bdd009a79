#include "html_layer.h"

#include <utility>

namespace kt::app::html {
namespace {
// One page, one person: the texts wait here between the browser event and the
// frame in which the active tab takes them.
std::vector<GivenText>& inbox() {
    static std::vector<GivenText> texts;
    return texts;
}
}  // namespace

std::string GivenText::origin() const { return from_file ? "file " + name : "pasted text"; }

void give(GivenText text) { inbox().push_back(std::move(text)); }

bool has_given() { return !inbox().empty(); }

std::vector<GivenText> take_given() { return std::exchange(inbox(), {}); }

std::optional<ShareState> take_first_tour(const Board& board, std::string& message) {
    if (!has_given()) return std::nullopt;
    std::string first_error;
    for (const GivenText& given : take_given()) {
        for (ParsedTour& parsed : read_tours(given.text, board)) {
            if (!parsed.ok()) {
                if (first_error.empty()) first_error = given.origin() + ": " + parsed.error;
                continue;
            }
            const TourVerdict check = validate_path(board, *parsed.tour);
            if (!check.valid()) {
                if (first_error.empty())
                    first_error = given.origin() + ", line " + std::to_string(parsed.line) + ": " + check.reason;
                continue;
            }
            ShareState state;
            state.board = board;
            state.tour = std::move(*parsed.tour);
            return state;
        }
        if (first_error.empty()) first_error = given.origin() + ": no tour in it";
    }
    message = first_error;
    return std::nullopt;
}

}  // namespace kt::app::html
