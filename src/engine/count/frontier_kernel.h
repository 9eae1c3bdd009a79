// One step of the frontier sweep: from a state (the frontier before the
// square joins) to every state after it. Internal to the frontier counter.
//
// A state holds one 4-bit code per frontier slot: 0 = no link yet, 1 = two
// links (full), 2 = one link, on a path whose other end is a spent path end
// (paths only; once both ends are spent, the two ends of the path of the
// lowest slot with one link), and from 3 (paths) or 2 (cycles) up a label
// shared by the two ends of one partial path. Labels are numbered in order
// of first appearance, so equal frontiers give equal keys. The number of
// spent path ends is the number of slots coded 2. Every operation works on
// all slots at once in one 64- or 128-bit word (SWAR), so a transition costs
// a few dozen instructions with hardly any data-dependent branches.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "count/frontier_plan.h"

namespace kt::frontier {

template <class W>
struct Swar {
    static constexpr int kSlots = static_cast<int>(sizeof(W) * 2);
    static constexpr W ones() {
        W o = 0;
        for (int i = 0; i < kSlots; ++i) o = (o << 4) | 1;
        return o;
    }
    static constexpr W kOnes = ones();

    static W low_slots(int n) { return n >= kSlots ? kOnes : kOnes & ((W(1) << (4 * n)) - 1); }
    // One bit (the low bit of its nibble) per slot of `within` coded v.
    static W equal(W x, unsigned v, W within) {
        const W y = x ^ (kOnes * v);
        const W nonzero = (y | (y >> 1) | (y >> 2) | (y >> 3)) & kOnes;
        return ~nonzero & within;
    }
    static unsigned get(W x, int s) { return static_cast<unsigned>(x >> (4 * s)) & 15u; }
    static W put(W x, int s, unsigned v) { return (x & ~(W(15) << (4 * s))) | (W(v) << (4 * s)); }
    static W recode(W x, W slots, unsigned v) { return (x & ~(slots * 15)) | (slots * v); }
    // Drops slot s; the slots above it move down one.
    static W remove(W x, int s) {
        const W low = (W(1) << (4 * s)) - 1;
        return (x & low) | ((x >> 4) & ~low);
    }
    // Slots in a mask (one bit per nibble); more generally the sum of
    // nibbles of at most 2. By multiplication, since the base ISA has no
    // popcount instruction and the library call is slow.
    static int count(W m) {
        if constexpr (sizeof(W) == 8) {
            return count64(m);
        } else {
            return count64(static_cast<std::uint64_t>(m)) + count64(static_cast<std::uint64_t>(m >> 64));
        }
    }
    static int count64(std::uint64_t m) {
        const std::uint64_t bytes = (m & 0x0F0F0F0F0F0F0F0FULL) + ((m >> 4) & 0x0F0F0F0F0F0F0F0FULL);  // 0..2 per byte
        return static_cast<int>((bytes * 0x0101010101010101ULL) >> 56);
    }
    static int lowest(W m) {
        if constexpr (sizeof(W) == 8) {
            return __builtin_ctzll(m) >> 2;
        } else {
            const auto lo = static_cast<std::uint64_t>(m);
            return (lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(static_cast<std::uint64_t>(m >> 64))) >> 2;
        }
    }
};

// How a state is stored between steps: 4-bit fields as they are (Radix 16),
// or packed in base 11 or 12 so 17 or 18 slots fit 64 bits (9 rows).
template <class Key, int Radix>
struct Codec {
    using KeyType = Key;
    static constexpr int kRadix = Radix;
    template <class W>
    static W decode(Key key, int width) {
        if constexpr (Radix == 16) {
            return static_cast<W>(key);
        } else {
            // Two independent chains of 32-bit digit extraction: the low 9
            // digits and the rest.
            const std::uint64_t high = static_cast<std::uint64_t>(key / kLowSpan);
            std::uint32_t low = static_cast<std::uint32_t>(key % kLowSpan);
            std::uint64_t rest = high;
            W x = 0;
            for (int s = 0; s < width && s < kLowDigits; ++s) {
                x |= static_cast<W>(low % Radix) << (4 * s);
                low /= Radix;
            }
            for (int s = kLowDigits; s < width; ++s) {
                x |= static_cast<W>(static_cast<unsigned>(rest % Radix)) << (4 * s);
                rest /= Radix;
            }
            return x;
        }
    }
    template <class W>
    static Key encode(W x, int width) {
        if constexpr (Radix == 16) {
            return static_cast<Key>(x);
        } else {
            std::uint64_t low = 0, high = 0;
            for (int s = std::min(width, kLowDigits) - 1; s >= 0; --s)
                low = low * Radix + static_cast<std::uint64_t>((x >> (4 * s)) & 15);
            for (int s = width - 1; s >= kLowDigits; --s)
                high = high * Radix + static_cast<std::uint64_t>((x >> (4 * s)) & 15);
            return static_cast<Key>(high) * kLowSpan + static_cast<Key>(low);
        }
    }

private:
    static constexpr int kLowDigits = Radix <= 11 ? 9 : 8;  // the low digits fit 32 bits
    static constexpr std::uint64_t span() {
        std::uint64_t p = 1;
        for (int i = 0; i < kLowDigits; ++i) p *= Radix;
        return p;
    }
    static constexpr std::uint64_t kLowSpan = span();
};

template <class W, class C>
class Kernel {
public:
    using Key = typename C::KeyType;
    using S = Swar<W>;
    static constexpr unsigned kFull = 1, kSpent = 2, kFresh = 15;

    Kernel(const FrontierStep& step, bool paths, bool bipartite, bool last)
        : paths_(paths), last_(last), bipartite_(bipartite), v_(step.width_before), label_base_(paths ? 3 : 2) {
        const int layout = step.width_before + 1;
        valid_ = S::low_slots(layout);
        stored_ = S::low_slots(step.width_before);
        const W leaving = static_cast<W>(step.leaving_mask);
        stay_ = valid_ & ~leaving;
        leaving_ = step.leaving;
        out_width_ = layout - static_cast<int>(step.leaving.size());
        out_valid_ = S::low_slots(out_width_);
        future0_ = static_cast<W>(step.future0);
        future1_ = static_cast<W>(step.future1);
        white_ = static_cast<W>(step.white);
        black_ = static_cast<W>(step.black);
        future_balance_ = step.future_balance;
        leaning_ = step.leaning;
        mirror_ = step.mirror;

        const auto has = [](W mask, int slot) { return ((mask >> (4 * slot)) & 1) != 0; };
        // Links a staying slot may still get after this step: 0, 1, or 2 for "enough".
        const auto future_of = [&](int slot) { return has(future0_, slot) ? 0 : has(future1_, slot) ? 1 : 2; };
        W touched = S::low_slots(layout) & ~stored_;  // the new square
        for (int slot : step.back_slots) {
            touched |= W(1) << (4 * slot);
            back_.push_back({slot, has(leaving, slot), future_of(slot)});
        }
        untouched_ = valid_ & ~touched;
        // What a transition can change is the degree of the touched slots;
        // every other staying slot is checked once per state (see Base).
        for (const auto& sl : step.leaning.slots)
            if (!has(touched, sl.slot)) leaning_untouched_.push_back(sl);
        for (int slot = 0; slot < layout; ++slot) {
            if (!has(touched, slot) || !has(stay_, slot)) continue;
            Touched t{slot, future_of(slot), has(white_, slot) ? 1 : has(black_, slot) ? -1 : 0, 0};
            for (const auto& sl : step.leaning.slots)
                if (sl.slot == slot) t.leaning = sl.squares;
            touched_stay_.push_back(t);
        }
        // The new square needs two links in all (a path end: one); those the
        // squares still to come cannot give it, it must take now.
        const int min_links = std::max(0, (paths ? 1 : 2) - step.new_square_future);
        for (unsigned m : step.masks) {
            if (__builtin_popcount(m) < min_links) continue;
            MaskLinks ml{m, -1, -1};
            for (int b = 0; b < static_cast<int>(back_.size()); ++b)
                if ((m >> b) & 1u) (ml.first < 0 ? ml.first : ml.second) = back_[b].slot;
            masks_.push_back(ml);
        }
        build_choices();
    }

    // The most states one state can lead to (one per allowed link subset).
    std::uint64_t branching() const { return masks_.size(); }

    // Calls emit(key) for each state that follows `key` (at the last step the
    // only one is the empty frontier, key 0).
    // Flattened: the table build's copy had canonical, link and the checks
    // out of line, and expanded 8% slower than the count's (closed 6x8).
    template <class Emit>
    [[gnu::flatten]] void expand(Key key, Emit&& emit) const {
        const W x = C::template decode<W>(key, v_);
        Base base;
        if (!untouched_hopeful(x, base)) return;
        // The back slots' degrees pick the link choices worth trying.
        unsigned degrees = 0;
        for (std::size_t b = 0; b < back_.size(); ++b) {
            const unsigned c = S::get(x, back_[b].slot);
            degrees |= ((c != 0) + 2u * (c == kFull)) << (2 * b);
        }
        const int spent = paths_ ? S::count(S::equal(x, kSpent, stored_)) : 0;
        const Choice* end = choices_.data() + choice_start_[degrees + 1];
        for (const Choice* ch = choices_.data() + choice_start_[degrees]; ch != end; ++ch) {
            // The checks that need no labels first.
            const int needs = last_ ? 0 : needs_besides_ends(base, *ch);
            if (needs < 0 || spent + ch->ends + needs > 2) continue;
            W y = x;
            bool complete = false;
            if (ch->first >= 0 && !link(y, ch->first, complete)) continue;
            if (ch->second >= 0 && !link(y, ch->second, complete)) continue;
            int ends = spent;
            if (!leave_all(y, complete, ends)) continue;
            if (last_) {
                if (complete) emit(Key(0));
                continue;
            }
            if (complete || (paths_ && !ends_fit(ends, needs, base, *ch))) continue;
            for (int u : leaving_) y = S::remove(y, u);  // descending: later removals keep their index
            // No link and no path end made: the labels are as they were, in
            // order (the removed slots were full), so y is canonical already.
            if (ch->first >= 0 || ends != spent) y = canonical(y);
            if (!mirror_.empty()) y = std::min(y, mirrored(y));
            emit(C::template encode<W>(y, out_width_));
        }
    }

private:
    struct Back {
        int slot;
        bool leaves;
        int future;  // links still to come after this step (0, 1, or 2 for "enough")
    };
    struct MaskLinks {
        unsigned mask;
        int first, second;  // slots linked to the new square, -1 for none
    };
    struct Touched {
        int slot;
        int future;  // 0, 1, or 2 for "enough"
        int colour;
        std::uint64_t leaning;
    };
    // A link choice worth trying from given degrees of the back slots, with
    // what the touched staying slots then add to the checks (their degrees
    // after the links are known, so this is worked out once per step).
    struct Choice {
        int first, second;  // slots linked to the new square, -1 for none
        int needs, balance;
        int ends;  // path ends the leaving back slots and new square become
        std::uint64_t one, two;  // leaning squares with room for 1+ / 2+ links among the touched
    };

    // For every degree vector of the back slots (2 bits each: 0, 1, or 3
    // for full), the choices a state may take: the list from
    // choice_start_[d] to choice_start_[d + 1]. A leaper has at most four
    // back slots (of each pair of opposite moves one goes back), so 256 lists.
    void build_choices() {
        const unsigned vectors = 1u << (2 * back_.size());
        for (unsigned d = 0; d < vectors; ++d) {
            choice_start_.push_back(static_cast<std::uint32_t>(choices_.size()));
            unsigned forbid = 0, require = 0;
            if (!allowed_links(d, forbid, require)) continue;
            for (const MaskLinks& ml : masks_) {
                if ((ml.mask & forbid) || (ml.mask & require) != require) continue;
                Choice ch{ml.first, ml.second, 0, 0, 0, 0, 0};
                if (touched_part(d, ml.mask, ch)) choices_.push_back(ch);
            }
        }
        choice_start_.push_back(static_cast<std::uint32_t>(choices_.size()));
    }
    static int degree_in(unsigned d, std::size_t b) { return static_cast<int>((d >> (2 * b)) & 3u) == 3 ? 2 : static_cast<int>((d >> (2 * b)) & 1u); }
    // Links the back slots with degrees d must not take / must take; false
    // when some staying cycle square can no longer be filled up.
    bool allowed_links(unsigned d, unsigned& forbid, unsigned& require) const {
        if (((d >> 1) & ~d & 0x55555555u) != 0) return false;  // code 2 is no degree
        for (std::size_t b = 0; b < back_.size(); ++b) {
            const int deg = degree_in(d, b);
            if (deg == 2) {
                forbid |= 1u << b;
            } else if (back_[b].leaves) {
                if (deg == 0 || !paths_) require |= 1u << b;
            } else if (!paths_) {
                const int short_by = 2 - deg - back_[b].future;
                if (short_by >= 2) return false;
                if (short_by == 1) require |= 1u << b;
            }
        }
        return true;
    }
    // The touched staying slots after the links of `mask`: what they add to
    // the checks, false when one of them can no longer get its links.
    bool touched_part(unsigned d, unsigned mask, Choice& ch) const {
        const auto degree_after = [&](int slot) {
            int deg = slot == v_ ? __builtin_popcount(mask) : 0;
            for (std::size_t b = 0; b < back_.size(); ++b)
                if (back_[b].slot == slot) deg = degree_in(d, b) + static_cast<int>((mask >> b) & 1u);
            return deg;
        };
        // A leaving slot short of links is a path end (paths) or hopeless.
        for (int u : leaving_) {
            const bool back = u == v_ || std::any_of(back_.begin(), back_.end(), [u](const Back& b) { return b.slot == u; });
            const int deg = degree_after(u);
            if (!back || deg == 2) continue;  // an untouched one is checked per state
            if (deg == 0 || !paths_) return false;
            ++ch.ends;
        }
        for (const Touched& t : touched_stay_) {
            const int deg = degree_after(t.slot);
            if (deg >= 2) continue;
            ch.two |= ch.one & t.leaning;
            ch.one |= t.leaning;
            const int missing = 2 - deg - t.future;  // links it cannot get later
            if (missing > 0) {
                if (!paths_ || missing > 1) return false;
                ++ch.needs;
            }
            ch.balance += t.colour * (2 - deg);
        }
        return true;
    }
    static int bit_count(std::uint64_t m) {
        m = m - ((m >> 1) & 0x5555555555555555ULL);
        m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
        m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
    }

    // Links slot a to the new square (slot v_).
    bool link(W& y, int a, bool& complete) const {
        const unsigned ca = S::get(y, a), cv = S::get(y, v_);
        if (ca == kFull || cv == kFull || complete) return false;
        if (ca == 0 && cv == 0) {
            y = S::put(S::put(y, a, kFresh), v_, kFresh);
        } else if (ca == 0) {
            y = S::put(S::put(y, a, cv), v_, kFull);
        } else if (cv == 0) {
            y = S::put(S::put(y, v_, ca), a, kFull);
        } else if (ca == cv) {
            // Closes a cycle (cycles), or joins two paths with spent ends
            // (paths): the whole tour, allowed only as the very last link.
            if (!last_ || (paths_ && ca != kSpent)) return false;
            complete = true;
            y = S::put(S::put(y, a, kFull), v_, kFull);
        } else {
            y = S::put(S::put(y, a, kFull), v_, kFull);
            const unsigned joined = (paths_ && (ca == kSpent || cv == kSpent)) ? kSpent : ca;
            y = S::recode(y, S::equal(y, ca, valid_) | S::equal(y, cv, valid_), joined);
        }
        return true;
    }

    // Squares with no neighbour left to come: full, or (paths) a path end.
    bool leave_all(W& y, bool& complete, int& ends) const {
        for (int u : leaving_) {
            const unsigned c = S::get(y, u);
            if (c == kFull) continue;
            if (c == 0 || !paths_ || complete) return false;
            if (c == kSpent) {  // its path's other end is spent too: the path is whole
                if (!last_) return false;
                complete = true;
            } else {
                y = S::recode(y, S::equal(y, c, valid_), kSpent);
            }
            y = S::put(y, u, kFull);
            if (++ends > 2) return false;
        }
        return true;
    }

    // What the staying slots no link reaches contribute to the checks: their
    // codes, and so their degrees, are the same in every successor.
    struct Base {
        int needs = 0;
        int balance = 0;
        std::uint64_t one = 0, two = 0;  // leaning squares with room for 1+ / 2+ links
    };

    // Slots no link reaches keep their codes: a state where one of them can
    // no longer be completed has no successor at all.
    bool untouched_hopeful(W x, Base& base) const {
        const W d0 = S::equal(x, 0, untouched_);
        const W d2 = S::equal(x, kFull, untouched_);
        const W d1 = untouched_ & ~d0 & ~d2;
        const W leaving = untouched_ & ~stay_;
        if (d0 & leaving) return false;
        if (paths_) {
            if (d0 & future0_) return false;
            base.needs = S::count((d0 & future1_) | (d1 & future0_));
            // Links each colour still needs: 2 per slot with none, 1 with one
            // (count sums nibble values, so the 2s count twice).
            if (bipartite_)
                base.balance = future_balance_ + S::count(((d0 & white_) << 1) | (d1 & white_)) -
                               S::count(((d0 & black_) << 1) | (d1 & black_));
        } else if ((d0 & (future0_ | future1_)) | (d1 & (future0_ | leaving))) {
            return false;
        }
        const W room = untouched_ & stay_ & ~d2;
        for (const auto& sl : leaning_untouched_) {
            const std::uint64_t squares = sl.squares & (0 - static_cast<std::uint64_t>((room >> (4 * sl.slot)) & 1));
            base.two |= base.one & squares;
            base.one |= squares;
        }
        return true;
    }

    // Can the staying slots, and the squares still to come that lean on
    // them, still get their links (paths: with at most two ends in all)?
    // The touched staying slots' part comes with the choice (see Choice).
    // Without the labels: -1 when hopeless, else the path ends the staying
    // slots and leaning squares still need besides the ends made so far.
    int needs_besides_ends(const Base& base, const Choice& ch) const {
        const std::uint64_t two = base.two | ch.two | (base.one & ch.one), one = base.one | ch.one;
        if (!paths_) return (leaning_.need_two & ~two) | (leaning_.need_one & ~one) ? -1 : 0;
        if (leaning_.need_two & ~one) return -1;
        int needs = base.needs + ch.needs;
        // A leaning square with room for one link only must be a path end.
        if (const std::uint64_t single = (leaning_.need_two & ~two) | (leaning_.need_one & ~one))
            needs += bit_count(single);
        return needs;
    }
    // With the path ends made (paths only).
    bool ends_fit(int ends, int needs, const Base& base, const Choice& ch) const {
        if (ends + needs > 2) return false;
        if (!bipartite_) return true;
        const int balance = base.balance + ch.balance;
        // Each link still to come joins one square of each colour, so what
        // the two colours still need must balance, up to the ends to come.
        const int ends_left = 2 - ends;
        return balance <= ends_left && -balance <= ends_left && !((balance ^ ends_left) & 1);
    }

    // Once both path ends are spent, the two slots coded 2 end one path
    // through both of them, and what is left to count is the closed count
    // with a link between the spent ends: which path is coded 2 no longer
    // matters. So it becomes the path of the lowest slot with one link, and
    // frontiers that differ only in it are one state (the tour tables' keys
    // make the same choice: rank/table_key.h).
    W lowest_path_spent(W y) const {
        const W spent = S::equal(y, kSpent, out_valid_);
        if (S::count(spent) != 2) return y;
        const W open = ((y >> 1) | (y >> 2) | (y >> 3)) & S::kOnes & out_valid_;
        const unsigned first = S::get(y, S::lowest(open));
        if (first == kSpent) return y;
        const W path = S::equal(y, first, out_valid_);
        return S::recode(S::recode(y, spent, first), path, kSpent);
    }

    // The state of the mirror-image frontier, labels renumbered.
    W mirrored(W y) const {
        W m = 0;
        for (int slot = 0; slot < out_width_; ++slot) m |= W(S::get(y, slot)) << (4 * mirror_[slot]);
        return canonical(m);
    }

    // Renumbers labels in order of first appearance.
    W canonical(W y) const {
        if (paths_) y = lowest_path_spent(y);
        // Label slots: codes from 2 (cycles) or 3 (paths) up, by their bits.
        const W high = (y >> 2) | (y >> 3);
        const W labels = (paths_ ? high | (y & (y >> 1)) : high | (y >> 1)) & S::kOnes & out_valid_;
        W out = y & ~(labels * 15), left = labels;
        for (unsigned next = label_base_; left; ++next) {
            const W same = S::equal(y, S::get(y, S::lowest(left)), left);
            out |= same * next;
            left &= ~same;
        }
        return out;
    }

    bool paths_, last_, bipartite_;
    int v_;
    unsigned label_base_;
    W valid_ = 0, stored_ = 0, stay_ = 0, untouched_ = 0, out_valid_ = 0;
    W future0_ = 0, future1_ = 0, white_ = 0, black_ = 0;
    int future_balance_ = 0;
    int out_width_ = 0;
    std::vector<int> leaving_;
    std::vector<Back> back_;
    std::vector<MaskLinks> masks_;
    std::vector<Choice> choices_;
    std::vector<std::uint32_t> choice_start_;
    LeaningSquares leaning_;
    std::vector<LeaningSquares::SlotLinks> leaning_untouched_;
    std::vector<Touched> touched_stay_;
    std::vector<int> mirror_;
};

}  // namespace kt::frontier
