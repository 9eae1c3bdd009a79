#include "subchains_checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "common.h"

namespace kt::cli {

CheckpointWriter::CheckpointWriter(const std::string& path, const std::string& header_line) : path_(path) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd_ < 0) throw UsageError("cannot write '" + path + "': " + std::strerror(errno));
    if (::lseek(fd_, 0, SEEK_END) == 0) {
        if (::write(fd_, header_line.data(), header_line.size()) != static_cast<ssize_t>(header_line.size()))
            throw UsageError("cannot write '" + path + "': " + std::strerror(errno));
        ::fdatasync(fd_);
    }
}

CheckpointWriter::~CheckpointWriter() {
    if (fd_ >= 0) {
        ::fdatasync(fd_);
        ::close(fd_);
    }
}

void CheckpointWriter::append(const std::string& line) {
    // One write per line: a kill leaves whole lines and at most one torn tail.
    if (::write(fd_, line.data(), line.size()) != static_cast<ssize_t>(line.size()))
        throw UsageError("cannot write '" + path_ + "': " + std::strerror(errno));
    // A killed process loses nothing written; syncing about once a second
    // also bounds what a power cut can take.
    const auto now = std::chrono::steady_clock::now();
    if (now - last_sync_ > std::chrono::seconds(1)) {
        ::fdatasync(fd_);
        last_sync_ = now;
    }
}

}  // namespace kt::cli
