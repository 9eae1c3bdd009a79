#include "output_file.h"

#include <cerrno>
#include <cstring>

#include "common.h"

namespace kt::cli {

Output::Output(const std::string& path, const char* what) {
    if (path.empty() || path == "-") {
        file_ = stdout;
    } else {
        file_ = std::fopen(path.c_str(), "wb");
        if (!file_) throw UsageError(std::string(what) + ": cannot write '" + path + "': " + std::strerror(errno));
        owned_ = true;
    }
    buffer_ = std::make_unique<char[]>(1 << 20);
    std::setvbuf(file_, buffer_.get(), _IOFBF, 1 << 20);
}

void Output::close() {
    if (!file_) return;
    std::fflush(file_);
    // Standard output goes back to line buffering: the buffer dies with this object.
    if (owned_) std::fclose(file_);
    else std::setvbuf(file_, nullptr, _IOLBF, 0);
    file_ = nullptr;
}

}  // namespace kt::cli
