#include "share/tour_svg.h"

#include <algorithm>
#include <cctype>

namespace kt {
namespace {

// Colours come from callers; keep only characters a colour can hold so the
// document stays well formed whatever they pass.
std::string safe_colour(const std::string& colour) {
    std::string out;
    for (char c : colour.substr(0, 32))
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '#' || c == '(' || c == ')' || c == ',' || c == '.' || c == ' ')
            out += c;
    return out.empty() ? "black" : out;
}

// Where things go on the picture: squares of `cell` pixels inside a margin
// (room for the coordinates), rank 1 at the bottom.
struct Canvas {
    const Board& board;
    int cell, margin;
    std::int64_t width, height;

    Canvas(const Board& b, const SvgOptions& options)
        : board(b), cell(std::clamp(options.cell, 4, 400)), margin(options.coordinates ? cell / 2 + 4 : 0),
          width(static_cast<std::int64_t>(b.cols()) * cell + 2 * margin),
          height(static_cast<std::int64_t>(b.rows()) * cell + 2 * margin) {}
    std::int64_t x_of(int col) const { return margin + static_cast<std::int64_t>(col) * cell; }
    std::int64_t y_of(int row) const { return margin + static_cast<std::int64_t>(board.rows() - 1 - row) * cell; }
    std::string cx(Square s) const { return std::to_string(x_of(board.col_of(s)) + cell / 2); }
    std::string cy(Square s, int up = 0) const { return std::to_string(y_of(board.row_of(s)) + cell / 2 - up); }
};

std::string text_element(const std::string& x, const std::string& y, int font, const std::string& text) {
    return "<text x=\"" + x + "\" y=\"" + y + "\" font-size=\"" + std::to_string(font) +
           "\" text-anchor=\"middle\" font-family=\"sans-serif\">" + text + "</text>\n";
}

void draw_squares(const Canvas& c, const SvgOptions& options, std::string& out) {
    const std::string light = safe_colour(options.light), dark = safe_colour(options.dark),
                      removed = safe_colour(options.removed);
    for (int row = 0; row < c.board.rows(); ++row)
        for (int col = 0; col < c.board.cols(); ++col) {
            const Square s = c.board.square(row, col);
            const std::string& fill = !c.board.is_active(s) ? removed : ((row + col) % 2 == 0 ? dark : light);
            out += "<rect x=\"" + std::to_string(c.x_of(col)) + "\" y=\"" + std::to_string(c.y_of(row)) + "\" width=\"" +
                   std::to_string(c.cell) + "\" height=\"" + std::to_string(c.cell) + "\" fill=\"" + fill + "\"/>\n";
        }
}

void draw_coordinates(const Canvas& c, std::string& out) {
    const int font = std::max(6, c.cell / 3);
    for (int col = 0; col < c.board.cols(); ++col)
        out += text_element(std::to_string(c.x_of(col) + c.cell / 2), std::to_string(c.height - c.margin / 3), font,
                            file_letters(col));
    for (int row = 0; row < c.board.rows(); ++row)
        out += text_element(std::to_string(c.margin / 2), std::to_string(c.y_of(row) + c.cell / 2 + font / 3), font,
                            std::to_string(row + 1));
}

// The tour's line (a polygon when it closes), a dot at its start, a ring at
// its end, and the move numbers when asked for.
void draw_path(const Canvas& c, const std::vector<Square>& path, const SvgOptions& options, std::string& out) {
    const std::string line = safe_colour(options.line);
    const int stroke = std::max(1, c.cell / 14);
    std::string points;
    for (Square s : path) {
        if (!points.empty()) points += ' ';
        points += c.cx(s);
        points += ',';
        points += c.cy(s);
    }
    const bool closed = options.close_loop && static_cast<std::int64_t>(path.size()) == c.board.square_count() &&
                        closes(c.board, path);
    out += std::string("<") + (closed ? "polygon" : "polyline") + " points=\"" + points + "\" fill=\"none\" stroke=\"" +
           line + "\" stroke-width=\"" + std::to_string(stroke) + "\" stroke-linejoin=\"round\"/>\n";
    const std::string radius = std::to_string(std::max(2, c.cell / 7));
    out += "<circle cx=\"" + c.cx(path.front()) + "\" cy=\"" + c.cy(path.front()) + "\" r=\"" + radius + "\" fill=\"" +
           line + "\"/>\n";
    if (path.size() > 1)
        out += "<circle cx=\"" + c.cx(path.back()) + "\" cy=\"" + c.cy(path.back()) + "\" r=\"" + radius +
               "\" fill=\"white\" stroke=\"" + line + "\" stroke-width=\"" + std::to_string(stroke) + "\"/>\n";
    if (!options.numbers) return;
    const int font = std::max(6, c.cell / 3);
    for (std::size_t i = 0; i < path.size(); ++i)
        out += text_element(c.cx(path[i]), c.cy(path[i], stroke + 2), font, std::to_string(i + 1));
}

}  // namespace

std::string tour_svg(const Board& board, const Tour& tour, const SvgOptions& options) {
    const Canvas canvas(board, options);
    const std::string width = std::to_string(canvas.width), height = std::to_string(canvas.height);
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height +
                      "\" viewBox=\"0 0 " + width + " " + height + "\">\n";
    out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    draw_squares(canvas, options, out);
    if (options.coordinates) draw_coordinates(canvas, out);
    std::vector<Square> path;
    for (Square s : tour.squares)
        if (s >= 0 && s < board.cell_count()) path.push_back(s);
    if (!path.empty()) draw_path(canvas, path, options, out);
    out += "</svg>\n";
    return out;
}

}  // namespace kt
