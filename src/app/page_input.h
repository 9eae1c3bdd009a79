// Input that reaches the app through the page's HTML layer rather than SDL:
// text typed, pasted or dropped (web/overlay.js) and the keyboard's presses
// in the accessible layer (web/a11y.js).
#pragma once

#include "runtime.h"

namespace kt::app {

// Typing on an on-screen keyboard goes to the active text field; pasted text
// too when it is short, else (and dropped files) it waits for the active tab.
void take_page_text(Runtime& rt);

// On touch screens an HTML field sits over the active ImGui text field, so the
// phone shows its keyboard; web/overlay.js hands the typing back.
void show_text_entry(Runtime& rt);

// A widget's mirror pressed (the finger's pointer presses the widget itself,
// so it acts exactly as a click), scrolled into view, menus closed; board
// requests go to the app. Call after ImGui::NewFrame.
void take_a11y_requests(Runtime& rt);

}  // namespace kt::app
