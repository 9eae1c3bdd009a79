#include "common.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

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

}  // namespace kt::cli
