// The Compare tab: paste tours (any format, many at once: Ctrl+V or Cmd+V
// anywhere on the tab, the Paste button, or text files dropped on the page;
// each adds to what is there), see them grouped
// into isomorphism classes with self-symmetric tours flagged, click tours to
// show them on the board, pick two (A, B) to see the transformation, direction
// and start offset that carry A onto B, side by side and animated, and every
// variant of A in a grid (Phadke's figures 10-18).
//
// Test hook (window.knights.command):
//   {cmd:"compare_paste", text:"..."}   replace the paste and classify it
//   {cmd:"compare_select", a:i, b:j}    pick tours by serial (1-based, paste
//                                       order among valid tours); b optional
//   {cmd:"compare_animate"}             play the A -> B animation
// state_json: {tours, classes, invalid:[line numbers], errors:[messages],
//   busy, class_list:[{members:[serials], size, fixed_by:[names]}],
//   selected:[a, b] (serials or null), comparison:{isomorphic, transformation,
//   title, reversed, offset} or null, animating, variants}
#include <algorithm>
#include <chrono>
#include <cmath>

#include "background.h"
#include "html_layer.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "layout.h"
#include "tabs/compare_mini_board.h"
#include "tabs/tab.h"
#include "web_bridge.h"

namespace kt::app {
namespace {

using nlohmann::json;

// Above this many lines the paste is classified on a worker thread.
constexpr std::size_t kSyncLineLimit = 300;
constexpr double kAnimationSeconds = 1.2;

int grow_string(ImGuiInputTextCallbackData* data) {
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
        auto* text = static_cast<std::string*>(data->UserData);
        text->resize(static_cast<std::size_t>(data->BufTextLen));
        data->Buf = text->data();
    }
    return 0;
}

// Captions short enough for a third of the panel; the tooltip has Phadke's words.
const char* short_name(Symmetry s) {
    switch (s) {
        case Symmetry::Identity: return "identity";
        case Symmetry::VerticalMirror: return "mirror |";
        case Symmetry::HorizontalMirror: return "mirror -";
        case Symmetry::DiagonalTLBR: return "diagonal \\";
        case Symmetry::DiagonalTRBL: return "diagonal /";
        case Symmetry::Rotate90Clockwise: return "90 cw";
        case Symmetry::Rotate90Anticlockwise: return "90 acw";
        case Symmetry::Rotate180: return "180";
    }
    return "?";
}

// Rotations animate by turning; mirrors by flipping (a linear blend).
double rotation_degrees(Symmetry s) {
    switch (s) {
        case Symmetry::Rotate90Clockwise: return -90;
        case Symmetry::Rotate90Anticlockwise: return 90;
        case Symmetry::Rotate180: return 180;
        default: return 0;
    }
}

class CompareTab final : public Tab {
public:
    const char* title() const override { return "Compare"; }

    void draw_panel(AppContext& ctx) override {
        ImGui::TextWrapped("Paste tours in any format (algebraic, grid, compact, connection numbers, JSON), many at once:");
        text_.reserve(text_.size() + 1);
        if (ImGui::InputTextMultiline("##tours", text_.data(), text_.capacity() + 1, {-1, 90},
                                      ImGuiInputTextFlags_CallbackResize, grow_string, &text_))
            classify(ctx);
        tours_field_ = ImGui::GetCurrentContext()->LastItemData.ID;
        if (ImGui::Button("Paste")) web::request_clipboard_text();
        if (flow_button("Clear")) {
            text_.clear();
            classify(ctx);
        }
        if (flow_button("Copy A") && a_)
            web::copy_to_clipboard(format_tour(board_, result_.tours[*a_].tour, TourFormat::Algebraic) + "\n");
        if (flow_button("Add shown tour's variants") && shown_) add_variants(ctx);
        if (job_.active()) {
            ImGui::TextDisabled("classifying %zu lines ...", pending_lines_);
            return;
        }
        ImGui::Text("%zu tours, %zu classes, %zu rejected", result_.tours.size(), result_.classes.size(),
                    result_.rejected.size());
        draw_rejected();
        draw_classes(ctx);
        draw_comparison(ctx);
        draw_variants(ctx);
    }

    void update(AppContext& ctx) override {
        if (html::has_given()) add_given(ctx);
        if (auto done = job_.take()) {
            if (done->value)
                adopt(std::move(*done->value), ctx);
            else
                ctx.say(Tone::Error, "Compare: " + done->error);
        }
        if (animating_ && seconds_since(animation_start_) > kAnimationSeconds) animating_ = false;
        if (animating_) ctx.wake_within(0);
    }

    void on_board_changed(AppContext& ctx) override { classify(ctx); }

    void fill_overlay(const AppContext&, BoardOverlay& overlay) const override {
        if (!shown_ || *shown_ >= result_.tours.size()) return;
        const ComparedTour& t = result_.tours[*shown_];
        overlay.path = t.tour.squares;
        overlay.closed = t.closed;
        if (!overlay.path.empty()) overlay.knight = overlay.path.front();
    }

    json state_json(const AppContext&) const override {
        json invalid = json::array(), errors = json::array(), classes = json::array();
        for (const auto& r : result_.rejected) {
            invalid.push_back(r.line);
            errors.push_back(r.error);
        }
        for (const auto& c : result_.classes) {
            json members = json::array(), fixed = json::array();
            for (std::size_t m : c.members) members.push_back(result_.tours[m].serial);
            for (Symmetry s : result_.tours[c.members.front()].fixing)
                if (s != Symmetry::Identity) fixed.push_back(std::string(symmetry_name(s)));
            classes.push_back({{"members", members}, {"size", c.class_size}, {"fixed_by", fixed}});
        }
        auto serial = [&](const std::optional<std::size_t>& i) { return i ? json(result_.tours[*i].serial) : json(nullptr); };
        json comparison = nullptr;
        if (a_ && b_) {
            comparison = {{"isomorphic", iso_.has_value()}};
            if (iso_) {
                comparison["transformation"] = std::string(symmetry_name(iso_->symmetry));
                comparison["title"] = std::string(symmetry_title(iso_->symmetry));
                comparison["reversed"] = iso_->reversed;
                comparison["offset"] = iso_->offset;
            }
        }
        return {{"tours", result_.tours.size()},
                {"text_bytes", text_.size()},
                {"classes", result_.classes.size()},
                {"invalid", invalid},
                {"errors", errors},
                {"busy", job_.active()},
                {"class_list", classes},
                {"selected", json::array({serial(a_), serial(b_)})},
                {"shown", serial(shown_)},
                {"comparison", comparison},
                {"animating", animating_},
                {"variants", a_ ? board_symmetries(board_).size() : 0}};
    }

    std::optional<json> command(AppContext& ctx, const json& request) override {
        const std::string cmd = request.value("cmd", "");
        if (cmd == "compare_paste") {
            if (!request.contains("text") || !request["text"].is_string()) return error_reply("compare_paste needs a 'text' string");
            text_ = request["text"].get<std::string>();
            classify(ctx);
            return ok_reply();
        }
        if (cmd == "compare_select") {
            if (job_.active()) return error_reply("still classifying");
            auto pick = [&](const char* key, std::optional<std::size_t>& slot) -> bool {
                if (!request.contains(key) || request[key].is_null()) return true;
                if (!request[key].is_number_integer()) return false;
                const auto serial = request[key].get<std::int64_t>();
                if (serial < 1 || static_cast<std::size_t>(serial) > result_.tours.size()) return false;
                slot = static_cast<std::size_t>(serial - 1);
                return true;
            };
            std::optional<std::size_t> a = a_, b = b_;
            if (!pick("a", a) || !pick("b", b))
                return error_reply("serials run 1.." + std::to_string(result_.tours.size()));
            a_ = a;
            b_ = b;
            shown_ = a_;
            compare();
            return ok_reply();
        }
        if (cmd == "compare_animate") {
            if (!iso_) return error_reply("pick two isomorphic tours first");
            start_animation();
            return ok_reply();
        }
        return std::nullopt;
    }

    // The tours compared (the first as the link's tour) and the selected pair.
    bool save_share(const AppContext&, ShareState& state) const override {
        const auto& tours = result_.tours;
        const std::size_t n = std::min(tours.size(), kMaxLinkCompareTours + 1);
        if (n == 0) return false;
        state.tour = tours[0].tour;
        for (std::size_t i = 1; i < n; ++i) state.compare.push_back(tours[i].tour);
        if (a_ && *a_ < n) state.compare_a = static_cast<std::uint32_t>(*a_ + 1);
        if (state.compare_a && b_ && *b_ < n) state.compare_b = static_cast<std::uint32_t>(*b_ + 1);
        return true;
    }

    bool load_share(AppContext& ctx, const ShareState& state) override {
        text_.clear();
        if (!state.tour.empty() && static_cast<std::int64_t>(state.tour.size()) == ctx.board.square_count())
            text_ = format_tour(ctx.board, state.tour, TourFormat::Algebraic) + "\n";
        for (const Tour& t : state.compare) text_ += format_tour(ctx.board, t, TourFormat::Algebraic) + "\n";
        classify(ctx);
        const std::size_t n = result_.tours.size();
        if (state.compare_a >= 1 && state.compare_a <= n) a_ = state.compare_a - 1, shown_ = a_;
        if (state.compare_b >= 1 && state.compare_b <= n) b_ = state.compare_b - 1;
        compare();
        return true;
    }

private:
    using Clock = std::chrono::steady_clock;
    static double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

    void classify(AppContext& ctx) {
        job_.cancel();  // an older job stops without being waited for
        board_ = ctx.board;
        const std::size_t lines = static_cast<std::size_t>(std::count(text_.begin(), text_.end(), '\n')) + 1;
        if (lines > kSyncLineLimit && ctx.threads_available) {
            pending_lines_ = lines;
            try {
                // The engine's classify_tours: pasted tours checked and grouped into isomorphism classes.
                job_.start([text = text_, board = ctx.board](const std::atomic<bool>& cancelled) {
                    return classify_tours(text, board, &cancelled);
                }, true);
                return;
            } catch (const std::exception& e) {
                ctx.say(Tone::Warning, std::string("no worker thread (") + e.what() + "), classifying here");
            }
        }
        adopt(classify_tours(text_, ctx.board), ctx);
    }

    void adopt(CompareResult&& result, AppContext& ctx) {
        result_ = std::move(result);
        canon_.reset();
        try {
            canon_ = std::make_unique<Canonicalizer>(board_);
        } catch (const std::exception& e) {
            ctx.say(Tone::Error, e.what());
        }
        a_.reset();
        b_.reset();
        iso_.reset();
        animating_ = false;
        const std::size_t n = result_.tours.size();
        if (n >= 1) a_ = 0;
        if (n >= 2) b_ = 1;
        shown_ = a_;
        compare();
        // Our last message goes once the paste is clean; others' messages stay.
        if (!result_.rejected.empty()) {
            ctx.say(Tone::Error, std::to_string(result_.rejected.size()) + " rejected: " + result_.rejected.front().error);
            last_message_ = ctx.message;
        } else if (!last_message_.empty() && ctx.message == last_message_) {
            ctx.clear_message();
        }
    }

    void compare() {
        iso_.reset();
        animating_ = false;
        if (!a_ || !b_ || !canon_) return;
        try {
            iso_ = canon_->isomorphic(result_.tours[*a_].tour, result_.tours[*b_].tour);
        } catch (const std::exception&) {
            iso_.reset();
        }
    }

    void start_animation() {
        animating_ = true;
        animation_start_ = Clock::now();
    }

    // Clicks alternate: the first picks A, the next B, then A again.
    void pick(std::size_t index) {
        if (next_pick_b_)
            b_ = index;
        else
            a_ = index;
        next_pick_b_ = !next_pick_b_;
        shown_ = index;
        compare();
    }

    // Pasted text and dropped files are added after what is there; a file's
    // text starts with a comment naming it, so rejected line numbers point
    // into the text box the person sees.
    void add_given(AppContext& ctx) {
        if (tours_field_ && ImGui::GetActiveID() == tours_field_) ImGui::ClearActiveID();  // else ImGui keeps its own copy of the text
        for (const html::GivenText& given : html::take_given()) {
            if (!text_.empty() && text_.back() != '\n') text_ += '\n';
            if (given.from_file) text_ += "# file " + given.name + "\n";
            text_ += given.text;
        }
        classify(ctx);
    }

    void add_variants(AppContext& ctx) {
        const ComparedTour& t = result_.tours[*shown_];
        std::string extra;
        for (Symmetry s : board_symmetries(board_)) {
            if (s == Symmetry::Identity) continue;
            extra += "\n" + format_tour(board_, transform_tour(board_, t.tour, s), TourFormat::Algebraic);
        }
        if (!text_.empty() && text_.back() == '\n') text_.pop_back();
        text_ += extra + "\n";
        classify(ctx);
    }

    void draw_rejected() {
        if (result_.rejected.empty()) return;
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 140, 120, 255));
        if (ImGui::CollapsingHeader("Rejected lines", ImGuiTreeNodeFlags_DefaultOpen)) {
            const float line = ImGui::GetTextLineHeightWithSpacing();
            ImGui::BeginChild("rejected", {-1, std::min(5.5f * line, 8.0f + 2 * line * static_cast<float>(result_.rejected.size()))}, true);
            const std::size_t shown = std::min<std::size_t>(result_.rejected.size(), 200);
            for (std::size_t i = 0; i < shown; ++i) ImGui::TextWrapped("%s", result_.rejected[i].error.c_str());
            if (shown < result_.rejected.size()) ImGui::Text("... and %zu more", result_.rejected.size() - shown);
            ImGui::EndChild();
        }
        ImGui::PopStyleColor();
    }

    void draw_classes(AppContext&) {
        if (result_.classes.empty()) return;
        ImGui::TextDisabled("Classes (click a tour: first A, then B):");
        const float height = std::min(150.0f, 8.0f + ImGui::GetFrameHeightWithSpacing() * static_cast<float>(result_.classes.size()));
        ImGui::BeginChild("classes", {-1, height}, true);
        ImGuiListClipper clipper;
        clipper.Begin(static_cast<int>(result_.classes.size()));
        while (clipper.Step()) {
            for (int ci = clipper.DisplayStart; ci < clipper.DisplayEnd; ++ci) {
                const CompareClass& c = result_.classes[static_cast<std::size_t>(ci)];
                ImGui::PushID(ci);
                ImGui::Text("C%d", ci + 1);
                const auto& fixing = result_.tours[c.members.front()].fixing;
                if (fixing.size() > 1 && ImGui::IsItemHovered()) {
                    std::string names;
                    for (Symmetry s : fixing)
                        if (s != Symmetry::Identity) names += std::string(names.empty() ? "" : ", ") + std::string(symmetry_name(s));
                    ImGui::SetTooltip("self-symmetric: fixed by %s", names.c_str());
                }
                const std::size_t limit = std::min<std::size_t>(c.members.size(), 8);
                for (std::size_t k = 0; k < limit; ++k) {
                    const std::size_t m = c.members[k];
                    ImGui::SameLine();
                    const bool is_a = a_ == m, is_b = b_ == m;
                    if (is_a || is_b)
                        ImGui::PushStyleColor(ImGuiCol_Button, is_a ? IM_COL32(40, 120, 200, 255) : IM_COL32(200, 120, 40, 255));
                    const std::string label = "#" + std::to_string(result_.tours[m].serial) + (is_a ? " A" : is_b ? " B" : "");
                    ImGui::PushID(static_cast<int>(k));
                    // Finger-sized on touch screens, compact under a mouse.
                    if (web::touch_device() ? ImGui::Button(label.c_str()) : ImGui::SmallButton(label.c_str())) pick(m);
                    ImGui::PopID();
                    if (ImGui::IsItemHovered())
                        ImGui::SetTooltip("line %lld, %s", static_cast<long long>(result_.tours[m].line),
                                          result_.tours[m].closed ? "closed" : "open");
                    if (is_a || is_b) ImGui::PopStyleColor();
                }
                if (limit < c.members.size()) {
                    ImGui::SameLine();
                    ImGui::TextDisabled("+%zu", c.members.size() - limit);
                }
                if (fixing.size() > 1) {
                    ImGui::SameLine();
                    ImGui::TextColored({1.0f, 0.85f, 0.3f, 1.0f}, "sym x%zu", fixing.size());
                }
                ImGui::PopID();
            }
        }
        ImGui::EndChild();
    }

    std::string describe(std::size_t i) const {
        const ComparedTour& t = result_.tours[i];
        return "#" + std::to_string(t.serial) + " (line " + std::to_string(t.line) + ", " + (t.closed ? "closed" : "open") + ")";
    }

    // A's path carried part of the way (0..1) by the isomorphism's transformation.
    std::vector<ImVec2> animated_path(double progress) const {
        std::vector<ImVec2> pts = cell_centres(board_, result_.tours[*a_].tour);
        const Symmetry s = iso_->symmetry;
        const float cx = static_cast<float>(board_.cols()) / 2, cy = static_cast<float>(board_.rows()) / 2;
        const double degrees = rotation_degrees(s);
        const float t = static_cast<float>(std::clamp(progress, 0.0, 1.0));
        std::vector<ImVec2> ends;
        if (degrees == 0) ends = cell_centres(board_, transform_tour(board_, result_.tours[*a_].tour, s));
        const double rad = degrees * t * 3.14159265358979 / 180;
        for (std::size_t k = 0; k < pts.size(); ++k) {
            if (degrees != 0) {
                const float x = pts[k].x - cx, y = pts[k].y - cy;
                pts[k] = {cx + static_cast<float>(x * std::cos(rad) - y * std::sin(rad)),
                          cy + static_cast<float>(x * std::sin(rad) + y * std::cos(rad))};
            } else {
                pts[k] = {pts[k].x + (ends[k].x - pts[k].x) * t, pts[k].y + (ends[k].y - pts[k].y) * t};
            }
        }
        return pts;
    }

    void draw_comparison(AppContext&) {
        if (!a_) return;
        ImGui::Separator();
        ImGui::Text("A: %s", describe(*a_).c_str());
        if (b_) ImGui::Text("B: %s", describe(*b_).c_str());
        if (a_ && b_) {
            if (iso_) {
                ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(128, 230, 128, 255));
                ImGui::TextWrapped("isomorphic: B = %s of A", std::string(symmetry_title(iso_->symmetry)).c_str());
                ImGui::PopStyleColor();
                ImGui::Text("direction %s, start offset %lld", iso_->reversed ? "reversed" : "same",
                            static_cast<long long>(iso_->offset));
            } else {
                ImGui::TextColored({1.0f, 0.6f, 0.5f, 1.0f}, "not isomorphic (different classes)");
            }
        }
        const float side = std::floor((ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2);
        const ComparedTour& a = result_.tours[*a_];
        std::vector<ImVec2> path_a;
        std::string caption_a = "A";
        if (animating_ && iso_) {
            const double p = seconds_since(animation_start_) / kAnimationSeconds;
            path_a = animated_path(p * p * (3 - 2 * p));  // ease in and out
            caption_a = "A -> " + std::string(symmetry_name(iso_->symmetry));
        } else {
            path_a = cell_centres(board_, a.tour);
        }
        if (mini_board("miniA", board_, path_a, a.closed, side, caption_a, IM_COL32(40, 110, 210, 255))) shown_ = a_;
        if (b_) {
            ImGui::SameLine();
            const ComparedTour& b = result_.tours[*b_];
            if (mini_board("miniB", board_, cell_centres(board_, b.tour), b.closed, side, "B", IM_COL32(210, 110, 30, 255)))
                shown_ = b_;
        }
        if (iso_) {
            if (ImGui::Button("Animate A onto B")) start_animation();
        }
    }

    void draw_variants(AppContext&) {
        if (!a_) return;
        if (!ImGui::CollapsingHeader("Variants of A", ImGuiTreeNodeFlags_DefaultOpen)) return;
        const ComparedTour& a = result_.tours[*a_];
        const auto syms = board_symmetries(board_);
        const float gap = ImGui::GetStyle().ItemSpacing.x;
        const float side = std::floor((ImGui::GetContentRegionAvail().x - 2 * gap) / 3);
        int column = 0;
        for (Symmetry s : syms) {
            const bool fixes = std::find(a.fixing.begin(), a.fixing.end(), s) != a.fixing.end();
            std::string caption(short_name(s));
            if (fixes && s != Symmetry::Identity) caption += " = A";
            if (column > 0) ImGui::SameLine();
            Tour moved = transform_tour(board_, a.tour, s);
            mini_board(caption.c_str(), board_, cell_centres(board_, moved), a.closed, side, caption,
                       fixes && s != Symmetry::Identity ? IM_COL32(200, 160, 20, 255) : IM_COL32(200, 40, 40, 255));
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", std::string(symmetry_title(s)).c_str());
            column = (column + 1) % 3;
        }
        if (a.fixing.size() > 1) ImGui::TextWrapped("A is self-symmetric: %zu of the variants are A itself.", a.fixing.size());
    }

    std::string text_;
    ImGuiID tours_field_ = 0;
    std::string last_message_;
    Board board_{8, 8};
    std::unique_ptr<Canonicalizer> canon_;
    BackgroundJob<CompareResult> job_;
    std::size_t pending_lines_ = 0;
    CompareResult result_;
    std::optional<std::size_t> a_, b_, shown_;
    std::optional<Isomorphism> iso_;
    bool next_pick_b_ = false;
    bool animating_ = false;
    Clock::time_point animation_start_{};
};

}  // namespace

std::unique_ptr<Tab> make_compare_tab() { return std::make_unique<CompareTab>(); }

}  // namespace kt::app
