// A clue puzzle's setup: its key, the daily's setup, and the link value that
// carries it, read strictly.
#include <gtest/gtest.h>

#include "engine.h"

namespace kt {
namespace {

ClueSetup setup_of(int side, ClueLevel level, std::uint64_t seed, bool closed) {
    ClueSetup s;
    s.rows = s.cols = side;
    s.level = level;
    s.seed = seed;
    s.closed = closed;
    return s;
}

}  // namespace

TEST(ClueSetup, KeyNamesSizeLevelAndGoal) {
    EXPECT_EQ(setup_of(6, ClueLevel::Hard, 9, true).key(), "6x6-hard-closed");
    EXPECT_EQ(setup_of(8, ClueLevel::Easy, 9, false).key(), "8x8-easy-open");
}

TEST(ClueSetup, LinkValueRoundTrips) {
    for (const ClueSetup& s : {setup_of(6, ClueLevel::Hard, 12345, true), setup_of(10, ClueLevel::Easy, UINT64_MAX, false)}) {
        const std::string value = clue_link_value(s);
        const auto back = parse_clue_link_value(value, s.rows, s.cols, 20261202);
        ASSERT_TRUE(back.has_value()) << value;
        EXPECT_EQ(back->level, s.level);
        EXPECT_EQ(back->seed, s.seed);
        EXPECT_EQ(back->closed, s.closed);
        EXPECT_FALSE(back->daily);
        EXPECT_EQ(back->key(), s.key());
    }
    EXPECT_EQ(clue_link_value(setup_of(8, ClueLevel::Medium, 77, false)), "medium~77~o");
}

TEST(ClueSetup, DailyIsFoundFromItsSeedUpToTomorrow) {
    const ClueSetup daily = daily_setup(20261201);
    EXPECT_TRUE(daily.daily);
    EXPECT_EQ(daily.seed, daily_seed(20261201));
    const std::string value = clue_link_value(daily);
    EXPECT_EQ(value.substr(value.size() - 2), "~d");
    const auto read = parse_clue_link_value(value, 8, 8, 20261202);
    ASSERT_TRUE(read.has_value());
    EXPECT_TRUE(read->daily);
    EXPECT_EQ(read->date, 20261201);
    EXPECT_EQ(date_of_daily_seed(daily.seed, 20261130), 20261201);  // tomorrow somewhere
    EXPECT_EQ(date_of_daily_seed(daily.seed, 20261129), 0);
    // Seen from before its day, it is an ordinary puzzle with that seed.
    const auto early = parse_clue_link_value(value, 8, 8, 20260301);
    ASSERT_TRUE(early.has_value());
    EXPECT_FALSE(early->daily);
    EXPECT_EQ(early->seed, daily.seed);
}

TEST(ClueSetup, UnreadableValuesAreRefused) {
    for (const char* bad : {"", "medium", "medium~", "medium~1", "medium~~o", "medium~x1~o", "medium~1~q", "medium~1~oo",
                            "medium~1~o~x", "medium~1~o~d~d", "bogus~1~o", "medium~-1~o", "medium~ 1~o",
                            "medium~18446744073709551616~o"})
        EXPECT_FALSE(parse_clue_link_value(bad, 8, 8, 20261202).has_value()) << bad;
}

}  // namespace kt
