// The board on screen: fits it into the area right of the side panel, zooms
// and pans, maps clicks to squares, and draws squares, shading, heatmap,
// overlay lines, the knight, labels and move numbers.
#pragma once

#include <array>
#include <cstdint>
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

    // A frame in two halves, so a frame that would look like the last one is
    // never drawn (frame_gate.h). prepare: what to draw, with the text on
    // ImGui's background list; no GL. render: the squares, lines and knight.
    void prepare(const AppContext& ctx, const BoardOverlay& overlay, float window_w, float window_h);
    void render(BoardRenderer& renderer);
    // Changes whenever render() would draw something else.
    std::uint64_t fingerprint() const { return fingerprint_; }

private:
    // The parts of prepare(). note_overlay returns whether the square
    // colours must be rebuilt.
    bool note_overlay(const AppContext& ctx, const BoardOverlay& overlay);
    void rebuild_square_colors(const Board& board, bool heatmap);
    void build_lines(const Board& board, const BoardOverlay& overlay, float cell);
    void place_knight(const Board& board, Square knight, float cell);
    std::uint64_t hash_scene() const;
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
    bool polyline_built_ = false;
    // What render() draws, left by prepare(); uploads wait for render().
    std::array<float, 9> transform_{};
    int cols_ = 0, rows_ = 0;
    bool colors_pending_ = false, polyline_pending_ = false;
    bool thick_lines_ = true, closed_ = false;
    float half_width_ = 0;
    std::array<float, 3> knight_{};  // x, y, size; size 0 = no knight
    std::uint64_t uploads_ = 0;      // counts colour and polyline rebuilds
    std::uint64_t fingerprint_ = 0;
};

}  // namespace kt::app
