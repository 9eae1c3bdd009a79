// What the main loop keeps between frames: the window, the app, and the input
// that waits for the next ImGui frame. One instance, owned by main.cpp.
#pragma once

#include <SDL.h>

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app.h"
#include "imgui.h"
#include "touch_gestures.h"
#include "widget_map.h"

namespace kt::app {

// Where fingers and keyboard presses point ImGui's mouse (SDL makes no mouse
// of fingers, so a swipe never presses what it starts on): a tap presses for
// one frame. A lifted finger hovers nothing: else ImGui, which ignores a press
// on a tab while another item was hovered the frame before, missed a tap on
// one tab after a tap on another.
struct FingerPointer {
    bool active = false;
    float x = 0, y = 0;
    int press_frames = 0;
    int hover_frames = 0;  // after the press: the release lands on what was pressed
};

struct Runtime {
    using Clock = std::chrono::steady_clock;
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    std::unique_ptr<App> app;
    Clock::time_point last_frame = Clock::now();
    bool quit = false;
    bool first_frame_reported = false;
    bool dragging = false;
    std::vector<std::pair<float, float>> pending_clicks;
    std::vector<char> pending_keys;
    TouchGestures gestures;
    FingerPointer finger_pointer;
    std::uint32_t press_later = 0;  // a widget the keyboard pressed, still scrolling into view
    int press_tries = 0;
    std::deque<SDL_Event> waiting_events;  // from a key released in the frame it was pressed on: next frame
    float pinch_log_zoom = 0;       // pinch zoom not yet handed on as wheel steps
    bool release_backspace = false; // an on-screen Backspace pressed last frame
    float font_ratio = 0;           // the device pixel ratio the font atlas was made for
    float font_scale = 1;           // and the interface's size (App::ui_scale)
    ImGuiStyle base_style;          // the device's style at size 1
    bool text_entry_shown = false;
    widgets::Widget text_entry_at;
};

}  // namespace kt::app
