// The board on screen: fits it into the area right of the side panel, zooms
// and pans, maps clicks to squares, and draws squares, shading, heatmap,
// overlay lines, the knight, labels and move numbers.
#pragma once

#include <optional>
#include <vector>

#include "board_renderer.h"
#include "tabs/tab.h"

namespace kt::app {

// Where the board sits, in window pixels (= CSS pixels on the page).
struct BoardRect {
    float x = 0, y = 0, cell = 0;
};

class BoardView {
public:
    // Area of the window the board may use.
    void set_viewport(float left, float top, float width, float height);
    void reset_zoom();
    // Mouse wheel at (x, y) zooms around that point; drag pans.
    void zoom_at(float x, float y, float factor);
    void pan(float dx, float dy);
    std::optional<Square> square_at(const Board& board, float x, float y) const;
    BoardRect rect(const Board& board) const;
    bool contains(float x, float y) const;

    // Draws with GL (squares, lines, knight) and ImGui's background list (text).
    void draw(BoardRenderer& renderer, const AppContext& ctx, const BoardOverlay& overlay, float window_w,
              float window_h);

private:
    // The parts of draw(), in drawing order. note_overlay returns whether the
    // square colours must be rebuilt.
    bool note_overlay(const AppContext& ctx, const BoardOverlay& overlay);
    void rebuild_square_colors(const Board& board, bool heatmap);
    void draw_lines(BoardRenderer& renderer, const Board& board, const BoardOverlay& overlay, float cell);
    void draw_text(const AppContext& ctx, const BoardOverlay& overlay, const BoardRect& r) const;

    float left_ = 0, top_ = 0, width_ = 1, height_ = 1;
    float zoom_ = 1, pan_x_ = 0, pan_y_ = 0;
    std::vector<QuadInstance> quads_;
    std::vector<SegmentInstance> segments_;
    std::vector<std::uint32_t> square_colors_;
    std::vector<float> polyline_;
    std::vector<std::int32_t> visit_number_;  // move number per square, 0 = unvisited
    // What the GL texture and line buffer hold, so unchanged frames skip the
    // rebuild and upload (a finished 300x300 tour is 90,000 squares).
    std::vector<Square> drawn_path_;
    bool drawn_closed_ = false;
    bool drawn_heatmap_ = false;
    std::uint64_t drawn_generation_ = ~std::uint64_t{0};
    bool polyline_uploaded_ = false;
};

}  // namespace kt::app
