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

// FILE's bytes, or "" when it does not exist or is empty.
std::string read_if_any(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec) || std::filesystem::file_size(path, ec) == 0) return {};
    return read_input(path);
}

// A file beside FILE that holds another split of the same count: FILE
// itself (one process) or FILE.R-of-N for another N. `ranks` 0: one process.
std::string other_split(const std::string& path, int ranks) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (ranks > 0 && fs::exists(path, ec)) return path;
    const fs::path file(path);
    const std::string stem = file.filename().string() + ".";
    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        int r = 0, n = 0;
        char end = 0;
        if (name.compare(0, stem.size(), stem) != 0 ||
            std::sscanf(name.c_str() + stem.size(), "%d-of-%d%c", &r, &n, &end) != 2)
            continue;
        if (n != ranks) return entry.path().string();
    }
    return {};
}

[[noreturn]] void refuse_other_split(const std::string& path, const std::string& other) {
    const auto at = other.rfind("-of-");
    const std::string split = at == std::string::npos || other == path ? "one process"
                                                                        : other.substr(at + 4) + " MPI ranks";
    throw UsageError("--checkpoint: '" + path + "' is saved as a count on " + split + " ('" + other +
                     "'): resume it on as many, or delete its files to start afresh");
}

}  // namespace

CountCheckpoint::CountCheckpoint(const std::string& path, FrontierExchange* ranks)
    : path_(ranks ? path + "." + std::to_string(ranks->rank()) + "-of-" + std::to_string(ranks->ranks()) : path),
      ranks_(ranks),
      last_save_(std::chrono::steady_clock::now()) {}

std::string CountCheckpoint::load() const {
    if (ranks_) return load_across_ranks();
    std::string bytes = read_if_any(path_);
    if (bytes.empty())
        if (const std::string other = other_split(path_, 0); !other.empty()) refuse_other_split(path_, other);
    return bytes;
}

std::string CountCheckpoint::load_across_ranks() const {
    // A file this rank cannot read counts as damaged: the choice is collective, so no rank may leave it.
    const auto held_at = [](const std::string& path) {
        try {
            return read_if_any(path);
        } catch (const UsageError&) {
            return std::string("unreadable");
        }
    };
    std::vector<std::string> held{held_at(path_), held_at(path_ + ".tmp")};
    const std::string base = path_.substr(0, path_.rfind('.'));
    const std::string other = held[0].empty() && held[1].empty() ? other_split(base, ranks_->ranks()) : "";
    const std::vector<std::uint64_t> others = ranks_->all_gather({other.empty() ? 0u : 1u});
    if (!other.empty()) refuse_other_split(base, other);
    if (std::find(others.begin(), others.end(), 1u) != others.end())
        throw UsageError("--checkpoint: '" + base + "': another rank found files of the count on another number of ranks");
    const SnapshotChoice choice = choose_snapshot_across_ranks(*ranks_, {held[0], held[1]});
    if (!choice.error.empty()) throw UsageError("--checkpoint: '" + path_ + "': " + choice.error);
    return choice.index ? std::move(held[*choice.index]) : std::string();
}

CheckpointHook CountCheckpoint::hook() {
    return {[this](const CountProgress& p) { return worth_saving(p); },
            [this](const FrontierSnapshot& s) { save(s); }, [this] { commit(); }};
}

bool CountCheckpoint::worth_saving(const CountProgress& p) const {
    const double since = std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save_).count();
    // Thin frontiers take microseconds a step: saving each would sync the file
    // thousands of times a second (past 128 bits, in every sweep).
    const double write_seconds = std::max(static_cast<double>(p.memory_bytes) / bytes_per_second_, last_write_seconds_);
    return write_seconds <= kWriteShare * since;
}

// Writes FILE.tmp; commit() renames it over FILE.
void CountCheckpoint::save(const FrontierSnapshot& snapshot) {
    save_began_ = std::chrono::steady_clock::now();
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
    bytes_written_ = bytes;
}

void CountCheckpoint::commit() {
    const std::string tmp = path_ + ".tmp";
    if (std::rename(tmp.c_str(), path_.c_str()) != 0) fail(path_, "replace");
    last_save_ = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(last_save_ - save_began_).count();
    last_write_seconds_ = seconds;
    if (seconds > 0.001) bytes_per_second_ = static_cast<double>(bytes_written_) / seconds;
    ++saves_;
}

void CountCheckpoint::remove() const {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
    std::filesystem::remove(path_ + ".tmp", ec);
}

}  // namespace kt::cli
