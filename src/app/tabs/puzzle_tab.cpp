// The Puzzle tab: place the knight, then click the next square;
// legal moves are highlighted; undo/redo/restart, a clock and a move counter;
// hints (Warnsdorff's suggestion) and a dead-end warning: the engine's quick
// certain test after every move, and a bounded completion search on a worker
// thread that answers possible / impossible / unknown, with the number of
// tours still possible. The fourth kind is a clue puzzle (puzzle_clue_*.cpp):
// move numbers given on some squares, one solution, levels, a daily puzzle.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>

#include "background.h"
#include "imgui.h"
#include "tabs/named_combo.h"
#include "tabs/puzzle_clue_panel.h"
#include "tabs/puzzle_storage.h"
#include "tabs/tab.h"
#include "web_bridge.h"

namespace kt::app {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr std::int64_t kSearchBudget = 3'000'000;       // nodes on a worker thread
constexpr std::int64_t kSearchBudgetInline = 20'000;    // nodes when there are no threads
constexpr std::int64_t kMaxPuzzleSquares = 100'000;     // larger boards: play without the search
constexpr std::int64_t kToursLeftBudget = 2'000'000;    // completions counted directly before "many"

// What the completion search of one position found (a job's result).
struct SearchAnswer {
    Completion answer = Completion::Unknown;
    ToursLeft left;  // tours still possible (worker threads only)
};

// A clue puzzle made on a worker, and how long that took.
struct MadeClue {
    GeneratedCluePuzzle puzzle;
    double seconds = 0;
};

constexpr int kClueKind = 3;  // index of "numbers (clue puzzle)" in the kind list
const char* kProgressKey = "knights-clue-progress";
const char* kStatsKey = "knights-clue-stats";

class PuzzleTab final : public Tab {
public:
    ~PuzzleTab() override { stop_search(); }

    const char* title() const override { return "Puzzle"; }

    void draw_panel(AppContext& ctx) override {
        static const char* kinds[] = {"free: empty board", "complete this tour", "closed tour from here",
                                      "numbers (clue puzzle)"};
        static const char* keys[] = {to_string(PuzzleKind::Free), to_string(PuzzleKind::CompleteTour),
                                     to_string(PuzzleKind::ClosedTourFrom), "clue"};  // as in links
        named_combo("##kind", "puzzle.kind", kind_index_, kinds, keys);
        // A clue puzzle has its own "closed" box: the goal radios are for the other kinds.
        if (kind_index_ == kClueKind) return draw_clue(ctx);
        ImGui::SameLine();
        const bool renew = ImGui::Button("New");
        draw_waiting(ctx);  // the clue kind resumes it at once (update)
        int goal = closed_goal_ ? 1 : 0;
        ImGui::RadioButton("any tour", &goal, 0);
        ImGui::SameLine();
        ImGui::RadioButton("closed tour", &goal, 1);
        ImGui::TextDisabled("Place the knight, then click the next square.");
        if (renew)
            new_puzzle(ctx, static_cast<PuzzleKind>(kind_index_), goal == 1);
        else if ((goal == 1) != closed_goal_)
            set_goal(ctx, goal == 1);
        if (!puzzle_) return;

        const Puzzle& p = *puzzle_;
        ImGui::BeginDisabled(!p.can_undo());
        if (ImGui::Button("Undo")) undo();
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(!p.can_redo());
        if (ImGui::Button("Redo")) redo();
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (ImGui::Button("Restart")) restart();
        ImGui::SameLine();
        if (ImGui::Button("Hint")) show_hint_ = true;
        ImGui::TextDisabled("Keys: 1-8 move, Backspace undo, Y redo");

        ImGui::Text("moves %lld   squares %lld / %lld   time %s", static_cast<long long>(p.player_moves()),
                    static_cast<long long>(p.path().size()), static_cast<long long>(p.board().square_count()),
                    clock_text().c_str());
        const PuzzleStatus status = p.status();
        if (status == PuzzleStatus::Won) {
            ImGui::TextColored({0.4f, 0.9f, 0.45f, 1}, "Solved! %s tour in %s.", p.closed() ? "A closed" : "An open",
                               clock_text().c_str());
        } else if (status == PuzzleStatus::CompleteOpen) {
            ImGui::TextColored({1, 0.75f, 0.3f, 1}, "Every square visited, but the tour is open: the goal was closed.");
        } else if (status == PuzzleStatus::Stuck) {
            ImGui::TextColored({1, 0.45f, 0.4f, 1}, "Stuck: no move left. Undo and try another way.");
        } else if (status == PuzzleStatus::Empty) {
            ImGui::TextDisabled("Click any square to place the knight.");
        }
        if (dead_.found && status != PuzzleStatus::Stuck) {
            ImGui::TextColored({1, 0.55f, 0.4f, 1}, "Dead end: %s", dead_.reason.c_str());
        } else if (p.placed() && status == PuzzleStatus::Playing) {
            ImGui::Text("Can it still be done? %s", search_text().c_str());
            ImGui::Text("Tours still possible: %s", tours_left_text().c_str());
        }
        if (show_hint_) {
            if (const auto hint = p.hint())
                ImGui::Text("Hint: %s (fewest onward moves)", p.board().name(*hint).c_str());
        }
    }

    void update(AppContext& ctx) override {
        poll_search();
        poll_clue(ctx);
        // After a link that opened another puzzle, the clue puzzle left in
        // progress waits (in storage) until the clue kind is picked.
        if (!restored_ && (!link_puzzle_ || kind_index_ == kClueKind)) restore_progress(ctx);
        // Picking the clue kind is asking for it.
        if (waiting_ && kind_index_ == kClueKind) resume_waiting(ctx);
        // A clock on screen ticks: a frame as each second turns.
        if (clue_mode() && clue_ && !clue_->solved())
            ctx.wake_within(1 - std::fmod(clue_->seconds(), 1.0));
        else if (started_ && !stopped_at_)
            ctx.wake_within(1 - std::fmod(seconds(), 1.0));
    }

    // Keyboard play: digits 1-8 pick the legal moves in the order they are
    // labelled on the board; Backspace or Z undoes, Y redoes.
    void on_key(AppContext& ctx, char key) override {
        if (clue_mode()) {
            if (key >= '0' && key <= '9') clue_->type_digit(key - '0');
            if (key == '\b') clue_->clear_selected();
            if (key == 'z') clue_->undo();
            if (key == 'y') clue_->redo();
            if (key == 'p') clue_->pencil = !clue_->pencil;
            clue_changed();
            return;
        }
        if (!puzzle_) return;
        if (key == '\b' || key == 'z') {
            undo();
            return;
        }
        if (key == 'y') {
            redo();
            return;
        }
        if (!puzzle_->placed() || key < '1' || key > '8') return;
        const std::vector<Square> legal = puzzle_->legal_moves();
        const auto index = static_cast<std::size_t>(key - '1');
        if (index < legal.size()) on_square_clicked(ctx, legal[index]);
    }

    bool on_square_clicked(AppContext& ctx, Square s) override {
        threads_ = ctx.threads_available;
        if (clue_mode()) {
            if (std::string said = clue_->tap(s); !said.empty())
                ctx.say(Tone::Warning, std::move(said));
            else
                ctx.clear_message();
            clue_changed();
            return true;
        }
        if (!puzzle_) new_puzzle(ctx, PuzzleKind::Free, closed_goal_);
        if (!puzzle_) return true;
        if (!puzzle_->play(s)) {
            ctx.say(Tone::Warning, puzzle_->placed() ? ctx.board.name(s) + " is not a legal move from " +
                                                  ctx.board.name(puzzle_->path().back())
                                            : ctx.board.name(s) + " cannot take the knight");
            return true;
        }
        ctx.clear_message();
        ctx.knight = s;
        if (!started_) start_clock();
        position_changed();
        return true;
    }

    // A new board starts a free puzzle (a link's puzzle is loaded after its board).
    void on_board_changed(AppContext& ctx) override {
        const bool clue_board = (clue_ && ctx.board == clue_->puzzle().board) || clue_job_.active();  // the clue puzzle's own board
        if (!clue_board) clue_.reset();
        const int kind_index = kind_index_;
        new_puzzle(ctx, PuzzleKind::Free, closed_goal_);
        if (clue_board) kind_index_ = kind_index;
    }

    void fill_overlay(const AppContext&, BoardOverlay& overlay) const override {
        if (clue_mode()) return fill_clue_overlay(*clue_, overlay);
        if (!puzzle_) return;
        const Puzzle& p = *puzzle_;
        overlay.path = p.path();
        overlay.closed = p.closed();
        overlay.knight = p.placed() ? p.path().back() : kNoSquare;
        if (p.placed()) {
            const std::vector<Square> legal = p.legal_moves();
            for (std::size_t i = 0; i < legal.size(); ++i) {
                overlay.highlights.push_back({legal[i], 0x28a0ffc8u});  // strong enough on dark squares
                if (i < 8) overlay.labels.push_back({legal[i], std::to_string(i + 1)});  // the key that plays it
            }
        }
        const auto given = static_cast<std::int64_t>(p.given().squares.size());
        if (given > 0) overlay.highlights.push_back({p.given().squares.front(), 0xb4b4b460u});
        if (given > 1) overlay.highlights.push_back({p.given().squares.back(), 0xb4b4b460u});
        if (show_hint_)
            if (const auto hint = p.hint()) {
                overlay.highlights.push_back({*hint, 0x3cd25ac0u});
                overlay.labels.push_back({*hint, "?"});
            }
        for (Square s : dead_.squares) overlay.highlights.push_back({s, 0xe6463cb0u});
    }

    std::string describe_square(const AppContext&, Square s) const override {
        if (clue_mode())  // the grid may still be the last board's for a frame
            return s < clue_->puzzle().board.cell_count() ? describe_clue_square(*clue_, s) : "";
        if (!puzzle_ || !puzzle_->placed()) return {};
        const std::vector<Square> legal = puzzle_->legal_moves();
        const auto at = std::find(legal.begin(), legal.end(), s);
        return at == legal.end() ? "" : "legal move, key " + std::to_string(at - legal.begin() + 1);
    }

    // Results and dead ends, read out as they come.
    std::string narration(const AppContext&) const override {
        if (clue_mode()) return clue_->solved() ? "Solved! Every number is in place." : "";
        if (!puzzle_) return {};
        switch (puzzle_->status()) {
            case PuzzleStatus::Won: return std::string("Solved! ") + (puzzle_->closed() ? "A closed" : "An open") + " tour.";
            case PuzzleStatus::CompleteOpen: return "Every square visited, but the tour is open: the goal was closed.";
            case PuzzleStatus::Stuck: return "Stuck: no move left. Undo and try another way.";
            default: return dead_.found ? "Dead end: " + dead_.reason : "";
        }
    }

    std::string help_line(const AppContext&) const override {
        if (!clue_mode()) return {};
        if (clue_->solved()) return "Solved: share your result, or play a past daily.";
        if (clue_->revealed()) return "The solution is shown: try a past daily or a new puzzle.";
        return web::touch_device()
                   ? "Fill 1 to " + std::to_string(clue_->puzzle().board.square_count()) +
                         " a knight's move apart: tap a square, then a number; or tap a number, then a square a move away."
                   : "Fill 1 to " + std::to_string(clue_->puzzle().board.square_count()) +
                         " a knight's move apart: click a square and type its number, or click a number, then a square a"
                         " move away. Z undo, Y redo, P pencil.";
    }
    bool plays_alone(const AppContext&) const override { return clue_mode(); }

    json state_json(const AppContext& ctx) const override {
        json out = puzzle_state_json(ctx);
        // The board of a clue puzzle left in progress that waits to be resumed.
        out["waiting"] = waiting_ ? json(format_board_size(waiting_->setup.rows, waiting_->setup.cols)) : json(nullptr);
        return out;
    }

    json puzzle_state_json(const AppContext& ctx) const {
        json clue = clue_ ? clue_state_json(*clue_) : json(nullptr);
        if (clue_ && !clue_mode()) clue["shown"] = false;
        if (clue_job_.active()) clue = {{"generating", true}};
        if (!puzzle_) return {{"puzzle", nullptr}, {"clue", clue}, {"clue_mode", kind_index_ == kClueKind}};
        const Puzzle& p = *puzzle_;
        const Board& b = ctx.board;
        json path = json::array(), legal = json::array();
        for (Square s : p.path()) path.push_back(b.name(s));
        if (p.placed())
            for (Square s : p.legal_moves()) legal.push_back(b.name(s));
        json given = json::array();
        for (Square s : p.given().squares) given.push_back(b.name(s));
        const auto hint = p.hint();
        return {{"puzzle",
                 {{"kind", to_string(kind_)},
                  {"goal", p.closed_goal() ? "closed" : "open"},
                  {"status", to_string(p.status())},
                  {"path", path},
                  {"given", given},
                  {"moves", p.player_moves()},
                  {"legal", legal},
                  {"can_undo", p.can_undo()},
                  {"can_redo", p.can_redo()},
                  {"closed", p.closed()},
                  {"hint", hint ? json(b.name(*hint)) : json(nullptr)},
                  {"dead_end", dead_.found ? json(dead_.reason) : json(nullptr)},
                  {"search", search_text()},
                  {"tours_left", tours_left_text()},
                  {"seconds", seconds()}}},
                {"clue", clue},
                {"clue_mode", kind_index_ == kClueKind}};
    }

    std::optional<json> command(AppContext& ctx, const json& request) override {
        const std::string cmd = request["cmd"];
        threads_ = ctx.threads_available;
        if (cmd == "puzzle_new") {
            const std::string kind_name = request.value("kind", "free");
            const auto kind = parse_puzzle_kind(kind_name);
            if (!kind) return error_reply("unknown puzzle kind '" + kind_name + "' (free, complete, closed-from)");
            const std::string goal = request.value("goal", closed_goal_ ? "closed" : "open");
            if (goal != "closed" && goal != "open") return error_reply("goal must be \"closed\" or \"open\"");
            if (request.contains("seed")) rng_.seed(request.value("seed", 1u));
            if (request.contains("start")) {
                const Square s = ctx.board.parse_square_or_throw(request.value("start", ""));
                ctx.knight = s;
            }
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
        if (cmd == "clue_new" || cmd == "clue_daily") {
            kind_index_ = kClueKind;
            const std::optional<ClueLevel> level = parse_clue_level(request.value("level", "medium"));
            if (!level) return error_reply("level must be easy, medium, hard or expert");
            ClueSetup setup{request.value("size", 8), request.value("size", 8), request.value("closed", false), *level,
                            request.value("seed", std::uint64_t{1}), false};
            if (cmd == "clue_daily") setup = daily_setup(request.value("date", utc_date_today()));
            if (setup.daily && (!valid_date(setup.date) || setup.date < kFirstDailyDate))
                return error_reply("date must be a yyyymmdd date from " + std::to_string(kFirstDailyDate));
            if (setup.rows < kMinClueSide || setup.rows > kMaxClueSide) return error_reply("size must be 5 to 12");
            start_clue(ctx, setup, nullptr);
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

    bool save_share(const AppContext&, ShareState& state) const override {
        if (clue_mode()) {
            state.mode = ShareMode::Puzzle;
            state.board = clue_->puzzle().board;
            state.tour = {};
            state.puzzle = PuzzleKind::Free;
            state.puzzle_closed = clue_->setup().closed;
            state.options["clue"] = clue_link_value(clue_->setup());
            return true;
        }
        if (!puzzle_) return false;
        const Puzzle& p = *puzzle_;
        state.tour = p.given();
        state.puzzle = kind_;
        state.puzzle_closed = p.closed_goal();
        // The player's moves ride along in the address bar (Back/Forward, reload);
        // Copy link leaves them out, so a shared puzzle keeps its answer secret.
        if (p.player_moves() > 0) {
            try {
                state.options["play"] = encode_tour_field(p.board(), p.tour());
            } catch (const std::exception&) {
            }
        }
        return true;
    }

    bool load_share(AppContext& ctx, const ShareState& state) override {
        if (state.mode != ShareMode::Puzzle) return false;
        threads_ = ctx.threads_available;
        if (const auto clue = state.options.find("clue"); clue != state.options.end()) return load_clue_link(ctx, state, clue->second);
        link_puzzle_ = true;  // the link's puzzle, not a clue puzzle restored over it
        kind_ = state.puzzle;
        kind_index_ = static_cast<int>(kind_);
        closed_goal_ = state.puzzle_closed;
        try {
            puzzle_.emplace(puzzle_from_share(state));
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, std::string("Puzzle: ") + e.what());
            puzzle_.emplace(ctx.board, closed_goal_);
        }
        const auto play = state.options.find("play");
        if (play != state.options.end()) {
            const auto& squares = decode_tour_field(puzzle_->board(), play->second).tour.squares;
            const auto& path = puzzle_->path();
            const bool extends = squares.size() >= path.size() && std::equal(path.begin(), path.end(), squares.begin());
            if (extends)
                for (std::size_t i = path.size(); i < squares.size(); ++i)
                    if (!puzzle_->play(squares[i])) break;
        }
        if (puzzle_->placed()) ctx.knight = puzzle_->path().back();
        started_ = false;
        show_hint_ = false;
        position_changed();
        return true;
    }

private:
    // ---- clue puzzles ----
    bool clue_mode() const { return kind_index_ == kClueKind && clue_.has_value(); }

    void draw_clue(AppContext& ctx) {
        // How to play, until dismissed for good.
        if (clue_ && storage::get("knights-clue-howto").empty()) {
            ImGui::TextColored({0.6f, 0.88f, 1, 1}, "How to play");
            ImGui::TextWrapped("Number the squares 1, 2, 3... so that each number is a knight's move from the next. "
                               "The dark tiles are given. Put a number on a square, or from a number step to an empty "
                               "square a move away for the next one. Pencil marks note candidates; Hint explains a step.");
            if (ImGui::Button("Got it", {0, 44})) storage::set("knights-clue-howto", "1");
            remember_widget("puzzle.howto.ok");
            ImGui::Separator();
        }
        const std::string best = clue_ ? storage::get("knights-clue-best-" + clue_->setup().key()) : std::string{};
        const ClueRequest req = draw_clue_panel(clue_ ? &*clue_ : nullptr, clue_choices_, clue_job_.active(),
                                                best.empty() ? best : kt::clock_text(std::stod(best)), stats_text());
        // Leaving a puzzle in progress asks first; a daily keeps its progress (per date), so it need not.
        const bool leaving = clue_ && clue_->in_progress() && !clue_->setup().daily;
        if ((req.new_puzzle || req.daily) && leaving && !clue_choices_.pending) {
            clue_choices_.pending = 1;
            clue_choices_.asked = req;
            return;
        }
        if (req.new_puzzle) {
            ClueSetup setup = req.setup;
            setup.seed = rng_();
            start_clue(ctx, setup, nullptr);
        }
        if (req.daily) start_clue(ctx, daily_setup(req.daily), nullptr);
        if (req.changed) clue_changed();
        if (req.share_result && clue_ && clue_->solved()) {
            ShareState state;
            save_share(ctx, state);
            const ClueResult result = clue_result(*clue_);
            state.options["result"] = encode_clue_result(result);
            web::share_text("Knight's Tour", clue_result_card(result, card_puzzle(*clue_)), encode_share_link(state));
            ctx.say(Tone::Success, "Result shared: the link holds the puzzle and your time, not the solution.");
        }
    }

    // Makes the puzzle on a worker (inline without threads); `restore` puts saved progress back.
    void start_clue(AppContext& ctx, const ClueSetup& setup, const json* restore) {
        kind_index_ = kClueKind;
        threads_ = ctx.threads_available;
        clue_setup_ = setup;
        clue_restore_ = restore ? *restore : json();
        if (!restore && setup.daily) clue_restore_ = json::parse(storage::get(daily_key(setup.date)), nullptr, false);
        if (clue_restore_.is_discarded()) clue_restore_ = json();
        if (setup.daily && clue_restore_.is_null() && storage::get(daily_key(setup.date)).empty()) {
            json stats = load_stats();
            stats["played"] = stats.value("played", 0) + 1;
            storage::set(kStatsKey, stats.dump());
        }
        clue_job_.start([setup](const std::atomic<bool>&) {
            const auto t0 = Clock::now();
            GeneratedCluePuzzle made = generate_clue_puzzle(Board(setup.rows, setup.cols), setup.closed, setup.level, setup.seed);
            return MadeClue{std::move(made), std::chrono::duration<double>(Clock::now() - t0).count()};
        }, threads_);
    }

    void poll_clue(AppContext& ctx) {
        auto done = clue_job_.take();
        if (!done) return;
        if (!done->value) {
            ctx.say(Tone::Error, "Puzzle: " + done->error);
            return;
        }
        clue_.emplace(clue_setup_, std::move(done->value->puzzle), done->value->seconds);
        counted_ = false;
        if (!clue_restore_.is_null()) {
            try {
                clue_->restore(clue_restore_);
            } catch (const json::exception& e) {  // the puzzle itself was made again; only the entries are lost
                ctx.say(Tone::Error, std::string("Puzzle: the entries saved with this puzzle cannot be read (") + e.what() +
                              "); it starts without them");
            }
        }
        counted_ = clue_->solved();  // solved before this visit: counted then
        // The choices for the next puzzle follow the one on screen (a resumed
        // 6x6 easy puzzle showed 8x8 medium).
        if (clue_setup_.rows == clue_setup_.cols) {
            clue_choices_.side = clue_setup_.rows;
            clue_choices_.level = static_cast<int>(clue_setup_.level);
            clue_choices_.closed = clue_setup_.closed;
        }
        kind_index_ = kClueKind;
        // The same board again would still be news to the other tabs, and
        // reset the Solve tab's run.
        if (!(ctx.board == clue_->puzzle().board)) ctx.set_board(clue_->puzzle().board);
        ctx.knight = kNoSquare;
        clue_changed();
    }

    // After every entry: progress to localStorage, a personal best once solved.
    void clue_changed() {
        if (!clue_) return;
        const std::string progress = clue_->save().dump();
        storage::set(kProgressKey, progress);
        if (clue_->setup().daily) storage::set(daily_key(clue_->setup().date), progress);
        if (!clue_->solved()) return;
        if (!counted_) record_solve();
        const std::string key = "knights-clue-best-" + clue_->setup().key();
        const std::string best = storage::get(key);
        if (best.empty() || clue_->seconds() < std::stod(best)) storage::set(key, std::to_string(clue_->seconds()));
    }

    // Once, on the tab's first frame (or, after a link's puzzle, when the clue
    // kind is picked): the clue puzzle in progress when the page was left.
    void restore_progress(AppContext& ctx) {
        restored_ = true;
        if (clue_ || clue_job_.active()) return;
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
        if (setup.rows < kMinClueSide || setup.rows > kMaxClueSide || setup.cols < kMinClueSide || setup.cols > kMaxClueSide) return;
        // On another board it waits to be asked for: the board it would
        // set resets what the other tabs show (the Solve tab's run).
        if (kind_index_ == kClueKind || ctx.board == Board(setup.rows, setup.cols)) return start_clue(ctx, setup, &p);
        waiting_ = Waiting{setup, p};
    }

    // The clue puzzle left in progress on another board, until it is resumed
    // or put off (it stays in storage: the next visit asks again).
    void draw_waiting(AppContext& ctx) {
        if (!waiting_) return;
        const std::string size = format_board_size(waiting_->setup.rows, waiting_->setup.cols);
        ImGui::TextColored({1, 0.8f, 0.35f, 1}, "Your %s %s clue puzzle is where you left it. Resuming it sets the board to %s.",
                           size.c_str(), to_string(waiting_->setup.level), size.c_str());
        if (ImGui::Button("Resume it")) resume_waiting(ctx);
        ImGui::SameLine();
        if (ImGui::Button("Not now")) waiting_.reset();
    }

    void resume_waiting(AppContext& ctx) {
        const Waiting w = std::move(*waiting_);
        waiting_.reset();
        start_clue(ctx, w.setup, &w.progress);
    }

    // Statistics on this device (localStorage): dailies played and solved,
    // the streak (engine: record_daily_solve), and per puzzle kind the
    // number solved and their total time.
    static json load_stats() {
        json stats = json::parse(storage::get(kStatsKey), nullptr, false);
        return stats.is_object() ? stats : json::object();
    }
    void record_solve() {
        counted_ = true;
        json stats = load_stats();
        try {
            const ClueSetup& setup = clue_->setup();
            json& level = stats["levels"][setup.key()];
            if (!level.is_object()) level = json::object();  // value() throws on null
            level["solved"] = level.value("solved", 0) + 1;
            level["seconds"] = level.value("seconds", 0.0) + clue_->seconds();
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
    static std::string stats_text() {
        const json stats = load_stats();
        try {
            const int played = stats.value("played", 0);
            if (!played) return {};
            const DailyStats d{played, stats.value("solved", 0), stats.value("streak", 0), stats.value("longest", 0),
                               stats.value("last_streak_date", 0)};
            return "Dailies: " + std::to_string(d.played) + " played, " + std::to_string(d.solved) + " solved. Streak " +
                   count_of(current_streak(d, utc_date_today()), "day", "days") + " (longest " + count_of(d.longest, "day", "days") + ").";
        } catch (const json::exception&) {
            return {};
        }
    }
    static std::string daily_key(int date) { return "knights-clue-daily-" + std::to_string(date); }

    bool load_clue_link(AppContext& ctx, const ShareState& state, const std::string& value) {
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
                          progress.value("level", "") == to_string(setup.level) && progress.value("closed", false) == setup.closed;
        start_clue(ctx, setup, same ? &progress : nullptr);
        return true;
    }

    void new_puzzle(AppContext& ctx, PuzzleKind kind, bool closed) {
        kind_ = kind;
        kind_index_ = static_cast<int>(kind);
        closed_goal_ = closed;
        show_hint_ = false;
        started_ = false;
        try {
            BuiltPuzzle built = build_puzzle(ctx.board, kind, closed, ctx.knight, rng_());
            if (!built.note.empty()) ctx.say(Tone::Info, built.note);
            kind_ = built.kind;
            kind_index_ = static_cast<int>(built.kind);
            closed_goal_ = built.puzzle.closed_goal();
            puzzle_.emplace(std::move(built.puzzle));
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, std::string("Puzzle: ") + e.what());
            puzzle_.reset();
        }
        position_changed();
    }

    // The other goal for the same given squares ("closed tour from here" is closed by definition).
    void set_goal(AppContext& ctx, bool closed) {
        if (!puzzle_ || kind_ == PuzzleKind::ClosedTourFrom) return new_puzzle(ctx, kind_ == PuzzleKind::ClosedTourFrom ? PuzzleKind::Free : kind_, closed);
        closed_goal_ = closed;
        puzzle_.emplace(ctx.board, closed, puzzle_->given());
        started_ = false;
        position_changed();
    }

    bool undo() {
        if (!puzzle_ || !puzzle_->undo()) return false;
        position_changed();
        return true;
    }
    bool redo() {
        if (!puzzle_ || !puzzle_->redo()) return false;
        position_changed();
        return true;
    }
    void restart() {
        if (!puzzle_) return;
        puzzle_->restart();
        started_ = false;
        position_changed();
    }

    void start_clock() {
        started_ = true;
        started_at_ = Clock::now();
        stopped_at_.reset();
    }
    double seconds() const {
        if (!started_) return 0;
        return std::chrono::duration<double>((stopped_at_ ? *stopped_at_ : Clock::now()) - started_at_).count();
    }
    std::string clock_text() const {
        const int s = static_cast<int>(seconds());
        char text[32];
        std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
        return text;
    }

    // After every move: the quick dead-end test, the clock, a new search.
    void position_changed() {
        stop_search();
        dead_ = {};
        show_hint_ = false;
        if (!puzzle_) return;
        const PuzzleStatus status = puzzle_->status();
        if (started_ && status != PuzzleStatus::Playing && !stopped_at_) stopped_at_ = Clock::now();
        if (status == PuzzleStatus::Playing && stopped_at_) stopped_at_.reset();
        if (!puzzle_->placed() || status != PuzzleStatus::Playing) return;
        dead_ = puzzle_->dead_end();
        if (dead_.found || puzzle_->board().square_count() > kMaxPuzzleSquares) return;
        search_ = puzzle_->completion_search();
        // Without threads a small search, inline, and no count of tours left.
        search_job_.start([search = search_, board = puzzle_->board(), path = puzzle_->path(),
                           closed = puzzle_->closed_goal(), threads = threads_](const std::atomic<bool>&) {
            SearchAnswer out;
            out.answer = search->run(threads ? kSearchBudget : kSearchBudgetInline);
            if (threads && out.answer != Completion::Impossible && board.cell_count() <= SquareSet::kMaxCells)
                out.left = count_tours_left(board, path, closed, kToursLeftBudget);
            return out;
        }, threads_);
    }

    void poll_search() {
        auto done = search_job_.take();
        if (!done) return;
        answer_ = done->value.value_or(SearchAnswer{});  // a search that threw knows nothing
        if (answer_->answer == Completion::Impossible && !dead_.found) {
            dead_.found = true;
            dead_.reason = search_->reason().empty() ? "no tour from here (search)" : search_->reason();
        }
    }

    std::string tours_left_text() const {
        if (dead_.found) return "0";
        if (!answer_ || !threads_) return "-";
        return answer_->left.text();
    }

    std::string search_text() const {
        if (dead_.found) return "impossible";
        if (!search_) return "-";
        if (!answer_) return "searching";
        return to_string(answer_->answer);
    }

    void stop_search() {
        if (search_) search_->cancel();  // the worker still holds the search and finishes soon
        search_job_.cancel();
        search_.reset();
        answer_.reset();
    }

    std::optional<Puzzle> puzzle_;
    std::optional<ClueGame> clue_;
    BackgroundJob<MadeClue> clue_job_;
    ClueSetup clue_setup_;  // of the puzzle clue_job_ makes
    json clue_restore_;     // progress to put back once it is made
    struct Waiting {
        ClueSetup setup;
        json progress;
    };
    std::optional<Waiting> waiting_;  // left in progress on another board: restore_progress
    ClueChoices clue_choices_;
    bool restored_ = false;
    bool counted_ = false;  // the puzzle on show is in the statistics as solved
    bool link_puzzle_ = false;  // a link opened a puzzle other than a clue puzzle
    PuzzleKind kind_ = PuzzleKind::Free;
    int kind_index_ = 0;
    bool closed_goal_ = false;
    bool show_hint_ = false;
    bool threads_ = true;
    bool started_ = false;
    Clock::time_point started_at_{};
    std::optional<Clock::time_point> stopped_at_;
    DeadEnd dead_;
    std::shared_ptr<CompletionSearch> search_;  // of the position shown; shared with its job
    BackgroundJob<SearchAnswer> search_job_;
    std::optional<SearchAnswer> answer_;        // once the job is done
    std::mt19937_64 rng_{std::random_device{}()};
};

}  // namespace

std::unique_ptr<Tab> make_puzzle_tab() { return std::make_unique<PuzzleTab>(); }

}  // namespace kt::app
