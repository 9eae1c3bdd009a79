// The frontier counter along a periodic stretch (frontier_plan.h): away from
// the ends of a long board, step i + P is step i again, so a state has the
// same successors at both. Along the stretch every phase (step modulo P)
// numbers the states it meets and keeps each state's successors as numbers
// of the next phase, found by the kernel the first time the state comes;
// each later period only adds counts along those lists, with no kernel and
// no hashing. This is the transfer matrix of one period, built lazily: on
// 5x20 or 6x16, whose frontiers stop growing after a few lines, most of the
// sweep is such additions. Internal to the frontier counter.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "count/frontier_kernel.h"
#include "count/key_numbers.h"
#include "count/frontier_plan.h"
#include "count/frontier_table.h"
#include "count/frontier_types.h"

namespace kt::frontier {

// One period's lazily built transfer matrix and the counts of the current
// step. Counts are 128-bit throughout; a sum past 128 bits is reported.
template <class W, class Cd>
class PeriodicSweep {
public:
    using Key = typename Cd::KeyType;

    PeriodicSweep(const std::vector<FrontierStep>& steps, PeriodicStretch stretch, bool paths, bool bipartite)
        : stretch_(stretch), phases_(stretch.period) {
        kernels_.reserve(stretch.period);
        for (std::size_t q = 0; q < stretch.period; ++q)
            kernels_.emplace_back(steps[stretch.begin + q], paths, bipartite, false);
    }

    // Room for about `states` states at the phase of step `step` (the last
    // period's count there): the tables then need not grow, and so not
    // rehash, as the first period finds the states.
    void expect(std::size_t step, std::size_t states) {
        Phase& p = phases_[(step - stretch_.begin) % stretch_.period];
        const std::size_t room = states + states / 4;
        p.states.make_room(room);
        p.first.reserve(room);
        p.degree.reserve(room);
        p.successors.reserve(room * 2);  // 1.7 successors a state on 6x8 closed
    }
    // The frontier before step `step` of the stretch, each key once.
    void start(std::size_t step, const std::vector<Key>& keys, const std::vector<WideCount>& counts) {
        phase_ = (step - stretch_.begin) % stretch_.period;
        Phase& p = phases_[phase_];
        std::vector<std::uint32_t> numbers(keys.size());
        p.states.number_all(keys.data(), keys.size(), numbers.data());
        p.grow();
        counts_.assign(p.states.size(), 0);
        next_counts_.clear();
        for (std::size_t i = 0; i < keys.size(); ++i) counts_[numbers[i]] += counts[i];
    }

    // One step: the counts move to the next phase. False when a count passed
    // 128 bits.
    bool step() {
        Phase& src = phases_[phase_];
        const std::size_t next = (phase_ + 1) % stretch_.period;
        Phase& dst = phases_[next];
        uses_ = builds_ = live_ = 0;
        build_missing(src, dst);
        // next_counts_ is all zeros: each step zeroes the counts it reads.
        if (next_counts_.size() < dst.states.size()) next_counts_.resize(dst.states.size());
        WideCount* out = next_counts_.data();
        const std::uint32_t* successors = src.successors.data();
        bool wrapped = false;
        const std::uint32_t n = static_cast<std::uint32_t>(src.states.size());
        for (std::uint32_t s = 0; s < n; ++s) {
            if (s + kAhead < n && counts_[s + kAhead] != 0) {  // the lines a few states on will add to
                const std::uint32_t* row = successors + src.first[s + kAhead];
                for (std::uint8_t j = 0; j < src.degree[s + kAhead]; ++j) __builtin_prefetch(out + row[j], 1);
            }
            const WideCount c = counts_[s];
            if (c == 0) continue;
            counts_[s] = 0;
            ++uses_;
            const std::uint32_t* row = successors + src.first[s];
            for (std::uint8_t j = 0; j < src.degree[s]; ++j) {
                WideCount& d = out[row[j]];
                live_ += d == 0;
                d += c;
                wrapped |= d < c;
            }
        }
        counts_.swap(next_counts_);
        phase_ = next;
        // A whole period with no state new: the lists are complete, as a
        // rule, and the tables only hold memory (each comes back if needed).
        quiet_ = builds_ ? 0 : quiet_ + 1;
        if (quiet_ == stretch_.period) {
            for (Phase& p : phases_) p.states.release_index();
            BigVector<Key>().swap(pending_);
        }
        return !wrapped;
    }
    // Of the last step: the states it counted from, those whose successors
    // it had to find, and the states it reached.
    std::uint64_t uses() const { return uses_; }
    std::uint64_t builds() const { return builds_; }
    std::uint64_t live() const { return live_; }

    // fn(key, count) for each state of the current step with a count.
    template <class Fn>
    void for_each(Fn&& fn) const {
        const Phase& p = phases_[phase_];
        for (std::uint32_t s = 0; s < p.states.size(); ++s)
            if (counts_[s] != 0) fn(p.states.key(s), counts_[s]);
    }
    std::size_t bytes() const {
        std::size_t sum = (counts_.capacity() + next_counts_.capacity()) * sizeof(WideCount) +
                          pending_.capacity() * sizeof(Key);
        for (const Phase& p : phases_) sum += p.bytes();
        return sum;
    }

private:
    static constexpr std::uint32_t kUnbuilt = ~std::uint32_t(0);
    static constexpr std::uint32_t kAhead = 4;  // states prefetched ahead
    struct Phase {
        KeyNumbers<Key> states;
        BigVector<std::uint32_t> first;   // per state: where its successors start, or kUnbuilt
        BigVector<std::uint8_t> degree;   // per state: how many successors
        BigVector<std::uint32_t> successors;  // numbers in the next phase
        void grow() {  // room for the states numbered since
            first.resize(states.size(), kUnbuilt);
            degree.resize(states.size(), 0);
        }
        std::size_t bytes() const {
            return states.bytes() + first.capacity() * (sizeof(std::uint32_t) + 1) +
                   successors.capacity() * sizeof(std::uint32_t);
        }
    };

    // Finds the successors of the states with a count that have none yet:
    // all expanded first, then numbered in one prefetched batch.
    void build_missing(Phase& src, Phase& dst) {
        pending_.clear();
        const std::size_t base = src.successors.size();
        for (std::uint32_t s = 0; s < src.states.size(); ++s) {
            if (counts_[s] == 0 || src.first[s] != kUnbuilt) continue;
            ++builds_;
            const std::size_t from = pending_.size();
            src.first[s] = static_cast<std::uint32_t>(base + from);
            kernels_[phase_].expand(src.states.key(s), [&](Key k) { pending_.push_back(k); });
            src.degree[s] = static_cast<std::uint8_t>(pending_.size() - from);
        }
        if (pending_.empty()) return;
        src.successors.resize(base + pending_.size());
        dst.states.number_all(pending_.data(), pending_.size(), src.successors.data() + base);
        dst.grow();
    }

    PeriodicStretch stretch_;
    std::vector<Kernel<W, Cd>> kernels_;
    std::vector<Phase> phases_;
    std::size_t phase_ = 0;
    BigVector<WideCount> counts_, next_counts_;  // by state number, this step's and the next's
    std::uint64_t uses_ = 0, builds_ = 0, live_ = 0;
    std::size_t quiet_ = 0;  // steps since one found a state's successors
    BigVector<Key> pending_;  // successors of the states being built
};

}  // namespace kt::frontier
