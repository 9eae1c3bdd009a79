// The canvas follows the page's size and the screen's pixel ratio: its backing
// store is CSS size x ratio (SDL_WINDOW_ALLOW_HIGHDPI), and the font is
// rasterised at the ratio and drawn at 1/ratio, so text is sharp at any ratio.
#pragma once

#include "runtime.h"

namespace kt::app {

// Resizes the window to the page and remakes the fonts when the pixel ratio or
// the interface's size (App::ui_scale) changed.
void follow_page_size(Runtime& rt);

}  // namespace kt::app
