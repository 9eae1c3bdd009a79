// The daily clue puzzle's calendar and a shared result. Day counts are checked
// against Python's datetime (independent of Hinnant's algorithm used here).
#include "puzzle/clue_daily.h"

#include <gtest/gtest.h>

namespace kt {
namespace {

TEST(ClueDaily, DaysSinceEpochMatchIndependentCalendar) {
    EXPECT_EQ(days_since_epoch(19700101), 0);
    EXPECT_EQ(days_since_epoch(20000301), 11017);
    EXPECT_EQ(days_since_epoch(20240229), 19782);
    EXPECT_EQ(days_since_epoch(20261201), 20788);
    EXPECT_EQ(days_since_epoch(21000301), 47541);
    for (int days : {0, 11016, 11017, 19782, 20788, 47540, 47541, 2932896})
        EXPECT_EQ(days_since_epoch(date_from_days(days)), days) << days;
}

TEST(ClueDaily, ValidDates) {
    EXPECT_TRUE(valid_date(20240229));
    EXPECT_FALSE(valid_date(20250229));
    EXPECT_FALSE(valid_date(21000229));  // a century not divisible by 400
    EXPECT_TRUE(valid_date(20000229));
    EXPECT_FALSE(valid_date(20261131));
    EXPECT_FALSE(valid_date(20261301));
    EXPECT_FALSE(valid_date(20261200));
}

TEST(ClueDaily, NumbersCountDaysFromTheFirst) {
    EXPECT_EQ(daily_number(kFirstDailyDate), 1);
    EXPECT_EQ(daily_number(20260201), 32);
    EXPECT_EQ(daily_number(20261201), 335);
    EXPECT_EQ(daily_date(335), 20261201);
    EXPECT_EQ(daily_date(1), kFirstDailyDate);
    EXPECT_EQ(iso_date(20261201), "2026-12-01");
}

TEST(ClueDaily, SeedIsTheDateOnlyAndDiffersDayToDay) {
    EXPECT_EQ(daily_seed(20261201), daily_seed(20261201));
    EXPECT_NE(daily_seed(20261201), daily_seed(20261202));
    EXPECT_EQ(daily_seed(20261201), 20261201ULL * 2654435761ULL);  // the seed every daily so far was made with
}

TEST(ClueDaily, UtcDayAndCountdown) {
    const std::int64_t t = 1796162328;  // 2026-12-01 21:58:48 UTC
    EXPECT_EQ(utc_date_of(t), 20261201);
    EXPECT_EQ(seconds_to_next_daily(t), 2 * 3600 + 1 * 60 + 12);
    EXPECT_EQ(seconds_to_next_daily(t - (t % 86400)), 86400);
    EXPECT_EQ(utc_date_of(t - (t % 86400) - 1), 20261130);
}

TEST(ClueDaily, PluralsAndClock) {
    EXPECT_EQ(hints_text(0), "no hints");
    EXPECT_EQ(hints_text(1), "1 hint");
    EXPECT_EQ(hints_text(2), "2 hints");
    EXPECT_EQ(count_of(1, "square", "squares"), "1 square");
    EXPECT_EQ(count_of(11, "square", "squares"), "11 squares");
    EXPECT_EQ(clock_text(136.9), "2:16");
    EXPECT_EQ(clock_text(3723), "1:02:03");
}

TEST(ClueDaily, ResultRoundTripsAndRejectsWhatIsNotOne) {
    for (const ClueResult r : {ClueResult{136, 1, 20261201}, ClueResult{0, 0, 0}, ClueResult{59, 12, 0}}) {
        const auto back = parse_clue_result(encode_clue_result(r));
        ASSERT_TRUE(back) << encode_clue_result(r);
        EXPECT_EQ(*back, r);
    }
    EXPECT_EQ(encode_clue_result({136, 1, 20261201}), "136~1~20261201");
    EXPECT_EQ(parse_clue_result("136~1")->date, 0);  // the older links' form
    std::string why;
    for (const char* bad : {"", "136", "136~", "~1", "a~1", "136~1~2026", "136~1~20261131", "136~1~20251231",
                            "136~-1", "99999999999~1", "1~1~20261201~1", "1~100000"}) {
        EXPECT_FALSE(parse_clue_result(bad, &why)) << bad;
        EXPECT_FALSE(why.empty()) << bad;
    }
}

TEST(ClueDaily, CardIsSpoilerFreeWithPluralsAndABar) {
    const ClueCardPuzzle p{8, 8, ClueLevel::Medium, false, 19, 64};
    const std::string one = clue_result_card({136, 1, 20261201}, p);
    EXPECT_EQ(one, "Knight's Tour daily #335, 2026-12-01 (UTC)\n8x8 medium, solved in 2:16 with 1 hint\n"
                   "\u2B1B\u2B1B\u2B1B\U0001F7E8\U0001F7E9\U0001F7E9\U0001F7E9\U0001F7E9\U0001F7E9\U0001F7E9");
    EXPECT_NE(clue_result_card({136, 2, 0}, p).find("with 2 hints"), std::string::npos);
    EXPECT_EQ(clue_result_words({136, 1, 20261201}, p),
              "A friend solved daily #335 (2026-12-01) in 2:16 with 1 hint. Your turn: the same puzzle is on the board.");
    EXPECT_NE(clue_result_words({75, 0, 0}, p).find("this 8x8 medium puzzle in 1:15 with no hints"), std::string::npos);
}

TEST(ClueDaily, StreaksCountConsecutiveUtcDaysSolvedOnTheirOwnDay) {
    DailyStats st;
    record_daily_solve(st, 20261130, 20261130, true);
    record_daily_solve(st, 20261201, 20261201, true);
    EXPECT_EQ(st.streak, 2);
    EXPECT_EQ(current_streak(st, 20261201), 2);
    EXPECT_EQ(current_streak(st, 20261202), 2);  // today's daily can still keep it
    EXPECT_EQ(current_streak(st, 20261203), 0);  // a whole day without a solve
    record_daily_solve(st, 20261201, 20261201, false);  // solved again: nothing new
    EXPECT_EQ(st.solved, 2);
    record_daily_solve(st, 20261115, 20261201, true);  // from the archive: solved, no streak
    EXPECT_EQ(st.solved, 3);
    EXPECT_EQ(st.streak, 2);
    record_daily_solve(st, 20261231, 20261231, true);  // after a gap: a new streak
    EXPECT_EQ(st.streak, 1);
    EXPECT_EQ(st.longest, 2);
    record_daily_solve(st, 20270101, 20270101, true);  // across a year's end
    record_daily_solve(st, 20270102, 20270102, true);
    EXPECT_EQ(st.streak, 3);
    EXPECT_EQ(st.longest, 3);
}

}  // namespace
}  // namespace kt
