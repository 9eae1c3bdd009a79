// The daily clue puzzle and a shared result. The daily is the same for
// everybody on a UTC date: its seed and its number come from the date alone.
// A result rides in a share link as `result=<seconds>~<hints>[~<yyyymmdd>]`
// and reads back as a spoiler-free card (no square of the solution in it).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/plural_text.h"
#include "puzzle/clue_levels.h"

namespace kt {

// Dates are yyyymmdd integers (20261201), UTC, Gregorian.
inline constexpr int kFirstDailyDate = 20260101;  // daily #1

bool valid_date(int yyyymmdd);
// Days since 1970-01-01 (Howard Hinnant's days_from_civil); the date must be valid.
std::int64_t days_since_epoch(int yyyymmdd);
int date_from_days(std::int64_t days);  // the inverse (Hinnant's civil_from_days)
std::string iso_date(int yyyymmdd);     // "2026-12-01"

// The daily's number: 1 on kFirstDailyDate, counting days; the date of a number.
int daily_number(int yyyymmdd);
int daily_date(int number);
// The daily's generator seed for a date (the same since the first daily).
std::uint64_t daily_seed(int yyyymmdd);
// Seconds until the next UTC midnight, from seconds since the Unix epoch.
int seconds_to_next_daily(std::int64_t unix_seconds);
int utc_date_of(std::int64_t unix_seconds);

std::string hints_text(int hints);        // "no hints", "1 hint", "3 hints"
std::string clock_text(double seconds);   // "2:16", "1:02:03"

struct ClueResult {
    int seconds = 0;
    int hints = 0;
    int date = 0;  // yyyymmdd of a daily, 0 for another puzzle
    bool operator==(const ClueResult&) const = default;
};

inline constexpr int kMaxResultSeconds = 100 * 24 * 3600;
inline constexpr int kMaxResultHints = 9999;

std::string encode_clue_result(const ClueResult& result);
// nullopt, with `why` set, for text that is not seconds~hints[~yyyymmdd] in range.
std::optional<ClueResult> parse_clue_result(std::string_view text, std::string* why = nullptr);

// What the card says about the puzzle itself.
struct ClueCardPuzzle {
    int rows = 8, cols = 8;
    ClueLevel level = ClueLevel::Medium;
    bool closed = false;
    int clues = 0;    // numbers given
    int squares = 64;
};

// The card to share: title (daily number and date, or the puzzle), the time
// and hints, and a bar of ten squares: given numbers black, hints yellow, the
// rest (found unaided) green. No URL: the page adds its own address.
std::string clue_result_card(const ClueResult& result, const ClueCardPuzzle& puzzle);
// The words for whoever opens a shared result: what was solved, how fast.
std::string clue_result_words(const ClueResult& result, const ClueCardPuzzle& puzzle);

// Dailies played and solved on one device, and the streak: the number of
// consecutive UTC days whose own daily was solved (a past daily from the
// archive counts as solved, not for the streak). A streak survives the day
// after its last solve (there is still time to solve that day's daily); a
// day without a solve after that ends it.
struct DailyStats {
    int played = 0;       // dailies started
    int solved = 0;       // dailies solved (each date once)
    int streak = 0;       // as of last_streak_date
    int longest = 0;
    int last_streak_date = 0;  // yyyymmdd of the last daily solved on its own day
    bool operator==(const DailyStats&) const = default;
};

// A daily of `date` solved on `today` (both yyyymmdd, UTC); `first_solve`:
// this date was not solved before on this device.
void record_daily_solve(DailyStats& stats, int date, int today, bool first_solve);
// The streak as it stands on `today`: 0 once a whole day passed without a solve.
int current_streak(const DailyStats& stats, int today);

}  // namespace kt
