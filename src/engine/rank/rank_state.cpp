#include "rank/rank_state.h"

#include <algorithm>

namespace kt {

namespace {

constexpr std::uint8_t kEmpty = 0, kFull = 1, kSpent = 2, kFirstLabel = 3;

int degree(std::uint8_t code) { return code == kEmpty ? 0 : code == kFull ? 2 : 1; }

// `mask` read with bit 0 as the most significant of `bits` digits.
unsigned reversed(unsigned mask, int bits) {
    unsigned r = 0;
    for (int b = 0; b < bits; ++b) r = (r << 1) | ((mask >> b) & 1u);
    return r;
}

void recode(RankStepper::Codes& c, int width, std::uint8_t from, std::uint8_t to) {
    for (int s = 0; s < width; ++s)
        if (c[s] == from) c[s] = to;
}

}  // namespace

RankStepper::RankStepper(const RankStep& step, bool paths, bool last)
    : step_(step), paths_(paths), last_(last), width_(static_cast<int>(step.layout.size())) {
    const int k = static_cast<int>(step.back_slots.size());
    for (unsigned m = 0; m < (1u << k); ++m)
        if (__builtin_popcount(m) <= 2) choices_.push_back(m);
    std::sort(choices_.begin(), choices_.end(),
              [k](unsigned a, unsigned b) { return reversed(a, k) < reversed(b, k); });
    std::vector<bool> touched(static_cast<std::size_t>(width_), false);
    touched[static_cast<std::size_t>(width_ - 1)] = true;
    for (int slot : step.back_slots) touched[static_cast<std::size_t>(slot)] = true;
    for (int slot = 0; slot < width_; ++slot) {
        const Slot sl{slot, step.future[slot], step.colour[slot]};
        if (sl.future == 0) {
            if (!touched[slot]) untouched_leaving_.push_back(slot);
        } else {
            (touched[slot] ? touched_staying_ : untouched_staying_).push_back(sl);
        }
    }
    for (const RankStep::Leaning& lean : step.leaning) {
        if (leaning_.size() == 32) break;
        Leaning l{lean.unswept, {}, {}};
        for (int slot : lean.slots) (touched[slot] ? l.touched : l.untouched).push_back(slot);
        leaning_.push_back(std::move(l));
    }
}

RankStepper::State RankStepper::decode(RankKey key) const {
    State st;
    Codes& c = st.codes;
    for (int s = 0; s + 1 < width_; ++s) c[s] = static_cast<std::uint8_t>((key >> (4 * s)) & 15);
    st.spent = static_cast<int>(std::count(c.begin(), c.begin() + width_, kSpent));
    st.balance = step_.future_balance;
    for (const Slot& sl : untouched_staying_) {
        const int need = 2 - degree(c[sl.slot]);
        st.balance += sl.colour * need;
        const int missing = need - sl.future;
        if (missing <= 0) continue;
        if (!paths_ || missing > 1) st.dead = true;
        ++st.ends;
    }
    for (int slot : untouched_leaving_)
        if (c[slot] == kEmpty || (!paths_ && c[slot] != kFull)) st.dead = true;
    for (std::size_t j = 0; j < leaning_.size(); ++j) {
        int room = leaning_[j].unswept;
        for (int slot : leaning_[j].untouched) room += degree(c[slot]) < 2;
        st.room[j] = static_cast<std::uint8_t>(room);
    }
    return st;
}

RankKey RankStepper::encode(const Codes& c) const {
    // Leaving slots drop out; labels are renumbered by first appearance.
    std::array<std::uint8_t, 16> relabel{};
    std::uint8_t next = kFirstLabel;
    RankKey key = 0;
    int out = 0;
    for (int s = 0; s < width_; ++s) {
        if (step_.future[s] == 0) continue;
        std::uint8_t code = c[s];
        if (code >= kFirstLabel) {
            if (!relabel[code]) relabel[code] = next++;
            code = relabel[code];
        }
        key |= RankKey(code) << (4 * out++);
    }
    return key;
}

// Links slot a to the joining square (the last slot).
bool RankStepper::link(Codes& c, int a, bool& complete) const {
    const int v = width_ - 1;
    const std::uint8_t ca = c[a], cv = c[v];
    if (ca == kFull || cv == kFull || complete) return false;
    if (ca == kEmpty && cv == kEmpty) {
        std::uint8_t fresh = kFirstLabel;  // a label no slot uses
        while (std::find(c.begin(), c.begin() + width_, fresh) != c.begin() + width_) ++fresh;
        c[a] = c[v] = fresh;
    } else if (ca == kEmpty) {
        c[a] = cv;
        c[v] = kFull;
    } else if (cv == kEmpty) {
        c[v] = ca;
        c[a] = kFull;
    } else if (ca == cv) {
        // Closes the cycle, or joins two paths whose far ends are both
        // spent: the whole tour, so only as the very last link.
        if (!last_ || (paths_ && ca != kSpent)) return false;
        complete = true;
        c[a] = c[v] = kFull;
    } else {
        c[a] = c[v] = kFull;
        const std::uint8_t joined = (ca == kSpent || cv == kSpent) ? kSpent : ca;
        recode(c, width_, ca, joined);
        recode(c, width_, cv, joined);
    }
    return true;
}

// Squares with no link left to come must be full, or (paths) a path end.
bool RankStepper::leave_all(Codes& c, bool& complete, int& ends) const {
    for (int u : step_.leaving) {
        const std::uint8_t code = c[u];
        if (code == kFull) continue;
        if (code == kEmpty || !paths_ || complete) return false;
        if (code == kSpent) {  // the other end left already: the path is whole
            if (!last_) return false;
            complete = true;
        } else {
            recode(c, width_, code, kSpent);
        }
        c[u] = kFull;
        if (++ends > 2) return false;
    }
    return true;
}

// Can every staying square still get its links (paths: with at most two
// path ends in all)? On a bipartite board each link still to come joins a
// white and a black square, so what the two colours still need must balance,
// up to the path ends still to come. (The checks of the frontier counter,
// in plain form.)
bool RankStepper::hopeful(const Codes& c, int spent, const State& state) const {
    int ends = spent + state.ends, balance = state.balance;
    for (const Slot& sl : touched_staying_) {
        const int need = 2 - degree(c[sl.slot]);
        balance += sl.colour * need;
        const int missing = need - sl.future;
        if (missing <= 0) continue;
        if (!paths_ || missing > 1) return false;
        ++ends;
    }
    for (std::size_t j = 0; j < leaning_.size(); ++j) {
        int room = state.room[j];
        for (int slot : leaning_[j].touched) room += degree(c[slot]) < 2;
        if (room >= 2) continue;
        if (!paths_ || room == 0) return false;
        ++ends;  // it can only be a path end
    }
    if (ends > 2) return false;
    const int ends_left = paths_ ? 2 - spent : 0;
    return balance <= ends_left && -balance <= ends_left && ((balance ^ ends_left) & 1) == 0;
}

std::optional<RankKey> RankStepper::follow(const State& state, unsigned mask) const {
    if (state.dead) return std::nullopt;
    Codes c = state.codes;
    bool complete = false;
    int ends = state.spent;  // links keep the number of spent path ends (until the tour is complete)
    for (int b = 0; b < static_cast<int>(step_.back_slots.size()); ++b)
        if (((mask >> b) & 1u) && !link(c, step_.back_slots[b], complete)) return std::nullopt;
    if (!leave_all(c, complete, ends)) return std::nullopt;
    if (last_) return complete ? std::optional<RankKey>(RankKey(0)) : std::nullopt;
    if (complete || !hopeful(c, ends, state)) return std::nullopt;
    return encode(c);
}

}  // namespace kt
