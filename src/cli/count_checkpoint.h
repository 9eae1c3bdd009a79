// knights count --checkpoint FILE: the frontier counter's whole state, saved
// between steps of its sweep whenever writing it costs little next to the
// time since the last save, so a count killed at any moment resumes from
// its last step. Each save goes to FILE.tmp and is renamed over FILE, so
// FILE is always one complete snapshot. Over MPI ranks each rank keeps its
// own states in FILE.R-of-N, and renames only once every rank has written.
#pragma once

#include <chrono>
#include <string>

#include "engine.h"

namespace kt::cli {

class CountCheckpoint {
public:
    // `ranks`: the ranks the count is spread over, or null.
    explicit CountCheckpoint(const std::string& path, FrontierExchange* ranks = nullptr);

    // The saved snapshot's bytes, or "" when there is none (over ranks: the
    // newest save every rank holds; collective). Throws UsageError when it
    // cannot be read.
    std::string load() const;
    // The file this rank saves to.
    const std::string& path() const { return path_; }
    // Saves through this object; keep it alive while the counter runs.
    CheckpointHook hook();
    // After a finished count the snapshot is of no use.
    void remove() const;
    int saves() const { return saves_; }

private:
    // load() over ranks: this rank's committed save or the one it was writing (collective).
    std::string load_across_ranks() const;
    bool worth_saving(const CountProgress& p) const;
    void save(const FrontierSnapshot& snapshot);
    void commit();

    std::string path_;
    FrontierExchange* ranks_;
    std::chrono::steady_clock::time_point save_began_;
    std::uint64_t bytes_written_ = 0;
    std::chrono::steady_clock::time_point last_save_;
    double bytes_per_second_ = 200e6;  // a first guess, then measured
    double last_write_seconds_ = 0;    // the last save's time: a small file costs its sync all the same
    int saves_ = 0;
};

}  // namespace kt::cli
