#include "share/share_state.h"

#include <nlohmann/json.hpp>

namespace kt {

const char* to_string(ShareMode mode) {
    switch (mode) {
        case ShareMode::View: return "view";
        case ShareMode::Solver: return "solver";
        case ShareMode::Puzzle: return "puzzle";
        case ShareMode::Compare: return "compare";
        case ShareMode::Board: return "board";
        case ShareMode::Count: return "count";
    }
    return "view";
}

std::optional<ShareMode> parse_share_mode(std::string_view text) {
    for (ShareMode m : {ShareMode::View, ShareMode::Solver, ShareMode::Puzzle, ShareMode::Compare, ShareMode::Board,
                        ShareMode::Count})
        if (text == to_string(m)) return m;
    return std::nullopt;
}

namespace {

nlohmann::json tour_json(const Board& board, const Tour& tour) {
    nlohmann::json squares = nlohmann::json::array();
    for (Square s : tour.squares) squares.push_back(board.name(s));
    return squares;
}

// "closed", "open" for complete tours; "partial" for a valid path that does
// not cover the board; "empty"; "invalid" for anything else.
std::string tour_kind(const Board& board, const Tour& tour) {
    if (tour.empty()) return "empty";
    if (static_cast<std::int64_t>(tour.size()) == board.square_count()) {
        TourVerdict v = validate_tour(board, tour);
        if (v.kind == TourKind::Closed) return "closed";
        if (v.kind == TourKind::Open) return "open";
        return "invalid";
    }
    return validate_path(board, tour).valid() ? "partial" : "invalid";
}

}  // namespace

std::string share_state_json(const ShareState& state) {
    const Board& board = state.board;
    nlohmann::json j;
    j["board"] = format_board_size(board);
    j["rows"] = board.rows();
    j["cols"] = board.cols();
    j["leaper"] = {board.leaper().a, board.leaper().b};
    nlohmann::json removed = nlohmann::json::array();
    if (board.has_mask())
        for (Square s = 0; s < board.cell_count(); ++s)
            if (!board.is_active(s)) removed.push_back(board.name(s));
    j["removed"] = removed;
    j["squares"] = board.square_count();
    j["tour"] = tour_json(board, state.tour);
    j["tour_kind"] = tour_kind(board, state.tour);
    j["mode"] = to_string(state.mode);
    nlohmann::json solver;
    solver["algorithm"] = state.solver.algorithm;
    solver["closed"] = state.solver.closed;
    solver["tiebreak"] = state.solver.tiebreak;
    solver["seed"] = state.solver.seed ? nlohmann::json(std::to_string(*state.solver.seed)) : nlohmann::json(nullptr);
    solver["speed"] = state.solver.speed ? nlohmann::json(*state.solver.speed) : nlohmann::json(nullptr);
    solver["step"] = state.solver.step ? nlohmann::json(*state.solver.step) : nlohmann::json(nullptr);
    j["solver"] = solver;
    j["puzzle"] = {{"kind", to_string(state.puzzle)}, {"closed", state.puzzle_closed}};
    nlohmann::json compare = nlohmann::json::array();
    for (const Tour& t : state.compare) compare.push_back(tour_json(board, t));
    j["compare"] = compare;
    j["compare_pair"] = {state.compare_a, state.compare_b};
    j["count"] = state.count;
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [key, value] : state.options) options[key] = value;
    j["options"] = options;
    return j.dump();
}

}  // namespace kt
