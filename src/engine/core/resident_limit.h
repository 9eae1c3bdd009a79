// Keeps what the process holds (its resident bytes, as the front end reads
// them) within a memory budget, beside the counter's own account: the
// account leaves out the free blocks the heap keeps for reuse, which on 7x8
// paths under a 1 GB budget took the process 18% past it.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <utility>

#include "core/heap_held.h"

namespace kt {

class ResidentLimit {
public:
    using Probe = std::function<std::uint64_t()>;
    // `probe`: the process's resident bytes now (empty: no limit here, the
    // account alone); `trim`: gives the heap's free pages back (trim_heap).
    ResidentLimit(Probe probe, std::uint64_t budget, std::function<void()> trim = trim_heap)
        : budget_(watches(probe, budget) ? budget : 0), probe_(std::move(probe)), trim_(std::move(trim)) {}

    // Whether a limit made of these would watch the resident size at all.
    static bool watches(const Probe& probe, std::uint64_t budget) { return probe && budget != 0; }

    // Whether `more` bytes may be taken now; call taken(more) once they are.
    // The probe is read first on the first call (so what was allocated
    // before it counts), then only when what was taken since the last
    // reading could reach the budget; the heap is trimmed before refusing.
    bool admits(std::uint64_t more) {
        if (budget_ == 0) return true;
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!room_for(more)) return false;
        since_ += more;
        pending_ += more;
        return true;
    }
    void taken(std::uint64_t more) {
        if (budget_ == 0) return;
        const std::lock_guard<std::mutex> lock(mutex_);
        pending_ -= more;
    }
    // `more` bytes that could not be asked for first, about to be taken or
    // just taken: the heap is trimmed where they could pass the budget.
    // False when they pass it even so (the work should stop).
    bool take(std::uint64_t more) {
        if (budget_ == 0) return true;
        const std::lock_guard<std::mutex> lock(mutex_);
        const bool fit = room_for(more);
        since_ += more;
        return fit;
    }

    bool watches() const { return budget_ != 0; }

    // Whether the process is within the budget now, the heap trimmed first
    // where it is not.
    bool within() { return take(0); }

private:
    bool fits(std::uint64_t more) const { return resident_ + since_ + more <= budget_; }
    bool room_for(std::uint64_t more) {
        if (read_once_ && fits(more)) return true;
        read(false);
        if (!fits(more)) read(true);
        return fits(more);
    }
    // A fresh reading counts what was admitted but not yet taken on top.
    void read(bool trim_first) {
        if (trim_first) trim_();
        resident_ = probe_();
        read_once_ = true;
        since_ = pending_;
    }
    std::uint64_t budget_;
    Probe probe_;
    std::function<void()> trim_;
    std::mutex mutex_;
    std::uint64_t resident_ = 0, since_ = 0, pending_ = 0;
    bool read_once_ = false;
};

}  // namespace kt
