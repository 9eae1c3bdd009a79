// One textured quad: the knight.
layout(location = 0) in vec2 a_corner;
uniform mat3 u_board_to_clip;
uniform vec4 u_rect;                        // x, y, w, h in board units
out vec2 v_uv;
void main() {
    vec2 p = u_rect.xy + a_corner * u_rect.zw;
    gl_Position = vec4((u_board_to_clip * vec3(p, 1.0)).xy, 0.0, 1.0);
    v_uv = vec2(a_corner.x, 1.0 - a_corner.y);
}
