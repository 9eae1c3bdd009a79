#include "count_checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "common.h"

namespace kt::cli {

namespace {
// Writing may take at most this share of the time between saves.
constexpr double kWriteShare = 0.1;

[[noreturn]] void fail(const std::string& path, const char* what) {
    throw UsageError("--checkpoint: cannot " + std::string(what) + " '" + path + "': " + std::strerror(errno));
}
}  // namespace

CountCheckpoint::CountCheckpoint(std::string path) : path_(std::move(path)), last_save_(std::chrono::steady_clock::now()) {}

std::string CountCheckpoint::load() const {
    std::error_code ec;
    if (!std::filesystem::exists(path_, ec) || std::filesystem::file_size(path_, ec) == 0) return {};
    return read_input(path_);
}

FrontierCounter::CheckpointHook CountCheckpoint::hook() {
    return {[this](const CountProgress& p) { return worth_saving(p); },
            [this](const FrontierSnapshot& s) { save(s); }};
}

bool CountCheckpoint::worth_saving(const CountProgress& p) const {
    const double since = std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save_).count();
    // Thin frontiers take microseconds a step: saving each would sync the file
    // thousands of times a second (past 128 bits, in every sweep).
    const double write_seconds = std::max(static_cast<double>(p.memory_bytes) / bytes_per_second_, last_write_seconds_);
    return write_seconds <= kWriteShare * since;
}

void CountCheckpoint::save(const FrontierSnapshot& snapshot) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::string tmp = path_ + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) fail(tmp, "write");
    std::uint64_t bytes = 0;
    try {
        write_frontier_snapshot(snapshot, [&](const char* data, std::size_t size) {
            while (size > 0) {
                const ssize_t n = ::write(fd, data, size);
                if (n < 0 && errno == EINTR) continue;
                if (n <= 0) fail(tmp, "write");
                data += n;
                size -= static_cast<std::size_t>(n);
                bytes += static_cast<std::uint64_t>(n);
            }
        });
        if (::fdatasync(fd) != 0) fail(tmp, "sync");
    } catch (...) {
        ::close(fd);
        throw;
    }
    if (::close(fd) != 0) fail(tmp, "write");
    if (std::rename(tmp.c_str(), path_.c_str()) != 0) fail(path_, "replace");
    last_save_ = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(last_save_ - t0).count();
    last_write_seconds_ = seconds;
    if (seconds > 0.001) bytes_per_second_ = static_cast<double>(bytes) / seconds;
    ++saves_;
}

void CountCheckpoint::remove() const {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
}

}  // namespace kt::cli
