// Where each labelled ImGui widget was drawn in the last frame (label, rect,
// visible part), through Dear ImGui's test-engine item hooks. The browser
// tests read it (window.knights.widgets()) to press buttons and type into
// fields with the real mouse, finger and keyboard, as a person would; the
// page uses it to put the on-screen keyboard's field over the active one.
// Without IMGUI_ENABLE_TEST_ENGINE (the native build) the map stays empty.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kt::app::widgets {

struct Widget {
    std::string label;    // as given to ImGui, "##" suffix included
    std::string window;   // the ImGui window (or child) it is in
    std::uint32_t id = 0;
    float x = 0, y = 0, w = 0, h = 0;          // the item, in CSS pixels
    float vx = 0, vy = 0, vw = 0, vh = 0;      // the part of it inside its window
    bool checked = false;                       // checkboxes, open headers
    bool checkable = false, openable = false;   // a checkbox; a header, tree node or menu that opens
    bool named = false;                         // a name the app gave (name_last_item), not an ImGui label
};

// Turns the hooks on; call once after ImGui::CreateContext().
void enable();
// Call after ImGui::Render(): this frame's items become "the last frame".
void end_frame();
const std::vector<Widget>& last_frame();
std::optional<Widget> find(std::uint32_t id);
// This frame's and the last frame's items (filled by the ImGui hooks).
struct Frames;
Frames& frames();
// The last frame's widgets as a JSON array.
std::string json();
// Gives the last ImGui item a name of the app's own ("solve.step"), for tests
// that look widgets up by what they do; works without the test-engine hooks.
void name_last_item(const std::string& name);
// The last frame's named widgets as a JSON object: name -> [x, y, w, h,
// and the part inside its window: vx, vy, vw, vh].
std::string named_json();

}  // namespace kt::app::widgets
