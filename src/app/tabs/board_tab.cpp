// The Board tab: edit the board itself (click squares to make holes, pick the
// leaper, load the keypad or any text layout), see whether the leaper's graph
// is connected, and count walks (squares may repeat) on the current board
// with the engine's WalkCounter on a worker thread.
#include <cstring>
#include <memory>

#include "background.h"
#include "imgui.h"
#include "tabs/board_edit.h"
#include "tabs/tab.h"

namespace kt::app {
namespace {

using nlohmann::json;

// A finished walk count: the total and the count per start square.
struct WalkResult {
    std::string total;
    std::vector<std::pair<Square, std::string>> per_start;
};

class BoardTab final : public Tab {
public:
    BoardTab() { std::strcpy(layout_text_, keypad_layout_text().c_str()); }
    ~BoardTab() override { stop_walks(); }

    const char* title() const override { return "Board"; }

    void draw_panel(AppContext& ctx) override {
        refresh(ctx);
        ImGui::Checkbox("Edit holes (click squares)", &editing_);
        ImGui::SameLine();
        if (ImGui::Button("Clear holes")) clear_holes(ctx);
        ImGui::Text("%lld squares, %lld holes", static_cast<long long>(ctx.board.square_count()),
                    static_cast<long long>(ctx.board.cell_count() - ctx.board.square_count()));

        ImGui::Separator();
        ImGui::TextDisabled("Leaper");
        const Leaper current = ctx.board.leaper();
        // The named oblique leapers fit one row; the straight and diagonal
        // ones are typed as a,b below.
        for (const auto& named : kNamedLeapers) {
            if (named.leaper.a == 0 || named.leaper.a == named.leaper.b) continue;
            if (ImGui::RadioButton(named.name, current == named.leaper)) set_leaper(ctx, named.leaper);
            ImGui::SameLine();
        }
        ImGui::NewLine();
        ImGui::SetNextItemWidth(90);
        ImGui::InputInt2("a,b", custom_);
        ImGui::SameLine();
        if (ImGui::Button("Use leaper")) set_leaper(ctx, Leaper{custom_[0], custom_[1]});
        ImGui::Text("now: %s", leaper_name(current).c_str());
        draw_layout(ctx);
        draw_walks(ctx);
    }

    void update(AppContext& ctx) override { poll_walks(ctx); }

    // Layouts (holes, labels, the keypad) and whether the board is connected.
    void draw_layout(AppContext& ctx) {
        ImGui::Separator();
        ImGui::TextDisabled("Layout");
        if (ImGui::Button("Keypad")) load_keypad(ctx);
        ImGui::SameLine();
        if (ImGui::Button("Load text below")) load_layout(ctx, layout_text_);
        ImGui::SameLine();
        if (ImGui::Button("Plain board")) drop_layout(ctx);
        ImGui::InputTextMultiline("##layout", layout_text_, sizeof layout_text_, {-1, ImGui::GetTextLineHeight() * 5});
        ImGui::TextDisabled("'.' or space: hole; other characters: labels");

        if (components_ != 1)
            ImGui::TextColored({1, 0.6f, 0.3f, 1}, components_ == 0 ? "No squares: no tour, no walks."
                                                                   : "Disconnected (%d parts): no tour is possible.",
                               components_);
        else
            ImGui::TextColored({0.5f, 0.9f, 0.5f, 1}, "Connected for this leaper.");
        for (const auto& warning : layout_ ? layout_->warnings : std::vector<std::string>{})
            ImGui::TextWrapped("%s", warning.c_str());
    }

    // Counting walks of a length, with the count from each start.
    void draw_walks(AppContext& ctx) {
        ImGui::Separator();
        ImGui::TextDisabled("Walks (squares may repeat)");
        ImGui::SetNextItemWidth(90);
        ImGui::InputInt("length", &walk_length_);
        ImGui::SetNextItemWidth(90);
        ImGui::InputInt("max marked", &max_marked_);
        ImGui::SetNextItemWidth(150);
        ImGui::InputText("marked", marked_, sizeof marked_);
        ImGui::TextDisabled("labels (AEIOU) or names (a1 c3); -1: no limit");
        const bool busy = job_.busy();
        if (ImGui::Button(busy ? "Cancel" : "Count walks")) {
            if (busy)
                stop_walks();
            else
                count_walks(ctx);
        }
        if (busy) ImGui::SameLine(), ImGui::Text("counting... layer %d", counter_->layers_done());
        if (!walk_total_.empty()) {
            ImGui::Text("walks: %s", walk_total_.c_str());
            if (ImGui::BeginTable("per start", 2, ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollY, {-1, 160})) {
                ImGui::TableSetupColumn("start");
                ImGui::TableSetupColumn("walks");
                ImGui::TableHeadersRow();
                for (const auto& [s, count] : walk_starts_) {
                    ImGui::TableNextRow();
                    ImGui::TableNextColumn();
                    ImGui::TextUnformatted(describe(ctx, s).c_str());
                    ImGui::TableNextColumn();
                    ImGui::TextUnformatted(count.c_str());
                }
                ImGui::EndTable();
            }
        }
    }

    bool on_square_clicked(AppContext& ctx, Square s) override {
        if (!editing_) return false;
        toggle(ctx, s);
        return true;
    }
    bool on_hole_clicked(AppContext& ctx, Square s) override { return on_square_clicked(ctx, s); }

    void on_board_changed(AppContext& ctx) override {
        if (handled_generation_ == ctx.board_generation) return;  // already seen when this tab made the change
        handled_generation_ = ctx.board_generation;
        stop_walks();
        walk_total_.clear();
        walk_starts_.clear();
        // A board set elsewhere (the size inputs) is no longer the layout.
        if (layout_ && !(layout_->board == ctx.board)) layout_.reset();
        seen_generation_ = static_cast<std::uint64_t>(-1);
        refresh(ctx);
    }

    void fill_overlay(const AppContext& ctx, BoardOverlay& overlay) const override {
        if (!layout_ || !layout_->labelled()) return;
        for (Square s = 0; s < ctx.board.cell_count(); ++s) {
            const char c = layout_->labels[static_cast<std::size_t>(s)];
            if (c && ctx.board.is_active(s)) overlay.labels.push_back({s, std::string(1, c)});
        }
    }

    json state_json(const AppContext& ctx) const override {
        json holes = json::array();
        if (ctx.board.has_mask())
            for (Square s = 0; s < ctx.board.cell_count(); ++s)
                if (!ctx.board.is_active(s)) holes.push_back(ctx.board.name(s));
        json per_start = json::object();
        for (const auto& [s, count] : walk_starts_) per_start[describe(ctx, s)] = count;
        const bool busy = job_.busy();
        return {{"editing", editing_},
                {"leaper", std::to_string(ctx.board.leaper().a) + "," + std::to_string(ctx.board.leaper().b)},
                {"holes", holes},
                {"layout", layout_.has_value()},
                {"components", components_},
                {"walks", {{"count", walk_total_}, {"running", busy}, {"per_start", per_start}}}};
    }

    std::optional<json> command(AppContext& ctx, const json& request) override {
        const std::string cmd = request["cmd"];
        auto result = [&](bool ok) { return ok ? ok_reply() : error_reply(ctx.message); };
        if (cmd == "board_edit") return editing_ = request.value("on", true), ok_reply();
        if (cmd == "board_toggle") {
            const Square s = ctx.board.parse_square_or_throw(request.value("square", ""));
            toggle(ctx, s);
            return ok_reply();
        }
        if (cmd == "board_clear") return clear_holes(ctx), ok_reply();
        if (cmd == "board_leaper") return result(set_leaper(ctx, Leaper{request.value("a", 1), request.value("b", 2)}));
        if (cmd == "board_keypad") return result(load_keypad(ctx));
        if (cmd == "board_layout") return result(load_layout(ctx, request.value("text", "")));
        if (cmd == "walks_count") {
            walk_length_ = request.value("length", walk_length_);
            max_marked_ = request.value("max_vowels", request.value("max_marked", max_marked_));
            if (request.contains("marked")) {
                const std::string marked = request.value("marked", "");
                std::snprintf(marked_, sizeof marked_, "%s", marked.c_str());
            }
            return result(count_walks(ctx));
        }
        return std::nullopt;
    }

private:
    // Connectivity is recomputed once per board change, not per frame.
    void refresh(const AppContext& ctx) {
        if (seen_generation_ == ctx.board_generation) return;
        seen_generation_ = ctx.board_generation;
        components_ = connected_components(ctx.board).count;
    }

    void replace_board(AppContext& ctx, Board board) {
        if (layout_) layout_ = relabel(*layout_, board);
        ctx.set_board(std::move(board));
        on_board_changed(ctx);
        warn_if_disconnected(ctx);
    }

    void warn_if_disconnected(AppContext& ctx) {
        refresh(ctx);
        if (components_ > 1)
            ctx.say(Tone::Warning, "The board is disconnected for " + leaper_name(ctx.board.leaper()) + " (" +
                          std::to_string(components_) + " parts): no tour is possible.");
        else if (components_ == 0)
            ctx.say(Tone::Warning, "The board has no squares left.");
    }

    void toggle(AppContext& ctx, Square s) {
        Board board = ctx.board;
        board.set_removed(s, board.is_active(s));
        ctx.clear_message();
        replace_board(ctx, std::move(board));
    }

    void clear_holes(AppContext& ctx) {
        ctx.clear_message();
        replace_board(ctx, without_holes(ctx.board));
    }

    bool set_leaper(AppContext& ctx, Leaper leaper) {
        try {
            Board board = with_leaper(ctx.board, leaper);
            ctx.clear_message();
            replace_board(ctx, std::move(board));
            return true;
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, "leaper (" + std::to_string(leaper.a) + "," + std::to_string(leaper.b) + "): " + e.what());
            return false;
        }
    }

    bool load_keypad(AppContext& ctx) {
        std::snprintf(layout_text_, sizeof layout_text_, "%s", keypad_layout_text().c_str());
        std::snprintf(marked_, sizeof marked_, "AEIOU");
        max_marked_ = 2;
        return load_layout(ctx, layout_text_);
    }

    bool load_layout(AppContext& ctx, const std::string& text) {
        try {
            LayoutOptions options;
            options.leaper = ctx.board.leaper();
            LabelledBoard parsed = parse_layout(text, options);
            std::string warnings;
            for (const auto& w : parsed.warnings) warnings += (warnings.empty() ? "" : " ") + w;
            if (warnings.empty())
                ctx.clear_message();
            else
                ctx.say(Tone::Warning, warnings);
            layout_ = std::move(parsed);
            Board board = layout_->board;
            ctx.set_board(std::move(board));
            on_board_changed(ctx);
            if (ctx.message.empty()) warn_if_disconnected(ctx);
            return true;
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, std::string("layout: ") + e.what());
            return false;
        }
    }

    void drop_layout(AppContext& ctx) {
        layout_.reset();
        ctx.clear_message();
    }

    std::string describe(const AppContext& ctx, Square s) const {
        return layout_ ? layout_->name(s) : ctx.board.name(s);
    }

    bool count_walks(AppContext& ctx) {
        stop_walks();
        walk_total_.clear();
        walk_starts_.clear();
        try {
            std::optional<LabelledBoard> plain;
            if (!layout_) plain = labelled_board(ctx.board);
            const LabelledBoard& board = layout_ ? *layout_ : *plain;
            WalkConditions conditions;
            conditions.length = walk_length_;
            conditions.max_marked = max_marked_;
            conditions.order = board.order;
            if (max_marked_ >= 0 && std::strspn(marked_, " ,") == std::strlen(marked_))
                conditions.max_marked = -1;  // nothing marked: the limit cannot bite
            else if (max_marked_ >= 0)
                conditions.marked = board.labelled() ? board.select_labels_present(marked_) : board.select(marked_, "marked");
            counter_ = std::make_shared<WalkCounter>(ctx.board, conditions);
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, std::string("walks: ") + e.what());
            return false;
        }
        ctx.clear_message();
        job_.start(
            [counter = counter_](const std::atomic<bool>&) {
                if (!counter->run()) throw std::runtime_error("walk count cancelled");
                WalkResult result{counter->total().to_string(), {}};
                for (const auto& sc : counter->per_start()) result.per_start.push_back({sc.start, sc.count.to_string()});
                return result;
            },
            ctx.threads_available);
        poll_walks(ctx);
        return true;
    }

    void poll_walks(AppContext& ctx) {
        auto done = job_.take();
        if (!done) return;
        if (done->value) {
            walk_total_ = done->value->total;
            walk_starts_ = done->value->per_start;
        } else {
            ctx.say(Tone::Error, "walks: " + done->error);
        }
    }

    void stop_walks() {
        if (counter_) counter_->cancel();  // the worker shares the counter and stops soon
        job_.cancel();
    }

    bool editing_ = false;
    int custom_[2] = {1, 3};
    char layout_text_[4096] = {};
    std::optional<LabelledBoard> layout_;
    std::uint64_t seen_generation_ = static_cast<std::uint64_t>(-1);
    std::uint64_t handled_generation_ = 0;
    int components_ = 1;

    int walk_length_ = 10;
    int max_marked_ = -1;  // the keypad sets 2 vowels, as in Wikipedia's keypad puzzle
    char marked_[256] = "";
    std::shared_ptr<WalkCounter> counter_;  // shared with the job, for its progress and cancelling
    BackgroundJob<WalkResult> job_;
    std::string walk_total_;
    std::vector<std::pair<Square, std::string>> walk_starts_;
};

}  // namespace

std::unique_ptr<Tab> make_board_tab() { return std::make_unique<BoardTab>(); }

}  // namespace kt::app
