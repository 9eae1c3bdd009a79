#include "tabs/puzzle_path_mode.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>

#include "imgui.h"

namespace kt::app {

using nlohmann::json;

namespace {

constexpr std::int64_t kSearchBudget = 3'000'000;     // nodes on a worker thread
constexpr std::int64_t kSearchBudgetInline = 20'000;  // nodes when there are no threads
constexpr std::int64_t kMaxPuzzleSquares = 100'000;   // larger boards: play without the search
constexpr std::int64_t kToursLeftBudget = 2'000'000;  // completions counted directly before "many"

}  // namespace

void PathMode::draw(AppContext& ctx, bool renew) {
    int goal = closed_goal_ ? 1 : 0;
    ImGui::RadioButton("any tour", &goal, 0);
    ImGui::SameLine();
    ImGui::RadioButton("closed tour", &goal, 1);
    ImGui::TextDisabled("Place the knight, then click the next square.");
    if (renew)
        new_puzzle(ctx, static_cast<PuzzleKind>(shared_.kind_index), goal == 1);
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
        if (const auto hint = p.hint()) ImGui::Text("Hint: %s (fewest onward moves)", p.board().name(*hint).c_str());
    }
}

void PathMode::wake(AppContext& ctx) const {
    if (started_ && !stopped_at_) ctx.wake_within(1 - std::fmod(seconds(), 1.0));
}

// Keyboard play: digits 1-8 pick the legal moves in the order they are
// labelled on the board; Backspace or Z undoes, Y redoes.
void PathMode::on_key(AppContext& ctx, char key) {
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

bool PathMode::on_square_clicked(AppContext& ctx, Square s) {
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

void PathMode::fill_overlay(BoardOverlay& overlay) const {
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

std::string PathMode::describe_square(Square s) const {
    if (!puzzle_ || !puzzle_->placed()) return {};
    const std::vector<Square> legal = puzzle_->legal_moves();
    const auto at = std::find(legal.begin(), legal.end(), s);
    return at == legal.end() ? "" : "legal move, key " + std::to_string(at - legal.begin() + 1);
}

// Results and dead ends, read out as they come.
std::string PathMode::narration() const {
    if (!puzzle_) return {};
    switch (puzzle_->status()) {
        case PuzzleStatus::Won: return std::string("Solved! ") + (puzzle_->closed() ? "A closed" : "An open") + " tour.";
        case PuzzleStatus::CompleteOpen: return "Every square visited, but the tour is open: the goal was closed.";
        case PuzzleStatus::Stuck: return "Stuck: no move left. Undo and try another way.";
        default: return dead_.found ? "Dead end: " + dead_.reason : "";
    }
}

json PathMode::state_json(const AppContext& ctx) const {
    if (!puzzle_) return nullptr;
    const Puzzle& p = *puzzle_;
    const Board& b = ctx.board;
    json path = json::array(), legal = json::array();
    for (Square s : p.path()) path.push_back(b.name(s));
    if (p.placed())
        for (Square s : p.legal_moves()) legal.push_back(b.name(s));
    json given = json::array();
    for (Square s : p.given().squares) given.push_back(b.name(s));
    const auto hint = p.hint();
    return {{"kind", to_string(kind_)},
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
            {"seconds", seconds()}};
}

bool PathMode::save_share(ShareState& state) const {
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

void PathMode::load_share(AppContext& ctx, const ShareState& state) {
    kind_ = state.puzzle;
    shared_.kind_index = static_cast<int>(kind_);
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
}

void PathMode::new_puzzle(AppContext& ctx, PuzzleKind kind, bool closed) {
    kind_ = kind;
    shared_.kind_index = static_cast<int>(kind);
    closed_goal_ = closed;
    show_hint_ = false;
    started_ = false;
    try {
        BuiltPuzzle built = build_puzzle(ctx.board, kind, closed, ctx.knight, shared_.rng());
        if (!built.note.empty()) ctx.say(Tone::Info, built.note);
        kind_ = built.kind;
        shared_.kind_index = static_cast<int>(built.kind);
        closed_goal_ = built.puzzle.closed_goal();
        puzzle_.emplace(std::move(built.puzzle));
    } catch (const std::exception& e) {
        ctx.say(Tone::Error, std::string("Puzzle: ") + e.what());
        puzzle_.reset();
    }
    position_changed();
}

// The other goal for the same given squares ("closed tour from here" is closed by definition).
void PathMode::set_goal(AppContext& ctx, bool closed) {
    if (!puzzle_ || kind_ == PuzzleKind::ClosedTourFrom)
        return new_puzzle(ctx, kind_ == PuzzleKind::ClosedTourFrom ? PuzzleKind::Free : kind_, closed);
    closed_goal_ = closed;
    puzzle_.emplace(ctx.board, closed, puzzle_->given());
    started_ = false;
    position_changed();
}

bool PathMode::undo() {
    if (!puzzle_ || !puzzle_->undo()) return false;
    position_changed();
    return true;
}

bool PathMode::redo() {
    if (!puzzle_ || !puzzle_->redo()) return false;
    position_changed();
    return true;
}

void PathMode::restart() {
    if (!puzzle_) return;
    puzzle_->restart();
    started_ = false;
    position_changed();
}

void PathMode::start_clock() {
    started_ = true;
    started_at_ = Clock::now();
    stopped_at_.reset();
}

double PathMode::seconds() const {
    if (!started_) return 0;
    return std::chrono::duration<double>((stopped_at_ ? *stopped_at_ : Clock::now()) - started_at_).count();
}

std::string PathMode::clock_text() const {
    const int s = static_cast<int>(seconds());
    char text[32];
    std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
    return text;
}

// After every move: the quick dead-end test, the clock, a new search.
void PathMode::position_changed() {
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
                       closed = puzzle_->closed_goal(), threads = shared_.threads](const std::atomic<bool>&) {
        SearchAnswer out;
        out.answer = search->run(threads ? kSearchBudget : kSearchBudgetInline);
        if (threads && out.answer != Completion::Impossible && board.cell_count() <= kToursLeftMaxCells)
            out.left = count_tours_left(board, path, closed, kToursLeftBudget);
        return out;
    }, shared_.threads);
}

void PathMode::poll_search() {
    auto done = search_job_.take();
    if (!done) return;
    answer_ = done->value.value_or(SearchAnswer{});  // a search that threw knows nothing
    if (answer_->answer == Completion::Impossible && !dead_.found) {
        dead_.found = true;
        dead_.reason = search_->reason().empty() ? "no tour from here (search)" : search_->reason();
    }
}

std::string PathMode::tours_left_text() const {
    if (dead_.found) return "0";
    if (!answer_ || !shared_.threads) return "-";
    return answer_->left.text();
}

std::string PathMode::search_text() const {
    if (dead_.found) return "impossible";
    if (!search_) return "-";
    if (!answer_) return "searching";
    return to_string(answer_->answer);
}

void PathMode::stop_search() {
    if (search_) search_->cancel();  // the worker still holds the search and finishes soon
    search_job_.cancel();
    search_.reset();
    answer_.reset();
}

}  // namespace kt::app
