#include "layout.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "web_bridge.h"

namespace kt::app {
namespace {
constexpr float kTouchTarget = 44;  // CSS pixels

// Moves onto the previous item's line when an item `width` wide still fits.
void flow(float width) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::GetItemRectMax().x + spacing + width <= right) ImGui::SameLine();
}

}  // namespace

bool number_field(const char* name, int& value, bool first, const std::function<void()>& after_input) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float button = ImGui::GetFrameHeight();
    const float digits = ImGui::CalcTextSize("00000").x + 2 * style.FramePadding.x;
    const float width = 2 * button + digits + 3 * style.ItemInnerSpacing.x + ImGui::CalcTextSize(name).x;
    if (!first) flow(width);
    ImGui::BeginGroup();
    ImGui::PushID(name);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, style.ItemInnerSpacing);
    const std::string minus = std::string("-##") + name, plus = std::string("+##") + name,
                      field = std::string("##") + name;
    if (ImGui::Button(minus.c_str(), {button, button})) value = std::max(1, value - 1);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(digits);
    ImGui::InputInt(field.c_str(), &value, 0, 0);
    if (after_input) after_input();
    const bool entered = ImGui::IsItemDeactivated() && (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
                                                        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter)));
    ImGui::SameLine();
    if (ImGui::Button(plus.c_str(), {button, button})) ++value;
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(name);
    ImGui::PopStyleVar();
    ImGui::PopID();
    ImGui::EndGroup();
    return entered;
}

PageLayout page_layout(float window_w, float window_h, float scale, bool presenting, float message_h) {
    PageLayout layout;
    // One line of text with its padding: a message wraps onto more lines over
    // the board's margin rather than moving the board.
    const float band = 2 * ui_font_size(web::touch_device()) + 6;
    if (presenting) {
        if (window_w > window_h * 1.15f) {
            // Landscape: the board takes the whole height; the bar and the
            // message line stand in the width it leaves beside it.
            const float side = std::clamp(window_w - window_h, 0.2f * window_w, 0.4f * window_w);
            layout.message = {8, 4, side - 16, 2 * band};
            layout.panel = {0, 2 * band + 8, side, window_h - 2 * band - 8};
            layout.board = {side, 0, window_w - side, window_h};
            return layout;
        }
        const float bar = std::min(window_h * 0.25f, 2.6f * ui_font_size(web::touch_device()) * scale + 12);
        layout.panel = {0, 0, window_w, bar};
        layout.message = {8, bar, window_w - 16, band};
        layout.board = {0, bar + band, window_w, window_h - bar - band};
        return layout;
    }
    // Upright phones and narrow windows: a side panel would leave a sliver of board.
    layout.portrait = window_w < 600 || window_h > window_w * 1.15f;
    if (layout.portrait) {
        const float board_h = std::min(window_w, window_h * 0.5f);
        layout.board = {0, 0, window_w, board_h};
        // A message of several lines pushes the panel down rather than covering its first controls.
        const float line = std::clamp(message_h, band, window_h * 0.25f);
        layout.message = {8, board_h, window_w - 16, band};
        layout.panel = {0, board_h + line, window_w, window_h - board_h - line};
    } else {
        // Finger-sized widgets need a wider panel for the tab names to fit.
        const bool touch = web::touch_device();
        const float panel_w = std::min((touch ? 420.0f : 340.0f) * scale,
                                       std::max(220.0f, window_w * (touch ? 0.48f : 0.4f) * std::min(scale, 1.25f)));
        layout.panel = {0, 0, panel_w, window_h};
        layout.message = {panel_w + 8, 4, window_w - panel_w - 16, band - 4};
        layout.board = {panel_w, band, window_w - panel_w, window_h - band};
    }
    return layout;
}

float ui_font_size(bool touch) { return touch ? 16.0f : 15.0f; }

void apply_device_style(ImGuiStyle& style, bool touch) {
    style.WindowRounding = 0;
    // Opaque: a board zoomed or panned under the panel must not show through its text.
    style.Colors[ImGuiCol_WindowBg].w = 1;
    if (!touch) return;
    const float font = ui_font_size(true);
    style.FramePadding = {10, (kTouchTarget - font) / 2};
    style.ItemSpacing = {8, 8};
    style.ItemInnerSpacing = {6, 6};
    style.ScrollbarSize = 18;
    style.GrabMinSize = 28;
    style.TouchExtraPadding = {2, 2};
}

bool flow_button(const char* label) {
    flow(ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x);
    return ImGui::Button(label);
}

const char* place_hint() {
    return web::touch_device() ? "Tap a square to place the knight." : "Click a square to place the knight.";
}

const char* gesture_help() {
    return web::touch_device() ? "Pinch: zoom   Drag: pan   Swipe the panel: scroll"
                               : "Wheel: zoom   Right-drag: pan";
}

}  // namespace kt::app
