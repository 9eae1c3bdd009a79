#include "share/share_link.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>

#include "board/leaper_text.h"
#include "puzzle/clue_daily.h"

namespace kt {
namespace {

constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::size_t kMaxIssues = 40;  // a hostile link must not produce a giant list

int base64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

// Text quoted for a message: short and printable, whatever the link held.
std::string quoted(std::string_view text) {
    std::string out = "'";
    for (char c : text.substr(0, 24)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    if (text.size() > 24) out += "...";
    return out + "'";
}

// At most `max_parts` parts; the last one then holds the rest of the text.
std::vector<std::string_view> split(std::string_view text, char sep, std::size_t max_parts = SIZE_MAX) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        std::size_t end = text.find(sep, start);
        if (end == std::string_view::npos || parts.size() + 1 >= max_parts) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

// Decimal with at most max_digits digits (so it cannot overflow).
std::optional<std::uint64_t> parse_decimal(std::string_view text, std::size_t max_digits) {
    if (text.empty() || text.size() > max_digits) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return value;
}

std::optional<std::uint64_t> parse_u64(std::string_view text) {
    if (text.empty() || text.size() > 20) return std::nullopt;
    unsigned __int128 value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<unsigned>(c - '0');
    }
    if (value > static_cast<unsigned __int128>(UINT64_MAX)) return std::nullopt;
    return static_cast<std::uint64_t>(value);
}

bool is_name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'; }

// Solver and tie-break names: what solvers call themselves.
bool valid_name(std::string_view text) {
    return !text.empty() && text.size() <= 32 && std::all_of(text.begin(), text.end(), is_name_char);
}

bool valid_option_key(std::string_view key) {
    return !key.empty() && key.size() <= 24 &&
           std::all_of(key.begin(), key.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

bool valid_option_value(std::string_view value) {
    return value.size() <= 256 && std::all_of(value.begin(), value.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) || c == ',' || c == '_' || c == '~' || c == '-';
           });
}

constexpr std::array<std::string_view, 19> kKnownKeys{"leaper", "mask", "maskbits", "mode", "algo",  "closed", "tie",
                                                      "seed",   "speed", "step",   "puzzle", "goal", "cmp", "pair",
                                                      "count",  "play", "clue",   "n",      "result"};
// Known keys the page reads itself from `options`: the puzzle's moves (play),
// a clue puzzle's level~seed~goal (clue), the Solve tab's tour number (n), a
// shared clue puzzle result (result, puzzle/clue_daily.h).
bool is_page_key(std::string_view key) { return key == "play" || key == "clue" || key == "n" || key == "result"; }
bool is_known_key(std::string_view key) {
    return std::find(kKnownKeys.begin(), kKnownKeys.end(), key) != kKnownKeys.end();
}

int bits_per_move(const Board& board) {
    int bits = 0;
    while ((std::size_t{1} << bits) < board.offsets().size()) ++bits;
    return bits;
}

// Appends bits most significant first and flushes them as base64url.
class BitWriter {
public:
    void put(unsigned value, int bits) {
        for (int i = bits - 1; i >= 0; --i) {
            acc_ = (acc_ << 1) | ((value >> i) & 1u);
            if (++count_ == 6) {
                out_ += kBase64[acc_];
                acc_ = 0;
                count_ = 0;
            }
        }
    }
    std::string finish() {
        if (count_ > 0) out_ += kBase64[acc_ << (6 - count_)];
        acc_ = 0;
        count_ = 0;
        return std::move(out_);
    }

private:
    std::string out_;
    unsigned acc_ = 0;
    int count_ = 0;
};

// Reads bits from base64url text; stops (and remembers where) at the first
// character outside the alphabet.
class BitReader {
public:
    explicit BitReader(std::string_view text) : text_(text) {}
    // nullopt when the text (or its valid part) is used up.
    std::optional<unsigned> get(int bits) {
        unsigned value = 0;
        for (int i = 0; i < bits; ++i) {
            if (bit_ == 0) {
                if (pos_ >= text_.size() || bad_) return std::nullopt;
                int v = base64_value(text_[pos_]);
                if (v < 0) {
                    bad_ = true;
                    return std::nullopt;
                }
                cur_ = static_cast<unsigned>(v);
                ++pos_;
                bit_ = 6;
            }
            --bit_;
            value = (value << 1) | ((cur_ >> bit_) & 1u);
        }
        return value;
    }
    bool bad_character() const { return bad_; }
    std::size_t position() const { return pos_; }  // characters consumed
    bool padding_is_zero() const { return bit_ == 0 || (cur_ & ((1u << bit_) - 1)) == 0; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    unsigned cur_ = 0;
    int bit_ = 0;
    bool bad_ = false;
};

// Collects the problems met, capped so that a hostile link stays cheap.
class Issues {
public:
    explicit Issues(std::vector<LinkIssue>& out) : out_(out) {}
    void error(std::string message) { add(LinkSeverity::Error, std::move(message)); }
    void warning(std::string message) { add(LinkSeverity::Warning, std::move(message)); }

private:
    void add(LinkSeverity severity, std::string message) {
        if (out_.size() < kMaxIssues) {
            out_.push_back({severity, std::move(message)});
        } else if (out_.size() == kMaxIssues) {
            out_.push_back({LinkSeverity::Error, "more problems not listed"});
        } else if (severity == LinkSeverity::Error) {
            out_.back().severity = LinkSeverity::Error;
        }
    }
    std::vector<LinkIssue>& out_;
};

// Where move `code` from `at` lands, when that is an unvisited square of the
// board; else nullopt, and move_problem says why.
std::optional<Square> take_move(const Board& board, Square at, unsigned code, const std::vector<std::uint8_t>& visited) {
    const auto& offsets = board.offsets();
    if (code >= offsets.size()) return std::nullopt;
    const int row = board.row_of(at) + offsets[code][0], col = board.col_of(at) + offsets[code][1];
    if (!board.on_grid(row, col)) return std::nullopt;
    const Square next = board.square(row, col);
    if (!board.is_active(next) || visited[static_cast<std::size_t>(next)]) return std::nullopt;
    return next;
}

std::string move_problem(const Board& board, Square at, unsigned code, std::int64_t move) {
    const auto& offsets = board.offsets();
    const std::string what = "move " + std::to_string(move);
    if (code >= offsets.size())
        return what + " has code " + std::to_string(code) + " but the leaper has only " + std::to_string(offsets.size()) +
               " moves";
    const int row = board.row_of(at) + offsets[code][0], col = board.col_of(at) + offsets[code][1];
    if (!board.on_grid(row, col)) return what + " from " + board.name(at) + " leaves the board";
    const Square next = board.square(row, col);
    if (!board.is_active(next)) return what + " lands on removed square " + board.name(next);
    return what + " returns to " + board.name(next) + ", already visited";
}

// A complete tour: what is left of the moves text must be zero padding.
void check_after_last_move(const BitReader& reader, std::string_view moves_text, const std::string& label,
                           Issues& issues) {
    const std::size_t used = reader.position();
    if (used < moves_text.size())
        issues.warning(label + ": " + std::to_string(moves_text.size() - used) +
                       " extra character(s) after the last move ignored");
    else if (!reader.padding_is_zero())
        issues.warning(label + ": unused bits after the last move are not zero (the link was edited?)");
}

// How many moves a tour field says it holds: a full tour without a length
// ("start~moves"), else its length less one; -1 (as many as the text holds)
// when the length is unreadable.
std::int64_t expected_move_count(const Board& board, const std::vector<std::string_view>& parts, const std::string& label,
                                 Issues& issues) {
    const std::int64_t squares = board.square_count();
    if (parts.size() == 2) return squares - 1;
    if (auto n = parse_decimal(parts[1], 8); n && *n >= 2 && static_cast<std::int64_t>(*n) <= squares)
        return static_cast<std::int64_t>(*n) - 1;
    issues.error(label + ": length " + quoted(parts[1]) + " is not a number from 2 to " + std::to_string(squares) +
                 "; reading the moves that are there");
    return -1;
}

// Decodes one tour field; keeps the valid prefix and reports where it stops.
// `visited` is scratch space of cell_count() entries, all zero on entry and exit.
Tour decode_tour(const Board& board, std::string_view text, const std::string& label, Issues& issues,
                 std::vector<std::uint8_t>& visited) {
    Tour tour;
    std::vector<std::string_view> parts = split(text, '~', 3);
    if (parts.size() == 3 && parts[2].find('~') != std::string_view::npos) {
        issues.error(label + ": too many '~' in " + quoted(text) + "; the moves stop at the third");
        parts[2] = parts[2].substr(0, parts[2].find('~'));
    }
    std::optional<Square> start = board.parse_square(parts[0]);
    if (!start) {
        issues.error(label + ": " + quoted(parts[0]) + " is not a square of the " + format_board_size(board) +
                     " board; tour dropped");
        return tour;
    }
    if (!board.is_active(*start)) {
        issues.error(label + ": start square " + board.name(*start) + " is removed from the board; tour dropped");
        return tour;
    }
    tour.squares.push_back(*start);
    if (parts.size() == 1) return tour;

    const std::int64_t expected_moves = expected_move_count(board, parts, label, issues);
    const std::int64_t want_squares = expected_moves + 1;
    const std::string_view moves_text = parts.back();

    const int bits = bits_per_move(board);
    BitReader reader(moves_text);
    visited[static_cast<std::size_t>(*start)] = 1;
    Square at = *start;
    for (std::int64_t move = 1; expected_moves < 0 || move <= expected_moves; ++move) {
        std::optional<unsigned> code = reader.get(bits);
        if (!code) {
            if (reader.bad_character()) {
                const std::size_t p = reader.position();
                issues.error(label + ": character " + quoted(moves_text.substr(p, 1)) + " at position " +
                             std::to_string(p + 1) + " of the moves is not base64url; tour cut after move " +
                             std::to_string(move - 1));
            } else if (expected_moves >= 0) {
                issues.error(label + ": truncated after move " + std::to_string(move - 1) + " (" +
                             std::to_string(want_squares) + " squares expected, " + std::to_string(tour.size()) +
                             " read)");
            }
            break;
        }
        const std::optional<Square> next = take_move(board, at, *code, visited);
        if (!next) {
            issues.error(label + ": " + move_problem(board, at, *code, move) + "; tour cut there");
            break;
        }
        visited[static_cast<std::size_t>(*next)] = 1;
        tour.squares.push_back(*next);
        at = *next;
    }
    for (Square s : tour.squares) visited[static_cast<std::size_t>(s)] = 0;

    if (expected_moves >= 0 && static_cast<std::int64_t>(tour.size()) == want_squares)
        check_after_last_move(reader, moves_text, label, issues);
    return tour;
}

void encode_tour_moves(const Board& board, const Tour& tour, BitWriter& writer) {
    const int bits = bits_per_move(board);
    const auto& offsets = board.offsets();
    for (std::size_t i = 1; i < tour.size(); ++i) {
        const int dr = board.row_of(tour.squares[i]) - board.row_of(tour.squares[i - 1]);
        const int dc = board.col_of(tour.squares[i]) - board.col_of(tour.squares[i - 1]);
        unsigned code = 0;
        while (code < offsets.size() && !(offsets[code][0] == dr && offsets[code][1] == dc)) ++code;
        writer.put(code, bits);  // validate_path has made sure it exists
    }
}

void check_board_for_link(const Board& board) {
    if (board.cell_count() > kMaxLinkSquares)
        throw ShareError("board " + format_board_size(board) + " has " + std::to_string(board.cell_count()) +
                         " squares; a link carries at most " + std::to_string(kMaxLinkSquares));
}

// Parses "RxC"; nullopt if the field does not look like a board at all.
std::optional<std::pair<std::uint64_t, std::uint64_t>> parse_board_field(std::string_view text) {
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string_view::npos) return std::nullopt;
    auto rows = parse_decimal(text.substr(0, x), 12), cols = parse_decimal(text.substr(x + 1), 12);
    if (!rows || !cols) return std::nullopt;
    return std::make_pair(*rows, *cols);
}

}  // namespace

bool ShareDecodeResult::ok() const {
    return std::none_of(issues.begin(), issues.end(), [](const LinkIssue& i) { return i.severity == LinkSeverity::Error; });
}

std::string ShareDecodeResult::summary() const {
    std::string out;
    for (const LinkIssue& issue : issues)
        out += std::string(issue.severity == LinkSeverity::Error ? "error: " : "warning: ") + issue.message + "\n";
    return out;
}

std::string encode_tour_field(const Board& board, const Tour& tour) {
    check_board_for_link(board);
    if (tour.empty()) throw ShareError("an empty tour cannot be put in a link");
    TourVerdict verdict = validate_path(board, tour);
    if (!verdict.valid()) throw ShareError("tour: " + verdict.reason);
    std::string out = board.name(tour.squares.front());
    if (tour.size() == 1) return out;
    if (static_cast<std::int64_t>(tour.size()) != board.square_count()) out += "~" + std::to_string(tour.size());
    BitWriter writer;
    encode_tour_moves(board, tour, writer);
    return out + "~" + writer.finish();
}

namespace {

std::string encode_board_fields(const Board& board) {
    std::string out = "v" + std::to_string(kShareLinkVersion) + "." + format_board_size(board);
    if (!(board.leaper() == Leaper{}))
        out += ".leaper=" + std::to_string(board.leaper().a) + "," + std::to_string(board.leaper().b);
    if (board.square_count() == board.cell_count()) return out;
    std::string names;
    BitWriter bitmap;
    for (Square s = 0; s < board.cell_count(); ++s) {
        const bool removed = !board.is_active(s);
        bitmap.put(removed ? 1u : 0u, 1);
        if (!removed) continue;
        if (!names.empty()) names += ',';
        names += board.name(s);
    }
    std::string bits = bitmap.finish();
    return out + (names.size() <= bits.size() + 4 ? ".mask=" + names : ".maskbits=" + bits);
}

std::string encode_solver_fields(const SolverChoice& solver) {
    std::string out;
    if (!solver.algorithm.empty()) {
        if (!valid_name(solver.algorithm)) throw ShareError("solver name " + quoted(solver.algorithm) + " cannot be put in a link");
        out += ".algo=" + solver.algorithm;
    }
    if (solver.closed) out += ".closed=1";
    if (!solver.tiebreak.empty()) {
        if (!valid_name(solver.tiebreak)) throw ShareError("tie-break " + quoted(solver.tiebreak) + " cannot be put in a link");
        out += ".tie=" + solver.tiebreak;
    }
    if (solver.seed) out += ".seed=" + std::to_string(*solver.seed);
    if (solver.speed) out += ".speed=" + std::to_string(*solver.speed);
    if (solver.step) {
        if (*solver.step < 0) throw ShareError("a solver's step cannot be negative");
        out += ".step=" + std::to_string(*solver.step);
    }
    return out;
}

std::string encode_page_fields(const ShareState& state) {
    std::string out;
    if (state.puzzle != PuzzleKind::Free) out += std::string(".puzzle=") + to_string(state.puzzle);
    if (state.puzzle_closed) out += ".goal=closed";
    if (state.compare.size() > kMaxLinkCompareTours)
        throw ShareError("at most " + std::to_string(kMaxLinkCompareTours) + " tours can be compared in a link");
    for (const Tour& t : state.compare) out += ".cmp=" + encode_tour_field(state.board, t);
    if (state.compare_a) out += ".pair=" + std::to_string(state.compare_a);
    if (state.compare_a && state.compare_b) out += "," + std::to_string(state.compare_b);
    if (!state.count.empty()) {
        if (!valid_option_value(state.count)) throw ShareError("count selection " + quoted(state.count) + " cannot be put in a link");
        out += ".count=" + state.count;
    }
    if (state.options.size() > kMaxLinkOptions)
        throw ShareError("at most " + std::to_string(kMaxLinkOptions) + " extra options fit in a link");
    for (const auto& [key, value] : state.options) {
        const bool page_key = is_page_key(key);
        if (!valid_option_key(key) || (is_known_key(key) && !page_key) || !valid_option_value(value))
            throw ShareError("option " + quoted(key) + "=" + quoted(value) + " cannot be put in a link");
        out += "." + key + "=" + value;
    }
    return out;
}

}  // namespace

std::string encode_share_link(const ShareState& state) {
    check_board_for_link(state.board);
    std::string out = encode_board_fields(state.board);
    if (!state.tour.empty()) out += "." + encode_tour_field(state.board, state.tour);
    if (state.mode != ShareMode::View) out += std::string(".mode=") + to_string(state.mode);
    return out + encode_solver_fields(state.solver) + encode_page_fields(state);
}

namespace {

// The link cut into fields: the tour (no '='), and key=value pairs in order.
struct LinkFields {
    std::vector<std::string_view> raw;
    std::size_t next = 0;  // first field not read yet
    std::string_view tour;
    bool have_tour = false;
    std::vector<std::pair<std::string_view, std::string_view>> keyed;

    // The first value of `key`; a repeat is reported and ignored.
    std::optional<std::string_view> once(std::string_view key, Issues& issues) const {
        std::optional<std::string_view> found;
        for (const auto& [k, v] : keyed) {
            if (k != key) continue;
            if (found) {
                issues.warning("repeated '" + std::string(key) + "' ignored; the first one counts");
                break;
            }
            found = v;
        }
        return found;
    }
};

// Length cap, '#' prefix, field split with a cap on the count.
std::optional<LinkFields> split_link(std::string_view text, Issues& issues) {
    if (const std::size_t hash = text.find('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
    if (text.size() > kMaxLinkLength) {
        issues.error("link is " + std::to_string(text.size()) + " characters long; only the first " +
                     std::to_string(kMaxLinkLength) + " are read");
        text = text.substr(0, kMaxLinkLength);
    }
    if (text.empty()) {
        issues.error("empty link");
        return std::nullopt;
    }
    // No link needs more fields than this; the cap bounds the memory a
    // hostile one can take (a megabyte of dots).
    constexpr std::size_t kMaxFields = 20 + kMaxLinkCompareTours + kMaxLinkOptions;
    LinkFields fields;
    fields.raw = split(text, '.', kMaxFields + 1);
    if (fields.raw.size() > kMaxFields) {
        issues.error("more than " + std::to_string(kMaxFields) + " fields; the rest of the link is ignored");
        fields.raw.pop_back();
    }
    return fields;
}

// Version and board size; false when the size cannot be used (8x8 then).
bool read_header(LinkFields& fields, int& rows, int& cols, Issues& issues) {
    // Version: v1 is read; a later version is read as v1 as far as it goes.
    const std::string_view version = fields.raw[0];
    if (version.size() >= 2 && version[0] == 'v' && parse_decimal(version.substr(1), 9)) {
        if (version != "v1") issues.error("unknown version " + quoted(version) + " (this page reads v1); reading what it can");
        ++fields.next;
    } else {
        issues.error("missing version: the link should start with v1");
    }
    // Board size: checked against the link limit before anything is allocated.
    const auto size = fields.next < fields.raw.size() ? parse_board_field(fields.raw[fields.next]) : std::nullopt;
    if (!size) {
        issues.error("missing board size (like 8x8) after the version; using 8x8");
        return true;
    }
    const auto [r, c] = *size;
    const std::string_view text = fields.raw[fields.next++];
    if (r < 1 || c < 1 || r > static_cast<std::uint64_t>(kMaxBoardSide) || c > static_cast<std::uint64_t>(kMaxBoardSide) ||
        r * c > static_cast<std::uint64_t>(kMaxLinkSquares)) {
        issues.error("board " + quoted(text) + " is not allowed: sides from 1, at most " + std::to_string(kMaxLinkSquares) +
                     " squares; using 8x8 without its tour or mask");
        return false;
    }
    rows = static_cast<int>(r);
    cols = static_cast<int>(c);
    return true;
}

// The remaining fields: the tour apart, keyed ones in order (the order in
// the link does not matter: each reader looks its key up).
void sort_fields(LinkFields& fields, Issues& issues) {
    for (; fields.next < fields.raw.size(); ++fields.next) {
        const std::string_view field = fields.raw[fields.next];
        if (field.empty()) {
            issues.warning("empty field ignored (two dots in a row?)");
            continue;
        }
        const std::size_t eq = field.find('=');
        if (eq != std::string_view::npos) {
            fields.keyed.emplace_back(field.substr(0, eq), field.substr(eq + 1));
        } else if (fields.have_tour) {
            issues.error("second tour field " + quoted(field) + " ignored");
        } else {
            fields.tour = field;
            fields.have_tour = true;
        }
    }
}

Leaper read_leaper(const LinkFields& fields, Issues& issues) {
    const auto text = fields.once("leaper", issues);
    if (!text) return Leaper{};
    try {
        return parse_leaper(*text);
    } catch (const std::exception& e) {
        issues.error("leaper: " + std::string(e.what()) + "; using the knight");
        return Leaper{};
    }
}

void read_mask_names(Board& board, std::string_view rest, Issues& issues) {
    while (true) {  // no vector of names: a long mask costs no extra memory
        const std::size_t comma = rest.find(',');
        const std::string_view name = rest.substr(0, comma);
        if (auto s = board.parse_square(name))
            board.set_removed(*s, true);
        else
            issues.error("mask: " + quoted(name) + " is not a square of the " + format_board_size(board) + " board");
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
}

void read_mask_bits(Board& board, std::string_view text, Issues& issues) {
    BitReader reader(text);
    Square s = 0;
    for (; s < board.cell_count(); ++s) {
        auto bit = reader.get(1);
        if (!bit) break;
        if (*bit) board.set_removed(s, true);
    }
    if (reader.bad_character())
        issues.error("maskbits: character at position " + std::to_string(reader.position() + 1) +
                     " is not base64url; squares from " + board.name(s) + " on are kept");
    else if (s < board.cell_count())
        issues.error("maskbits: truncated after " + std::to_string(s) + " of " + std::to_string(board.cell_count()) +
                     " squares; the rest are kept");
    else if (reader.position() < text.size())
        issues.warning("maskbits: extra characters ignored");
}

// Board (leaper, mask) and tour; `usable` false drops the mask and tour.
void read_board_and_tour(ShareState& state, LinkFields& fields, int rows, int cols, bool usable, Issues& issues) {
    state.board = Board(rows, cols, read_leaper(fields, issues));
    auto names = fields.once("mask", issues);
    auto bits = fields.once("maskbits", issues);
    if (!usable && (names || bits || fields.have_tour)) {
        issues.error("tour and mask ignored: the board could not be read");
        return;
    }
    if (names && !names->empty()) read_mask_names(state.board, *names, issues);
    if (bits) read_mask_bits(state.board, *bits, issues);
    if (!fields.have_tour) return;
    std::vector<std::uint8_t> visited(static_cast<std::size_t>(state.board.cell_count()), 0);
    state.tour = decode_tour(state.board, fields.tour, "tour", issues, visited);
}

void read_solver(SolverChoice& solver, const LinkFields& fields, Issues& issues) {
    if (auto algo = fields.once("algo", issues)) {
        if (valid_name(*algo))
            solver.algorithm = std::string(*algo);
        else
            issues.error("algo " + quoted(*algo) + " is not a solver name; using the default");
    }
    if (auto closed = fields.once("closed", issues)) {
        if (*closed == "1" || *closed == "0")
            solver.closed = *closed == "1";
        else
            issues.error("closed " + quoted(*closed) + " should be 1 or 0");
    }
    if (auto tie = fields.once("tie", issues)) {
        if (valid_name(*tie))
            solver.tiebreak = std::string(*tie);
        else
            issues.error("tie " + quoted(*tie) + " is not a tie-break name; using the default");
    }
    if (auto seed = fields.once("seed", issues)) {
        if (auto value = parse_u64(*seed))
            solver.seed = *value;
        else
            issues.error("seed " + quoted(*seed) + " is not a whole number from 0 to 18446744073709551615");
    }
    if (auto speed = fields.once("speed", issues)) {
        if (auto value = parse_decimal(*speed, 9))
            solver.speed = static_cast<std::uint32_t>(*value);
        else
            issues.error("speed " + quoted(*speed) + " is not a whole number of steps per second (0 to 999999999)");
    }
    if (auto step = fields.once("step", issues)) {
        if (auto value = parse_decimal(*step, 15))
            solver.step = static_cast<std::int64_t>(*value);
        else
            issues.error("step " + quoted(*step) + " is not a whole number of steps");
    }
}

void read_page_choices(ShareState& state, const LinkFields& fields, Issues& issues) {
    if (auto mode = fields.once("mode", issues)) {
        if (auto m = parse_share_mode(*mode))
            state.mode = *m;
        else
            issues.error("mode " + quoted(*mode) + " is not view, solver, puzzle, compare, board or count; showing the view");
    }
    if (auto puzzle = fields.once("puzzle", issues)) {
        if (auto kind = parse_puzzle_kind(*puzzle))
            state.puzzle = *kind;
        else
            issues.error("puzzle " + quoted(*puzzle) + " is not free, complete or closed-from");
    }
    if (auto goal = fields.once("goal", issues)) {
        if (*goal == "closed" || *goal == "open")
            state.puzzle_closed = *goal == "closed";
        else
            issues.error("goal " + quoted(*goal) + " should be closed or open");
    }
    if (auto pair = fields.once("pair", issues)) {
        const auto parts = split(*pair, ',', 3);
        const auto a = parse_decimal(parts[0], 4);
        const auto b = parts.size() == 2 ? parse_decimal(parts[1], 4) : std::optional<std::uint64_t>(0);
        if (parts.size() <= 2 && a && b && *a >= 1)
            state.compare_a = static_cast<std::uint32_t>(*a), state.compare_b = static_cast<std::uint32_t>(*b);
        else
            issues.error("pair " + quoted(*pair) + " should be one or two tour numbers from 1, like 1,2");
    }
    if (auto count = fields.once("count", issues)) {
        if (valid_option_value(*count))
            state.count = std::string(*count);
        else
            issues.error("count " + quoted(*count) + " has characters a link cannot carry");
    }
}

void read_compare_and_options(ShareState& state, const LinkFields& fields, bool usable, Issues& issues) {
    std::vector<std::uint8_t> visited;
    std::size_t compare_index = 0;
    for (const auto& [key, value] : fields.keyed) {
        if (key == "cmp") {
            ++compare_index;
            if (!usable) continue;
            if (state.compare.size() >= kMaxLinkCompareTours) {
                issues.error("more than " + std::to_string(kMaxLinkCompareTours) + " compared tours; the rest are ignored");
                break;
            }
            if (visited.empty()) visited.assign(static_cast<std::size_t>(state.board.cell_count()), 0);
            Tour t = decode_tour(state.board, value, "compared tour " + std::to_string(compare_index), issues, visited);
            if (!t.empty()) state.compare.push_back(std::move(t));
            continue;
        }
        const bool page_key = is_page_key(key);
        if (is_known_key(key) && !page_key) continue;
        if (!valid_option_key(key) || !valid_option_value(value)) {
            issues.error("option " + quoted(key) + " ignored: keys are a-z 0-9 - (up to 24), values A-Z a-z 0-9 , _ ~ - (up to 256)");
        } else if (state.options.count(std::string(key))) {
            issues.warning("repeated option '" + std::string(key) + "' ignored; the first one counts");
        } else if (state.options.size() >= kMaxLinkOptions) {
            issues.error("more than " + std::to_string(kMaxLinkOptions) + " options; '" + std::string(key) + "' ignored");
        } else if (std::string why; key == "result" && !parse_clue_result(value, &why)) {
            issues.warning("result " + quoted(value) + " ignored: " + why);
        } else {
            if (!page_key) issues.warning("option '" + std::string(key) + "' is not known to this version; kept as is");
            state.options.emplace(std::string(key), std::string(value));
        }
    }
}

}  // namespace

ShareDecodeResult decode_share_link(std::string_view text) {
    ShareDecodeResult result;
    Issues issues(result.issues);
    std::optional<LinkFields> fields = split_link(text, issues);
    if (!fields) return result;
    int rows = 8, cols = 8;
    const bool usable = read_header(*fields, rows, cols, issues);
    sort_fields(*fields, issues);
    read_board_and_tour(result.state, *fields, rows, cols, usable, issues);
    read_solver(result.state.solver, *fields, issues);
    read_page_choices(result.state, *fields, issues);
    read_compare_and_options(result.state, *fields, usable, issues);
    return result;
}

}  // namespace kt
