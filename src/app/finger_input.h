// Fingers on the page: gestures to the board, a pointer for ImGui's panel.
#pragma once

#include "runtime.h"

namespace kt::app {

// Taps place the knight, drags pan the board or scroll the panel, pinches zoom.
void apply_gestures(Runtime& rt);

// Presses the panel at (x, y) for one frame, as a tap there would.
void press_at(FingerPointer& finger, float x, float y);

// Points ImGui's mouse at the finger, after the backend has read SDL's mouse.
void point_imgui_at_finger(FingerPointer& finger);

}  // namespace kt::app
