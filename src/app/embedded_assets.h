// What tools/embed_assets.py compiles into the binary at build time.
#pragma once

namespace kt::app::assets {

extern const int knight_sprite_size;               // square sprite, pixels per side
extern const unsigned char knight_sprite_rgba[];   // straight (not premultiplied) RGBA
extern const unsigned char font_ttf[];             // DejaVu Sans, or empty
extern const unsigned long font_ttf_size;

// GLSL source of shaders/<name> ("board.vert.glsl"), or nullptr.
const char* shader_source(const char* name);

}  // namespace kt::app::assets
