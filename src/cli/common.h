// Shared plumbing for the CLI commands: errors with exit codes, input
// reading, and the --board option. No engine logic lives here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "engine.h"

// Declared only: CLI11's header costs some 6 s of compiling a file, and the
// files that only read, write and check need none of it.
namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI

namespace kt::cli {

// Exit codes of the command-line contract (docs/cli.md).
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;  // some input was read and is not valid
inline constexpr int kExitUsage = 2;    // bad arguments or unreadable input

// Thrown by commands for bad arguments or unreadable input: main prints
// "knights <command>: <message>" on one line and exits 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Each command registers itself on the app and writes its exit code here.
struct Context {
    int exit_code = kExitOk;
};

// Reads a whole file, or standard input for "-" or an empty path.
// Throws UsageError naming the file when it cannot be read.
std::string read_input(const std::string& path);
// How messages name that input: "standard input", or the path in quotes.
std::string input_name(const std::string& path);

// Writes `out` to standard output and empties it once it passes 64 KiB, so
// long outputs stream instead of piling up.
void flush_when_large(std::string& out);

// RAM of this machine (0 if unknown: no memory budget).
std::uint64_t physical_memory_bytes();
// Bytes this process is resident for now, from /proc/self/statm (0 if
// unknown).
std::uint64_t resident_bytes();

// glibc's heap for a long job of big arrays: blocks from `map_from` bytes
// up are mapped, and given back when freed; smaller ones come from the heap,
// of whose free top up to 512 MB is kept for the next step rather than
// given back and faulted in afresh (each command says why its threshold).
void keep_heap_for_reuse(std::size_t map_from);

// Parses --board text; throws UsageError with the engine's message.
Board parse_board_option(const std::string& text);

// The output format option: every command spells it --format. `old_names`
// are earlier spellings (--to, --as) that keep working but are not shown in
// --help; giving two of the spellings at once is an error.
CLI::Option* add_format_option(CLI::App* cmd, std::string& format, const std::string& help,
                               const std::vector<std::string>& old_names = {});

// For unsigned 64-bit options such as --seed: a whole number from 0 to
// 2^64 - 1. CLI11 would wrap "-1" and saturate 2^64 without a word.
CLI::Validator unsigned_check();

// --layout FILE (a board of any shape, holes as '.') and --leaper a,b|name,
// for the commands that work on such boards (check, solve, count).
struct BoardShapeOptions {
    std::string layout;
    std::string leaper = "knight";
};
void add_board_shape_options(CLI::App* cmd, BoardShapeOptions& options);
// --board ROWSxCOLS, default 8x8, from kCommonOptionTable.
void add_board_option(CLI::App* cmd, std::string& board);
// The board from --board, or from --layout when given; either with --leaper.
Board resolve_board(const std::string& board_text, const BoardShapeOptions& shape);

}  // namespace kt::cli
