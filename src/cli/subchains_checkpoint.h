// The subchain counter's checkpoint file: the lines SubchainRun gives
// (count/subchain_run.h), appended and flushed one write at a time so that a
// run killed at any moment loses at most the line being written.
#pragma once

#include <chrono>
#include <string>

namespace kt::cli {

// Appends lines; creates the file with its header line when missing or empty.
class CheckpointWriter {
public:
    CheckpointWriter(const std::string& path, const std::string& header_line);
    ~CheckpointWriter();
    CheckpointWriter(const CheckpointWriter&) = delete;
    CheckpointWriter& operator=(const CheckpointWriter&) = delete;
    void append(const std::string& line);

private:
    std::string path_;
    int fd_ = -1;
    std::chrono::steady_clock::time_point last_sync_{};
};

}  // namespace kt::cli
