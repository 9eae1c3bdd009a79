#include "line_stream.h"

#include <cerrno>
#include <cstring>

#include "common.h"

namespace kt::cli {

LineStream::LineStream(const std::string& path) : name_(path.empty() || path == "-" ? "standard input" : path) {
    if (path.empty() || path == "-") {
        file_ = stdin;
    } else {
        file_ = std::fopen(path.c_str(), "rb");
        if (!file_) throw UsageError("cannot read '" + path + "': " + std::strerror(errno));
        owned_ = true;
    }
    buffer_.resize(4 << 20);
}

LineStream::~LineStream() {
    if (owned_) std::fclose(file_);
}

bool LineStream::next(std::string_view& line) {
    while (true) {
        const char* start = buffer_.data() + begin_;
        const void* nl = std::memchr(start, '\n', end_ - begin_);
        if (nl) {
            const auto len = static_cast<std::size_t>(static_cast<const char*>(nl) - start);
            line = std::string_view(start, len);
            begin_ += len + 1;
            return true;
        }
        if (eof_) {
            if (begin_ == end_) return false;
            line = std::string_view(start, end_ - begin_);
            begin_ = end_;
            return true;
        }
        refill();
    }
}

void LineStream::refill() {
    // Keep the unfinished line, grow when one line fills the buffer.
    std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
    if (end_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);
    const std::size_t got = std::fread(buffer_.data() + end_, 1, buffer_.size() - end_, file_);
    if (got == 0) {
        if (std::ferror(file_)) throw UsageError("cannot read " + name_ + ": " + std::strerror(errno));
        eof_ = true;
    }
    end_ += got;
}

}  // namespace kt::cli
