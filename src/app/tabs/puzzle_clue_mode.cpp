#include "tabs/puzzle_clue_mode.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>

#include "imgui.h"
#include "tabs/puzzle_storage.h"
#include "web_bridge.h"

namespace kt::app {

using nlohmann::json;

namespace {

const char* kProgressKey = "knights-clue-progress";
const char* kStatsKey = "knights-clue-stats";

std::string daily_key(int date) { return "knights-clue-daily-" + std::to_string(date); }

// Statistics on this device (localStorage): dailies played and solved,
// the streak (engine: record_daily_solve), and per puzzle kind the
// number solved and their total time.
json load_stats() {
    json stats = json::parse(storage::get(kStatsKey), nullptr, false);
    return stats.is_object() ? stats : json::object();
}

std::string stats_text() {
    const json stats = load_stats();
    try {
        const int played = stats.value("played", 0);
        if (!played) return {};
        const DailyStats d{played, stats.value("solved", 0), stats.value("streak", 0), stats.value("longest", 0),
                           stats.value("last_streak_date", 0)};
        return "Dailies: " + std::to_string(d.played) + " played, " + std::to_string(d.solved) + " solved. Streak " +
               count_of(current_streak(d, utc_date_today()), "day", "days") + " (longest " +
               count_of(d.longest, "day", "days") + ").";
    } catch (const json::exception&) {
        return {};
    }
}

}  // namespace

void ClueMode::draw(AppContext& ctx) {
    // How to play, until dismissed for good.
    if (game_ && storage::get("knights-clue-howto").empty()) {
        ImGui::TextColored({0.6f, 0.88f, 1, 1}, "How to play");
        ImGui::TextWrapped("Number the squares 1, 2, 3... so that each number is a knight's move from the next. "
                           "The dark tiles are given. Put a number on a square, or from a number step to an empty "
                           "square a move away for the next one. Pencil marks note candidates; Hint explains a step.");
        if (ImGui::Button("Got it", {0, 44})) storage::set("knights-clue-howto", "1");
        remember_widget("puzzle.howto.ok");
        ImGui::Separator();
    }
    const std::string best = game_ ? storage::get("knights-clue-best-" + game_->setup().key()) : std::string{};
    const ClueRequest req = draw_clue_panel(game_ ? &*game_ : nullptr, choices_, job_.active(),
                                            best.empty() ? best : kt::clock_text(std::stod(best)), stats_text());
    // Leaving a puzzle in progress asks first; a daily keeps its progress (per date), so it need not.
    const bool leaving = game_ && game_->in_progress() && !game_->setup().daily;
    if ((req.new_puzzle || req.daily) && leaving && !choices_.pending) {
        choices_.pending = 1;
        choices_.asked = req;
        return;
    }
    if (req.new_puzzle) {
        ClueSetup setup = req.setup;
        setup.seed = shared_.rng();
        start(ctx, setup, nullptr);
    }
    if (req.daily) start(ctx, daily_setup(req.daily), nullptr);
    if (req.changed) changed();
    if (req.share_result && game_ && game_->solved()) {
        ShareState state;
        save_share(state);
        const ClueResult result = clue_result(*game_);
        state.options["result"] = encode_clue_result(result);
        web::share_text("Knight's Tour", clue_result_card(result, card_puzzle(*game_)), encode_share_link(state));
        ctx.say(Tone::Success, "Result shared: the link holds the puzzle and your time, not the solution.");
    }
}

void ClueMode::update(AppContext& ctx, bool after_link) {
    poll(ctx);
    if (!restored_ && (!after_link || shared_.kind_index == kClueKind)) restore_progress(ctx);
    // Picking the clue kind is asking for it.
    if (waiting_ && shared_.kind_index == kClueKind) resume_waiting(ctx);
}

bool ClueMode::wake(AppContext& ctx) const {
    if (!shown() || game_->solved()) return false;
    ctx.wake_within(1 - std::fmod(game_->seconds(), 1.0));
    return true;
}

void ClueMode::on_key(char key) {
    if (key >= '0' && key <= '9') game_->type_digit(key - '0');
    if (key == '\b') game_->clear_selected();
    if (key == 'z') game_->undo();
    if (key == 'y') game_->redo();
    if (key == 'p') game_->pencil = !game_->pencil;
    changed();
}

void ClueMode::on_square_clicked(AppContext& ctx, Square s) {
    if (std::string said = game_->tap(s); !said.empty())
        ctx.say(Tone::Warning, std::move(said));
    else
        ctx.clear_message();
    changed();
}

bool ClueMode::owns_board(const AppContext& ctx) const {
    return (game_ && ctx.board == game_->puzzle().board) || job_.active();
}

std::string ClueMode::describe_square(Square s) const {
    // The grid may still be the last board's for a frame.
    return s < game_->puzzle().board.cell_count() ? describe_clue_square(*game_, s) : "";
}

std::string ClueMode::narration() const { return game_->solved() ? "Solved! Every number is in place." : ""; }

std::string ClueMode::help_line() const {
    if (game_->solved()) return "Solved: share your result, or play a past daily.";
    if (game_->revealed()) return "The solution is shown: try a past daily or a new puzzle.";
    const std::string squares = std::to_string(game_->puzzle().board.square_count());
    return web::touch_device()
               ? "Fill 1 to " + squares +
                     " a knight's move apart: tap a square, then a number; or tap a number, then a square a move away."
               : "Fill 1 to " + squares +
                     " a knight's move apart: click a square and type its number, or click a number, then a square a"
                     " move away. Z undo, Y redo, P pencil.";
}

json ClueMode::state_json() const {
    json clue = game_ ? clue_state_json(*game_) : json(nullptr);
    if (game_ && !shown()) clue["shown"] = false;
    if (job_.active()) clue = {{"generating", true}};
    return clue;
}

json ClueMode::waiting_json() const {
    return waiting_ ? json(format_board_size(waiting_->setup.rows, waiting_->setup.cols)) : json(nullptr);
}

void ClueMode::save_share(ShareState& state) const {
    state.mode = ShareMode::Puzzle;
    state.board = game_->puzzle().board;
    state.tour = {};
    state.puzzle = PuzzleKind::Free;
    state.puzzle_closed = game_->setup().closed;
    state.options["clue"] = clue_link_value(game_->setup());
}

bool ClueMode::load_link(AppContext& ctx, const ShareState& state, const std::string& value) {
    const auto parsed = parse_clue_link_value(value, state.board.rows(), state.board.cols(), utc_date_today());
    if (!parsed) {
        ctx.say(Tone::Error, "Puzzle link: cannot read the clue puzzle '" + value +
                                 "' (it should read level~seed~goal, as medium~12345~o)");
        return false;
    }
    const ClueSetup setup = *parsed;
    if (const auto r = state.options.find("result"); r != state.options.end())
        if (const auto result = parse_clue_result(r->second))
            ctx.say(Tone::Info, clue_result_words(*result, {setup.rows, setup.cols, setup.level, setup.closed, 0, 0}));
    restored_ = true;
    const json progress = json::parse(storage::get(kProgressKey), nullptr, false);
    const bool same = progress.is_object() && progress.value("seed", std::uint64_t{0}) == setup.seed &&
                      progress.value("rows", 0) == setup.rows && progress.value("cols", 0) == setup.cols &&
                      progress.value("level", "") == to_string(setup.level) &&
                      progress.value("closed", false) == setup.closed;
    start(ctx, setup, same ? &progress : nullptr);
    return true;
}

// Makes the puzzle on a worker (inline without threads); `restore` puts saved progress back.
void ClueMode::start(AppContext& ctx, const ClueSetup& setup, const json* restore) {
    shared_.kind_index = kClueKind;
    shared_.threads = ctx.threads_available;
    setup_ = setup;
    restore_ = restore ? *restore : json();
    if (!restore && setup.daily) restore_ = json::parse(storage::get(daily_key(setup.date)), nullptr, false);
    if (restore_.is_discarded()) restore_ = json();
    if (setup.daily && restore_.is_null() && storage::get(daily_key(setup.date)).empty()) {
        json stats = load_stats();
        stats["played"] = stats.value("played", 0) + 1;
        storage::set(kStatsKey, stats.dump());
    }
    job_.start([setup](const std::atomic<bool>&) {
        const auto t0 = std::chrono::steady_clock::now();
        GeneratedCluePuzzle made = generate_clue_puzzle(Board(setup.rows, setup.cols), setup.closed, setup.level, setup.seed);
        return MadeClue{std::move(made), std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()};
    }, shared_.threads);
}

void ClueMode::poll(AppContext& ctx) {
    auto done = job_.take();
    if (!done) return;
    if (!done->value) {
        ctx.say(Tone::Error, "Puzzle: " + done->error);
        return;
    }
    game_.emplace(setup_, std::move(done->value->puzzle), done->value->seconds);
    counted_ = false;
    if (!restore_.is_null()) {
        try {
            game_->restore(restore_);
        } catch (const json::exception& e) {  // the puzzle itself was made again; only the entries are lost
            ctx.say(Tone::Error, std::string("Puzzle: the entries saved with this puzzle cannot be read (") + e.what() +
                                     "); it starts without them");
        }
    }
    counted_ = game_->solved();  // solved before this visit: counted then
    // The choices for the next puzzle follow the one on screen (a resumed
    // 6x6 easy puzzle showed 8x8 medium).
    if (setup_.rows == setup_.cols) {
        choices_.side = setup_.rows;
        choices_.level = static_cast<int>(setup_.level);
        choices_.closed = setup_.closed;
    }
    shared_.kind_index = kClueKind;
    // The same board again would still be news to the other tabs, and
    // reset the Solve tab's run.
    if (!(ctx.board == game_->puzzle().board)) ctx.set_board(game_->puzzle().board);
    ctx.knight = kNoSquare;
    changed();
}

// After every entry: progress to localStorage, a personal best once solved.
void ClueMode::changed() {
    if (!game_) return;
    const std::string progress = game_->save().dump();
    storage::set(kProgressKey, progress);
    if (game_->setup().daily) storage::set(daily_key(game_->setup().date), progress);
    if (!game_->solved()) return;
    if (!counted_) record_solve();
    const std::string key = "knights-clue-best-" + game_->setup().key();
    const std::string best = storage::get(key);
    if (best.empty() || game_->seconds() < std::stod(best)) storage::set(key, std::to_string(game_->seconds()));
}

// Once, on the tab's first frame (or, after a link's puzzle, when the clue
// kind is picked): the clue puzzle in progress when the page was left.
void ClueMode::restore_progress(AppContext& ctx) {
    restored_ = true;
    if (game_ || job_.active()) return;
    const std::string text = storage::get(kProgressKey);
    if (text.empty()) return;
    const json p = json::parse(text, nullptr, false);
    ClueSetup setup;
    try {
        if (!p.is_object() || p.value("solved", false)) return;
        const auto level = parse_clue_level(p.value("level", "medium"));
        setup = {p.value("rows", 8), p.value("cols", 8), p.value("closed", false), level.value_or(ClueLevel::Medium),
                 p.value("seed", std::uint64_t{1}), p.value("daily", false), p.value("date", 0)};
        if (setup.daily && !setup.date) setup.date = date_of_daily_seed(setup.seed, utc_date_today());
    } catch (const json::exception& e) {  // a field of the wrong type: edited by hand, or another version's
        ctx.say(Tone::Error, std::string("Puzzle: the clue puzzle saved in this browser cannot be read (") + e.what() +
                                 "); it was not restored");
        return;
    }
    if (setup.rows < kMinClueSide || setup.rows > kMaxClueSide || setup.cols < kMinClueSide ||
        setup.cols > kMaxClueSide)
        return;
    // On another board it waits to be asked for: the board it would
    // set resets what the other tabs show (the Solve tab's run).
    if (shared_.kind_index == kClueKind || ctx.board == Board(setup.rows, setup.cols)) return start(ctx, setup, &p);
    waiting_ = Waiting{setup, p};
}

// The clue puzzle left in progress on another board, until it is resumed
// or put off (it stays in storage: the next visit asks again).
void ClueMode::draw_waiting(AppContext& ctx) {
    if (!waiting_) return;
    const std::string size = format_board_size(waiting_->setup.rows, waiting_->setup.cols);
    ImGui::TextColored({1, 0.8f, 0.35f, 1}, "Your %s %s clue puzzle is where you left it. Resuming it sets the board to %s.",
                       size.c_str(), to_string(waiting_->setup.level), size.c_str());
    if (ImGui::Button("Resume it")) resume_waiting(ctx);
    ImGui::SameLine();
    if (ImGui::Button("Not now")) waiting_.reset();
}

void ClueMode::resume_waiting(AppContext& ctx) {
    const Waiting w = std::move(*waiting_);
    waiting_.reset();
    start(ctx, w.setup, &w.progress);
}

void ClueMode::record_solve() {
    counted_ = true;
    json stats = load_stats();
    try {
        const ClueSetup& setup = game_->setup();
        json& level = stats["levels"][setup.key()];
        if (!level.is_object()) level = json::object();  // value() throws on null
        level["solved"] = level.value("solved", 0) + 1;
        level["seconds"] = level.value("seconds", 0.0) + game_->seconds();
        if (setup.daily) {
            DailyStats d{stats.value("played", 0), stats.value("solved", 0), stats.value("streak", 0),
                         stats.value("longest", 0), stats.value("last_streak_date", 0)};
            record_daily_solve(d, setup.date, utc_date_today(), true);
            stats["played"] = std::max(d.played, d.solved);
            stats["solved"] = d.solved;
            stats["streak"] = d.streak;
            stats["longest"] = d.longest;
            stats["last_streak_date"] = d.last_streak_date;
        }
    } catch (const json::exception&) {  // edited by hand: start the figures again
        stats = json::object();
    }
    storage::set(kStatsKey, stats.dump());
}

}  // namespace kt::app
