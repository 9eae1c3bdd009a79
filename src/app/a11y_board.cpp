// The app's side of the accessible layer (a11y_layer.h): the message line,
// the board as a grid of named squares, the narration, and the focus square
// the keyboard moves on the board.
#include <algorithm>
#include <cctype>

#include "app.h"
#include "frame_hash.h"
#include "imgui.h"

namespace kt::app {
namespace {
using nlohmann::json;

// Boards up to this side are listed square by square; larger ones are
// described in words and read one focus square at a time (no million nodes).
constexpr int kGridSide = 32;
// The tour read out as text stops after this many squares.
constexpr std::size_t kTourWords = 4096;
// A step's "Why" is read at most once a second while a solver runs.
constexpr double kNarrationGap = 1.0;
// The grid follows a running solver four times a second.
constexpr double kGridGap = 0.25;

std::string column_name(const Board& board, int col) {
    std::string name = board.name(board.square(0, col));
    while (!name.empty() && std::isdigit(static_cast<unsigned char>(name.back()))) name.pop_back();
    return name;
}
}  // namespace

std::string App::describe_square(Square s, const std::vector<int>& move_of) const {
    const Board& board = ctx_.board;
    std::string text = board.name(s);
    if (!board.is_active(s)) return text + ", removed";
    if (s == overlay_.knight) text += ", knight";
    if (static_cast<std::size_t>(s) < move_of.size() && move_of[static_cast<std::size_t>(s)] > 0)
        text += ", move " + std::to_string(move_of[static_cast<std::size_t>(s)]);
    if (std::string own = active_tab().describe_square(ctx_, s); !own.empty()) {
        text += ", " + own;
    } else {
        for (const auto& [at, label] : overlay_.labels)
            if (at == s) text += ", shows " + label;
    }
    if (text.find(',') == std::string::npos) text += ", empty";
    return text;
}

void App::on_a11y(const a11y::Request& request) {
    using Kind = a11y::Request::Kind;
    const auto square = request.square.empty() ? std::nullopt : ctx_.board.parse_square(request.square);
    switch (request.kind) {
        case Kind::Focus: focus_square_ = square ? *square : kNoSquare; break;
        case Kind::Act:
            if (square) {
                focus_square_ = *square;
                act_on_square(*square);
            }
            break;
        case Kind::Key: active_tab().on_key(ctx_, request.key); break;
        case Kind::MessageHeight: message_h_ = static_cast<float>(request.by); break;
        default: break;  // widgets: main.cpp presses them
    }
}

void App::draw_focus_square() const {
    if (focus_square_ < 0 || focus_square_ >= ctx_.board.cell_count()) return;
    const Board& board = ctx_.board;
    const BoardRect r = view_.rect(board);
    const float x = r.x + r.cell * static_cast<float>(board.col_of(focus_square_));
    const float y = r.y + r.cell * static_cast<float>(board.rows() - 1 - board.row_of(focus_square_));
    const float size = std::max(r.cell, 6.0f);
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    const PanelRect& area = layout_.board;
    draw->PushClipRect({area.x, area.y}, {area.x + area.w, area.y + area.h});
    // Yellow over black: 3:1 or more against light and dark squares alike.
    draw->AddRect({x - 2, y - 2}, {x + size + 2, y + size + 2}, IM_COL32(0, 0, 0, 255), 0, 0, 5);
    draw->AddRect({x - 1, y - 1}, {x + size + 1, y + size + 1}, IM_COL32(255, 214, 0, 255), 0, 0, 3);
    draw->PopClipRect();
}

void App::publish_a11y() {
    const PanelRect& at = layout_.message;
    if (ctx_.message_serial != shown_message_serial_ || at.x != shown_message_at_.x || at.y != shown_message_at_.y ||
        at.w != shown_message_at_.w) {
        shown_message_serial_ = ctx_.message_serial;
        shown_message_at_ = at;
        a11y::show_message(ctx_.message, ctx_.message_tone, ctx_.message_serial, at);
    }

    // The narration: at once when the solver waits, at most once a second while it runs.
    const double now = ImGui::GetTime();
    if (std::string said = active_tab().narration(ctx_); said != pending_narration_) pending_narration_ = std::move(said);
    if (pending_narration_ != shown_narration_) {
        if (now - narration_at_ >= kNarrationGap) {
            shown_narration_ = pending_narration_;
            narration_at_ = now;
            a11y::show_narration(shown_narration_);
        } else {
            ctx_.wake_within(kNarrationGap - (now - narration_at_));  // a resting loop must still say it
        }
    }

    // The board grid: only when what it says changed.
    const Board& board = ctx_.board;
    const bool listed = board.rows() <= kGridSide && board.cols() <= kGridSide;
    FrameHash h;
    h.add(ctx_.board_generation);
    h.add(board.rows());
    h.add(board.cols());
    h.add(overlay_.knight);
    h.add(overlay_.closed);
    h.add(focus_square_);
    h.add(active_);
    h.add(overlay_.path.size());
    if (!overlay_.path.empty()) h.add(overlay_.path.back());
    if (listed || overlay_.path.size() <= kTourWords) h.add(overlay_.path);
    h.add(overlay_.labels.size());
    if (listed) {
        for (const auto& [s, label] : overlay_.labels) {
            h.add(s);
            h.add(label.data(), label.size());
        }
        for (const auto& [s, rgba] : overlay_.highlights) {
            h.add(s);
            h.add(rgba);
        }
    }
    if (h.value() == shown_board_hash_) return;
    // A solver changes the board every frame: the grid follows four times a
    // second, the focus square at once.
    if (focus_square_ == shown_focus_ && now - board_at_ < kGridGap) {
        ctx_.wake_within(kGridGap - (now - board_at_));
        return;
    }
    shown_board_hash_ = h.value();
    shown_focus_ = focus_square_;
    board_at_ = now;

    std::vector<int> move_of(static_cast<std::size_t>(board.cell_count()), 0);
    for (std::size_t i = 0; i < overlay_.path.size(); ++i)
        if (overlay_.path[i] >= 0 && overlay_.path[i] < board.cell_count())
            move_of[static_cast<std::size_t>(overlay_.path[i])] = static_cast<int>(i + 1);
    json cols = json::array(), rows = json::array();
    for (int c = 0; c < board.cols(); ++c) cols.push_back(column_name(board, c));
    for (int r = board.rows() - 1; r >= 0; --r) rows.push_back(std::to_string(r + 1));  // top row first
    std::string summary = "Board " + std::to_string(board.rows()) + " by " + std::to_string(board.cols());
    summary += overlay_.knight >= 0 ? ", knight on " + board.name(overlay_.knight) : ", no knight placed";
    if (!overlay_.path.empty())
        summary += ", " + std::string(overlay_.closed ? "closed " : "") + "path of " +
                   std::to_string(overlay_.path.size()) + " squares";
    if (!listed) summary += ". Too big to list square by square: the arrow keys move the focus square, which says what is on it";
    json out = {{"rows", board.rows()}, {"cols", board.cols()}, {"col_names", cols}, {"row_names", rows},
                {"summary", summary + "."}, {"listed", listed}};
    if (listed) {
        json cells = json::array();
        for (int r = board.rows() - 1; r >= 0; --r) {
            json line = json::array();
            for (int c = 0; c < board.cols(); ++c) line.push_back(describe_square(board.square(r, c), move_of));
            cells.push_back(std::move(line));
        }
        out["cells"] = std::move(cells);
    }
    if (focus_square_ >= 0 && focus_square_ < board.cell_count()) {
        out["focus"] = board.name(focus_square_);
        out["focus_text"] = describe_square(focus_square_, move_of);
    }
    std::string tour;
    for (std::size_t i = 0; i < std::min(overlay_.path.size(), kTourWords); ++i)
        tour += (i ? " " : "") + board.name(overlay_.path[i]);
    if (overlay_.path.size() > kTourWords)
        tour += " ... and " + std::to_string(overlay_.path.size() - kTourWords) + " more";
    out["tour"] = overlay_.path.empty() ? "" : (overlay_.closed ? "Closed tour: " : "Path: ") + tour;
    a11y::show_board(out.dump());
}

}  // namespace kt::app
