// The Solve tab: pick a solver and its options, then run it, or walk it step
// by step, forward and back, along a timeline you can scrub; each step comes
// with the solver's reason in words, a legend names every colour on the
// board, and progress says what it measures. Keys (no text field focused):
// Space runs and pauses, Right steps forward, Left steps back.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include "imgui.h"
#include "layout.h"
#include "solver_runner.h"
#include "tabs/named_combo.h"
#include "tabs/tab.h"
#include "tabs/tour_number_panel.h"

namespace kt::app {
namespace {

using nlohmann::json;

constexpr std::uint32_t kCandidateTint = 0xffe11960u;  // yellow: squares the rule weighs
constexpr std::uint32_t kChosenTint = 0x3cb44b90u;     // green: the square it picked
constexpr std::array<float, 6> kSpeedPresets = {1, 10, 30, 100, 1000, 10000};
constexpr float kMinSpeed = 0.5f, kMaxSpeed = 100000.0f;

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
        draw_options();
        ImGui::Separator();
        draw_controls(ctx);
        draw_speed();
        draw_timeline();
        draw_status(ctx);
        draw_legend(ctx);
        draw_tour_number(ctx);
    }

    void update(AppContext&) override {
        runner_.poll();
        if (runner_.finished() && !stopped_at_) stopped_at_ = Clock::now();
        const bool arrived = runner_.position() == shared_step_.value_or(-1) && !runner_.seeking();
        if (arrived || runner_.finished()) shared_step_.reset();
    }

    bool on_square_clicked(AppContext& ctx, Square s) override {
        ctx.knight = s;
        reset();
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
    }

    json state_json(const AppContext&) const override;
    std::optional<json> command(AppContext& ctx, const json& request) override;
    bool save_share(const AppContext& ctx, ShareState& state) const override;
    bool load_share(AppContext& ctx, const ShareState& state) override;

private:
    using Clock = std::chrono::steady_clock;

    const std::string& algorithm() const { return solver_names()[algo_]; }

    void draw_options() {
        static const std::vector<const char*> names = [] {
            std::vector<const char*> v;
            for (const std::string& name : solver_names()) v.push_back(name.c_str());
            return v;
        }();
        if (int algo = static_cast<int>(algo_); named_combo("algorithm", "solve.algorithm", algo, names))
            algo_ = static_cast<std::size_t>(algo), reset();
        if (ImGui::Checkbox("closed tour", &options_.closed)) reset();
        remember_widget("solve.closed");
        if (algorithm() == "warnsdorff") {
            static const char* ties[] = {"first", "random", "pohl", "roth"};
            int tie = static_cast<int>(options_.tie_break);
            if (named_combo("tie-break", "solve.tiebreak", tie, ties)) options_.tie_break = static_cast<TieBreak>(tie), reset();
        }
        if (algorithm() == "backtrack") {
            if (ImGui::Checkbox("Warnsdorff order", &options_.warnsdorff_order)) reset();
            ImGui::SameLine();
            if (ImGui::Checkbox("prune", &options_.prune)) reset();
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
        if (ImGui::DragFloat("steps/s", &speed, std::max(0.01f, speed_ * 0.004f), kMinSpeed, kMaxSpeed, "%.1f",
                             ImGuiSliderFlags_AlwaysClamp))
            set_speed(speed, false);
        remember_widget("solve.speed");
        ImGui::SameLine();
        ImGui::TextDisabled(max_speed_ ? "(max)" : "");
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

    void draw_legend(const AppContext& ctx) {
        if (!ImGui::CollapsingHeader("Legend", ImGuiTreeNodeFlags_DefaultOpen)) return;
        legend_line(tint(kCandidateTint), "yellow: squares the rule weighs now, with their onward-move counts");
        legend_line(tint(kChosenTint), "green: the square it chose");
        legend_line({0.10f, 0.22f, 0.62f, 1}, "blue line, pale squares: the path so far (the tour)");
        legend_line({0.80f, 0.20f, 0.15f, 1}, "red lines: links the network or the blocks hold now");
        if (ctx.show_heatmap) {
            legend_line({0.25f, 0.75f, 0.95f, 1}, "heatmap blue: many onward moves (8)");
            legend_line({1.0f, 0.30f, 0.10f, 1}, "heatmap red: few onward moves (0), Warnsdorff's next choice");
        } else {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ImGui::TextWrapped("Heatmap (tick it above): squares coloured by onward moves, blue many, red few.");
            ImGui::PopStyleColor();
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
            ctx.say(Tone::Warning, "Place the knight first: click a square, or move to it with the arrow keys on the "
                                   "board and press Enter.");
            return false;
        }
        SolverOptions options = options_;
        if (ctx.knight >= 0) options.start = ctx.knight;
        try {
            runner_.load([name = algorithm(), board = ctx.board, options] { return make_solver(name, board, options); });
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, e.what());
            return false;
        }
        ctx.clear_message();
        runner_.set_speed(max_speed_ ? 0 : speed_);
        started_at_ = Clock::now();
        stopped_at_.reset();
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
        numbered_.reset();
        shared_step_.reset();
        runner_.clear();
        stopped_at_.reset();
    }
    double seconds() const {
        const auto end = stopped_at_ ? *stopped_at_ : Clock::now();
        return std::chrono::duration<double>(end - started_at_).count();
    }
    std::optional<json> choose_solver(AppContext& ctx, const json& request);

    SolverRunner runner_;
    TourNumberPanel numbers_;
    std::optional<Tour> numbered_;  // shown by its number, not by a solver
    std::size_t algo_ = 0;
    SolverOptions options_;
    float speed_ = 30;
    bool max_speed_ = false;
    std::optional<std::int64_t> shared_step_;  // a link's step, until the replay gets there
    Clock::time_point started_at_{};
    std::optional<Clock::time_point> stopped_at_;
};

json SolveTab::state_json(const AppContext&) const {
    const SolverSnapshot& snap = runner_.snapshot();
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
    if (algorithm() == "warnsdorff") state.solver.tiebreak = to_string(options_.tie_break);
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
