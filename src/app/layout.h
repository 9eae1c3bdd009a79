// How the page fits the window it is given: the side panel beside the board
// on a wide window; on a phone held upright the board takes the full width at
// the top and the controls sit below it. Also the sizes that make a finger's
// work easy (targets of at least 44 CSS pixels, Apple's and Google's guides),
// the board-size controls that wrap on narrow panels, and the help line that
// names the gestures of the device in hand.
#pragma once

#include <functional>

struct ImGuiStyle;

namespace kt::app {

struct PanelRect {
    float x = 0, y = 0, w = 0, h = 0;
};

struct PageLayout {
    PanelRect panel;  // the ImGui side panel (or bottom panel)
    PanelRect board;  // the area the board view fits the board into
    PanelRect message;  // the message line: above the board, or under it on a phone
    bool portrait = false;
};

// `scale`: the size chosen for the whole interface (1 = normal), which
// widens the panel. `presenting`: presentation mode, the board as large as
// the window allows under a one-line bar. `message_h`: the message line's
// height as wrapped; on a phone the panel starts below it.
PageLayout page_layout(float window_w, float window_h, float scale = 1, bool presenting = false, float message_h = 0);

// The sizes the interface offers (A- and A+ step through them).
inline constexpr float kUiScales[] = {1.0f, 1.25f, 1.5f, 2.0f, 2.5f};

// The font size (CSS pixels) and the spacing for the device: finger-sized
// widgets on touch screens.
float ui_font_size(bool touch);
void apply_device_style(ImGuiStyle& style, bool touch);

// "-" [number] "+" and its name, on the previous item's line when it fits
// (so the rows and cols fields wrap where the panel is narrow). True on Enter.
// `after_input` runs right after the number field (to note where it is).
bool number_field(const char* name, int& value, bool first, const std::function<void()>& after_input = {});

// A button on one line with the previous item when it fits, else below it.
bool flow_button(const char* label);

// "Click a square ..." / "Tap a square ...", and the gestures for zoom and pan.
const char* place_hint();
const char* gesture_help();

}  // namespace kt::app
