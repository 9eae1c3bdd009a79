// One texel per square: its colour (light/dark, visited, heatmap, removed).
precision highp float;
in vec2 v_board;
uniform sampler2D u_squares;
uniform highp vec2 u_board_size;
out vec4 frag_color;
void main() {
    ivec2 square = ivec2(clamp(floor(v_board), vec2(0.0), u_board_size - 1.0));
    frag_color = texelFetch(u_squares, square, 0);
}
