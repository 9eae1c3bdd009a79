#include "option_table.h"

#include <algorithm>
#include <type_traits>

namespace kt::cli {
namespace {

// CLI11's check of one value against the row; its message comes from the engine.
CLI::Validator row_check(const OptionSpec& spec) {
    return CLI::Validator(
        [spec](std::string& input) -> std::string {
            if (spec.kind == OptionKind::Choice) return option_problem(spec, input);
            if (!spec.has_range()) return {};
            try {
                std::size_t used = 0;
                const double value = std::stod(input, &used);
                return used == input.size() ? option_problem(spec, value) : std::string();
            } catch (const std::exception&) {
                return {};  // not a number: CLI11's conversion reports it
            }
        },
        option_allowed_text(spec).empty() || spec.kind == OptionKind::Choice ? "" : "in " + option_allowed_text(spec));
}

// One row bound to one target: a flag for Flag rows, else an option.
CLI::Option* add_row(CLI::App* cmd, const OptionSpec& spec, const OptionTarget& target) {
    const std::string flag = "--" + std::string(spec.name);
    const std::string help(spec.help);
    return std::visit(
        [&](auto* field) -> CLI::Option* {
            using Field = std::remove_pointer_t<decltype(field)>;
            if constexpr (std::is_same_v<Field, bool>) {
                *field = spec.default_number != 0;
                return cmd->add_flag(flag, *field, help);
            } else {
                if constexpr (std::is_same_v<Field, std::string>)
                    *field = std::string(spec.default_text);
                else
                    *field = static_cast<Field>(spec.default_number);
                CLI::Option* option = cmd->add_option(flag, *field, help);
                if (spec.show_default) option->capture_default_str();
                if (spec.kind == OptionKind::Choice || spec.has_range()) option->check(row_check(spec));
                if constexpr (std::is_unsigned_v<Field>) option->check(unsigned_check());
                return option;
            }
        },
        target);
}

}  // namespace

std::vector<CLI::Option*> add_table_options(CLI::App* cmd, OptionTable table,
                                            const std::vector<OptionBinding>& bindings) {
    std::vector<CLI::Option*> added(bindings.size(), nullptr);
    for (const OptionSpec& spec : table) {
        const auto bound = std::find_if(bindings.begin(), bindings.end(),
                                        [&](const OptionBinding& b) { return b.name == spec.name; });
        if (bound != bindings.end()) added[static_cast<std::size_t>(bound - bindings.begin())] = add_row(cmd, spec, bound->target);
    }
    for (std::size_t i = 0; i < bindings.size(); ++i)  // a binding without a row is a programming error
        if (!added[i]) throw std::logic_error("no option row named " + std::string(bindings[i].name));
    return added;
}

}  // namespace kt::cli
