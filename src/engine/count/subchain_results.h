// The subchain counter's result text: a header line naming the run, then one
// JSON line per finished class. A run killed while appending leaves at most a
// torn last line, which reading drops; damage anywhere else is an error. The
// front end owns the file: it appends lines and cuts a torn tail away.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kt::subchains {

struct ClassRecord {
    int size = 0;
    std::uint64_t count = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
};

struct RunHeader {
    std::string board;      // "8x8"
    std::string selection;  // "all", "range 10-20", "class 7"
    std::string shard;      // "" or "i/N"
};

struct RunResults {
    RunHeader header;  // board empty when the text held no whole header line
    std::map<std::size_t, ClassRecord> classes;
    std::size_t whole_bytes = 0;  // the text up to the end of its last whole line
};

// Damaged result text. The message reads after the file's name: "line 3 is
// damaged", "is not a subchains result file (line 1)".
class ResultsError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::string header_line(const RunHeader& header);
std::string record_line(std::size_t index, const ClassRecord& record);

// Throws ResultsError for damage before the last line, a class given twice,
// or records with no header.
RunResults parse_results(std::string_view text);

}  // namespace kt::subchains
