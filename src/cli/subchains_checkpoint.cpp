#include "subchains_checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>

#include "common.h"

namespace kt::cli {

CheckpointFile read_checkpoint(const std::string& path, bool repair) {
    const std::string text = read_input(path);
    CheckpointFile file;
    try {
        file = subchains::parse_results(text);
    } catch (const subchains::ResultsError& e) {
        throw UsageError("'" + path + "' " + e.what());
    }
    if (repair && file.whole_bytes < text.size()) std::filesystem::resize_file(path, file.whole_bytes);
    return file;
}

CheckpointWriter::CheckpointWriter(const std::string& path, const RunHeader& header) : path_(path) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd_ < 0) throw UsageError("cannot write '" + path + "': " + std::strerror(errno));
    if (::lseek(fd_, 0, SEEK_END) == 0) {
        const std::string line = subchains::header_line(header);
        if (::write(fd_, line.data(), line.size()) != static_cast<ssize_t>(line.size()))
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

void CheckpointWriter::append(std::size_t index, const ClassRecord& record) {
    // One write per line: a kill leaves whole lines and at most one torn tail.
    const std::string line = subchains::record_line(index, record);
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
