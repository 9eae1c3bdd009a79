// Instanced rectangles: one instance per board square or highlight.
// The #version line is prepended by the app (300 es on the web, 330 natively).
layout(location = 0) in vec2 a_corner;      // unit quad corner, 0..1
layout(location = 1) in vec4 a_rect;        // x, y, w, h in board units
layout(location = 2) in vec4 a_color;
uniform mat3 u_board_to_clip;
out vec4 v_color;
void main() {
    vec2 p = a_rect.xy + a_corner * a_rect.zw;
    gl_Position = vec4((u_board_to_clip * vec3(p, 1.0)).xy, 0.0, 1.0);
    v_color = a_color;
}
