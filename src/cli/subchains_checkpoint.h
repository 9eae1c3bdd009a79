// The subchain counter's result files: a header line, then one JSON line per
// finished class, appended and flushed one write at a time so that a run
// killed at any moment loses at most the line being written.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <string>

namespace kt::cli {

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

struct CheckpointFile {
    RunHeader header;
    std::map<std::size_t, ClassRecord> classes;
};

// Reads a checkpoint. A torn last line (no newline, or not a complete record)
// is dropped; when `repair` is set the file is cut back to its last whole
// line so appends start clean. Throws UsageError for anything else.
CheckpointFile read_checkpoint(const std::string& path, bool repair);

// Appends records; creates the file with its header when missing or empty.
class CheckpointWriter {
public:
    CheckpointWriter(const std::string& path, const RunHeader& header);
    ~CheckpointWriter();
    CheckpointWriter(const CheckpointWriter&) = delete;
    CheckpointWriter& operator=(const CheckpointWriter&) = delete;
    void append(std::size_t index, const ClassRecord& record);

private:
    std::string path_;
    int fd_ = -1;
    std::chrono::steady_clock::time_point last_sync_{};
};

std::string record_line(std::size_t index, const ClassRecord& record);
std::string header_line(const RunHeader& header);

}  // namespace kt::cli
