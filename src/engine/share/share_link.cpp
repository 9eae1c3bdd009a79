#include "share/share_link.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>

#include "board/leaper_text.h"
#include "core/decimal_text.h"
#include "puzzle/clue_daily.h"
#include "share/link_bits.h"
#include "share/link_issues.h"
#include "share/link_text.h"
#include "share/link_tour.h"

namespace kt {

using namespace share_codec;

namespace {

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

TourFieldResult decode_tour_field(const Board& board, std::string_view text) {
    TourFieldResult out;
    Issues issues(out.issues);
    std::vector<std::uint8_t> visited(static_cast<std::size_t>(board.cell_count()), 0);
    out.tour = decode_tour(board, text, "tour", issues, visited);
    return out;
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
