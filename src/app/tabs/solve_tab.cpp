// The Solve tab: pick a solver and its options, then run it, or walk it step
// by step, forward and back, along a timeline you can scrub; each step comes
// with the solver's reason in words, a legend names every colour on the
// board, and progress says what it measures. Keys (no text field focused):
// Space runs and pauses, Right steps forward, Left steps back.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <string>
#include <string_view>

#include "imgui.h"
#include "layout.h"
#include "solver_runner.h"
#include "tabs/named_combo.h"
#include "tabs/tab.h"
#include "tabs/tour_number_panel.h"

namespace kt::app {
namespace {

using nlohmann::json;

// Okabe and Ito's colour-blind-safe colours, strong enough to win over the
// heatmap's purples: candidates orange, the choice bluish green, a move
// taken back vermilion, the square it would strand reddish purple.
constexpr std::uint32_t kCandidateTint = 0xe69f00d0u;  // orange: squares the rule weighs
constexpr std::uint32_t kChosenTint = 0x009e73d0u;     // bluish green: the square it picked
constexpr std::uint32_t kRejectedTint = 0xd55e00e0u;   // vermilion: the move taken back
constexpr std::uint32_t kStrandedTint = 0xcc79a7e0u;   // reddish purple: the square it would strand
constexpr std::array<float, 6> kSpeedPresets = {1, 10, 30, 100, 1000, 10000};
constexpr float kMinSpeed = 0.5f, kMaxSpeed = 100000.0f;
constexpr std::string_view kPlaceFirst = "Place the knight first";

ImVec4 tint(std::uint32_t rgba) {
    return {((rgba >> 24) & 255) / 255.f, ((rgba >> 16) & 255) / 255.f, ((rgba >> 8) & 255) / 255.f, 1};
}

// A small swatch and its meaning, one legend line.
void legend_line(ImVec4 colour, const char* meaning) {
    ImGui::ColorButton(meaning, colour, ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop,
                       {ImGui::GetFontSize(), ImGui::GetFontSize()});
    ImGui::SameLine();
    ImGui::TextWrapped("%s", meaning);
}

class SolveTab final : public Tab {
public:
    const char* title() const override { return "Solve"; }

    void draw_panel(AppContext& ctx) override {
        draw_options(ctx);
        ImGui::Separator();
        draw_controls(ctx);
        draw_speed();
        draw_timeline();
        draw_status(ctx);
        draw_legend(ctx);
        draw_tour_number(ctx);
    }

    void update(AppContext& ctx) override {
        runner_.poll();
        follow_clock();
        if (runner_.running() || runner_.seeking()) ctx.wake_within(0);
        const bool arrived = runner_.position() == shared_step_.value_or(-1) && !runner_.seeking();
        if (arrived || runner_.finished()) shared_step_.reset();
    }

    bool on_square_clicked(AppContext& ctx, Square s) override {
        if (what_if(ctx, s)) return true;
        ctx.knight = s;
        reset();
        if (ctx.message.starts_with(kPlaceFirst)) ctx.clear_message();  // done: the warning would mislead
        return true;
    }

    void on_key(AppContext& ctx, char key) override {
        if (key == ' ') runner_.running() ? pause() : void(run(ctx));
        if (key == '>') step(ctx, 1);
        if (key == '<') step(ctx, -1);
    }

    void on_board_changed(AppContext&) override { reset(); }

    // What a screen reader hears after each step: the step, its "Why", and how the run ended.
    std::string narration(const AppContext&) const override {
        if (!runner_.loaded()) return {};
        const SolverSnapshot& snap = runner_.snapshot();
        std::string said = "Step " + std::to_string(runner_.position()) + ".";
        if (!snap.reason.empty()) said += " Why: " + snap.reason;
        if (is_finished(snap.state)) said += std::string(" Finished: ") + to_string(snap.state) + ".";
        if (!snap.message.empty()) said += " " + snap.message;
        return said;
    }

    void fill_overlay(const AppContext& ctx, BoardOverlay& overlay) const override {
        if (numbered_) {  // a tour chosen by its number
            overlay.path = numbered_->squares;
            overlay.closed = validate_tour(ctx.board, *numbered_).kind == TourKind::Closed;
            overlay.knight = overlay.path.front();
            return;
        }
        const SolverSnapshot& snap = runner_.snapshot();
        if (!runner_.loaded()) return;
        if (const auto& tour = runner_.tour()) {
            overlay.path = tour->squares;
            overlay.closed = validate_tour(ctx.board, *tour).kind == TourKind::Closed;
        } else {
            overlay.path = snap.path;
        }
        if (!overlay.path.empty()) overlay.knight = overlay.path.back();
        overlay.links = snap.edges;
        for (const auto& c : snap.candidates) {
            overlay.labels.push_back({c.square, std::to_string(c.score)});
            overlay.highlights.push_back({c.square, c.chosen ? kChosenTint : kCandidateTint});
        }
        if (snap.rejected != kNoSquare) {
            overlay.highlights.push_back({snap.rejected, kRejectedTint});
            overlay.labels.push_back({snap.rejected, "x"});
        }
        if (snap.stranded != kNoSquare) {
            overlay.highlights.push_back({snap.stranded, kStrandedTint});
            overlay.labels.push_back({snap.stranded, "!"});
        }
    }

    std::string caption(const AppContext&) const override {
        if (!runner_.loaded()) return "Place the knight, then Space runs and Right steps";
        const SolverSnapshot& snap = runner_.snapshot();
        std::string line = "step " + std::to_string(runner_.position());
        if (snap.backtracks > 0) line += ", " + std::to_string(snap.backtracks) + " backtracks";
        if (!snap.reason.empty()) line += ".  Why: " + snap.reason;
        return line;
    }

    json state_json(const AppContext&) const override;
    std::optional<json> command(AppContext& ctx, const json& request) override;
    bool save_share(const AppContext& ctx, ShareState& state) const override;
    bool load_share(AppContext& ctx, const ShareState& state) override;

private:
    using Clock = std::chrono::steady_clock;

    const std::string& algorithm() const { return solver_names()[algo_]; }

    void draw_options(const AppContext& ctx) {
        static const std::vector<const char*> names = [] {
            std::vector<const char*> v;
            for (const std::string& name : solver_names()) v.push_back(name.c_str());
            return v;
        }();
        if (int algo = static_cast<int>(algo_); named_combo("algorithm", "solve.algorithm", algo, names))
            algo_ = static_cast<std::size_t>(algo), reset();
        if (ImGui::Checkbox("closed tour", &options_.closed)) reset();
        remember_widget("solve.closed");
        if (solver_takes(algorithm(), kTakesTieBreak)) {
            // The menu lists kTieBreakTable's rows; an item's index is its row there.
            static const std::vector<const char*> ties = [] {
                std::vector<const char*> v;
                for (const TieBreakInfo& row : kTieBreakTable) v.push_back(to_string(row.value));
                return v;
            }();
            int tie = static_cast<int>(&tie_break_info(options_.tie_break) - kTieBreakTable);
            if (named_combo("tie-break", "solve.tiebreak", tie, ties))
                options_.tie_break = kTieBreakTable[static_cast<std::size_t>(tie)].value, reset();
        }
        if (solver_takes(algorithm(), kTakesNoOrder | kTakesNoPrune)) {
            if (ImGui::Checkbox("Warnsdorff order", &options_.warnsdorff_order)) reset();
            ImGui::SameLine();
            if (ImGui::Checkbox("prune", &options_.prune)) reset();
            if (!options_.warnsdorff_order && ctx.board.square_count() > 36) {
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                ImGui::TextWrapped("Plain move order shows the backtracking; past 36 squares it can search for "
                                   "hours: tick Warnsdorff order to finish.");
                ImGui::PopStyleColor();
            }
        }
        int seed = static_cast<int>(options_.seed);
        ImGui::SetNextItemWidth(150);
        if (ImGui::InputInt("seed", &seed)) options_.seed = static_cast<std::uint64_t>(std::max(seed, 0)), reset();
    }

    void draw_controls(AppContext& ctx) {
        const bool running = runner_.running();
        if (ImGui::Button("< Back")) step(ctx, -1);
        remember_widget("solve.back");
        ImGui::SameLine();
        if (ImGui::Button("Step >")) step(ctx, 1);
        remember_widget("solve.step");
        ImGui::SameLine();
        if (ImGui::Button(running ? "Pause###run" : "Run###run")) running ? pause() : void(run(ctx));
        remember_widget("solve.run");
        ImGui::SameLine();
        if (ImGui::Button("Reset")) reset();
        remember_widget("solve.reset");
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("Keys: Space run/pause, Right step, Left back");
        ImGui::PopStyleColor();
    }

    // Presets for the usual speeds and a drag (no jump on click) on a log
    // scale, slow enough that a short drag changes the speed by a few percent.
    void draw_speed() {
        // Full-size buttons (finger-sized on touch screens), wrapping where the panel is narrow.
        bool first = true;
        for (float preset : kSpeedPresets) {
            char label[16];
            std::snprintf(label, sizeof label, preset >= 1000 ? "%.0fk" : "%.0f", preset >= 1000 ? preset / 1000 : preset);
            if (first ? ImGui::Button(label) : flow_button(label)) set_speed(preset, false);
            first = false;
            remember_widget(std::string("solve.speed.") + label);
        }
        if (flow_button("max")) set_speed(speed_, true);
        remember_widget("solve.speed.max");
        ImGui::SetNextItemWidth(150);
        float speed = speed_;
        // Flat out has no figure: the field says "max" rather than a speed it ignores.
        if (ImGui::DragFloat("steps/s", &speed, std::max(0.01f, speed_ * 0.004f), kMinSpeed, kMaxSpeed,
                             max_speed_ ? "max" : "%.1f", ImGuiSliderFlags_AlwaysClamp))
            set_speed(speed, false);
        remember_widget("solve.speed");
    }

    void draw_timeline() {
        if (!runner_.loaded()) return;
        int at = static_cast<int>(std::min<std::int64_t>(runner_.position(), 1 << 30));
        const int end = static_cast<int>(std::min<std::int64_t>(std::max(runner_.furthest(), runner_.position()), 1 << 30));
        ImGui::SetNextItemWidth(-1);
        if (ImGui::SliderInt("##timeline", &at, 0, std::max(end, 1), "timeline: step %d")) runner_.seek(at);
        remember_widget("solve.timeline");
    }

    void draw_status(AppContext& ctx) {
        const SolverSnapshot& snap = runner_.snapshot();
        ImGui::Separator();
        const char* state = !runner_.loaded()                ? "idle (click a square, then Run)"
                            : is_finished(snap.state)         ? to_string(snap.state)
                            : runner_.seeking()               ? "replaying to the chosen step"
                            : runner_.running()               ? "running"
                                                              : "paused";
        ImGui::Text("state: %s", state);
        ImGui::Text("steps %lld  backtracks %lld  retries %lld", static_cast<long long>(runner_.position()),
                    static_cast<long long>(snap.backtracks), static_cast<long long>(snap.retries));
        if (snap.joins > 0) ImGui::Text("block joins %lld", static_cast<long long>(snap.joins));
        char overlay[96];
        std::snprintf(overlay, sizeof overlay, "%.1f%%", 100.0 * snap.progress);
        ImGui::ProgressBar(static_cast<float>(snap.progress), {-1, 0}, overlay);
        if (!snap.progress_of.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ImGui::TextWrapped("progress: %s", snap.progress_of.c_str());
            ImGui::PopStyleColor();
        }
        if (runner_.loaded()) ImGui::Text("time %.2f s", seconds());
        if (!snap.reason.empty()) {
            ImGui::TextColored({0.85f, 0.9f, 1, 1}, "Why: %s", snap.reason.c_str());
        }
        if (!snap.message.empty()) ImGui::TextWrapped("%s", snap.message.c_str());
        if (const auto& tour = runner_.tour()) ImGui::Text("validator: %s", verdict_line(validate_tour(ctx.board, *tour)).c_str());
    }

    // What each colour means for the solver chosen: only its own marks.
    void draw_legend(const AppContext& ctx) {
        if (!ImGui::CollapsingHeader("Legend", ImGuiTreeNodeFlags_DefaultOpen)) return;
        const std::string& algo = algorithm();
        if (algo == "warnsdorff") {
            legend_line(tint(kCandidateTint), "orange: squares the rule weighs now, with their onward-move counts "
                                              "(click one to take it instead: what if)");
            legend_line(tint(kChosenTint), "bluish green: the square it chose (fewest onward moves)");
        } else if (algo == "backtrack") {
            legend_line(tint(kCandidateTint), "orange: the moves still to try from here, with their onward-move counts");
            legend_line(tint(kRejectedTint), "vermilion x: the move just taken back");
            legend_line(tint(kStrandedTint), "reddish purple !: the square that move would strand");
        } else {
            legend_line({0.80f, 0.20f, 0.15f, 1}, algo == "neural" ? "red lines: the links the network holds now"
                                                                   : "red lines: the links the blocks hold now");
        }
        legend_line({0.10f, 0.22f, 0.62f, 1}, "blue line, pale blue squares: the path so far, with move numbers");
        legend_line({0.0f, 0.45f, 0.70f, 1}, "blue ring: where the path starts; vermilion frame: where it ends");
        const bool complete = runner_.tour().has_value() || numbered_.has_value();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        if (!ctx.show_heatmap)
            ImGui::TextWrapped("Heatmap (tick it above): unvisited squares by onward moves, pale many, deep purple few.");
        else if (complete)
            ImGui::TextWrapped("Heatmap: every square is visited, so none is left to colour; step back to see it.");
        ImGui::PopStyleColor();
        if (ctx.show_heatmap && !complete) {
            legend_line({0.94f, 0.94f, 0.94f, 1}, "heatmap pale: many onward moves (8)");
            legend_line({0.38f, 0.10f, 0.52f, 1}, "heatmap deep purple: few onward moves (0), Warnsdorff's next choice");
        }
    }

    void set_speed(float steps_per_second, bool max) {
        max_speed_ = max;
        speed_ = std::clamp(steps_per_second, kMinSpeed, kMaxSpeed);
        runner_.set_speed(max_speed_ ? 0 : speed_);
    }

    // Builds the solver from the current choices when none is loaded.
    bool ensure_loaded(AppContext& ctx) {
        if (runner_.loaded()) return true;
        if (ctx.knight < 0 && algorithm() != "divide" && algorithm() != "neural") {
            ctx.say(Tone::Warning, std::string(kPlaceFirst) +
                                       ": click a square, or move to it with the arrow keys on the board and press Enter.");
            return false;
        }
        SolverOptions options = options_;
        if (ctx.knight >= 0) options.start = ctx.knight;
        options.forced_moves = forced_;
        try {
            runner_.load([name = algorithm(), board = ctx.board, options] { return make_solver(name, board, options); });
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, e.what());
            return false;
        }
        ctx.clear_message();
        runner_.set_speed(max_speed_ ? 0 : speed_);
        banked_seconds_ = 0;
        running_since_.reset();
        return true;
    }

    bool run(AppContext& ctx) {
        shared_step_.reset();
        if (!ensure_loaded(ctx)) return false;
        runner_.set_running(true);
        return true;
    }
    bool step(AppContext& ctx, std::int64_t delta) {
        shared_step_.reset();
        if (!ensure_loaded(ctx)) return false;
        runner_.step_by(delta);
        return true;
    }
    void pause() { runner_.set_running(false); }
    // "What if": a click on a square Warnsdorff's rule weighed but did not
    // choose takes that square instead, at that step; the run goes on from
    // there by the rule. The solver is rebuilt with the forced move and
    // replayed to the step (solvers are deterministic), so Back still works.
    bool what_if(AppContext& ctx, Square s) {
        if (!runner_.loaded() || numbered_ || algorithm() != "warnsdorff" || runner_.seeking()) return false;
        const SolverSnapshot& snap = runner_.snapshot();
        const auto it = std::find_if(snap.candidates.begin(), snap.candidates.end(),
                                     [&](const Candidate& c) { return c.square == s && !c.chosen; });
        if (it == snap.candidates.end() || snap.path.size() < 2) return false;
        const std::int64_t at = snap.steps;  // the step that weighed these candidates
        const Square rule = snap.path.back();
        std::erase_if(forced_, [&](const auto& forced) { return forced.first >= at; });
        forced_.push_back({at, s});
        runner_.clear();
        if (!ensure_loaded(ctx)) return true;
        runner_.seek(at);
        ctx.say(Tone::Info, "What if: " + ctx.board.name(s) + " instead of the rule's " + ctx.board.name(rule) +
                                ". Step or Run goes on from there by the rule.");
        return true;
    }
    // "Tour number ___ of N" and a uniformly random tour, for boards the page
    // can number; the tour it gives replaces the solver's on the board.
    void draw_tour_number(AppContext& ctx) {
        const Tour* on_screen = numbered_ ? &*numbered_ : runner_.tour() ? &*runner_.tour() : nullptr;
        if (auto tour = numbers_.draw(ctx, on_screen)) {
            reset();
            numbered_ = std::move(*tour);
            ctx.knight = numbered_->squares.front();
        }
    }
    void reset() {
        forced_.clear();
        numbered_.reset();
        shared_step_.reset();
        runner_.clear();
        banked_seconds_ = 0;
        running_since_.reset();
    }
    // The run's clock counts only while it runs: paused, stepped or
    // finished, it holds still.
    void follow_clock() {
        const bool running = runner_.running() && !runner_.finished();
        if (running && !running_since_) running_since_ = Clock::now();
        if (!running && running_since_) {
            banked_seconds_ += std::chrono::duration<double>(Clock::now() - *running_since_).count();
            running_since_.reset();
        }
    }
    double seconds() const {
        const double now = running_since_ ? std::chrono::duration<double>(Clock::now() - *running_since_).count() : 0;
        return banked_seconds_ + now;
    }
    std::optional<json> choose_solver(AppContext& ctx, const json& request);

    SolverRunner runner_;
    TourNumberPanel numbers_;
    std::optional<Tour> numbered_;  // shown by its number, not by a solver
    std::size_t algo_ = 0;
    // Backtracking starts in plain move order (with pruning), so it shows
    // what it is: on 5x5 from a1 it backtracks, where Warnsdorff's order
    // finds the tour without a single retreat.
    SolverOptions options_ = [] {
        SolverOptions o;
        o.warnsdorff_order = false;
        return o;
    }();
    float speed_ = 30;
    bool max_speed_ = false;
    std::optional<std::int64_t> shared_step_;  // a link's step, until the replay gets there
    std::vector<std::pair<std::int64_t, Square>> forced_;  // "what if" moves (SolverOptions::forced_moves)
    double banked_seconds_ = 0;                   // run time before the last pause
    std::optional<Clock::time_point> running_since_;
};

json SolveTab::state_json(const AppContext& ctx) const {
    const SolverSnapshot& snap = runner_.snapshot();
    const auto name = [&](Square s) { return s == kNoSquare ? json(nullptr) : json(ctx.board.name(s)); };
    json candidates = json::array();
    for (const auto& c : snap.candidates) candidates.push_back({{"square", c.square}, {"score", c.score}, {"chosen", c.chosen}});
    return {{"solver",
             {{"name", algorithm()},
              {"state", runner_.loaded() ? to_string(snap.state) : "idle"},
              {"running", runner_.running()},
              {"finished", runner_.finished()},
              {"seeking", runner_.seeking()},
              {"steps", snap.steps},
              {"position", runner_.position()},
              {"furthest", runner_.furthest()},
              {"backtracks", snap.backtracks},
              {"retries", snap.retries},
              {"joins", snap.joins},
              {"message", snap.message},
              {"reason", snap.reason},
              {"progress", snap.progress},
              {"progress_of", snap.progress_of},
              {"path_length", snap.path.size()},
              {"closed", options_.closed},
              {"tiebreak", to_string(options_.tie_break)},
              {"seed", options_.seed},
              {"speed", max_speed_ ? 0.0 : speed_},
              {"seconds", seconds()},
              {"rejected", name(snap.rejected)},
              {"stranded", name(snap.stranded)},
              {"what_if", forced_.size()},
              {"warnsdorff_order", options_.warnsdorff_order},
              {"prune", options_.prune},
              {"candidates", candidates}}},
            {"tour_number", numbers_.state_json()}};
}

std::optional<json> SolveTab::choose_solver(AppContext&, const json& request) {
    const std::string name = request.value("algorithm", algorithm());
    const auto& names = solver_names();
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) return error_reply("unknown algorithm '" + name + "'");
    algo_ = static_cast<std::size_t>(it - names.begin());
    options_.closed = request.value("closed", options_.closed);
    options_.seed = request.value("seed", options_.seed);
    if (request.contains("tiebreak")) {
        const auto tie = parse_tie_break(request.value("tiebreak", ""));
        if (!tie) return error_reply("unknown tie-break");
        options_.tie_break = *tie;
    }
    reset();
    return ok_reply();
}

std::optional<json> SolveTab::command(AppContext& ctx, const json& request) {
    const std::string cmd = request["cmd"];
    if (cmd == "run") return run(ctx) ? ok_reply() : error_reply(ctx.message);
    if (cmd == "step") return step(ctx, request.value("by", 1)) ? ok_reply() : error_reply(ctx.message);
    if (cmd == "pause") return pause(), ok_reply();
    if (cmd == "reset") return reset(), ok_reply();
    if (cmd == "speed") {
        const double sps = request.value("steps_per_second", 30.0);
        set_speed(sps > 0 ? static_cast<float>(sps) : speed_, sps <= 0);
        return ok_reply();
    }
    if (cmd == "solver") return choose_solver(ctx, request);
    return std::nullopt;
}

bool SolveTab::save_share(const AppContext& ctx, ShareState& state) const {
    if (ctx.knight >= 0) state.tour.squares = {ctx.knight};
    state.solver.algorithm = algorithm();
    state.solver.closed = options_.closed;
    if (solver_takes(algorithm(), kTakesTieBreak)) state.solver.tiebreak = to_string(options_.tie_break);
    state.solver.seed = options_.seed;
    state.solver.speed = max_speed_ ? 0u : static_cast<std::uint32_t>(std::lround(speed_));
    if (numbered_ && !numbers_.shown_index().empty()) {  // the link carries the number, not the tour
        state.options["n"] = (numbers_.closed() ? "closed~" : "paths~") + numbers_.shown_index();
        return true;
    }
    if (shared_step_)
        state.solver.step = shared_step_;  // still replaying: the link stays the one opened
    else if (runner_.loaded())
        state.solver.step = runner_.position();
    return true;
}

bool SolveTab::load_share(AppContext& ctx, const ShareState& state) {
    const SolverChoice& choice = state.solver;
    const auto& names = solver_names();
    const auto it = std::find(names.begin(), names.end(), choice.algorithm);
    if (it != names.end()) algo_ = static_cast<std::size_t>(it - names.begin());
    const std::string unknown =
        it == names.end() && !choice.algorithm.empty() ? "Link: no solver called '" + choice.algorithm + "'; showing " + algorithm() : "";
    options_.closed = choice.closed;
    if (const auto tie = parse_tie_break(choice.tiebreak)) options_.tie_break = *tie;
    if (choice.seed) options_.seed = *choice.seed;
    if (choice.speed) set_speed(*choice.speed > 0 ? static_cast<float>(*choice.speed) : speed_, *choice.speed == 0);
    reset();
    if (const auto n = state.options.find("n"); n != state.options.end()) {
        const auto tilde = n->second.find('~');
        const std::string kind = n->second.substr(0, tilde);
        if (tilde == std::string::npos || (kind != "closed" && kind != "paths"))
            ctx.say(Tone::Error, "Link: tour number '" + n->second + "' should be closed~K or paths~K");
        else
            numbers_.request(n->second.substr(tilde + 1), kind == "closed");
    } else if (choice.step && ensure_loaded(ctx)) {
        // The run is replayed to the step the link names: solvers are seeded,
        // so the same steps give the same board.
        runner_.seek(*choice.step);
        shared_step_ = choice.step;
    }
    if (!unknown.empty()) ctx.say(Tone::Warning, unknown);  // after loading, which clears old messages
    return true;
}

}  // namespace

std::unique_ptr<Tab> make_solve_tab() { return std::make_unique<SolveTab>(); }

}  // namespace kt::app
