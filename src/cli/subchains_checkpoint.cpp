#include "subchains_checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "common.h"

namespace kt::cli {

std::string header_line(const RunHeader& header) {
    nlohmann::json j{{"kind", "knights-subchains"}, {"board", header.board}, {"selection", header.selection}};
    if (!header.shard.empty()) j["shard"] = header.shard;
    return j.dump() + "\n";
}

std::string record_line(std::size_t index, const ClassRecord& record) {
    nlohmann::json j{{"class", index},
                     {"size", record.size},
                     {"count", std::to_string(record.count)},
                     {"nodes", record.nodes},
                     {"seconds", record.seconds}};
    return j.dump() + "\n";
}

CheckpointFile read_checkpoint(const std::string& path, bool repair) {
    const std::string text = read_input(path);
    CheckpointFile file;
    std::size_t pos = 0, good_end = 0, line_no = 0;
    while (pos < text.size()) {
        const std::size_t newline = text.find('\n', pos);
        const bool complete = newline != std::string::npos;
        const std::string line = text.substr(pos, complete ? newline - pos : std::string::npos);
        ++line_no;
        nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
        const bool last = !complete || newline + 1 >= text.size();
        bool ok = complete && j.is_object();
        if (ok && line_no == 1) {
            ok = j.value("kind", "") == "knights-subchains" && j.contains("board") && j.contains("selection");
            if (ok) {
                file.header.board = j["board"].get<std::string>();
                file.header.selection = j["selection"].get<std::string>();
                file.header.shard = j.value("shard", "");
            } else if (!last) {
                throw UsageError("'" + path + "' is not a subchains result file (line 1)");
            }
        } else if (ok) {
            try {
                const std::size_t index = j.at("class").get<std::size_t>();
                ClassRecord r;
                r.size = j.at("size").get<int>();
                r.count = std::stoull(j.at("count").get<std::string>());
                r.nodes = j.at("nodes").get<std::uint64_t>();
                r.seconds = j.at("seconds").get<double>();
                if (file.classes.count(index))
                    throw UsageError("'" + path + "' line " + std::to_string(line_no) + ": class " + std::to_string(index) +
                                     " appears twice");
                file.classes[index] = r;
            } catch (const UsageError&) {
                throw;
            } catch (const std::exception&) {
                ok = false;
            }
        }
        if (!ok) {
            if (!last) throw UsageError("'" + path + "' line " + std::to_string(line_no) + " is damaged");
            break;  // a torn last line: the run was killed while writing it
        }
        good_end = complete ? newline + 1 : text.size();
        pos = good_end;
    }
    if (repair && good_end < text.size()) std::filesystem::resize_file(path, good_end);
    if (file.header.board.empty() && good_end > 0) throw UsageError("'" + path + "' has no header line");
    return file;
}

CheckpointWriter::CheckpointWriter(const std::string& path, const RunHeader& header) : path_(path) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd_ < 0) throw UsageError("cannot write '" + path + "': " + std::strerror(errno));
    if (::lseek(fd_, 0, SEEK_END) == 0) {
        const std::string line = header_line(header);
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
    const std::string line = record_line(index, record);
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
