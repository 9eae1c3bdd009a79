// Where a cut tour table (cut_table.h) keeps its layers: named blobs of
// bytes. The engine says what to write and read; the front end says where
// (the CLI: files in a directory, read through mmap). MemoryTableStore
// keeps them in memory, for tests.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace kt {

class TableStore {
public:
    virtual ~TableStore() = default;
    // Writes blob `name` anew, or adds to its end. Throws RankError (with
    // where and why) when it cannot.
    virtual void write(const std::string& name, std::string_view bytes, bool append) = 0;
    // Blob `name` whole, valid until it is next written or removed; nullopt
    // when there is none. Throws RankError when it cannot be read.
    virtual std::optional<std::string_view> read(const std::string& name) = 0;
    virtual void remove(const std::string& name) = 0;
    // For messages: "directory /tmp/tables".
    virtual std::string where() const = 0;
};

class MemoryTableStore final : public TableStore {
public:
    void write(const std::string& name, std::string_view bytes, bool append) override {
        std::string& blob = blobs_[name];
        if (!append) blob.clear();
        blob.append(bytes);
    }
    std::optional<std::string_view> read(const std::string& name) override {
        const auto it = blobs_.find(name);
        if (it == blobs_.end()) return std::nullopt;
        return std::string_view(it->second);
    }
    void remove(const std::string& name) override { blobs_.erase(name); }
    std::string where() const override { return "memory"; }
    std::map<std::string, std::string>& blobs() { return blobs_; }

private:
    std::map<std::string, std::string> blobs_;
};

}  // namespace kt
