// Which corner-subchain classes a run counts: every class, a range, one class,
// a uniform random sample, and a shard of any of these. Front ends turn their
// input into these calls; the run's selection text ("all", "range A-B",
// "class I") is what a checkpoint records to recognise its run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "count/subchain_classes.h"

namespace kt::subchains {

// A selection the board's classes do not allow. `part` names what was wrong
// ("range", "class", "shard", "sample"; empty for the whole text), so a front
// end can say which of its inputs it was; the message does not repeat it.
class SelectionError : public BoardError {
public:
    SelectionError(std::string part, const std::string& message) : BoardError(message), part_(std::move(part)) {}
    const std::string& part() const { return part_; }

private:
    std::string part_;
};

std::vector<std::size_t> all_classes(const SubchainClasses& classes);
// Classes first..last, inclusive.
std::vector<std::size_t> class_range(const SubchainClasses& classes, std::size_t first, std::size_t last);
std::vector<std::size_t> one_class(const SubchainClasses& classes, std::size_t index);
// k distinct classes drawn uniformly (a partial Fisher-Yates shuffle of
// mt19937_64 seeded with `seed`), in drawing order: the same seed gives the
// same sample on every platform.
std::vector<std::size_t> sample_classes(const SubchainClasses& classes, std::size_t k, std::uint64_t seed);
// The classes j of `selected` with j mod n == i, for splitting a run into n jobs.
std::vector<std::size_t> shard_of(const std::vector<std::size_t>& selected, std::size_t i, std::size_t n);

// A class index as text ("40"): digits only.
std::size_t parse_class_index(std::string_view text, const std::string& part);
// "A-B" as the two ends of a range.
std::pair<std::size_t, std::size_t> parse_class_range(std::string_view text);
// "i/N" with 0 <= i < N.
std::pair<std::size_t, std::size_t> parse_shard(std::string_view text);

// A run's selection text: "all", "range A-B" or "class I".
std::string selection_text_all();
std::string selection_text_range(std::string_view range);
std::string selection_text_class(std::size_t index);
// The classes a selection text names.
std::vector<std::size_t> parse_selection(std::string_view text, const SubchainClasses& classes);

// "0-4, 7, 9-12" (runs of consecutive indices), at most `limit` runs then "...".
std::string index_ranges_text(const std::vector<std::size_t>& indices, std::size_t limit = 20);

}  // namespace kt::subchains
