// PhaseLists: the tour table's phases along a periodic stretch number the
// successors of their new states in the next phase, as first met, whether
// that phase holds the shared index, takes it (rebuilt for its keys), keeps
// one of its own (a big phase) or numbers a few with none; each then makes
// an index of its own for lookups.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "rank/phase_lists.h"  // internal: the tour table's phases
#include "solve/rng.h"

namespace {

using kt::PhaseLists;
using Key = std::uint64_t;

struct Reference {  // key -> number, as first met
    std::unordered_map<Key, std::uint32_t> number;
    std::uint32_t add(Key k) { return number.try_emplace(k, static_cast<std::uint32_t>(number.size())).first->second; }
};

// Phases in a ring of `period`, phase 0 started with `first` keys: each step
// lists the new states of one phase, each with up to 3 successors drawn from
// `range` keys, in two pieces, and checks every number against the reference.
void run_ring(std::size_t period, std::size_t first, std::uint64_t range, int steps, std::uint64_t seed) {
    kt::SplitMix64 rng(seed);
    std::vector<PhaseLists<Key>> phases(period);
    std::vector<Reference> ref(period);
    PhaseLists<Key>* holder = nullptr;
    std::vector<Key> start;
    for (std::size_t i = 0; i < first; ++i) start.push_back(1000 + 7 * i);
    phases[0].start(start.data(), start.size(), holder);
    for (Key k : start) ref[0].add(k);
    for (int t = 0; t < steps; ++t) {
        PhaseLists<Key>&at = phases[t % period], &to = phases[(t + 1) % period];
        Reference& into = ref[(t + 1) % period];
        const std::size_t from = at.listed(), n = at.size() - from;
        std::vector<std::uint8_t> degree(n);
        std::vector<Key> successors;
        for (std::size_t i = 0; i < n; ++i) {
            degree[i] = static_cast<std::uint8_t>(rng.next() % 4);
            for (int d = 0; d < degree[i]; ++d) successors.push_back(rng.next() % range);
        }
        const std::size_t half = successors.size() / 2;
        const std::uint64_t edges_before = at.first(from);
        at.add(degree.data(), n, to, holder, [&](auto&& f) {
            f(successors.data(), half);
            f(successors.data() + half, successors.size() - half);
        });
        ASSERT_EQ(at.listed(), from + n) << "step " << t;
        for (std::size_t j = 0; j < successors.size(); ++j)
            ASSERT_EQ(at.next()[edges_before + j], into.add(successors[j])) << "step " << t << ", successor " << j;
        ASSERT_EQ(to.size(), into.number.size()) << "step " << t;
    }
    for (std::size_t q = 0; q < period; ++q) {
        phases[q].drop_lists();
        phases[q].index();
        for (const auto& [key, number] : ref[q].number) {
            ASSERT_EQ(phases[q].key(number), key);
            ASSERT_EQ(phases[q].number_of(key), std::optional<std::uint32_t>(number)) << "phase " << q;
        }
        EXPECT_EQ(phases[q].number_of(range + 12345), std::nullopt);
    }
}

TEST(PhaseLists, SmallPhasesShareOneIndexAndNumberAFewWithNone) {
    // Phases of a few thousand states: the index moves from phase to phase,
    // and once they fill, each step's few new successors are numbered by a
    // pass over the keys.
    run_ring(3, 500, 4000, 40, 1);
}

TEST(PhaseLists, BigPhasesKeepIndexesOfTheirOwn) {
    // A first step of 2^17 keys and more: its phase keeps its index, and the
    // next phases make their own.
    run_ring(2, 60000, 600000, 12, 2);
}

TEST(PhaseLists, OnePhaseNumbersItsOwnSuccessors) {
    run_ring(1, 300, 2000, 20, 3);
}

}  // namespace
