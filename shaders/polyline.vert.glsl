// Hairline tours for boards whose squares are a few pixels wide: one vertex
// per square centre, drawn as a line strip in a single call.
layout(location = 0) in vec2 a_position;    // board units
uniform mat3 u_board_to_clip;
void main() {
    gl_Position = vec4((u_board_to_clip * vec3(a_position, 1.0)).xy, 0.0, 1.0);
}
