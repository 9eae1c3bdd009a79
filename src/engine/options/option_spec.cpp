#include "options/option_spec.h"

#include <cmath>
#include <iomanip>
#include <sstream>
#include <vector>

namespace kt {
namespace {

std::vector<std::string_view> split_choices(std::string_view choices) {
    std::vector<std::string_view> out;
    std::size_t begin = 0;
    while (begin <= choices.size()) {
        const std::size_t bar = std::min(choices.find('|', begin), choices.size());
        out.push_back(choices.substr(begin, bar - begin));
        begin = bar + 1;
    }
    return out;
}

// Numbers as a person writes them: 64, not 64.000000.
std::string number_text(double value) {
    std::ostringstream out;
    out << std::setprecision(15) << value;
    return out.str();
}

}  // namespace

bool is_option_choice(const OptionSpec& spec, std::string_view value) {
    for (std::string_view choice : split_choices(spec.choices))
        if (choice == value) return true;
    return false;
}

std::string or_list(std::span<const std::string_view> words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? " or " : ", ";
        out += words[i];
    }
    return out;
}

std::string option_choices_text(const OptionSpec& spec) { return or_list(split_choices(spec.choices)); }

std::string option_allowed_text(const OptionSpec& spec) {
    if (spec.kind == OptionKind::Choice) return std::string(spec.choices);
    if (spec.has_range()) return number_text(spec.min) + ".." + number_text(spec.max);
    return {};
}

std::string option_problem(const OptionSpec& spec, double value) {
    if (spec.kind == OptionKind::Integer && value != std::floor(value)) return number_text(value) + " is not a whole number";
    if (spec.has_range() && !(value >= spec.min && value <= spec.max))
        return number_text(value) + " is not in " + option_allowed_text(spec);
    return {};
}

std::string option_problem(const OptionSpec& spec, std::string_view value) {
    if (spec.kind != OptionKind::Choice || is_option_choice(spec, value)) return {};
    return "unknown value '" + std::string(value.substr(0, 40)) + "' (expected " + option_choices_text(spec) + ")";
}

}  // namespace kt
