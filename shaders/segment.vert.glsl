// Instanced thick line segments (the tour): each instance is one move,
// expanded into a quad of the given width around the segment.
layout(location = 0) in vec2 a_corner;      // x: 0 at start, 1 at end; y: -1..1 across
layout(location = 1) in vec4 a_ends;        // x0, y0, x1, y1 in board units
layout(location = 2) in vec4 a_color;
uniform mat3 u_board_to_clip;
uniform float u_half_width;                 // board units
out vec4 v_color;
void main() {
    vec2 a = a_ends.xy, b = a_ends.zw;
    vec2 dir = b - a;
    float len = max(length(dir), 1e-6);
    vec2 along = dir / len;
    vec2 across = vec2(-along.y, along.x);
    // Extend past both ends by the half width so consecutive moves join cleanly.
    vec2 p = a + along * (a_corner.x * (len + 2.0 * u_half_width) - u_half_width) + across * a_corner.y * u_half_width;
    gl_Position = vec4((u_board_to_clip * vec3(p, 1.0)).xy, 0.0, 1.0);
    v_color = a_color;
}
