#include "board_view.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "frame_hash.h"
#include "imgui.h"

namespace kt::app {
namespace {

constexpr Rgba kLight{0.94f, 0.90f, 0.82f, 1};
constexpr Rgba kDark{0.72f, 0.57f, 0.43f, 1};
constexpr Rgba kLightVisited{0.78f, 0.84f, 0.93f, 1};
constexpr Rgba kDarkVisited{0.55f, 0.64f, 0.80f, 1};
constexpr Rgba kRemoved{0.16f, 0.17f, 0.20f, 1};
constexpr Rgba kTourLine{0.10f, 0.22f, 0.62f, 0.9f};
constexpr Rgba kLinkLine{0.80f, 0.20f, 0.15f, 0.85f};

// Texel bytes in memory order R, G, B, A.
std::uint32_t pack(Rgba c) {
    auto byte = [](float v) { return static_cast<std::uint32_t>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f); };
    return byte(c.r) | byte(c.g) << 8 | byte(c.b) << 16 | byte(c.a) << 24;
}

Rgba unpack(std::uint32_t rgba) {
    return {((rgba >> 24) & 255) / 255.f, ((rgba >> 16) & 255) / 255.f, ((rgba >> 8) & 255) / 255.f, (rgba & 255) / 255.f};
}

// Accessibility 0..8 as lightness, pale grey (many ways on) to deep purple
// (few): Warnsdorff's view. One hue read by lightness stays in order with
// red-green colour blindness, and stays apart from the orange and bluish
// green the Solve tab marks candidates and its choice with (Okabe-Ito).
Rgba heat(int onward) {
    const float t = std::clamp(1.0f - onward / 8.0f, 0.0f, 1.0f);
    return {0.94f - 0.56f * t, 0.94f - 0.84f * t, 0.94f - 0.42f * t, 1};
}

// Text with a halo around it, so it reads over lines and any square: dark
// around light text (a clue on its dark tile), white around dark text, since
// a halo of the text's own colour only smears its strokes.
void halo_text(ImDrawList* list, ImFont* font, float size, ImVec2 at, ImU32 colour, const char* text) {
    const ImVec4 c = ImGui::ColorConvertU32ToFloat4(colour);
    const bool light = 0.2126f * c.x + 0.7152f * c.y + 0.0722f * c.z > 0.5f;
    const ImU32 halo = light ? IM_COL32(10, 14, 30, 235) : IM_COL32(255, 255, 255, 235);
    const float d = std::max(1.0f, size * 0.07f);
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (dx || dy) list->AddText(font, size, {at.x + dx * d, at.y + dy * d}, halo, text);
    list->AddText(font, size, at, colour, text);
}

// The font for text on the board: the large one main.cpp adds second, so
// numbers stay sharp however big the squares are.
ImFont* board_font() {
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    return atlas.Fonts.Size > 1 ? atlas.Fonts[1] : ImGui::GetFont();
}

}  // namespace

void BoardView::set_viewport(float left, float top, float width, float height) {
    left_ = left;
    top_ = top;
    width_ = std::max(width, 1.0f);
    height_ = std::max(height, 1.0f);
}

void BoardView::reset_zoom() {
    zoom_ = 1;
    pan_x_ = pan_y_ = 0;
}

BoardRect BoardView::rect(const Board& board) const {
    const float margin = 28;
    const float fit = std::min((width_ - 2 * margin) / board.cols(), (height_ - 2 * margin) / board.rows());
    const float cell = std::max(fit, 0.05f) * zoom_;
    const float x = left_ + (width_ - cell * board.cols()) / 2 + pan_x_;
    const float y = top_ + (height_ - cell * board.rows()) / 2 + pan_y_;
    return {x, y, cell};
}

bool BoardView::contains(float x, float y) const {
    return x >= left_ && x < left_ + width_ && y >= top_ && y < top_ + height_;
}

void BoardView::zoom_at(float x, float y, float factor) {
    const float new_zoom = std::clamp(zoom_ * factor, 0.25f, 200.0f);
    factor = new_zoom / zoom_;
    // Keep the board point under the cursor where it is.
    const float cx = left_ + width_ / 2 + pan_x_, cy = top_ + height_ / 2 + pan_y_;
    pan_x_ += (x - cx) * (1 - factor);
    pan_y_ += (y - cy) * (1 - factor);
    zoom_ = new_zoom;
}

void BoardView::pan(float dx, float dy) {
    pan_x_ += dx;
    pan_y_ += dy;
}

std::optional<Square> BoardView::square_at(const Board& board, float x, float y) const {
    if (!contains(x, y)) return std::nullopt;
    const BoardRect r = rect(board);
    const float u = (x - r.x) / r.cell, v = (y - r.y) / r.cell;
    if (u < 0 || v < 0 || u >= board.cols() || v >= board.rows()) return std::nullopt;
    const int col = static_cast<int>(u);
    const int row = board.rows() - 1 - static_cast<int>(v);
    return board.square(row, col);
}

void BoardView::prepare(const AppContext& ctx, const BoardOverlay& overlay, float window_w, float window_h) {
    const Board& board = ctx.board;
    const BoardRect r = rect(board);
    // Board units -> window pixels -> clip space, as one matrix.
    const float sx = r.cell * 2 / window_w, sy = r.cell * 2 / window_h;
    transform_ = {sx, 0, r.x * 2 / window_w - 1,  //
                  0, sy, 1 - (r.y + board.rows() * r.cell) * 2 / window_h,  //
                  0, 0, 1};
    cols_ = board.cols();
    rows_ = board.rows();
    if (note_overlay(ctx, overlay)) {
        rebuild_square_colors(board, ctx.show_heatmap);
        colors_pending_ = true;
        ++uploads_;
    }
    quads_.clear();
    for (const auto& [s, rgba] : overlay.highlights) {
        if (s < 0 || s >= board.cell_count()) continue;
        quads_.push_back({static_cast<float>(board.col_of(s)) + 0.06f, static_cast<float>(board.row_of(s)) + 0.06f,
                          0.88f, 0.88f, unpack(rgba)});
    }
    build_lines(board, overlay, r.cell);
    place_knight(board, overlay.knight, r.cell);
    draw_text(ctx, overlay, r);
    fingerprint_ = hash_scene();
}

void BoardView::render(BoardRenderer& renderer) {
    renderer.set_transform(transform_);
    renderer.draw_board(cols_, rows_, square_colors_, colors_pending_);
    renderer.draw_quads(quads_);
    renderer.draw_segments(segments_, half_width_);
    if (!thick_lines_) renderer.draw_polyline(polyline_, kTourLine, closed_, polyline_pending_);
    if (knight_[2] > 0) renderer.draw_knight(knight_[0], knight_[1], knight_[2]);
    colors_pending_ = polyline_pending_ = false;
}

void BoardView::place_knight(const Board& board, Square knight, float cell) {
    knight_ = {0, 0, 0};
    if (knight < 0 || knight >= board.cell_count()) return;
    const float size = std::max(0.9f, 10.0f / cell);
    knight_ = {board.col_of(knight) + 0.5f - size / 2, board.row_of(knight) + 0.5f - size / 2, size};
}

// Everything render() reads; the square colours and the polyline by their
// rebuild count (hashing a 1000x1000 board's colours every frame would cost
// more than drawing them).
std::uint64_t BoardView::hash_scene() const {
    FrameHash h;
    h.add(transform_);
    h.add(cols_);
    h.add(rows_);
    h.add(uploads_);
    h.add(quads_);
    h.add(segments_);
    h.add(half_width_);
    h.add(thick_lines_);
    h.add(closed_);
    h.add(knight_);
    return h.value();
}

bool BoardView::note_overlay(const AppContext& ctx, const BoardOverlay& overlay) {
    const Board& board = ctx.board;
    const bool path_changed = ctx.board_generation != drawn_generation_ || overlay.closed != drawn_closed_ ||
                              overlay.path != drawn_path_;
    const bool colors_changed = path_changed || ctx.show_heatmap != drawn_heatmap_;
    drawn_heatmap_ = ctx.show_heatmap;
    if (!path_changed) return colors_changed;
    drawn_generation_ = ctx.board_generation;
    drawn_closed_ = overlay.closed;
    drawn_path_ = overlay.path;
    polyline_built_ = false;
    visit_number_.assign(static_cast<std::size_t>(board.cell_count()), 0);
    for (std::size_t i = 0; i < overlay.path.size(); ++i)
        if (overlay.path[i] >= 0 && overlay.path[i] < board.cell_count())
            visit_number_[static_cast<std::size_t>(overlay.path[i])] = static_cast<std::int32_t>(i + 1);
    return true;
}

// One texel per square; the shader draws the whole board in one quad.
void BoardView::rebuild_square_colors(const Board& board, bool heatmap) {
    square_colors_.resize(static_cast<std::size_t>(board.cell_count()));
    Square buf[8];
    for (int row = 0; row < board.rows(); ++row)
        for (int col = 0; col < board.cols(); ++col) {
            const Square s = board.square(row, col);
            const bool dark = (row + col) % 2 == 0;
            Rgba color = dark ? kDark : kLight;
            if (!board.is_active(s)) {
                color = kRemoved;
            } else if (visit_number_[static_cast<std::size_t>(s)]) {
                color = dark ? kDarkVisited : kLightVisited;
            } else if (heatmap) {
                const int n = board.neighbours(s, buf);
                int onward = 0;
                for (int i = 0; i < n; ++i) onward += visit_number_[static_cast<std::size_t>(buf[i])] == 0;
                color = heat(onward);
            }
            square_colors_[static_cast<std::size_t>(s)] = pack(color);
        }
}

void BoardView::build_lines(const Board& board, const BoardOverlay& overlay, float cell) {
    auto centre = [&](Square s) { return std::pair{board.col_of(s) + 0.5f, board.row_of(s) + 0.5f}; };
    auto add_segment = [&](Square a, Square b, Rgba colour) {
        const auto [x0, y0] = centre(a);
        const auto [x1, y1] = centre(b);
        segments_.push_back({x0, y0, x1, y1, colour});
    };
    segments_.clear();
    for (const auto& [a, b] : overlay.links) add_segment(a, b, kLinkLine);
    // Thick instanced segments while squares are big enough to show them;
    // a single hairline strip for large boards (one draw call).
    thick_lines_ = cell >= 6 && overlay.path.size() <= 20000;
    closed_ = overlay.closed;
    if (thick_lines_) {
        for (std::size_t i = 1; i < overlay.path.size(); ++i) add_segment(overlay.path[i - 1], overlay.path[i], kTourLine);
        if (overlay.closed && overlay.path.size() > 2) add_segment(overlay.path.back(), overlay.path.front(), kTourLine);
    }
    // Lines stay at least a pixel wide however small the squares get.
    half_width_ = std::max(0.03f, 0.6f / cell);
    if (thick_lines_ || polyline_built_) return;
    polyline_.clear();
    for (Square s : overlay.path) {
        const auto [x, y] = centre(s);
        polyline_.push_back(x);
        polyline_.push_back(y);
    }
    polyline_built_ = polyline_pending_ = true;
    ++uploads_;
}

// Text through ImGui: coordinates, move numbers, overlay labels; only for
// squares in view, so zoomed-in large boards stay cheap.
void BoardView::draw_text(const AppContext& ctx, const BoardOverlay& overlay, const BoardRect& r) const {
    const Board& board = ctx.board;
    const int rows = board.rows(), cols = board.cols();
    const int col_lo = std::max(0, static_cast<int>((left_ - r.x) / r.cell));
    const int col_hi = std::min(cols, static_cast<int>((left_ + width_ - r.x) / r.cell) + 1);
    const int vis_lo = std::max(0, static_cast<int>((top_ - r.y) / r.cell));
    const int vis_hi = std::min(rows, static_cast<int>((top_ + height_ - r.y) / r.cell) + 1);
    const int row_lo = rows - vis_hi, row_hi = rows - vis_lo;
    ImDrawList* text = ImGui::GetBackgroundDrawList();
    const ImU32 label_colour = IM_COL32(200, 200, 210, 255);
    const float font = ImGui::GetFontSize();
    if (r.cell >= font * 0.9f) {
        for (int col = col_lo; col < col_hi; ++col) {
            const std::string name = file_letters(col);
            const ImVec2 size = ImGui::CalcTextSize(name.c_str());
            text->AddText({r.x + (col + 0.5f) * r.cell - size.x / 2, r.y + rows * r.cell + 4}, label_colour, name.c_str());
        }
        for (int row = row_lo; row < row_hi; ++row) {
            const std::string name = std::to_string(row + 1);
            const ImVec2 size = ImGui::CalcTextSize(name.c_str());
            text->AddText({r.x - size.x - 6, r.y + (rows - row - 0.5f) * r.cell - size.y / 2}, label_colour, name.c_str());
        }
    }
    // Move numbers and labels: large, with a halo, over the path. On
    // the knight's square they go to a corner, clear of the knight: numbers
    // top left, labels top right.
    ImFont* big = board_font();
    const auto put = [&](Square s, const std::string& label, float size, ImU32 colour, bool label_corner) {
        const float col = static_cast<float>(board.col_of(s)), row = static_cast<float>(rows - 1 - board.row_of(s));
        const bool corner = s == overlay.knight;
        if (corner) size *= 0.62f;
        ImVec2 extent = big->CalcTextSizeA(size, FLT_MAX, 0, label.c_str());
        if (extent.x > r.cell * (corner ? 0.45f : 0.9f)) {  // long numbers shrink to fit
            size *= r.cell * (corner ? 0.45f : 0.9f) / extent.x;
            extent = big->CalcTextSizeA(size, FLT_MAX, 0, label.c_str());
        }
        if (size < font * 0.75f) return;
        ImVec2 at{r.x + (col + 0.5f) * r.cell - extent.x / 2, r.y + (row + 0.5f) * r.cell - extent.y / 2};
        if (corner) at = {label_corner ? r.x + (col + 1) * r.cell - extent.x - 3 : r.x + col * r.cell + 3, r.y + row * r.cell + 2};
        halo_text(text, big, size, at, colour, label.c_str());
    };
    // The path's start (a ring) and end (a frame), on screen and in the PNG.
    if (overlay.path.size() >= 2 && r.cell >= 6) {
        const auto centre = [&](Square s) {
            return ImVec2{r.x + (board.col_of(s) + 0.5f) * r.cell, r.y + (rows - 0.5f - board.row_of(s)) * r.cell};
        };
        const float thick = std::max(2.0f, r.cell * 0.07f);
        const ImVec2 a = centre(overlay.path.front()), b = centre(overlay.path.back());
        text->AddCircle(a, r.cell * 0.42f, IM_COL32(0, 114, 178, 255), 32, thick);
        const float h = r.cell * 0.44f;
        text->AddRect({b.x - h, b.y - h}, {b.x + h, b.y + h}, IM_COL32(213, 94, 0, 255), 0, 0, thick);
    }
    if (ctx.show_numbers && r.cell >= font * 1.3f) {
        const float size = std::clamp(r.cell * 0.36f, font, 34.0f);
        for (int row = row_lo; row < row_hi; ++row)
            for (int col = col_lo; col < col_hi; ++col) {
                const Square s = board.square(row, col);
                if (const auto n = visit_number_[static_cast<std::size_t>(s)])
                    put(s, std::to_string(n), size, IM_COL32(15, 25, 70, 255), false);
            }
    }
    if (r.cell < font * 1.1f) return;
    const float size = std::clamp(r.cell * 0.5f, font, 44.0f);
    for (std::size_t i = 0; i < overlay.labels.size(); ++i) {
        const auto& [s, label] = overlay.labels[i];
        if (s < 0 || s >= board.cell_count()) continue;
        const std::uint32_t rgba = i < overlay.label_colours.size() ? overlay.label_colours[i] : 0x0a0a0aff;
        put(s, label, size, IM_COL32(rgba >> 24, (rgba >> 16) & 0xff, (rgba >> 8) & 0xff, rgba & 0xff), true);
    }
}

}  // namespace kt::app
