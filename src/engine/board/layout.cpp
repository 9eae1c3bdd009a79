#include "board/layout.h"

#include <algorithm>
#include <cstdio>

#include "walks/connectivity.h"

namespace kt {
namespace {

bool is_hole(char c) { return c == '.' || c == ' '; }

std::string at(std::size_t line, std::size_t column) {
    return "line " + std::to_string(line + 1) + ", column " + std::to_string(column + 1) + ": ";
}

std::string printable(char c) {
    if (c >= 33 && c <= 126) return std::string("'") + c + "'";
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", static_cast<unsigned>(static_cast<unsigned char>(c)));
    return buf;
}

void note_components(LabelledBoard& lb, bool strict) {
    const Components comps = connected_components(lb.board);
    lb.components = comps.count;
    if (comps.count <= 1) return;
    std::string message = "the board is disconnected for the leaper (" + std::to_string(comps.count) +
                          " separate parts; no tour exists, walks stay in their part)";
    // Name a square of the second part so the user can find it.
    for (Square s : lb.order)
        if (comps.component_of[static_cast<std::size_t>(s)] != comps.component_of[static_cast<std::size_t>(lb.order[0])]) {
            message += ", e.g. " + lb.name(lb.order[0]) + " cannot reach " + lb.name(s);
            break;
        }
    if (strict) throw LayoutError("layout: " + message);
    lb.warnings.push_back(message);
}

}  // namespace

bool LabelledBoard::labels_unique() const {
    if (labels.empty()) return false;
    bool seen[256] = {};
    for (Square s : order) {
        const auto c = static_cast<unsigned char>(labels[static_cast<std::size_t>(s)]);
        if (c == 0 || seen[c]) return false;
        seen[c] = true;
    }
    return true;
}

std::string LabelledBoard::name(Square s) const {
    if (!labels.empty() && labels[static_cast<std::size_t>(s)] != '\0') return std::string(1, labels[static_cast<std::size_t>(s)]);
    return board.name(s);
}

std::string LabelledBoard::describe(const std::vector<Square>& squares) const {
    std::string out;
    const bool compact = labels_unique();
    for (Square s : squares) {
        if (!compact && !out.empty()) out += ' ';
        out += name(s);
    }
    return out;
}

std::vector<Square> LabelledBoard::select(std::string_view text, std::string_view what) const {
    std::vector<std::uint8_t> chosen(static_cast<std::size_t>(board.cell_count()), 0);
    const std::string who(what);
    std::size_t pos = 0;
    bool any_item = false;
    while (pos < text.size()) {
        if (text[pos] == ',' || text[pos] == ' ') { ++pos; continue; }
        std::size_t end = pos;
        while (end < text.size() && text[end] != ',' && text[end] != ' ') ++end;
        const std::string_view item = text.substr(pos, end - pos);
        pos = end;
        any_item = true;
        // A run of labels when every character is a label here.
        bool all_labels = labelled();
        for (char c : item)
            if (labels.find(c) == std::string::npos || c == '\0') all_labels = false;
        if (all_labels) {
            for (Square s : order)
                if (item.find(labels[static_cast<std::size_t>(s)]) != std::string_view::npos) chosen[static_cast<std::size_t>(s)] = 1;
            continue;
        }
        if (auto s = board.parse_square(item)) {
            if (!board.is_active(*s)) throw LayoutError(who + ": square " + std::string(item) + " is a hole");
            chosen[static_cast<std::size_t>(*s)] = 1;
            continue;
        }
        std::string message = who + ": '" + std::string(item.substr(0, 20)) + "' matches no square";
        if (labelled()) {
            for (char c : item)
                if (labels.find(c) == std::string::npos) {
                    message += " (no square is labelled " + printable(c) + ")";
                    break;
                }
        } else {
            message += " (expected square names such as c2, separated by commas)";
        }
        throw LayoutError(message);
    }
    if (!any_item) throw LayoutError(who + ": no squares given");
    std::vector<Square> result;
    for (Square s : order)
        if (chosen[static_cast<std::size_t>(s)]) result.push_back(s);
    return result;
}

std::vector<Square> LabelledBoard::select_labels_present(std::string_view labels_text) const {
    std::vector<Square> result;
    if (!labelled()) return result;
    for (Square s : order)
        if (labels_text.find(labels[static_cast<std::size_t>(s)]) != std::string_view::npos) result.push_back(s);
    return result;
}

namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

// The rows and columns that hold squares, after checking every character.
struct UsedArea {
    std::size_t top, bottom = 0, left = SIZE_MAX, right = 0;
};

UsedArea used_area(const std::vector<std::string_view>& lines) {
    UsedArea u{lines.size()};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (std::size_t j = 0; j < lines[i].size(); ++j) {
            const char c = lines[i][j];
            if (c == '\t') throw LayoutError(at(i, j) + "a tab is not allowed in a layout (use '.' or a space for a hole)");
            if (c < 32 || c > 126)
                throw LayoutError(at(i, j) + "byte " + printable(c) + " is not allowed (labels are printable ASCII characters)");
            if (is_hole(c)) continue;
            u.top = std::min(u.top, i);
            u.bottom = std::max(u.bottom, i);
            u.left = std::min(u.left, j);
            u.right = std::max(u.right, j);
            if (u.bottom - u.top + 1 > static_cast<std::size_t>(kMaxLayoutSide))
                throw LayoutError(at(i, j) + "layout too large: more than " + std::to_string(kMaxLayoutSide) + " rows");
            if (u.right >= u.left && u.right - u.left + 1 > static_cast<std::size_t>(kMaxLayoutSide))
                throw LayoutError(at(i, j) + "layout too large: more than " + std::to_string(kMaxLayoutSide) + " columns");
        }
    }
    if (u.top == lines.size())
        throw LayoutError("layout is empty: no squares (any character except '.' and space is a square)");
    return u;
}

// Ragged: lines within the used rows differ in length. An error when strict,
// else a warning (short lines are padded with holes).
void check_ragged(const std::vector<std::string_view>& lines, const UsedArea& u, bool strict, std::vector<std::string>& warnings) {
    const std::size_t first_len = lines[u.top].size();
    for (std::size_t i = u.top + 1; i <= u.bottom; ++i) {
        if (lines[i].size() == first_len) continue;
        const std::size_t column = std::min(lines[i].size(), first_len);
        const std::string message = "line " + std::to_string(i + 1) + " has " + std::to_string(lines[i].size()) +
                                    " characters but line " + std::to_string(u.top + 1) + " has " + std::to_string(first_len);
        if (strict) throw LayoutError(at(i, column) + message + " (ragged layout; pad lines with '.')");
        warnings.push_back(message + "; short lines are padded with holes");
        return;
    }
}

}  // namespace

LabelledBoard parse_layout(std::string_view text, const LayoutOptions& options) {
    if (text.size() > kMaxLayoutBytes)
        throw LayoutError("layout too large: " + std::to_string(text.size()) + " bytes (at most " +
                          std::to_string(kMaxLayoutBytes) + ")");
    const std::vector<std::string_view> lines = split_lines(text);
    const UsedArea u = used_area(lines);
    std::vector<std::string> warnings;
    check_ragged(lines, u, options.strict, warnings);

    const int rows = static_cast<int>(u.bottom - u.top + 1), cols = static_cast<int>(u.right - u.left + 1);
    LabelledBoard lb{Board(rows, cols, options.leaper), std::string(static_cast<std::size_t>(rows) * cols, '\0'), {}, 1, {}};
    for (int r = 0; r < rows; ++r) {
        const std::string_view line = lines[u.top + static_cast<std::size_t>(r)];
        const int board_row = rows - 1 - r;  // first line is the top row (highest rank)
        for (int c = 0; c < cols; ++c) {
            const std::size_t j = u.left + static_cast<std::size_t>(c);
            const char ch = j < line.size() ? line[j] : ' ';
            const Square s = lb.board.square(board_row, c);
            if (is_hole(ch)) {
                lb.board.set_removed(s, true);
            } else {
                lb.labels[static_cast<std::size_t>(s)] = ch;
                lb.order.push_back(s);
            }
        }
    }
    lb.warnings = std::move(warnings);
    note_components(lb, options.strict);
    return lb;
}

std::string keypad_layout_text() { return "ABCDE\nFGHIJ\nKLMNO\n.123.\n"; }

LabelledBoard keypad_board(Leaper leaper) {
    LayoutOptions options;
    options.leaper = leaper;
    return parse_layout(keypad_layout_text(), options);
}

LabelledBoard labelled_board(const Board& board) {
    LabelledBoard lb{board, {}, {}, 1, {}};
    for (Square s = 0; s < board.cell_count(); ++s)
        if (board.is_active(s)) lb.order.push_back(s);
    if (lb.order.empty()) throw LayoutError("board has no squares: every square is removed");
    note_components(lb, false);
    return lb;
}

std::string to_layout_text(const LabelledBoard& lb) {
    std::string out;
    const Board& b = lb.board;
    for (int r = b.rows() - 1; r >= 0; --r) {
        for (int c = 0; c < b.cols(); ++c) {
            const Square s = b.square(r, c);
            const char label = lb.labels.empty() ? '\0' : lb.labels[static_cast<std::size_t>(s)];
            out += !b.is_active(s) ? '.' : (label ? label : '#');
        }
        out += '\n';
    }
    return out;
}

}  // namespace kt
