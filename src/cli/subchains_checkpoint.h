// The subchain counter's result files (count/subchain_results.h), appended
// and flushed one write at a time so that a run killed at any moment loses at
// most the line being written.
#pragma once

#include <chrono>
#include <string>

#include "engine.h"

namespace kt::cli {

using subchains::ClassRecord;
using subchains::RunHeader;
using CheckpointFile = subchains::RunResults;

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

}  // namespace kt::cli
