#include "board_renderer.h"

#include <cstddef>
#include <stdexcept>
#include <string>

#include "embedded_assets.h"

namespace kt::app {
namespace {

#ifdef __EMSCRIPTEN__
constexpr const char* kVersionLine = "#version 300 es\n";
// ES fragment shaders need a default float precision; vertex shaders keep
// their highp default, which positions on 1000 x 1000 boards need.
constexpr const char* kFragmentPrelude = "precision mediump float;\n";
#else
constexpr const char* kVersionLine = "#version 330 core\n";
constexpr const char* kFragmentPrelude = "";
#endif

GLuint compile(GLenum type, const char* name) {
    const char* body = assets::shader_source(name);
    if (!body) throw std::runtime_error(std::string("missing shader ") + name);
    const char* sources[] = {kVersionLine, type == GL_FRAGMENT_SHADER ? kFragmentPrelude : "", body};
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 3, sources, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024];
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        throw std::runtime_error(std::string("shader ") + name + ": " + log);
    }
    return shader;
}

GLuint link(const char* vertex, const char* fragment) {
    GLuint program = glCreateProgram();
    GLuint vs = compile(GL_VERTEX_SHADER, vertex), fs = compile(GL_FRAGMENT_SHADER, fragment);
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[1024];
        glGetProgramInfoLog(program, sizeof log, nullptr, log);
        throw std::runtime_error(std::string("program ") + vertex + ": " + log);
    }
    return program;
}

// Attribute 0: the unit corner; attributes 1 (vec4) and 2 (colour) per instance.
void bind_instance_layout(GLuint corner_buffer, GLuint instance_buffer) {
    glBindBuffer(GL_ARRAY_BUFFER, corner_buffer);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
    glBindBuffer(GL_ARRAY_BUFFER, instance_buffer);
    constexpr GLsizei stride = 8 * sizeof(float);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, stride, nullptr);
    glVertexAttribDivisor(1, 1);
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(4 * sizeof(float)));
    glVertexAttribDivisor(2, 1);
}

// GL wants column-major; WebGL2 allows transpose, but a copy is portable.
void set_matrix(GLuint program, const std::array<float, 9>& m) {
    const float column_major[9] = {m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]};
    glUniformMatrix3fv(glGetUniformLocation(program, "u_board_to_clip"), 1, GL_FALSE, column_major);
}

}  // namespace

BoardRenderer::BoardRenderer() {
    quad_program_ = link("quad.vert.glsl", "quad.frag.glsl");
    segment_program_ = link("segment.vert.glsl", "quad.frag.glsl");
    sprite_program_ = link("sprite.vert.glsl", "sprite.frag.glsl");
    board_program_ = link("board.vert.glsl", "board.frag.glsl");
    polyline_program_ = link("polyline.vert.glsl", "polyline.frag.glsl");

    const float corners[] = {0, 0, 1, 0, 0, 1, 1, 1};
    const float segment_corners[] = {0, -1, 1, -1, 0, 1, 1, 1};
    glGenBuffers(1, &corner_buffer_);
    glBindBuffer(GL_ARRAY_BUFFER, corner_buffer_);
    glBufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
    glGenBuffers(1, &segment_corner_buffer_);
    glBindBuffer(GL_ARRAY_BUFFER, segment_corner_buffer_);
    glBufferData(GL_ARRAY_BUFFER, sizeof segment_corners, segment_corners, GL_STATIC_DRAW);
    glGenBuffers(1, &instance_buffer_);

    glGenVertexArrays(1, &quad_vao_);
    glBindVertexArray(quad_vao_);
    bind_instance_layout(corner_buffer_, instance_buffer_);
    glGenVertexArrays(1, &segment_vao_);
    glBindVertexArray(segment_vao_);
    bind_instance_layout(segment_corner_buffer_, instance_buffer_);
    glGenVertexArrays(1, &sprite_vao_);
    glBindVertexArray(sprite_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, corner_buffer_);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
    glGenBuffers(1, &polyline_buffer_);
    glGenVertexArrays(1, &polyline_vao_);
    glBindVertexArray(polyline_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, polyline_buffer_);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
    glBindVertexArray(0);

    glGenTextures(1, &board_texture_);
    glBindTexture(GL_TEXTURE_2D, board_texture_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);

    glGenTextures(1, &knight_texture_);
    glBindTexture(GL_TEXTURE_2D, knight_texture_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, assets::knight_sprite_size, assets::knight_sprite_size, 0, GL_RGBA,
                 GL_UNSIGNED_BYTE, assets::knight_sprite_rgba);
}

BoardRenderer::~BoardRenderer() {
    const GLuint textures[] = {knight_texture_, board_texture_};
    glDeleteTextures(2, textures);
    const GLuint vaos[] = {quad_vao_, segment_vao_, sprite_vao_, polyline_vao_};
    glDeleteVertexArrays(4, vaos);
    const GLuint buffers[] = {corner_buffer_, segment_corner_buffer_, instance_buffer_, polyline_buffer_};
    glDeleteBuffers(4, buffers);
    glDeleteProgram(board_program_);
    glDeleteProgram(polyline_program_);
    glDeleteProgram(quad_program_);
    glDeleteProgram(segment_program_);
    glDeleteProgram(sprite_program_);
}


void BoardRenderer::draw_board(int cols, int rows, const std::vector<std::uint32_t>& colors, bool upload) {
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, board_texture_);
    if (cols != texture_cols_ || rows != texture_rows_) {
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, cols, rows, 0, GL_RGBA, GL_UNSIGNED_BYTE, colors.data());
        texture_cols_ = cols;
        texture_rows_ = rows;
    } else if (upload) {  // else the texture already holds these colours
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, cols, rows, GL_RGBA, GL_UNSIGNED_BYTE, colors.data());
    }
    glUseProgram(board_program_);
    set_matrix(board_program_, transform_);
    glUniform2f(glGetUniformLocation(board_program_, "u_board_size"), static_cast<float>(cols), static_cast<float>(rows));
    glUniform1i(glGetUniformLocation(board_program_, "u_squares"), 0);
    glBindVertexArray(sprite_vao_);  // the plain unit quad
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    glBindVertexArray(0);
}

void BoardRenderer::draw_polyline(const std::vector<float>& points, Rgba color, bool loop, bool upload) {
    if (points.size() < 4) return;
    glUseProgram(polyline_program_);
    set_matrix(polyline_program_, transform_);
    glUniform4f(glGetUniformLocation(polyline_program_, "u_color"), color.r, color.g, color.b, color.a);
    glBindBuffer(GL_ARRAY_BUFFER, polyline_buffer_);
    if (upload)
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(points.size() * sizeof(float)), points.data(),
                     GL_DYNAMIC_DRAW);
    glBindVertexArray(polyline_vao_);
    glDrawArrays(loop ? GL_LINE_LOOP : GL_LINE_STRIP, 0, static_cast<GLsizei>(points.size() / 2));
    glBindVertexArray(0);
}

void BoardRenderer::draw_quads(const std::vector<QuadInstance>& quads) {
    if (quads.empty()) return;
    glUseProgram(quad_program_);
    set_matrix(quad_program_, transform_);
    glBindBuffer(GL_ARRAY_BUFFER, instance_buffer_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(quads.size() * sizeof(QuadInstance)), quads.data(),
                 GL_STREAM_DRAW);
    glBindVertexArray(quad_vao_);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(quads.size()));
    glBindVertexArray(0);
}

void BoardRenderer::draw_segments(const std::vector<SegmentInstance>& segments, float half_width) {
    if (segments.empty()) return;
    glUseProgram(segment_program_);
    set_matrix(segment_program_, transform_);
    glUniform1f(glGetUniformLocation(segment_program_, "u_half_width"), half_width);
    glBindBuffer(GL_ARRAY_BUFFER, instance_buffer_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(segments.size() * sizeof(SegmentInstance)),
                 segments.data(), GL_STREAM_DRAW);
    glBindVertexArray(segment_vao_);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(segments.size()));
    glBindVertexArray(0);
}

void BoardRenderer::draw_knight(float x, float y, float size) {
    glUseProgram(sprite_program_);
    set_matrix(sprite_program_, transform_);
    glUniform4f(glGetUniformLocation(sprite_program_, "u_rect"), x, y, size, size);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, knight_texture_);
    glUniform1i(glGetUniformLocation(sprite_program_, "u_texture"), 0);
    glBindVertexArray(sprite_vao_);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    glBindVertexArray(0);
}

}  // namespace kt::app
