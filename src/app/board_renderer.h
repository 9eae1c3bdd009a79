// Draws a board with the app's own shaders (shaders/*.glsl): squares and
// highlights as instanced quads, the tour as instanced thick segments, the
// knight as a sprite. Board units: square (col c, row r) covers
// [c, c+1] x [r, r+1], row 0 at the bottom. Scales to 1000 x 1000 boards.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "gl.h"

namespace kt::app {

struct Rgba {
    float r, g, b, a;
};

struct QuadInstance {
    float x, y, w, h;
    Rgba color;
};

struct SegmentInstance {
    float x0, y0, x1, y1;
    Rgba color;
};

class BoardRenderer {
public:
    BoardRenderer();  // needs a current GL context
    ~BoardRenderer();
    BoardRenderer(const BoardRenderer&) = delete;
    BoardRenderer& operator=(const BoardRenderer&) = delete;

    // Row-major 3x3 matrix (column-major for GL is handled inside) mapping
    // board units to clip space.
    void set_transform(const std::array<float, 9>& board_to_clip) { transform_ = board_to_clip; }
    // The squares: `colors` holds cols x rows RGBA8 texels, row 0 first.
    // upload=false redraws what the last upload left in GL (nothing changed).
    void draw_board(int cols, int rows, const std::vector<std::uint32_t>& colors, bool upload = true);
    void draw_quads(const std::vector<QuadInstance>& quads);
    // A hairline strip through `points` (x, y pairs in board units).
    void draw_polyline(const std::vector<float>& points, Rgba color, bool loop, bool upload = true);
    void draw_segments(const std::vector<SegmentInstance>& segments, float half_width);
    void draw_knight(float x, float y, float size);

private:
    GLuint quad_program_ = 0, segment_program_ = 0, sprite_program_ = 0, board_program_ = 0, polyline_program_ = 0;
    GLuint board_texture_ = 0, polyline_vao_ = 0, polyline_buffer_ = 0;
    int texture_cols_ = 0, texture_rows_ = 0;
    GLuint corner_buffer_ = 0, segment_corner_buffer_ = 0, instance_buffer_ = 0;
    GLuint quad_vao_ = 0, segment_vao_ = 0, sprite_vao_ = 0;
    GLuint knight_texture_ = 0;
    std::array<float, 9> transform_{};
};

}  // namespace kt::app
