#include "widget_map.h"

#include <algorithm>
#include <utility>

#include <nlohmann/json.hpp>

#include "imgui.h"
#include "imgui_internal.h"

namespace kt::app::widgets {
namespace {
struct Frames {
    std::vector<Widget> current, last;
};
Frames& frames() {
    static Frames f;  // one ImGui context per page
    return f;
}
}  // namespace

void enable() {
#ifdef IMGUI_ENABLE_TEST_ENGINE
    ImGui::GetCurrentContext()->TestEngineHookItems = true;
#endif
}

void end_frame() {
    Frames& f = frames();
    f.last = std::move(f.current);
    f.current.clear();
}

const std::vector<Widget>& last_frame() { return frames().last; }

std::optional<Widget> find(std::uint32_t id) {
    for (const Widget& w : frames().last)
        if (w.id == id) return w;
    return std::nullopt;
}

void frames_push(Widget w) { frames().current.push_back(std::move(w)); }

std::string json() {
    nlohmann::json out = nlohmann::json::array();
    for (const Widget& w : frames().last)
        out.push_back({{"label", w.label}, {"window", w.window}, {"x", w.x}, {"y", w.y}, {"w", w.w}, {"h", w.h},
                       {"visible", {{"x", w.vx}, {"y", w.vy}, {"w", w.vw}, {"h", w.vh}}}, {"checked", w.checked}});
    return out.dump();
}

}  // namespace kt::app::widgets

#ifdef IMGUI_ENABLE_TEST_ENGINE
// Dear ImGui calls these for every item it lays out (imgui_internal.h).
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect&, ImGuiID) {}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
    using kt::app::widgets::Widget;
    const ImGuiWindow* window = ctx->CurrentWindow;
    if (!label || !window) return;
    const ImRect item = ctx->LastItemData.Rect;
    ImRect visible = item;
    visible.ClipWithFull(window->ClipRect);
    Widget w;
    w.label = label;
    w.window = window->Name;
    w.id = id;
    w.x = item.Min.x, w.y = item.Min.y, w.w = item.GetWidth(), w.h = item.GetHeight();
    w.vx = visible.Min.x, w.vy = visible.Min.y;
    w.vw = std::max(0.0f, visible.GetWidth()), w.vh = std::max(0.0f, visible.GetHeight());
    w.checked = (flags & (ImGuiItemStatusFlags_Checked | ImGuiItemStatusFlags_Opened)) != 0;
    kt::app::widgets::frames_push(std::move(w));
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
#endif
