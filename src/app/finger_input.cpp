#include "finger_input.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace kt::app {
namespace {

bool on_board(const PageLayout& layout, float x, float y) {
    const auto& b = layout.board;
    return x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;
}

void apply_drag(Runtime& rt, const Gesture& g, bool board) {
    if (board) {
        rt.app->on_drag(g.dx, g.dy);
        return;
    }
    // A swipe scrolls the panel like a wheel. ImGui scrolls what the pointer
    // is over: keep it where the swipe began, or a finger that leaves the
    // panel stops scrolling it.
    ImGui::GetIO().MouseWheel += g.dy / std::max(1.0f, 5 * ImGui::GetFontSize());
    rt.finger_pointer.x = g.start_x;
    rt.finger_pointer.y = g.start_y;
}

void apply_pinch(Runtime& rt, const Gesture& g) {
    constexpr float kStep = 0.1397619f;  // log(1.15): one wheel notch of BoardView
    rt.pinch_log_zoom += std::log(g.scale);
    for (; rt.pinch_log_zoom >= kStep; rt.pinch_log_zoom -= kStep) rt.app->on_wheel(g.x, g.y, 1);
    for (; rt.pinch_log_zoom <= -kStep; rt.pinch_log_zoom += kStep) rt.app->on_wheel(g.x, g.y, -1);
}

}  // namespace

void apply_gestures(Runtime& rt) {
    const PageLayout& layout = rt.app->layout();  // the last frame's, as on screen
    for (const Gesture& g : rt.gestures.take()) {
        const bool board = on_board(layout, g.start_x, g.start_y);
        auto& finger = rt.finger_pointer;
        finger.active = true;
        finger.x = g.x;
        finger.y = g.y;
        finger.hover_frames = 2;
        switch (g.kind) {
            case Gesture::Kind::Tap:
                if (board)
                    rt.pending_clicks.push_back({g.x, g.y});
                else
                    finger.press_frames = 1;  // a click for the panel
                break;
            case Gesture::Kind::Drag: apply_drag(rt, g, board); break;
            case Gesture::Kind::Pinch:
                if (board) apply_pinch(rt, g);
                break;
        }
    }
}

void press_at(FingerPointer& finger, float x, float y) {
    finger.active = true;
    finger.x = x;
    finger.y = y;
    finger.press_frames = 1;
    finger.hover_frames = 2;
}

void point_imgui_at_finger(FingerPointer& finger) {
    if (!finger.active) return;
    ImGuiIO& io = ImGui::GetIO();
    const bool lifted = finger.press_frames == 0 && finger.hover_frames == 0;
    io.MousePos = lifted ? ImVec2(-FLT_MAX, -FLT_MAX) : ImVec2(finger.x, finger.y);
    io.MouseDown[0] = finger.press_frames > 0;
    if (finger.press_frames > 0)
        --finger.press_frames;
    else if (finger.hover_frames > 0)
        --finger.hover_frames;
}

}  // namespace kt::app
