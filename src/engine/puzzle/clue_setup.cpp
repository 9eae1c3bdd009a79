#include "puzzle/clue_setup.h"

#include "core/decimal_text.h"
#include "puzzle/clue_daily.h"

namespace kt {

std::string ClueSetup::key() const {
    return std::to_string(rows) + "x" + std::to_string(cols) + "-" + to_string(level) + (closed ? "-closed" : "-open");
}

ClueSetup daily_setup(int yyyymmdd) {
    ClueSetup s;
    s.rows = s.cols = 8;
    s.level = ClueLevel::Medium;
    s.seed = daily_seed(yyyymmdd);
    s.daily = true;
    s.date = yyyymmdd;
    return s;
}

int date_of_daily_seed(std::uint64_t seed, int today) {
    for (int n = daily_number(today) + 1; n >= 1; --n)
        if (daily_seed(daily_date(n)) == seed) return daily_date(n);
    return 0;
}

std::string clue_link_value(const ClueSetup& setup) {
    return std::string(to_string(setup.level)) + "~" + std::to_string(setup.seed) + "~" + (setup.closed ? "c" : "o") +
           (setup.daily ? "~d" : "");
}

std::optional<ClueSetup> parse_clue_link_value(std::string_view value, int rows, int cols, int today) {
    const std::size_t a = value.find('~');
    if (a == std::string_view::npos) return std::nullopt;
    const std::size_t b = value.find('~', a + 1);
    if (b == std::string_view::npos) return std::nullopt;
    const std::size_t c = value.find('~', b + 1);
    const std::string_view goal = value.substr(b + 1, c == std::string_view::npos ? c : c - b - 1);
    const std::string_view rest = c == std::string_view::npos ? std::string_view{} : value.substr(c);
    const auto level = parse_clue_level(value.substr(0, a));
    const auto seed = parse_u64(value.substr(a + 1, b - a - 1));
    if (!level || !seed || (goal != "c" && goal != "o") || (!rest.empty() && rest != "~d")) return std::nullopt;
    ClueSetup setup;
    setup.rows = rows;
    setup.cols = cols;
    setup.level = *level;
    setup.seed = *seed;
    setup.closed = goal == "c";
    setup.daily = rest == "~d";
    if (setup.daily) setup.date = date_of_daily_seed(setup.seed, today);
    if (setup.daily && !setup.date) setup.daily = false;
    return setup;
}

}  // namespace kt
