// SDL, the window and its GL context (WebGL2 on the page).
#pragma once

#include "runtime.h"

namespace kt::app {

// Opens rt.window and rt.gl; returns the GLSL version line for ImGui's
// renderer, or nullptr (with a message on stderr) on failure.
const char* open_window(Runtime& rt);

void close_window(Runtime& rt);

}  // namespace kt::app
