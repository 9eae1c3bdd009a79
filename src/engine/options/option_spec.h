// Options tables, as CaDiCaL keeps its options: one row per option with its
// name, kind of value, default, allowed range or choices and one line of help.
// An option struct takes its defaults from its table (option_default), the
// CLI registers its flags and usage text by walking the table, and every
// front end checks a value against the same row (option_problem).
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kt {

enum class OptionKind {
    Flag,     // present or not
    Integer,  // a whole number in [min, max]
    Real,     // a number in [min, max]
    Choice,   // one of `choices`
    Text,     // free text, read by the option's own reader (a square, a file)
};

struct OptionSpec {
    std::string_view name;           // as the CLI spells it after "--"
    OptionKind kind = OptionKind::Flag;
    double default_number = 0;       // Flag (0 or 1), Integer, Real
    std::string_view default_text;   // Choice, Text
    double min = 0, max = 0;         // Integer, Real: allowed, inclusive; min == max: the type's range
    std::string_view choices;        // Choice: "first|random|pohl|roth"
    std::string_view help;           // one line for the usage text
    bool show_default = false;       // the usage text shows the default

    constexpr bool has_range() const { return min != max; }
};

using OptionTable = std::span<const OptionSpec>;

// Rows as tables write them: option_flag("closed", "help"), ...
constexpr OptionSpec option_flag(std::string_view name, std::string_view help) {
    return {name, OptionKind::Flag, 0, {}, 0, 0, {}, help, false};
}
constexpr OptionSpec option_integer(std::string_view name, double fallback, double min, double max,
                                    std::string_view help, bool show_default = false) {
    return {name, OptionKind::Integer, fallback, {}, min, max, {}, help, show_default};
}
constexpr OptionSpec option_real(std::string_view name, double fallback, double min, double max,
                                 std::string_view help) {
    return {name, OptionKind::Real, fallback, {}, min, max, {}, help, false};
}
constexpr OptionSpec option_choice(std::string_view name, std::string_view fallback, std::string_view choices,
                                   std::string_view help) {
    return {name, OptionKind::Choice, 0, fallback, 0, 0, choices, help, true};
}
constexpr OptionSpec option_text(std::string_view name, std::string_view help) {
    return {name, OptionKind::Text, 0, {}, 0, 0, {}, help, false};
}
// A Text row whose value is not empty when the flag is not given.
constexpr OptionSpec option_text(std::string_view name, std::string_view fallback, std::string_view help,
                                 bool show_default = false) {
    return {name, OptionKind::Text, 0, fallback, 0, 0, {}, help, show_default};
}

// The row named `name`. In a constant expression a missing name fails to
// compile; at run time it throws std::invalid_argument.
constexpr const OptionSpec& option_spec(OptionTable table, std::string_view name) {
    for (const OptionSpec& spec : table)
        if (spec.name == name) return spec;
    throw std::invalid_argument("no option named " + std::string(name));
}

// The default of a Flag, Integer or Real row as the struct field's type,
// at compile time (so a misspelt name does not compile).
template <class T>
consteval T option_default(OptionTable table, std::string_view name) {
    return static_cast<T>(option_spec(table, name).default_number);
}

// Whether `value` is one of a Choice row's choices.
bool is_option_choice(const OptionSpec& spec, std::string_view value);
// Words as a sentence lists them: "a", "a or b", "a, b or c".
std::string or_list(std::span<const std::string_view> words);
// The choices in words: "first, random, pohl or roth".
std::string option_choices_text(const OptionSpec& spec);

// What the row allows, for usage texts: "0..64", "auto|frontier|search|both";
// empty when anything of its type goes.
std::string option_allowed_text(const OptionSpec& spec);

// Empty when the value is allowed; else what is wrong with it, in words
// ("65 is not in 0..64", "unknown value 'x' (expected first, random, pohl or
// roth)"). Front ends put their own name for the option in front.
std::string option_problem(const OptionSpec& spec, double value);
std::string option_problem(const OptionSpec& spec, std::string_view value);

}  // namespace kt
