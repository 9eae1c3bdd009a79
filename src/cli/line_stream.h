// Lines of a file or standard input, read in 4 MiB chunks, so that inputs
// of millions of tours never sit in memory whole.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace kt::cli {

class LineStream {
public:
    // "-" or empty is standard input; throws UsageError when the file cannot be opened.
    explicit LineStream(const std::string& path);
    ~LineStream();
    LineStream(const LineStream&) = delete;
    LineStream& operator=(const LineStream&) = delete;

    // The next line without its end-of-line, valid until the next call;
    // false at the end of input.
    bool next(std::string_view& line);
    const std::string& name() const { return name_; }

private:
    void refill();

    std::string name_;
    FILE* file_ = nullptr;
    bool owned_ = false;
    std::vector<char> buffer_;
    std::size_t begin_ = 0, end_ = 0;
    bool eof_ = false;
};

}  // namespace kt::cli
