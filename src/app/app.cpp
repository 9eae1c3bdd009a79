#include "app.h"

#include <algorithm>
#include <limits>
#include <ctime>

#include "html_layer.h"
#include "widget_map.h"
#include "imgui.h"

namespace kt::app {

using nlohmann::json;

App::App(bool threads_available) : tabs_(make_tabs()) {
    ctx_.threads_available = threads_available;
    seen_generation_ = ctx_.board_generation;
    share_.gather = [this] { return gather_share(); };
    share_.apply = [this](const ShareState& state) { apply_share(state); };
    share_.shown_tour = [this] { return Tour{overlay_.path}; };
}

namespace {
// Mean over the last frames, so slow frames are not hidden by an exponential
// average dominated by its history.
float mean_recent(const std::array<float, 16>& recent, std::uint64_t frames) {
    const std::size_t n = std::min<std::size_t>(frames, recent.size());
    float sum = 0;
    for (std::size_t i = 0; i < n; ++i) sum += recent[i];
    return n ? sum / static_cast<float>(n) : 0.0f;
}
}  // namespace

ShareState App::gather_share() const {
    ShareState state;
    state.board = ctx_.board;
    state.mode = tabs_[active_].mode;
    if (!active_tab().save_share(ctx_, state) && ctx_.knight >= 0) state.tour.squares = {ctx_.knight};
    return state;
}

void App::apply_share(const ShareState& state) {
    ctx_.set_board(state.board);
    apply_board_change();
    ctx_.knight = state.tour.squares.empty() ? kNoSquare : state.tour.squares.front();
    for (std::size_t i = 0; i < tabs_.size(); ++i) {
        if (tabs_[i].mode != state.mode) continue;
        active_ = requested_tab_ = i;
        tabs_[i].tab->load_share(ctx_, state);
        break;
    }
}

void App::open_daily() {
    for (std::size_t i = 0; i < tabs_.size(); ++i) {
        if (tabs_[i].mode != ShareMode::Puzzle) continue;
        active_ = requested_tab_ = i;
        tabs_[i].tab->command(ctx_, {{"cmd", "clue_daily"}});
        return;
    }
}

void App::apply_board_change() {
    if (ctx_.board_generation == seen_generation_) return;
    seen_generation_ = ctx_.board_generation;
    rows_input_ = ctx_.board.rows();
    cols_input_ = ctx_.board.cols();
    view_.reset_zoom();
    for (auto& slot : tabs_) slot.tab->on_board_changed(ctx_);
}

void App::apply_board_size() {
    std::string error;
    if (ctx_.resize_board(rows_input_, cols_input_, error))
        ctx_.say(Tone::Info, "");
    else
        ctx_.say(Tone::Error, error);
}

// Rows and columns (wrapping where the panel is narrow): "Set board", or
// Enter in either field, applies them.
void App::draw_board_size() {
    bool apply = number_field("rows", rows_input_, true, [] { remember_widget("board.rows"); });
    apply |= number_field("cols", cols_input_, false, [] { remember_widget("board.cols"); });
    apply |= flow_button("Set board");
    remember_widget("board.set");
    if (apply) apply_board_size();
}

// Presentation mode's bar: what the board shows, in one line, and the keys.
void App::draw_presentation_bar() {
    ImGui::SetNextWindowPos({layout_.panel.x, layout_.panel.y});
    ImGui::SetNextWindowSize({layout_.panel.w, layout_.panel.h});
    ImGui::Begin("Presentation", nullptr,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
    if (ImGui::Button("Leave (P)")) ctx_.presenting = false;
    remember_widget("present.leave");
    ImGui::SameLine();
    ImGui::PushTextWrapPos(0);
    const std::string caption = active_tab().caption(ctx_);
    ImGui::TextUnformatted(caption.empty() ? active_tab().title() : caption.c_str());
    ImGui::TextDisabled("Space run/pause   Right step   Left back   + and - size   P or Esc leave");
    ImGui::PopTextWrapPos();
    ImGui::End();
}

// The interface's size: one step up or down kUiScales.
void App::change_ui_scale(int steps) {
    const auto& scales = kUiScales;
    const std::size_t n = std::size(scales);
    std::size_t at = 0;
    while (at + 1 < n && scales[at] < ctx_.ui_scale) ++at;
    const auto next = static_cast<std::ptrdiff_t>(at) + steps;
    ctx_.ui_scale = scales[static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(next, 0, static_cast<std::ptrdiff_t>(n) - 1))];
}

void App::draw_panel(float window_h) {
    if (ctx_.presenting) return draw_presentation_bar();
    ImGui::SetNextWindowPos({layout_.panel.x, layout_.panel.y});
    ImGui::SetNextWindowSize({layout_.panel.w, window_h});
    ImGui::Begin(kPanelWindow, nullptr,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
    ImGui::PushTextWrapPos(0);  // every line wraps at the panel's edge, which a phone's large font reaches early
    const std::string help = active_tab().help_line(ctx_);
    ImGui::TextDisabled("%s", help.empty() ? place_hint() : help.c_str());
    if (!active_tab().plays_alone(ctx_)) {
        // The daily puzzle is the page's front door: one tap from the first screen.
        const std::string daily = "Daily puzzle #" + std::to_string(daily_number(utc_date_of(std::time(nullptr))));
        if (ImGui::Button(daily.c_str())) open_daily();
        remember_widget("page.daily");
        draw_board_size();
        ImGui::Checkbox("Heatmap", &ctx_.show_heatmap);
        ImGui::SameLine();
        ImGui::Checkbox("Numbers", &ctx_.show_numbers);
        ImGui::SameLine();
        if (ImGui::Button("Fit")) view_.reset_zoom();
        // The size of everything (a projector, a seat at the back) and
        // presentation mode; keys + - and P do the same.
        if (ImGui::Button("A-")) change_ui_scale(-1);
        remember_widget("ui.smaller");
        ImGui::SameLine();
        if (ImGui::Button("A+")) change_ui_scale(1);
        remember_widget("ui.larger");
        ImGui::SameLine();
        ImGui::Text("size %.0f%%", static_cast<double>(ctx_.ui_scale * 100));
        if (flow_button("Present (P)")) ctx_.presenting = true, view_.reset_zoom();
        remember_widget("ui.present");
    }
    if (!ctx_.threads_available) ImGui::TextColored({1, 0.7f, 0.3f, 1}, "Threads unavailable: single-threaded mode");
    ImGui::Separator();
    if (ImGui::BeginTabBar("tabs")) {
        // A tab chosen by command is selected by ImGui a frame later; until
        // its item opens, the command's choice stays the active tab.
        const bool pending = requested_tab_ < tabs_.size();
        for (std::size_t i = 0; i < tabs_.size(); ++i) {
            const ImGuiTabItemFlags flags = pending && requested_tab_ == i ? ImGuiTabItemFlags_SetSelected : 0;
            const bool open = ImGui::BeginTabItem(tabs_[i].tab->title(), nullptr, flags);
            remember_widget(std::string("tab.") + tabs_[i].tab->title());
            if (open) {
                if (!pending) active_ = i;
                if (pending && requested_tab_ == i) requested_tab_ = static_cast<std::size_t>(-1);
                tabs_[i].tab->draw_panel(ctx_);
                ImGui::EndTabItem();
            }
        }
        ImGui::EndTabBar();
    }
    ImGui::Separator();
    share_.draw_panel(ctx_);
    ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), window_h - 2.2f * ImGui::GetFrameHeightWithSpacing()));
    // Whole milliseconds: tenths would flicker with the display's jitter and
    // make an idle page draw again (frame_gate.h).
    ImGui::TextDisabled("%s  %dx%d  %.0f ms/frame", ctx_.knight >= 0 ? ctx_.board.name(ctx_.knight).c_str() : "-",
                        ctx_.board.rows(), ctx_.board.cols(), static_cast<double>(frame_ms_));
    ImGui::TextDisabled("%s", gesture_help());
    ImGui::PopTextWrapPos();
    ImGui::End();
}

void App::frame(float window_w, float window_h, float frame_ms) {
    ++frames_;
    if (frame_ms > 0) recent_frame_ms_[frames_ % recent_frame_ms_.size()] = frame_ms;  // 0: the frame after a rest
    ctx_.next_frame_in = std::numeric_limits<double>::infinity();
    frame_ms_ = mean_recent(recent_frame_ms_, frames_);
    layout_ = page_layout(window_w, window_h, ctx_.ui_scale, ctx_.presenting, message_h_);
    if (frames_ == 1) share_.start(ctx_);
    apply_board_change();
    draw_panel(layout_.panel.h);
    apply_board_change();
    active_tab().update(ctx_);
    std::string given_error;
    if (auto given = html::take_first_tour(ctx_.board, given_error)) {  // pasted or dropped, not taken by the tab
        const ShareMode mode = tabs_[active_].mode;
        given->mode = mode == ShareMode::Puzzle ? ShareMode::View : mode;  // a whole tour is no puzzle
        apply_share(*given);
    } else if (!given_error.empty()) {
        ctx_.say(Tone::Error, given_error);
    }
    share_.update(ctx_, ImGui::GetTime());
    ctx_.wake_within(share_.next_look_in(ImGui::GetTime()));

    overlay_ = BoardOverlay{};
    overlay_.knight = ctx_.knight;
    active_tab().fill_overlay(ctx_, overlay_);
    view_.set_viewport(layout_.board.x, layout_.board.y, layout_.board.w, layout_.board.h);
    view_.prepare(ctx_, overlay_, window_w, window_h);
    window_w_ = window_w;
    draw_focus_square();
    publish_a11y();
}

void App::render() {
    if (!renderer_) renderer_ = std::make_unique<BoardRenderer>();
    view_.render(*renderer_);
}

void App::after_drawn() {
    // The board with its text (move numbers, labels, coordinates: ImGui's),
    // so the margin the coordinates sit in is taken too.
    const BoardRect r = view_.rect(ctx_.board);
    const float margin = std::min(26.0f, std::max(r.x - layout_.board.x, 0.0f));
    share_.after_board_drawn(r.x - margin, r.y, r.cell * static_cast<float>(ctx_.board.cols()) + margin,
                             r.cell * static_cast<float>(ctx_.board.rows()) + margin, window_w_);
}

void App::on_click(float x, float y) {
    if (const auto square = view_.square_at(ctx_.board, x, y)) act_on_square(*square);  // else outside the board
}

void App::act_on_square(Square square) {
    if (!ctx_.board.is_active(square)) {
        active_tab().on_hole_clicked(ctx_, square);
        return;
    }
    if (!active_tab().on_square_clicked(ctx_, square)) ctx_.knight = square;
}

void App::on_key(char key) {
    // P is presentation mode, but a clue puzzle's pencil while one plays.
    if ((key == 'p' && !active_tab().plays_alone(ctx_)) || (key == '\x1b' && ctx_.presenting)) {
        ctx_.presenting = !ctx_.presenting;
        view_.reset_zoom();
        return;
    }
    if (key == '+' || key == '-') return change_ui_scale(key == '+' ? 1 : -1);
    active_tab().on_key(ctx_, key);
}

void App::on_wheel(float x, float y, float delta) {
    if (view_.contains(x, y)) view_.zoom_at(x, y, delta > 0 ? 1.15f : 1 / 1.15f);
}

void App::on_drag(float dx, float dy) { view_.pan(dx, dy); }

std::string App::state_json() const {
    const Board& board = ctx_.board;
    json tour = json::array();
    for (Square s : overlay_.path) tour.push_back(board.name(s));
    const BoardRect r = view_.rect(board);
    json tabs = json::object();
    for (const auto& slot : tabs_) tabs[slot.tab->title()] = slot.tab->state_json(ctx_);
    const json active_state = active_tab().state_json(ctx_);
    json state = {
        {"frame", frames_},
        {"frame_ms", frame_ms_},
        {"drawn_frames", gate_.drawn()},
        {"work_ms", mean_recent(recent_work_ms_, frames_)},
        {"threads", ctx_.threads_available},
        {"board", {{"rows", board.rows()}, {"cols", board.cols()}}},
        {"knight", ctx_.knight >= 0 ? json(board.name(ctx_.knight)) : json(nullptr)},
        {"tour", tour},
        {"closed", overlay_.closed},
        {"tab", active_tab().title()},
        {"tabs", tabs},
        {"board_rect", {{"x", r.x}, {"y", r.y}, {"cell", r.cell}, {"rows", board.rows()}, {"cols", board.cols()}}},
        {"panel_rect", {{"x", layout_.panel.x}, {"y", layout_.panel.y}, {"w", layout_.panel.w}, {"h", layout_.panel.h}}},
        {"message", ctx_.message},
        {"message_serial", ctx_.message_serial},
        {"message_tone", std::array{"info", "success", "warning", "error"}[static_cast<std::size_t>(ctx_.message_tone)]},
        {"focus_square", focus_square_ >= 0 ? json(board.name(focus_square_)) : json(nullptr)},
        {"heatmap", ctx_.show_heatmap},
        {"ui_scale", ctx_.ui_scale},
        {"presenting", ctx_.presenting},
        {"share", share_.state_json()},
        {"widgets", json::parse(widgets::named_json())},
    };
    state["solver"] = active_state.contains("solver") ? active_state["solver"] : json(nullptr);
    return state.dump();
}

std::string App::command(const std::string& json_text) {
    const json request = json::parse(json_text, nullptr, false);
    if (request.is_discarded() || !request.is_object() || !request.contains("cmd") || !request["cmd"].is_string())
        return error_reply("command must be a JSON object with a \"cmd\" string").dump();
    const std::string cmd = request["cmd"];
    try {
        if (cmd == "board") {
            std::string error;
            const int rows = request.value("rows", 0), cols = request.value("cols", 0);
            if (!ctx_.resize_board(rows, cols, error)) {
                ctx_.say(Tone::Error, error);
                return error_reply(error).dump();
            }
            ctx_.say(Tone::Info, "");
            apply_board_change();
            return ok_reply().dump();
        }
        if (cmd == "stats") {  // cheap to poll: no board or tour in the reply
            return json{{"ok", true}, {"frame", frames_}, {"frame_ms", frame_ms_}, {"drawn_frames", gate_.drawn()},
                        {"work_ms", mean_recent(recent_work_ms_, frames_)}}.dump();
        }
        if (cmd == "tab") {
            const std::string name = request.value("name", "");
            for (std::size_t i = 0; i < tabs_.size(); ++i)
                if (name == tabs_[i].tab->title()) {
                    active_ = requested_tab_ = i;
                    return ok_reply().dump();
                }
            return error_reply("no tab named '" + name + "'").dump();
        }
        if (cmd == "heatmap") {
            ctx_.show_heatmap = request.value("on", true);
            return ok_reply().dump();
        }
        if (cmd == "place") {
            const std::string name = request.value("square", "");
            const Square s = ctx_.board.parse_square_or_throw(name);
            if (!ctx_.board.is_active(s)) return error_reply("square " + name + " is removed from the board").dump();
            if (!active_tab().on_square_clicked(ctx_, s)) ctx_.knight = s;
            return ok_reply().dump();
        }
        if (auto reply = share_.command(ctx_, request)) return reply->dump();
        if (auto reply = active_tab().command(ctx_, request)) return reply->dump();
        for (auto& slot : tabs_)
            if (auto reply = slot.tab->command(ctx_, request)) return reply->dump();
        return error_reply("unknown command '" + cmd + "'").dump();
    } catch (const std::exception& e) {
        return error_reply(e.what()).dump();
    }
}

}  // namespace kt::app
