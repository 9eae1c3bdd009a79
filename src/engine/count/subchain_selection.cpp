#include "count/subchain_selection.h"

#include <numeric>
#include <random>

namespace kt::subchains {
namespace {

std::string last_class_text(const SubchainClasses& classes) {
    const std::size_t n = classes.class_count();
    return std::to_string(n == 0 ? 0 : n - 1) + " of " + format_board_size(classes.board());
}

// `text` is the range as the user wrote it, for the message.
std::vector<std::size_t> checked_range(const SubchainClasses& classes, std::size_t first, std::size_t last,
                                       const std::string& text) {
    if (first > last) throw SelectionError("range", "'" + text + "' starts after it ends");
    if (last >= classes.class_count())
        throw SelectionError("range", "'" + text + "' goes past the last class " + last_class_text(classes));
    std::vector<std::size_t> out(last - first + 1);
    std::iota(out.begin(), out.end(), first);
    return out;
}

}  // namespace

std::vector<std::size_t> all_classes(const SubchainClasses& classes) {
    std::vector<std::size_t> out(classes.class_count());
    std::iota(out.begin(), out.end(), std::size_t{0});
    return out;
}

std::vector<std::size_t> class_range(const SubchainClasses& classes, std::size_t first, std::size_t last) {
    return checked_range(classes, first, last, std::to_string(first) + "-" + std::to_string(last));
}

std::vector<std::size_t> one_class(const SubchainClasses& classes, std::size_t index) {
    if (index >= classes.class_count())
        throw SelectionError("class", std::to_string(index) + " is past the last class " + last_class_text(classes));
    return {index};
}

std::vector<std::size_t> sample_classes(const SubchainClasses& classes, std::size_t k, std::uint64_t seed) {
    const std::size_t n = classes.class_count();
    if (k < 1 || k > n) throw SelectionError("sample", "a sample must hold 1 to " + std::to_string(n) + " classes, not " + std::to_string(k));
    std::vector<std::size_t> all = all_classes(classes);
    std::mt19937_64 rng(seed);
    for (std::size_t i = 0; i < k; ++i) {
        std::uniform_int_distribution<std::size_t> pick(i, n - 1);
        std::swap(all[i], all[pick(rng)]);
    }
    all.resize(k);
    return all;
}

std::vector<std::size_t> shard_of(const std::vector<std::size_t>& selected, std::size_t i, std::size_t n) {
    std::vector<std::size_t> mine;
    for (std::size_t c : selected)
        if (c % n == i) mine.push_back(c);
    return mine;
}

std::size_t parse_class_index(std::string_view text, const std::string& part) {
    std::size_t value = 0;
    bool ok = !text.empty();
    for (char c : text) {
        if (c < '0' || c > '9' || value > (SIZE_MAX - 9) / 10) {
            ok = false;
            break;
        }
        value = value * 10 + static_cast<std::size_t>(c - '0');
    }
    if (!ok) throw SelectionError(part, "'" + std::string(text) + "' is not a class index");
    return value;
}

std::pair<std::size_t, std::size_t> parse_class_range(std::string_view text) {
    const auto dash = text.find('-');
    if (dash == std::string_view::npos) throw SelectionError("range", "'" + std::string(text) + "' must be A-B");
    return {parse_class_index(text.substr(0, dash), "range"), parse_class_index(text.substr(dash + 1), "range")};
}

std::pair<std::size_t, std::size_t> parse_shard(std::string_view text) {
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) throw SelectionError("shard", "'" + std::string(text) + "' must be i/N, e.g. 0/4");
    const std::size_t i = parse_class_index(text.substr(0, slash), "shard");
    const std::size_t n = parse_class_index(text.substr(slash + 1), "shard");
    if (n == 0 || i >= n) throw SelectionError("shard", "'" + std::string(text) + "' needs 0 <= i < N");
    return {i, n};
}

std::string selection_text_all() { return "all"; }
std::string selection_text_range(std::string_view range) { return "range " + std::string(range); }
std::string selection_text_class(std::size_t index) { return "class " + std::to_string(index); }

std::vector<std::size_t> parse_selection(std::string_view text, const SubchainClasses& classes) {
    if (text == "all") return all_classes(classes);
    if (text.substr(0, 6) == "range ") {
        const std::string_view range = text.substr(6);
        const auto [first, last] = parse_class_range(range);
        return checked_range(classes, first, last, std::string(range));
    }
    if (text.substr(0, 6) == "class ") return one_class(classes, parse_class_index(text.substr(6), "class"));
    throw SelectionError("", "unknown selection '" + std::string(text) + "'");
}

std::string index_ranges_text(const std::vector<std::size_t>& indices, std::size_t limit) {
    std::string text;
    std::size_t shown = 0;
    for (std::size_t k = 0; k < indices.size();) {
        std::size_t j = k;
        while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
        if (shown == limit) {
            text += ", ...";
            break;
        }
        if (!text.empty()) text += ", ";
        text += std::to_string(indices[k]);
        if (j > k) text += "-" + std::to_string(indices[j]);
        ++shown;
        k = j + 1;
    }
    return text;
}

}  // namespace kt::subchains
