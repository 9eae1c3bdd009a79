// The Solve tab: pick a solver and its options, then Step / Run / Pause /
// Reset and watch it on the board: Warnsdorff's candidates with their
// onward-move counts, backtracking's path growing and shrinking, the
// network's active links settling, divide and conquer's result.
#include <chrono>

#include "imgui.h"
#include "solver_runner.h"
#include "tabs/tab.h"

namespace kt::app {
namespace {

using nlohmann::json;

class SolveTab final : public Tab {
public:
    const char* title() const override { return "Solve"; }

    void draw_panel(AppContext& ctx) override {
        const auto& names = solver_names();
        ImGui::SetNextItemWidth(150);
        if (ImGui::BeginCombo("algorithm", names[algo_].c_str())) {
            for (std::size_t i = 0; i < names.size(); ++i)
                if (ImGui::Selectable(names[i].c_str(), i == algo_)) algo_ = i;
            ImGui::EndCombo();
        }
        ImGui::Checkbox("closed tour", &options_.closed);
        if (names[algo_] == "warnsdorff") {
            static const char* ties[] = {"first", "random", "pohl", "roth"};
            int tie = static_cast<int>(options_.tie_break);
            ImGui::SetNextItemWidth(150);
            if (ImGui::Combo("tie-break", &tie, ties, 4)) options_.tie_break = static_cast<TieBreak>(tie);
        }
        if (names[algo_] == "backtrack") {
            ImGui::Checkbox("Warnsdorff order", &options_.warnsdorff_order);
            ImGui::SameLine();
            ImGui::Checkbox("prune", &options_.prune);
        }
        int seed = static_cast<int>(options_.seed);
        ImGui::SetNextItemWidth(150);
        if (ImGui::InputInt("seed", &seed)) options_.seed = static_cast<std::uint64_t>(std::max(seed, 0));

        const bool running = runner_.running();
        if (ImGui::Button("Step")) step(ctx);
        ImGui::SameLine();
        if (ImGui::Button(running ? "Pause" : "Run")) {
            if (running)
                pause();
            else
                run(ctx);
        }
        ImGui::SameLine();
        if (ImGui::Button("Reset")) reset();
        ImGui::SetNextItemWidth(200);
        if (ImGui::SliderFloat("steps/s", &speed_, 1, 100000, "%.0f", ImGuiSliderFlags_Logarithmic))
            runner_.set_speed(max_speed_ ? 0 : speed_);
        ImGui::SameLine();
        if (ImGui::Checkbox("max", &max_speed_)) runner_.set_speed(max_speed_ ? 0 : speed_);

        const SolverSnapshot& snap = runner_.snapshot();
        ImGui::Separator();
        ImGui::Text("state: %s", runner_.loaded() ? to_string(snap.state) : "idle (click a square, then Run)");
        ImGui::Text("steps %lld  backtracks %lld  retries %lld", static_cast<long long>(snap.steps),
                    static_cast<long long>(snap.backtracks), static_cast<long long>(snap.retries));
        const double squares = static_cast<double>(ctx.board.square_count());
        ImGui::ProgressBar(static_cast<float>(snap.path.size() / squares), {-1, 0});
        if (runner_.loaded()) ImGui::Text("time %.2f s", seconds());
        if (!snap.message.empty()) ImGui::TextWrapped("%s", snap.message.c_str());
        if (const auto& tour = runner_.tour()) {
            const TourVerdict verdict = validate_tour(ctx.board, *tour);
            ImGui::Text("validator: %s", verdict_line(verdict).c_str());
        }
        if (!snap.candidates.empty()) {
            ImGui::TextDisabled("candidates (onward moves):");
            for (const auto& c : snap.candidates)
                ImGui::BulletText("%s: %d%s", ctx.board.name(c.square).c_str(), c.score, c.chosen ? "  <- chosen" : "");
        }
    }

    void update(AppContext&) override {
        runner_.poll();
        if (runner_.finished() && !stopped_at_) stopped_at_ = Clock::now();
    }

    bool on_square_clicked(AppContext& ctx, Square s) override {
        ctx.knight = s;
        reset();
        return true;
    }

    void on_board_changed(AppContext&) override { reset(); }

    void fill_overlay(const AppContext& ctx, BoardOverlay& overlay) const override {
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
            overlay.highlights.push_back({c.square, c.chosen ? 0x3cb44b90u : 0xffe11960u});
        }
    }

    json state_json(const AppContext&) const override {
        const SolverSnapshot& snap = runner_.snapshot();
        json candidates = json::array();
        for (const auto& c : snap.candidates) candidates.push_back({{"square", c.square}, {"score", c.score}, {"chosen", c.chosen}});
        return {{"solver",
                 {{"name", solver_names()[algo_]},
                  {"state", runner_.loaded() ? to_string(snap.state) : "idle"},
                  {"running", runner_.running()},
                  {"finished", runner_.finished()},
                  {"steps", snap.steps},
                  {"backtracks", snap.backtracks},
                  {"retries", snap.retries},
                  {"message", snap.message},
                  {"candidates", candidates}}}};
    }

    std::optional<json> command(AppContext& ctx, const json& request) override {
        const std::string cmd = request["cmd"];
        if (cmd == "run") return run(ctx) ? ok_reply() : error_reply(ctx.message);
        if (cmd == "step") return step(ctx) ? ok_reply() : error_reply(ctx.message);
        if (cmd == "pause") return pause(), ok_reply();
        if (cmd == "reset") return reset(), ok_reply();
        if (cmd == "speed") {
            const double sps = request.value("steps_per_second", 30.0);
            max_speed_ = sps <= 0;
            if (sps > 0) speed_ = static_cast<float>(sps);
            runner_.set_speed(max_speed_ ? 0 : speed_);
            return ok_reply();
        }
        if (cmd == "solver") {
            const std::string name = request.value("algorithm", solver_names()[algo_]);
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
        return std::nullopt;
    }

private:
    using Clock = std::chrono::steady_clock;

    // Builds the solver from the current choices when none is loaded.
    bool ensure_loaded(AppContext& ctx) {
        if (runner_.loaded() || loaded_pending_) return true;
        if (ctx.knight < 0 && solver_names()[algo_] != "divide" && solver_names()[algo_] != "neural") {
            ctx.message = "Place the knight first: click a square.";
            return false;
        }
        SolverOptions options = options_;
        if (ctx.knight >= 0) options.start = ctx.knight;
        try {
            runner_.load(make_solver(solver_names()[algo_], ctx.board, options));
        } catch (const std::exception& e) {
            ctx.message = e.what();
            return false;
        }
        ctx.message.clear();
        runner_.set_speed(max_speed_ ? 0 : speed_);
        started_at_ = Clock::now();
        stopped_at_.reset();
        loaded_pending_ = true;  // the runner's view catches up on the next poll
        return true;
    }

    bool run(AppContext& ctx) {
        if (!ensure_loaded(ctx)) return false;
        runner_.set_running(true);
        return true;
    }
    bool step(AppContext& ctx) {
        if (!ensure_loaded(ctx)) return false;
        runner_.request_step();
        return true;
    }
    void pause() { runner_.set_running(false); }
    void reset() {
        runner_.clear();
        loaded_pending_ = false;
        stopped_at_.reset();
    }
    double seconds() const {
        const auto end = stopped_at_ ? *stopped_at_ : Clock::now();
        return std::chrono::duration<double>(end - started_at_).count();
    }

    SolverRunner runner_;
    std::size_t algo_ = 0;
    SolverOptions options_;
    float speed_ = 30;
    bool max_speed_ = false;
    bool loaded_pending_ = false;
    Clock::time_point started_at_{};
    std::optional<Clock::time_point> stopped_at_;
};

}  // namespace

std::unique_ptr<Tab> make_solve_tab() { return std::make_unique<SolveTab>(); }

}  // namespace kt::app
