// SDL's events (mouse, keys, fingers, wheel) into ImGui and the app.
#pragma once

#include "runtime.h"

namespace kt::app {

// Hands this frame's SDL events on, in order; a key released in the frame it
// was pressed in waits, with everything after it, for the next frame.
void poll_events(Runtime& rt);

}  // namespace kt::app
