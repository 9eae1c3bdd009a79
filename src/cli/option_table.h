// Registers the rows of an engine options table (options/option_spec.h) as
// CLI11 flags and options: name, help, default and the check of the value
// all come from the row, so no command repeats them.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "common.h"

namespace kt::cli {

// Where a row's value goes: a field of the command's options.
using OptionTarget = std::variant<bool*, int*, std::int64_t*, std::uint64_t*, double*, std::string*>;
struct OptionBinding {
    std::string_view name;  // the row
    OptionTarget target;
};

// Walks `table` and registers, in the table's order, each row named in
// `bindings`: sets the target to the row's default, then adds the flag or
// option with the row's help and a check of its range or choices. Returns
// the options in the order of `bindings` (to add exclusions between them).
std::vector<CLI::Option*> add_table_options(CLI::App* cmd, OptionTable table,
                                            const std::vector<OptionBinding>& bindings);

}  // namespace kt::cli
