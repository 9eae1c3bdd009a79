#include "table_dir.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <iostream>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common.h"

namespace kt::cli {

namespace {

RankError failed(const std::string& what, const std::string& path) {
    return RankError("cannot " + what + " " + path + ": " + std::strerror(errno));
}

}  // namespace

TableDir::TableDir(std::string dir) : dir_(std::move(dir)) {
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (!std::filesystem::is_directory(dir_))
        throw UsageError("--table-dir " + dir_ + ": not a directory, and it cannot be made one" +
                         (ec ? " (" + ec.message() + ")" : ""));
    const std::string lock = path(".lock");
    lock_ = ::open(lock.c_str(), O_RDWR | O_CREAT, 0644);
    if (lock_ < 0) throw UsageError("--table-dir " + dir_ + ": cannot open " + lock + ": " + std::strerror(errno));
    if (::flock(lock_, LOCK_EX | LOCK_NB) == 0) return;
    std::cerr << "knights: waiting for another knights command using " << dir_ << std::endl;
    while (::flock(lock_, LOCK_EX) != 0)
        if (errno != EINTR) throw UsageError("--table-dir " + dir_ + ": cannot lock " + lock + ": " + std::strerror(errno));
}

TableDir::~TableDir() {
    for (const auto& [name, bytes] : mapped_) munmap(const_cast<char*>(bytes.data()), bytes.size());
    if (lock_ >= 0) ::close(lock_);  // and with it the lock
}

void TableDir::unmap(const std::string& name) {
    const auto it = mapped_.find(name);
    if (it == mapped_.end()) return;
    munmap(const_cast<char*>(it->second.data()), it->second.size());
    mapped_.erase(it);
}

void TableDir::write(const std::string& name, std::string_view bytes, bool append) {
    unmap(name);
    const std::string p = path(name);
    const int fd = ::open(p.c_str(), O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0644);
    if (fd < 0) throw failed("write", p);
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const RankError e = failed("write", p);
            ::close(fd);
            throw e;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    if (::close(fd) != 0) throw failed("write", p);
}

std::optional<std::string_view> TableDir::read(const std::string& name) {
    if (const auto it = mapped_.find(name); it != mapped_.end()) return it->second;
    const std::string p = path(name);
    const int fd = ::open(p.c_str(), O_RDONLY);
    if (fd < 0) {
        if (errno == ENOENT) return std::nullopt;
        throw failed("read", p);
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const RankError e = failed("read", p);
        ::close(fd);
        throw e;
    }
    const auto size = static_cast<std::size_t>(st.st_size);
    void* at = size ? mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0) : nullptr;
    ::close(fd);
    if (at == MAP_FAILED) throw failed("map", p);
    if (!size) return std::string_view();
    return mapped_[name] = std::string_view(static_cast<const char*>(at), size);
}

void TableDir::remove(const std::string& name) {
    unmap(name);
    const std::string p = path(name);
    if (::unlink(p.c_str()) != 0 && errno != ENOENT) throw failed("remove", p);
}

}  // namespace kt::cli
