// JSON tours: {"board":"8x8","tour":["a1",...]}, a bare array of squares, and
// arrays or lines of those. Uses nlohmann-json without exceptions (they abort
// under Emscripten's default settings), and splits a top-level array of tours
// itself so every tour gets its own line number and error.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "format/tour_text.h"

namespace kt::format_detail {
namespace {

using nlohmann::json;

constexpr int kMaxJsonDepth = 64;

// Records where and why nlohmann's parser stopped; accepts everything else.
struct ErrorCatcher : nlohmann::json_sax<json> {
    std::size_t position = 0;
    std::string message;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t pos, const std::string&, const nlohmann::detail::exception& ex) override {
        position = pos;
        message = ex.what();
        // Drop "[json.exception.parse_error.101] parse error at line 1, column 3: ".
        const auto col = message.find("column ");
        const auto colon = col == std::string::npos ? std::string::npos : message.find(": ", col);
        if (colon != std::string::npos) message.erase(0, colon + 2);
        return false;
    }
};

// Line and column (1-based) of byte `offset` in `text`, whose first byte is on `first_line`.
std::pair<std::int64_t, std::size_t> locate(std::string_view text, std::size_t offset, std::int64_t first_line) {
    offset = std::min(offset, text.size());
    std::int64_t line = first_line;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            line_start = i + 1;
        }
    return {line, offset - line_start + 1};
}

// Bracket depth after one more character; brackets inside strings do not count.
void step_json_depth(char c, int& depth, bool& in_string, bool& escape) {
    if (in_string) {
        if (escape) escape = false;
        else if (c == '\\') escape = true;
        else if (c == '"') in_string = false;
    } else if (c == '"') {
        in_string = true;
    } else if (c == '[' || c == '{') {
        ++depth;
    } else if (c == ']' || c == '}') {
        --depth;
    }
}

int max_depth(std::string_view text) {
    int depth = 0, deepest = 0;
    bool in_string = false, escape = false;
    for (char c : text) {
        step_json_depth(c, depth, in_string, escape);
        deepest = std::max(deepest, depth);
    }
    return deepest;
}

// A JSON tour's "board" (spaces ignored) names the board being read.
bool same_board_text(std::string_view given, const Board& board) {
    std::string compact;
    for (char c : given)
        if (c != ' ') compact += c;
    try {
        return parse_board_size(compact) == BoardSize{board.rows(), board.cols()};
    } catch (const BoardError&) {
        return false;
    }
}

// One tour value (object with "tour", or array of squares) already parsed.
ParsedTour tour_from_json(const json& value, std::int64_t line, const Board& board) {
    ParsedTour out;
    out.line = line;
    out.format = TourFormat::Json;
    const json* squares = &value;
    if (value.is_object()) {
        auto b = value.find("board");
        if (b != value.end()) {
            if (!b->is_string()) {
                out.error = where(line, 0) + "JSON \"board\" must be a string like \"8x8\"";
                return out;
            }
            const auto& text = b->get_ref<const std::string&>();
            if (!same_board_text(text, board)) {
                out.error = where(line, 0) + "JSON tour is for board " + quote_text(text) + ", not " + format_board_size(board);
                return out;
            }
        }
        auto t = value.find("tour");
        if (t == value.end() || !t->is_array()) {
            out.error = where(line, 0) + "JSON object has no \"tour\" array";
            return out;
        }
        squares = &*t;
    } else if (!value.is_array()) {
        out.error = where(line, 0) + "JSON tour must be an object with a \"tour\" array, or an array of squares";
        return out;
    }
    Tour tour;
    tour.squares.reserve(squares->size());
    std::size_t index = 0;
    for (const json& e : *squares) {
        ++index;
        if (e.is_string()) {
            const auto& name = e.get_ref<const std::string&>();
            auto s = board.parse_square(name);
            if (!s) {
                out.error = where(line, 0) + "JSON square " + std::to_string(index) + " " + board.square_problem(name);
                return out;
            }
            tour.squares.push_back(*s);
        } else if (e.is_number_integer()) {
            const auto n = e.get<std::int64_t>();
            if (n < 0 || n >= board.cell_count()) {
                out.error = where(line, 0) + "JSON square " + std::to_string(index) + " is number " + std::to_string(n) +
                            ", off the " + format_board_size(board) + " board (0.." + std::to_string(board.cell_count() - 1) + ")";
                return out;
            }
            tour.squares.push_back(static_cast<Square>(n));
        } else {
            out.error = where(line, 0) + "JSON square " + std::to_string(index) +
                        " must be a square name like \"c2\" or a square number";
            return out;
        }
    }
    out.tour = std::move(tour);
    return out;
}

// Parses `text` (one JSON value) into a tour, or an error placed in the input.
ParsedTour parse_one(std::string_view text, std::int64_t line, const Board& board) {
    json value = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (value.is_discarded()) {
        ErrorCatcher catcher;
        json::sax_parse(text.begin(), text.end(), &catcher);
        auto [l, c] = locate(text, catcher.position == 0 ? 0 : catcher.position - 1, line);
        ParsedTour out;
        out.line = line;
        out.format = TourFormat::Json;
        out.error = where(l, c) + "invalid JSON: " + (catcher.message.empty() ? "syntax error" : catcher.message);
        if (out.error.size() > 200) out.error.resize(200);
        return out;
    }
    return tour_from_json(value, line, board);
}

std::size_t skip_space(std::string_view text, std::size_t i) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    return i;
}

}  // namespace

int scan_json_depth(std::string_view text, int depth, bool& in_string, bool& escape) {
    for (char c : text) step_json_depth(c, depth, in_string, escape);
    return depth;
}

namespace {

using Sink = std::function<void(ParsedTour&&)>;

void send_error(const Sink& sink, std::int64_t line, std::size_t column, const std::string& why) {
    ParsedTour out;
    out.line = line;
    out.format = TourFormat::Json;
    out.error = where(line, column) + why;
    sink(std::move(out));
}

// One element of the array of tours, text [begin, end) that starts on `line`.
void send_element(std::string_view all, std::size_t begin, std::size_t end, std::int64_t line, const Board& board,
                  const Sink& sink) {
    const std::size_t s = skip_space(all, begin);
    if (s >= end) return send_error(sink, line, 0, "empty element in the JSON array of tours");
    for (std::size_t k = begin; k < s; ++k)
        if (all[k] == '\n') ++line;
    sink(parse_one(all.substr(s, end - s), line, board));
}

// An array of tours, `start` at its '[': split at its top-level commas and
// parse each element alone, so one bad tour does not hide the others.
void send_array_elements(std::string_view all, std::size_t start, std::int64_t first_line, const Board& board,
                         const Sink& sink) {
    std::int64_t line = first_line, element_line = first_line;
    std::size_t element_start = start + 1;
    int depth = 0;
    bool in_string = false, escape = false;
    for (std::size_t i = start; i < all.size(); ++i) {
        const char c = all[i];
        if (c == '\n') ++line;
        const bool outside = !in_string;
        step_json_depth(c, depth, in_string, escape);
        if (!outside) continue;
        if (depth == 0 && (c == ']' || c == '}')) {
            send_element(all, element_start, i, element_line, board, sink);
            if (const std::size_t rest = skip_space(all, i + 1); rest < all.size()) {
                auto [l, col] = locate(all, rest, first_line);
                send_error(sink, l, col, "unexpected text after the JSON array of tours");
            }
            return;
        }
        if (c == ',' && depth == 1) {
            send_element(all, element_start, i, element_line, board, sink);
            element_start = i + 1;
            element_line = line;
        }
    }
    send_error(sink, first_line, 0, "JSON array is not closed");
}

}  // namespace

void parse_json_tours(const std::string& text, std::int64_t first_line, bool unterminated, const Board& board,
                      const Sink& sink) {
    if (unterminated) return send_error(sink, first_line, 0, "JSON value is not closed before the end of the input");
    if (max_depth(text) > kMaxJsonDepth)
        return send_error(sink, first_line, 0, "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    const std::string_view all(text);
    const std::size_t start = skip_space(all, 0);
    // An array whose first element is itself an object or array holds many tours.
    bool many = false;
    if (start < all.size() && all[start] == '[') {
        const std::size_t first = skip_space(all, start + 1);
        many = first < all.size() && (all[first] == '{' || all[first] == '[');
    }
    if (!many) return sink(parse_one(all, first_line, board));
    send_array_elements(all, start, first_line, board, sink);
}

std::string where(std::int64_t line, std::size_t column) {
    return "line " + std::to_string(line) + (column ? ", column " + std::to_string(column) : std::string()) + ": ";
}

std::string quote_text(std::string_view text) {
    std::string out = "'";
    for (char c : text.substr(0, 40)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
    if (text.size() > 40) out += "...";
    return out + "'";
}


}  // namespace kt::format_detail
