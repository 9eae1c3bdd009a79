// Standard output or a file, through a 1 MiB buffer: dedupe and its kin
// write millions of lines.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace kt::cli {

class Output {
public:
    // "-" or empty is standard output; `what` names the option in the error
    // (UsageError) when the file cannot be written.
    Output(const std::string& path, const char* what);
    ~Output() { close(); }
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    void write(std::string_view s) { std::fwrite(s.data(), 1, s.size(), file_); }
    void line(std::string_view s) {
        write(s);
        std::fputc('\n', file_);
    }
    void close();

private:
    FILE* file_ = nullptr;
    bool owned_ = false;
    std::unique_ptr<char[]> buffer_;
};

}  // namespace kt::cli
