#include "puzzle/clue_daily.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace kt {
namespace {

struct Ymd {
    int y, m, d;
};
Ymd split(int yyyymmdd) { return {yyyymmdd / 10000, yyyymmdd / 100 % 100, yyyymmdd % 100}; }

bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

// Reads a decimal number that fills `text`; nullopt for anything else.
std::optional<std::int64_t> whole_number(std::string_view text) {
    if (text.empty() || text.size() > 12) return std::nullopt;
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0) return std::nullopt;
    return v;
}

}  // namespace

bool valid_date(int yyyymmdd) {
    const Ymd t = split(yyyymmdd);
    if (t.y < 1970 || t.y > 9999 || t.m < 1 || t.m > 12 || t.d < 1) return false;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return t.d <= kDays[t.m - 1] + (t.m == 2 && leap(t.y));
}

std::int64_t days_since_epoch(int yyyymmdd) {
    const Ymd t = split(yyyymmdd);
    const std::int64_t y = t.y - (t.m <= 2);
    const std::int64_t era = y / 400;  // y >= 0 here
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (t.m + (t.m > 2 ? -3 : 9)) + 2) / 5 + t.d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

int date_from_days(std::int64_t days) {
    const std::int64_t z = days + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    const int y = static_cast<int>(yoe + era * 400 + (m <= 2));
    return y * 10000 + m * 100 + d;
}

std::string iso_date(int yyyymmdd) {
    const Ymd t = split(yyyymmdd);
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", t.y, t.m, t.d);
    return text;
}

int daily_number(int yyyymmdd) {
    return static_cast<int>(days_since_epoch(yyyymmdd) - days_since_epoch(kFirstDailyDate)) + 1;
}

int daily_date(int number) { return date_from_days(days_since_epoch(kFirstDailyDate) + number - 1); }

std::uint64_t daily_seed(int yyyymmdd) { return static_cast<std::uint64_t>(yyyymmdd) * 2654435761ULL; }

int seconds_to_next_daily(std::int64_t unix_seconds) {
    const std::int64_t into_day = ((unix_seconds % 86400) + 86400) % 86400;
    return static_cast<int>(86400 - into_day);
}

int utc_date_of(std::int64_t unix_seconds) {
    const std::int64_t days = unix_seconds >= 0 ? unix_seconds / 86400 : -((-unix_seconds + 86399) / 86400);
    return date_from_days(days);
}

std::string hints_text(int hints) { return hints == 0 ? "no hints" : count_of(hints, "hint", "hints"); }

std::string clock_text(double seconds) {
    const long long s = seconds > 0 ? static_cast<long long>(seconds) : 0;
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
    return text;
}

std::string encode_clue_result(const ClueResult& r) {
    std::string out = std::to_string(r.seconds) + "~" + std::to_string(r.hints);
    if (r.date) out += "~" + std::to_string(r.date);
    return out;
}

std::optional<ClueResult> parse_clue_result(std::string_view text, std::string* why) {
    auto fail = [&](std::string reason) -> std::optional<ClueResult> {
        if (why) *why = std::move(reason);
        return std::nullopt;
    };
    std::string_view parts[3];
    int n = 0;
    for (std::size_t start = 0;; ++n) {
        if (n == 3) return fail("more than three parts (seconds~hints~date)");
        const auto tilde = text.find('~', start);
        parts[n] = text.substr(start, tilde == std::string_view::npos ? std::string_view::npos : tilde - start);
        if (tilde == std::string_view::npos) {
            ++n;
            break;
        }
        start = tilde + 1;
    }
    if (n < 2) return fail("seconds~hints expected");
    const auto seconds = whole_number(parts[0]);
    if (!seconds || *seconds > kMaxResultSeconds) return fail("the time is not a number of seconds up to 100 days");
    const auto hints = whole_number(parts[1]);
    if (!hints || *hints > kMaxResultHints) return fail("the hints are not a number up to " + std::to_string(kMaxResultHints));
    ClueResult r{static_cast<int>(*seconds), static_cast<int>(*hints), 0};
    if (n == 3) {
        const auto date = whole_number(parts[2]);
        if (!date || *date > 99991231 || !valid_date(static_cast<int>(*date)) || *date < kFirstDailyDate)
            return fail("the date is not a daily's date (yyyymmdd from " + std::to_string(kFirstDailyDate) + ")");
        r.date = static_cast<int>(*date);
    }
    return r;
}

namespace {

std::string puzzle_words(const ClueCardPuzzle& p) {
    return std::to_string(p.rows) + "x" + std::to_string(p.cols) + " " + to_string(p.level) + (p.closed ? " closed" : "");
}

std::string title(const ClueResult& r, const ClueCardPuzzle& p) {
    if (r.date) return "daily #" + std::to_string(daily_number(r.date)) + " (" + iso_date(r.date) + ")";
    return "this " + puzzle_words(p) + " puzzle";
}

}  // namespace

std::string clue_result_card(const ClueResult& r, const ClueCardPuzzle& p) {
    constexpr int kCells = 10;
    const int squares = p.squares > 0 ? p.squares : 1;
    const int given = std::min(kCells - 1, (p.clues * kCells + squares / 2) / squares);
    const int hinted = std::min(kCells - given, r.hints);
    std::string bar;
    for (int i = 0; i < kCells; ++i) bar += i < given ? "\u2B1B" : i < given + hinted ? "\U0001F7E8" : "\U0001F7E9";
    std::string head = r.date ? "Knight's Tour daily #" + std::to_string(daily_number(r.date)) + ", " + iso_date(r.date) + " (UTC)"
                              : "Knight's Tour clue puzzle, " + puzzle_words(p);
    return head + "\n" + (r.date ? puzzle_words(p) + ", " : "") + "solved in " + clock_text(r.seconds) + " with " +
           hints_text(r.hints) + "\n" + bar;
}

std::string clue_result_words(const ClueResult& r, const ClueCardPuzzle& p) {
    return "A friend solved " + title(r, p) + " in " + clock_text(r.seconds) + " with " + hints_text(r.hints) +
           ". Your turn: the same puzzle is on the board.";
}

void record_daily_solve(DailyStats& stats, int date, int today, bool first_solve) {
    if (!first_solve) return;
    ++stats.solved;
    if (date != today || date == stats.last_streak_date) return;
    const bool continues = stats.last_streak_date && days_since_epoch(today) - days_since_epoch(stats.last_streak_date) == 1;
    stats.streak = continues ? stats.streak + 1 : 1;
    stats.last_streak_date = today;
    stats.longest = std::max(stats.longest, stats.streak);
}

int current_streak(const DailyStats& stats, int today) {
    if (!stats.last_streak_date || !valid_date(today)) return 0;
    return days_since_epoch(today) - days_since_epoch(stats.last_streak_date) <= 1 ? stats.streak : 0;
}

}  // namespace kt
