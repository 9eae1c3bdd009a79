// knights tour-at / rank / random-tour --table-dir DIR: the engine's cut
// tour table (rank/cut_table.h) kept as files in a directory, one per blob,
// read through mmap (a cut of 8x8 is up to 0.7 GB; a lookup touches a few
// pages of it). One command at a time uses a directory (a lock on
// DIR/.lock): a second one waits, so two never build the same table at once.
#pragma once

#include <map>
#include <string>

#include "engine.h"

namespace kt::cli {

class TableDir final : public TableStore {
public:
    // Creates the directory when it does not exist, and waits (saying so on
    // standard error) while another command holds it. Throws UsageError when
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
    int lock_ = -1;
    std::map<std::string, std::string_view> mapped_;
};

}  // namespace kt::cli
