// What makes a clue puzzle: its size, goal, level and seed, and whether it is
// a daily. The generator makes the same puzzle from the same setup anywhere,
// so a link carries the setup ("clue=level~seed~goal[~d]"), never the grid.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "puzzle/clue_levels.h"

namespace kt {

struct ClueSetup {
    int rows = 8, cols = 8;
    bool closed = false;
    ClueLevel level = ClueLevel::Medium;
    std::uint64_t seed = 1;
    bool daily = false;
    int date = 0;  // yyyymmdd of a daily
    std::string key() const;  // "8x8-medium-open": what personal bests are kept per
};

// The daily puzzle's setup for a UTC date given as yyyymmdd: the same for everybody.
ClueSetup daily_setup(int yyyymmdd);

// The date of a daily from its seed (links carry the seed): a daily is no
// older than the first and no newer than the day after `today`, anywhere on
// earth. 0 when no daily has that seed.
int date_of_daily_seed(std::uint64_t seed, int today);

// A link's "clue" value: level~seed~goal, then ~d for a daily.
std::string clue_link_value(const ClueSetup& setup);
// Reads it for a rows x cols board; nullopt when the level, seed or goal is
// unreadable. A daily whose seed is no daily's up to `today` becomes an
// ordinary puzzle with that seed.
std::optional<ClueSetup> parse_clue_link_value(std::string_view value, int rows, int cols, int today);

}  // namespace kt
