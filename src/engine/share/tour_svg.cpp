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

}  // namespace

std::string tour_svg(const Board& board, const Tour& tour, const SvgOptions& options) {
    const int cell = std::clamp(options.cell, 4, 400);
    const int margin = options.coordinates ? cell / 2 + 4 : 0;
    const std::int64_t width = static_cast<std::int64_t>(board.cols()) * cell + 2 * margin;
    const std::int64_t height = static_cast<std::int64_t>(board.rows()) * cell + 2 * margin;
    auto x_of = [&](int col) { return static_cast<std::int64_t>(margin) + static_cast<std::int64_t>(col) * cell; };
    auto y_of = [&](int row) { return static_cast<std::int64_t>(margin) + static_cast<std::int64_t>(board.rows() - 1 - row) * cell; };
    auto centre = [&](Square s) {
        return std::to_string(x_of(board.col_of(s)) + cell / 2) + "," + std::to_string(y_of(board.row_of(s)) + cell / 2);
    };

    std::string out;
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
           std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " + std::to_string(height) + "\">\n";
    out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    const std::string light = safe_colour(options.light), dark = safe_colour(options.dark),
                      removed = safe_colour(options.removed), line = safe_colour(options.line);
    for (int row = 0; row < board.rows(); ++row)
        for (int col = 0; col < board.cols(); ++col) {
            const Square s = board.square(row, col);
            const std::string& fill = !board.is_active(s) ? removed : ((row + col) % 2 == 0 ? dark : light);
            out += "<rect x=\"" + std::to_string(x_of(col)) + "\" y=\"" + std::to_string(y_of(row)) + "\" width=\"" +
                   std::to_string(cell) + "\" height=\"" + std::to_string(cell) + "\" fill=\"" + fill + "\"/>\n";
        }
    if (options.coordinates) {
        const int font = std::max(6, cell / 3);
        for (int col = 0; col < board.cols(); ++col)
            out += "<text x=\"" + std::to_string(x_of(col) + cell / 2) + "\" y=\"" + std::to_string(height - margin / 3) +
                   "\" font-size=\"" + std::to_string(font) + "\" text-anchor=\"middle\" font-family=\"sans-serif\">" +
                   file_letters(col) + "</text>\n";
        for (int row = 0; row < board.rows(); ++row)
            out += "<text x=\"" + std::to_string(margin / 2) + "\" y=\"" + std::to_string(y_of(row) + cell / 2 + font / 3) +
                   "\" font-size=\"" + std::to_string(font) + "\" text-anchor=\"middle\" font-family=\"sans-serif\">" +
                   std::to_string(row + 1) + "</text>\n";
    }

    std::vector<Square> path;
    for (Square s : tour.squares)
        if (s >= 0 && s < board.cell_count()) path.push_back(s);
    if (!path.empty()) {
        const int stroke = std::max(1, cell / 14);
        std::string points;
        for (Square s : path) {
            if (!points.empty()) points += ' ';
            points += centre(s);
        }
        const bool closed = options.close_loop && path.size() > 2 &&
                            static_cast<std::int64_t>(path.size()) == board.square_count() &&
                            board.is_move(path.back(), path.front());
        out += std::string("<") + (closed ? "polygon" : "polyline") + " points=\"" + points + "\" fill=\"none\" stroke=\"" +
               line + "\" stroke-width=\"" + std::to_string(stroke) + "\" stroke-linejoin=\"round\"/>\n";
        const Square first = path.front(), last = path.back();
        out += "<circle cx=\"" + std::to_string(x_of(board.col_of(first)) + cell / 2) + "\" cy=\"" +
               std::to_string(y_of(board.row_of(first)) + cell / 2) + "\" r=\"" + std::to_string(std::max(2, cell / 7)) +
               "\" fill=\"" + line + "\"/>\n";
        if (path.size() > 1)
            out += "<circle cx=\"" + std::to_string(x_of(board.col_of(last)) + cell / 2) + "\" cy=\"" +
                   std::to_string(y_of(board.row_of(last)) + cell / 2) + "\" r=\"" + std::to_string(std::max(2, cell / 7)) +
                   "\" fill=\"white\" stroke=\"" + line + "\" stroke-width=\"" + std::to_string(stroke) + "\"/>\n";
        if (options.numbers) {
            const int font = std::max(6, cell / 3);
            for (std::size_t i = 0; i < path.size(); ++i)
                out += "<text x=\"" + std::to_string(x_of(board.col_of(path[i])) + cell / 2) + "\" y=\"" +
                       std::to_string(y_of(board.row_of(path[i])) + cell / 2 - stroke - 2) + "\" font-size=\"" +
                       std::to_string(font) + "\" text-anchor=\"middle\" font-family=\"sans-serif\">" +
                       std::to_string(i + 1) + "</text>\n";
        }
    }
    out += "</svg>\n";
    return out;
}

}  // namespace kt
