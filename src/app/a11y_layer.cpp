#include "a11y_layer.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "frame_hash.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "web_bridge.h"
#include "widget_map.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(void, kt_js_a11y_message, (const char* text, int tone, double serial, float x, float y, float w, float h), {
    if (window.ktA11y) window.ktA11y.message(UTF8ToString(text), tone, serial, x, y, w, h);
});
EM_JS(void, kt_js_a11y_board, (const char* json), {
    if (window.ktA11y) window.ktA11y.board(JSON.parse(UTF8ToString(json)));
});
EM_JS(void, kt_js_a11y_widgets, (const char* json), {
    if (window.ktA11y) window.ktA11y.widgets(JSON.parse(UTF8ToString(json)));
});
EM_JS(void, kt_js_a11y_text_input, (int active), {
    if (window.ktA11y) window.ktA11y.textInput(!!active);
});
EM_JS(void, kt_js_a11y_narration, (const char* text), {
    if (window.ktA11y) window.ktA11y.narration(UTF8ToString(text));
});
// clang-format on
#endif

namespace kt::app::a11y {

std::vector<Request> take_requests() {
    std::vector<Request> out;
    for (nlohmann::json item; !(item = web::take_queued("ktA11yInbox")).is_null();) {
        const std::string kind = item.value("kind", "");
        Request r;
        if (kind == "focus") r.kind = Request::Kind::Focus;
        else if (kind == "act") r.kind = Request::Kind::Act;
        else if (kind == "key") r.kind = Request::Kind::Key;
        else if (kind == "press") r.kind = Request::Kind::Press;
        else if (kind == "reveal") r.kind = Request::Kind::Reveal;
        else if (kind == "escape") r.kind = Request::Kind::Escape;
        else if (kind == "scroll") r.kind = Request::Kind::Scroll;
        else if (kind == "message-height") r.kind = Request::Kind::MessageHeight;
        else continue;
        r.square = item.value("square", "");
        r.id = item.value("id", 0u);
        r.by = item.value("by", 0);
        const std::string key = item.value("key", "");
        r.key = key.size() == 1 ? key[0] : 0;
        out.push_back(std::move(r));
    }
    return out;
}

#ifdef __EMSCRIPTEN__
namespace {
// The widgets to mirror, in panel order. ImGui 1.86 labels no combo box, so a
// box the app named (named_combo.h) stands in, called by its name's last part.
std::string mirror_json(const ImGuiWindow* panel) {
    const auto& all = widgets::last_frame();
    std::vector<std::uint32_t> labelled;
    for (const widgets::Widget& w : all)
        if (!w.named) labelled.push_back(w.id);
    nlohmann::json out = nlohmann::json::array();
    for (const widgets::Widget& w : all) {
        if (w.w <= 0 && w.h <= 0) continue;  // labelled but never laid out
        // A name stands in only for a box in view: a clipped button has its name but not its
        // label, and gets its mirror, label and all, once Tab has scrolled it into view.
        if (w.named && (w.vw <= 0 || w.vh <= 0 || std::find(labelled.begin(), labelled.end(), w.id) != labelled.end()))
            continue;
        const std::string label = w.named ? w.label.substr(w.label.rfind('.') + 1) : w.label;
        const char* kind = w.named ? "opener" : w.checkable ? "checkbox" : w.openable ? "opener" : "button";
        out.push_back({{"label", label}, {"window", w.window}, {"id", w.id}, {"kind", kind}, {"checked", w.checked},
                       {"x", w.x}, {"y", w.y}, {"w", w.w}, {"h", w.h},
                       {"visible", {{"x", w.vx}, {"y", w.vy}, {"w", w.vw}, {"h", w.vh}}}});
    }
    // Where the panel is scrolled: Tab past its last control in view scrolls on.
    const float y = panel ? panel->Scroll.y : 0, max = panel ? panel->ScrollMax.y : 0;
    return nlohmann::json{{"widgets", out}, {"panel", {{"y", y}, {"max", max}}}}.dump();
}
}  // namespace

void show_message(const std::string& text, Tone tone, std::uint64_t serial, const PanelRect& where) {
    kt_js_a11y_message(text.c_str(), static_cast<int>(tone), static_cast<double>(serial), where.x, where.y, where.w,
                       where.h);
}
void show_board(const std::string& json) { kt_js_a11y_board(json.c_str()); }
void publish_widgets(bool text_input, const char* panel_name) {
    static std::uint64_t shown = 0;
    static bool shown_text_input = false;
    const ImGuiWindow* panel = ImGui::FindWindowByName(panel_name);
    FrameHash h;
    if (panel) {
        h.add(panel->Scroll.y);
        h.add(panel->ScrollMax.y);
    }
    for (const widgets::Widget& w : widgets::last_frame()) {
        h.add(w.id);
        h.add(w.label.data(), w.label.size());
        h.add(w.window.data(), w.window.size());
        const float box[] = {w.x, w.y, w.w, w.h, w.vx, w.vy, w.vw, w.vh};
        h.add(box);
        h.add(w.checked);
    }
    if (h.value() != shown) {
        shown = h.value();
        kt_js_a11y_widgets(mirror_json(panel).c_str());
    }
    if (text_input != shown_text_input) {
        shown_text_input = text_input;
        kt_js_a11y_text_input(text_input ? 1 : 0);
    }
}
void show_narration(const std::string& text) { kt_js_a11y_narration(text.c_str()); }
#else
void show_message(const std::string&, Tone, std::uint64_t, const PanelRect&) {}
void show_board(const std::string&) {}
void publish_widgets(bool, const char*) {}
void show_narration(const std::string&) {}
#endif

}  // namespace kt::app::a11y
