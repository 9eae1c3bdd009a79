// knights tour-at / rank / random-tour --table-dir DIR: the engine's cut
// tour table (rank/cut_table.h) kept as files in a directory, one per blob,
// read through mmap (a cut of 8x8 is up to 1.3 GB; a lookup touches a few
// pages of it).
#pragma once

#include <map>
#include <string>

#include "engine.h"

namespace kt::cli {

class TableDir final : public TableStore {
public:
    // Creates the directory when it does not exist. Throws UsageError when
    // it cannot.
    explicit TableDir(std::string dir);
    ~TableDir() override;
    TableDir(const TableDir&) = delete;
    TableDir& operator=(const TableDir&) = delete;

    void write(const std::string& name, std::string_view bytes, bool append) override;
    std::optional<std::string_view> read(const std::string& name) override;
    void remove(const std::string& name) override;
    std::string where() const override { return "directory " + dir_; }

private:
    std::string path(const std::string& name) const { return dir_ + "/" + name; }
    void unmap(const std::string& name);

    std::string dir_;
    std::map<std::string, std::string_view> mapped_;
};

}  // namespace kt::cli
