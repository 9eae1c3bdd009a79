#include "tabs/compare_mini_board.h"

#include <algorithm>

namespace kt::app {

ImVec2 cell_centre(const Board& board, Square s) {
    return {static_cast<float>(board.col_of(s)) + 0.5f, static_cast<float>(board.row_of(s)) + 0.5f};
}

std::vector<ImVec2> cell_centres(const Board& board, const Tour& tour) {
    std::vector<ImVec2> out;
    out.reserve(tour.size());
    for (Square s : tour.squares) out.push_back(cell_centre(board, s));
    return out;
}

bool mini_board(const char* id, const Board& board, const std::vector<ImVec2>& path, bool closed, float side,
                const std::string& caption, ImU32 line_colour) {
    const float caption_h = caption.empty() ? 0.0f : ImGui::GetTextLineHeight();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const bool clicked = ImGui::InvisibleButton(id, {side, side + caption_h});
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const int rows = board.rows(), cols = board.cols();
    const float cell = side / static_cast<float>(std::max(rows, cols));
    const float w = cell * static_cast<float>(cols), h = cell * static_cast<float>(rows);
    const ImVec2 o{origin.x + (side - w) / 2, origin.y + (side - h) / 2};
    draw->AddRectFilled(o, {o.x + w, o.y + h}, IM_COL32(240, 217, 181, 255));
    if (cell >= 2.0f) {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const Square s = board.square(r, c);
                const bool dark = ((r + c) % 2) == 0;
                if (!board.is_active(s) || dark) {
                    const ImVec2 a{o.x + c * cell, o.y + (rows - 1 - r) * cell};
                    draw->AddRectFilled(a, {a.x + cell, a.y + cell},
                                        board.is_active(s) ? IM_COL32(181, 136, 99, 255) : IM_COL32(40, 40, 40, 255));
                }
            }
    }
    auto to_screen = [&](ImVec2 p) { return ImVec2{o.x + p.x * cell, o.y + (static_cast<float>(rows) - p.y) * cell}; };
    if (!path.empty()) {
        std::vector<ImVec2> pts;
        pts.reserve(path.size());
        for (const ImVec2& p : path) pts.push_back(to_screen(p));
        const float thick = std::clamp(cell * 0.12f, 1.0f, 2.5f);
        draw->AddPolyline(pts.data(), static_cast<int>(pts.size()), line_colour, closed ? ImDrawFlags_Closed : 0, thick);
        const float dot = std::clamp(cell * 0.25f, 2.0f, 5.0f);
        draw->AddCircleFilled(pts.front(), dot, IM_COL32(30, 160, 60, 255));
        if (!closed) draw->AddCircleFilled(pts.back(), dot, IM_COL32(200, 30, 30, 255));
    }
    draw->AddRect(o, {o.x + w, o.y + h}, ImGui::IsItemHovered() ? IM_COL32(255, 255, 255, 255) : IM_COL32(90, 90, 90, 255));
    if (!caption.empty()) {
        const ImVec2 size = ImGui::CalcTextSize(caption.c_str());
        draw->AddText({origin.x + std::max(0.0f, (side - size.x) / 2), origin.y + side}, ImGui::GetColorU32(ImGuiCol_Text),
                      caption.c_str());
    }
    return clicked;
}

}  // namespace kt::app
