// The Puzzle tab's commands from the browser test hook: set up what a test
// is not about (a new puzzle with a seed, a daily of a given date) and play
// moves; each kind answers its own and passes on the rest.
#include <optional>
#include <string>

#include "tabs/puzzle_clue_mode.h"
#include "tabs/puzzle_path_mode.h"

namespace kt::app {

using nlohmann::json;

std::optional<json> PathMode::command(AppContext& ctx, const json& request) {
    const std::string cmd = request["cmd"];
    if (cmd == "puzzle_new") {
        const std::string kind_name = request.value("kind", "free");
        const auto kind = parse_puzzle_kind(kind_name);
        if (!kind) return error_reply("unknown puzzle kind '" + kind_name + "' (free, complete, closed-from)");
        const std::string goal = request.value("goal", closed_goal_ ? "closed" : "open");
        if (goal != "closed" && goal != "open") return error_reply("goal must be \"closed\" or \"open\"");
        if (request.contains("seed")) shared_.rng.seed(request.value("seed", 1u));
        if (request.contains("start")) ctx.knight = ctx.board.parse_square_or_throw(request.value("start", ""));
        new_puzzle(ctx, *kind, goal == "closed");
        return puzzle_ ? ok_reply() : error_reply(ctx.message);
    }
    if (cmd == "puzzle_move") {
        const Square s = ctx.board.parse_square_or_throw(request.value("square", ""));
        if (!puzzle_ || !puzzle_->play(s)) return error_reply("illegal move " + request.value("square", ""));
        if (!started_) start_clock();
        position_changed();
        return ok_reply();
    }
    if (cmd == "puzzle_undo") return undo() ? ok_reply() : error_reply("nothing to undo");
    if (cmd == "puzzle_redo") return redo() ? ok_reply() : error_reply("nothing to redo");
    if (cmd == "puzzle_restart") return restart(), ok_reply();
    if (cmd == "puzzle_hint") {
        show_hint_ = true;
        const auto hint = puzzle_ ? puzzle_->hint() : std::nullopt;
        json reply = ok_reply();
        reply["hint"] = hint ? json(ctx.board.name(*hint)) : json(nullptr);
        return reply;
    }
    return std::nullopt;
}

std::optional<json> ClueMode::command(AppContext& ctx, const json& request) {
    const std::string cmd = request["cmd"];
    if (cmd != "clue_new" && cmd != "clue_daily") return std::nullopt;
    shared_.kind_index = kClueKind;
    const std::optional<ClueLevel> level = parse_clue_level(request.value("level", "medium"));
    if (!level) return error_reply("level must be easy, medium, hard or expert");
    ClueSetup setup{request.value("size", 8), request.value("size", 8), request.value("closed", false), *level,
                    request.value("seed", std::uint64_t{1}), false};
    if (cmd == "clue_daily") setup = daily_setup(request.value("date", utc_date_today()));
    if (setup.daily && (!valid_date(setup.date) || setup.date < kFirstDailyDate))
        return error_reply("date must be a yyyymmdd date from " + std::to_string(kFirstDailyDate));
    if (setup.rows < kMinClueSide || setup.rows > kMaxClueSide) return error_reply("size must be 5 to 12");
    start(ctx, setup, nullptr);
    return ok_reply();
}

}  // namespace kt::app
