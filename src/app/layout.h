// How the page fits the window it is given: the side panel beside the board
// on a wide window; on a phone held upright the board takes the full width at
// the top and the controls sit below it. Also the sizes that make a finger's
// work easy (targets of at least 44 CSS pixels, Apple's and Google's guides),
// the board-size controls that wrap on narrow panels, and the help line that
// names the gestures of the device in hand.
#pragma once

struct ImGuiStyle;

namespace kt::app {

struct PanelRect {
    float x = 0, y = 0, w = 0, h = 0;
};

struct PageLayout {
    PanelRect panel;  // the ImGui side panel (or bottom panel)
    PanelRect board;  // the area the board view fits the board into
    bool portrait = false;
};

PageLayout page_layout(float window_w, float window_h);

// The font size (CSS pixels) and the spacing for the device: finger-sized
// widgets on touch screens.
float ui_font_size(bool touch);
void apply_device_style(ImGuiStyle& style, bool touch);

// The rows and cols fields (type a number, or press - and +) and "Set board",
// wrapping onto more lines where the panel is narrow. True when the person
// asks for the new size: "Set board", or Enter in either field.
bool board_size_controls(int& rows, int& cols);

// A button on one line with the previous item when it fits, else below it.
bool flow_button(const char* label);

// "Click a square ..." / "Tap a square ...", and the gestures for zoom and pan.
const char* place_hint();
const char* gesture_help();

}  // namespace kt::app
