// The whole board as one quad; the fragment shader looks each square up in
// a texture holding one texel per square, so a 1000 x 1000 board is still
// two triangles.
layout(location = 0) in vec2 a_corner;      // unit quad corner, 0..1
uniform mat3 u_board_to_clip;
uniform highp vec2 u_board_size;            // cols, rows
out vec2 v_board;                           // board units
void main() {
    v_board = a_corner * u_board_size;
    gl_Position = vec4((u_board_to_clip * vec3(v_board, 1.0)).xy, 0.0, 1.0);
}
