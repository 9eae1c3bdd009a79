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
#include <cmath>
#include <cstdint>
#include <vector>

#include "count/frontier_kernel.h"
#include "count/key_numbers.h"
#include "count/frontier_plan.h"
#include "count/frontier_table.h"
#include "count/frontier_types.h"

namespace kt::frontier {

// One period's lazily built transfer matrix and the counts of the current
// step. Counts are 64-bit while a bound keeps them below 2^64 (the sum of a
// step's counts times the branching), 128-bit from there; a sum past 128
// bits is reported.
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
        p.states.reserve_keys(room);
        index_room_ = std::max(index_room_, room);
        p.first.reserve(room);
        p.degree.reserve(room);
        p.successors.reserve(room * 2);  // 1.7 successors a state on 6x8 closed
    }
    // The frontier before step `step` of the stretch, each key once, and
    // the sum of its counts (saturating).
    void start(std::size_t step, const std::vector<Key>& keys, const std::vector<WideCount>& counts, WideCount total) {
        phase_ = (step - stretch_.begin) % stretch_.period;
        Phase& p = phases_[phase_];
        std::vector<std::uint32_t> numbers(keys.size());
        take_index(phase_);
        p.states.make_index_room(index_room_);  // the widest phase's, once
        p.states.number_all(keys.data(), keys.size(), numbers.data());
        p.grow();
        total_ = total;
        is_narrow_ = modulus2_ == 0 && (modulus_ != 0 || total < kNarrowFrom);
        const auto fill = [&](auto& c) {
            c.counts.assign(p.states.size(), 0);
            for (std::size_t i = 0; i < keys.size(); ++i) c.counts[numbers[i]] += counts[i];
        };
        if (is_narrow_) fill(narrow_);
        else fill(wide_);
    }

    // One step: the counts move to the next phase. False when a count passed
    // 128 bits.
    bool step() {
        Phase& src = phases_[phase_];
        const std::size_t next = (phase_ + 1) % stretch_.period;
        Phase& dst = phases_[next];
        uses_ = builds_ = live_ = 0;
        build_missing(src, dst, next);
        // Each count of the next step is at most the sum of this step's
        // counts times the branching: below 2^64, 64-bit counts do.
        if (is_narrow_ && modulus_ == 0 && total_ * kernels_[phase_].branching() >= kNarrowFrom) widen();
        const bool wrapped = modulus2_ != 0              ? (add_along<Add::ModPair>(src, dst, wide_), false)
                             : modulus_ == kFloatCounts ? (add_along<Add::Float>(src, dst, narrow_), false)
                             : modulus_ != 0           ? (add_along<Add::Mod>(src, dst, narrow_), false)
                             : is_narrow_              ? !add_along<Add::Exact>(src, dst, narrow_)
                                                       : !add_along<Add::Exact>(src, dst, wide_);
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
    // Counts modulo `prime` (below 2^62), or doubles (kFloatCounts), or
    // with a `second` prime pairs of residues (add_residue_pair), from
    // start() on, for counts past 128 bits; step() then never reports a wrap.
    void set_modulus(std::uint64_t prime, std::uint64_t second = 0) {
        modulus_ = prime;
        modulus2_ = second;
    }
    // Double counts (alone, or the low halves of pairs): scales them by
    // 2^-shift when their sum passes 2^shift (they stay far from the
    // double's range); returns the shift, or 0.
    int rescale_floats(int shift) {
        return modulus2_ != 0 ? rescale_floats(wide_.counts, shift) : rescale_floats(narrow_.counts, shift);
    }
    // While counts are 64-bit (and exact): the sum of the current step's.
    bool narrow() const { return is_narrow_ && modulus_ == 0; }
    WideCount narrow_total() const { return total_; }
    // The most successors a state of the current step has.
    std::uint64_t branching() const { return kernels_[phase_].branching(); }
    // Of the last step: the states it counted from, those whose successors
    // it had to find, and the states it reached.
    std::uint64_t uses() const { return uses_; }
    std::uint64_t builds() const { return builds_; }
    std::uint64_t live() const { return live_; }

    // fn(key, count) for each state of the current step with a count.
    template <class Fn>
    void for_each(Fn&& fn) const {
        const Phase& p = phases_[phase_];
        for (std::uint32_t s = 0; s < p.states.size(); ++s) {
            const WideCount c = is_narrow_ ? WideCount(narrow_.counts[s]) : wide_.counts[s];
            if (c != 0) fn(p.states.key(s), c);
        }
    }
    std::size_t bytes() const {
        std::size_t sum = narrow_.bytes() + wide_.bytes() + pending_.capacity() * sizeof(Key);
        for (const Phase& p : phases_) sum += p.bytes();
        return sum;
    }

private:
    static constexpr std::uint32_t kUnbuilt = ~std::uint32_t(0);
    static constexpr std::uint32_t kAhead = 4;  // states prefetched ahead
    // A few new successors of a phase's are numbered by a pass over its keys
    // (KeyNumbers::few_without_index); more, with the index, which one phase
    // at a time holds (rebuilt for each: the first period numbers each phase once).
    struct Phase {
        KeyNumbers<Key> states;
        BigVector<std::uint32_t> first;   // per state: where its successors start, or kUnbuilt
        BigVector<std::uint8_t> degree;   // per state: how many successors
        BigVector<std::uint32_t> successors;  // numbers in the next phase
        std::size_t built = 0;                // states whose successors are known
        void grow() {  // room for the states numbered since
            first.resize(states.size(), kUnbuilt);
            degree.resize(states.size(), 0);
        }
        std::size_t bytes() const {
            return states.bytes() + first.capacity() * (sizeof(std::uint32_t) + 1) +
                   successors.capacity() * sizeof(std::uint32_t);
        }
    };

    // This step's counts and the next's, by state number.
    template <class C>
    struct Counts {
        BigVector<C> counts, next;  // next is all zeros: each step zeroes the counts it reads
        std::size_t bytes() const { return (counts.capacity() + next.capacity()) * sizeof(C); }
    };
    static constexpr WideCount kNarrowFrom = WideCount(1) << 64;

    // Phase q gets the index from the phase that last held it.
    void take_index(std::size_t q) {
        if (!phases_[q].states.indexed()) phases_[holder_].states.give_index(phases_[q].states);
        holder_ = q;
    }
    template <class C>
    static int rescale_floats(BigVector<C>& counts, int shift) {
        double sum = 0;
        for (const C c : counts) sum += float_of(static_cast<std::uint64_t>(c));
        if (!(sum > std::ldexp(1.0, shift))) return 0;
        for (C& c : counts) c = with_low(c, float_bits(std::ldexp(float_of(static_cast<std::uint64_t>(c)), -shift)));
        return shift;
    }
    bool has_count(std::uint32_t s) const { return is_narrow_ ? narrow_.counts[s] != 0 : wide_.counts[s] != 0; }
    void widen() {
        wide_.counts.assign(narrow_.counts.begin(), narrow_.counts.end());
        BigVector<std::uint64_t>().swap(narrow_.counts);
        BigVector<std::uint64_t>().swap(narrow_.next);
        is_narrow_ = false;
    }

    // Adds each state's count to its successors'; false when a sum wrapped.
    // In 64 bits the step also sums its counts (below 2^64, by the bound).
    enum class Add { Exact, Mod, ModPair, Float };
    template <Add How, class C>
    bool add_along(const Phase& src, const Phase& dst, Counts<C>& c) {
        if (c.next.size() < dst.states.size()) c.next.resize(dst.states.size());
        C* out = c.next.data();
        const std::uint32_t* successors = src.successors.data();
        C wrapped = 0, total = 0;
        std::uint64_t uses = 0, live = 0;  // locals: out[] may alias members, so they would stay in memory
        const std::uint32_t n = static_cast<std::uint32_t>(src.states.size());
        for (std::uint32_t s = 0; s < n; ++s) {
            if (s + kAhead < n && c.counts[s + kAhead] != 0) {  // the lines a few states on will add to
                const std::uint32_t* row = successors + src.first[s + kAhead];
                for (std::uint8_t j = 0; j < src.degree[s + kAhead]; ++j) __builtin_prefetch(out + row[j], 1);
            }
            const C x = c.counts[s];
            if (x == 0) continue;
            c.counts[s] = 0;
            ++uses;
            const std::uint32_t* row = successors + src.first[s];
            total += x * src.degree[s];
            for (std::uint8_t j = 0; j < src.degree[s]; ++j) {
                C& d = out[row[j]];
                live += d == 0;
                if constexpr (How == Add::Float) {
                    d = add_floats(d, x);
                } else if constexpr (How == Add::ModPair) {
                    d = add_residue_pair(d, x, modulus_, modulus2_);
                } else {
                    d += x;
                    if constexpr (How == Add::Mod) d -= d >= modulus_ ? modulus_ : 0;
                    else wrapped |= d < x;
                }
            }
        }
        c.counts.swap(c.next);
        uses_ = uses;
        live_ = live;
        if constexpr (sizeof(C) == 8) total_ = total;
        return wrapped == 0;
    }

    // Finds the successors of the states with a count that have none yet:
    // all expanded first, then numbered in one prefetched batch.
    void build_missing(Phase& src, Phase& dst, std::size_t next) {
        pending_.clear();
        if (src.built == src.states.size()) return;  // no pass over the states
        const std::size_t base = src.successors.size();
        for (std::uint32_t s = 0; s < src.states.size(); ++s) {
            if (!has_count(s) || src.first[s] != kUnbuilt) continue;
            ++builds_;
            ++src.built;
            const std::size_t from = pending_.size();
            src.first[s] = static_cast<std::uint32_t>(base + from);
            kernels_[phase_].expand(src.states.key(s), [&](Key k) { pending_.push_back(k); });
            src.degree[s] = static_cast<std::uint8_t>(pending_.size() - from);
        }
        if (pending_.empty()) return;
        src.successors.resize(base + pending_.size());
        std::uint32_t* numbers = src.successors.data() + base;
        if (dst.states.few_without_index(pending_.size())) {
            dst.states.number_few(pending_.data(), pending_.size(), numbers);
        } else {
            take_index(next);
            dst.states.number_all(pending_.data(), pending_.size(), numbers);
        }
        dst.grow();
    }

    PeriodicStretch stretch_;
    std::vector<Kernel<W, Cd>> kernels_;
    std::vector<Phase> phases_;
    std::size_t phase_ = 0;
    std::size_t holder_ = 0;      // the phase holding the index
    std::size_t index_room_ = 0;  // states of the widest phase expected
    Counts<std::uint64_t> narrow_;  // while every count fits 64 bits
    Counts<WideCount> wide_;
    bool is_narrow_ = false;
    WideCount total_ = 0;  // the sum of the counts, while narrow
    std::uint64_t modulus_ = 0;  // counts modulo this prime (0: exact)
    std::uint64_t modulus2_ = 0;  // and pairs of residues modulo this one too (0: none)
    std::uint64_t uses_ = 0, builds_ = 0, live_ = 0;
    std::size_t quiet_ = 0;  // steps since one found a state's successors
    BigVector<Key> pending_;  // successors of the states being built
};

}  // namespace kt::frontier
