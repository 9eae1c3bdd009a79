// The subchain counter's result text: a header line naming the run, then one
// JSON line per finished class. A run killed while appending leaves at most a
// torn last line, which reading drops; damage anywhere else is an error.
// SubchainRun reads and writes it; the front end owns the file: it appends
// lines and cuts a torn tail away.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "count/subchain_run.h"

namespace kt::subchains {

struct RunResults {
    RunHeader header;  // board empty when the text held no whole header line
    std::map<std::size_t, ClassRecord> classes;
    std::size_t whole_bytes = 0;  // the text up to the end of its last whole line
};

std::string header_line(const RunHeader& header);
std::string record_line(std::size_t index, const ClassRecord& record);

// Throws ResultsError for damage before the last line, a class given twice,
// or records with no header.
RunResults parse_results(std::string_view text);

}  // namespace kt::subchains
