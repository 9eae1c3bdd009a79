#include "common.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "common_option_table.h"
#include "option_table.h"

namespace kt::cli {

std::string read_input(const std::string& path) {
    if (path.empty() || path == "-") {
        std::ostringstream buffer;
        buffer << std::cin.rdbuf();
        return buffer.str();
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError("cannot read '" + path + "': " + std::strerror(errno));
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string input_name(const std::string& path) {
    return path.empty() || path == "-" ? std::string("standard input") : "'" + path + "'";
}

void flush_when_large(std::string& out) {
    if (out.size() <= (1 << 16)) return;
    std::cout << out;
    out.clear();
}

Board parse_board_option(const std::string& text) {
    try {
        return Board::parse(text);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--board: ") + e.what());
    }
}

CLI::Validator unsigned_check() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const std::string max = "18446744073709551615";
            const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
            const std::string trimmed = digits ? text.substr(std::min(text.find_first_not_of('0'), text.size() - 1)) : "";
            // Compared as text: CLI11 saturates out-of-range numbers silently.
            if (digits && (trimmed.size() < max.size() || (trimmed.size() == max.size() && trimmed <= max))) return "";
            return "'" + text + "' is not a whole number from 0 to " + max;
        },
        "");
}

CLI::Option* add_format_option(CLI::App* cmd, std::string& format, const std::string& help,
                               const std::vector<std::string>& old_names) {
    CLI::Option* option = cmd->add_option("--format", format, help);
    for (const std::string& name : old_names) {
        CLI::Option* alias = cmd->add_option(name, format, help)->group("");  // "": hidden from --help
        alias->excludes(option);
    }
    return option;
}

void add_board_option(CLI::App* cmd, std::string& board) {
    add_table_options(cmd, kCommonOptionTable, {{"board", &board}});
}

void add_board_shape_options(CLI::App* cmd, BoardShapeOptions& options) {
    add_table_options(cmd, kCommonOptionTable, {{"layout", &options.layout}, {"leaper", &options.leaper}});
}

Board resolve_board(const std::string& board_text, const BoardShapeOptions& shape) {
    Leaper leaper;
    try {
        leaper = parse_leaper(shape.leaper);
    } catch (const BoardError& e) {
        throw UsageError(std::string("--leaper: ") + e.what());
    }
    if (shape.layout.empty()) {
        try {
            return Board::parse(board_text, leaper);
        } catch (const BoardError& e) {
            throw UsageError(std::string("--board: ") + e.what());
        }
    }
    const std::string text = read_input(shape.layout);
    LayoutOptions options;
    options.leaper = leaper;
    try {
        return parse_layout(text, options).board;
    } catch (const BoardError& e) {
        throw UsageError("--layout " + input_name(shape.layout) + ": " + e.what());
    }
}

std::uint64_t physical_memory_bytes() {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) : 0;
}

std::uint64_t resident_bytes() {
    std::ifstream statm("/proc/self/statm");
    std::uint64_t size = 0, resident = 0;
    const long page = sysconf(_SC_PAGE_SIZE);
    if (!(statm >> size >> resident) || page <= 0) return 0;
    return resident * static_cast<std::uint64_t>(page);
}

void keep_heap_for_reuse(std::size_t map_from) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, static_cast<int>(map_from));
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
#else
    (void)map_from;
#endif
}

}  // namespace kt::cli
