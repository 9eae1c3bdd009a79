#include "widget_map.h"

#include <algorithm>
#include <utility>

#include <nlohmann/json.hpp>

#include "imgui.h"
#include "imgui_internal.h"

namespace kt::app::widgets {
struct Frames {
    std::vector<Widget> current, last;
    std::vector<std::size_t> waiting;  // labelled before they were laid out (tab items): rect to come
};
Frames& frames() {
    static Frames f;  // one ImGui context per page
    return f;
}

void enable() {
#ifdef IMGUI_ENABLE_TEST_ENGINE
    ImGui::GetCurrentContext()->TestEngineHookItems = true;
#endif
}

void end_frame() {
    Frames& f = frames();
    f.last = std::move(f.current);
    f.current.clear();
    f.waiting.clear();
}

const std::vector<Widget>& last_frame() { return frames().last; }

std::optional<Widget> find(std::uint32_t id) {
    // The item as ImGui laid it out (it knows its window) before a name a tab gave it.
    std::optional<Widget> named;
    for (const Widget& w : frames().last) {
        if (w.id != id) continue;
        if (!w.named) return w;
        if (!named) named = w;
    }
    return named;
}

std::string json() {
    nlohmann::json out = nlohmann::json::array();
    for (const Widget& w : frames().last) {
        if (w.named || (w.w <= 0 && w.h <= 0)) continue;  // labelled but never laid out (clipped)
        out.push_back({{"label", w.label}, {"window", w.window}, {"x", w.x}, {"y", w.y}, {"w", w.w}, {"h", w.h},
                       {"visible", {{"x", w.vx}, {"y", w.vy}, {"w", w.vw}, {"h", w.vh}}}, {"checked", w.checked}});
    }
    return out.dump();
}

void name_last_item(const std::string& name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    Widget w;
    w.label = name;
    w.id = ImGui::GetItemID();
    w.named = true;
    w.x = a.x, w.y = a.y, w.w = b.x - a.x, w.h = b.y - a.y;
    w.vx = w.x, w.vy = w.y, w.vw = w.w, w.vh = w.h;
    if (const ImGuiWindow* window = ImGui::GetCurrentWindowRead()) {
        w.window = window->Name;  // a press scrolls this window to bring the item into view
        ImRect visible(a, b);
        visible.ClipWithFull(window->ClipRect);
        w.vx = visible.Min.x, w.vy = visible.Min.y;
        w.vw = std::max(0.0f, visible.GetWidth()), w.vh = std::max(0.0f, visible.GetHeight());
    }
    frames().current.push_back(std::move(w));
}

std::string named_json() {
    nlohmann::json out = nlohmann::json::object();
    for (const Widget& w : frames().last)
        if (w.named) out[w.label] = {w.x, w.y, w.w, w.h, w.vx, w.vy, w.vw, w.vh};
    return out.dump();
}

}  // namespace kt::app::widgets

#ifdef IMGUI_ENABLE_TEST_ENGINE
namespace {
void place(kt::app::widgets::Widget& w, const ImRect& item, const ImGuiWindow& window) {
    ImRect visible = item;
    visible.ClipWithFull(window.ClipRect);
    w.x = item.Min.x, w.y = item.Min.y, w.w = item.GetWidth(), w.h = item.GetHeight();
    w.vx = visible.Min.x, w.vy = visible.Min.y;
    w.vw = std::max(0.0f, visible.GetWidth()), w.vh = std::max(0.0f, visible.GetHeight());
}
}  // namespace

// Dear ImGui calls these for every item it lays out (imgui_internal.h). Most
// widgets give their label after laying the item out; tab items before.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    auto& f = kt::app::widgets::frames();
    for (std::size_t k = 0; k < f.waiting.size(); ++k) {
        auto& w = f.current[f.waiting[k]];
        if (w.id != id || !ctx->CurrentWindow) continue;
        place(w, bb, *ctx->CurrentWindow);
        f.waiting.erase(f.waiting.begin() + static_cast<std::ptrdiff_t>(k));
        return;
    }
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
    const ImGuiWindow* window = ctx->CurrentWindow;
    if (!label || !window) return;
    kt::app::widgets::Widget w;
    w.label = label;
    w.window = window->Name;
    w.id = id;
    w.checked = (flags & (ImGuiItemStatusFlags_Checked | ImGuiItemStatusFlags_Opened)) != 0;
    w.checkable = (flags & ImGuiItemStatusFlags_Checkable) != 0;
    w.openable = (flags & ImGuiItemStatusFlags_Openable) != 0;
    auto& f = kt::app::widgets::frames();
    if (ctx->LastItemData.ID == id)
        place(w, ctx->LastItemData.Rect, *window);
    else
        f.waiting.push_back(f.current.size());  // until ItemAdd lays it out (or never: no rect, not shown)
    f.current.push_back(std::move(w));
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
#endif
