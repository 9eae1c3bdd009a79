// Counts past 128 bits: the big integers and the Chinese remainder join
// (core/big_uint.h), the frontier counter's residue sweeps against its
// 128-bit sweep on boards with known counts (OEIS A001230, A165134), and
// counts past 2^128 against published terms: OEIS A070030, closed tours on
// 3 x 2n, from the recurrence of Knuth and Elkies (1994); such counts
// resumed from checkpoints in each of their sweeps.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "count/frontier_table.h"  // internal: kFloatCounts, the sweep in doubles
#include "engine.h"
#include "count/frontier_counter.h"
#include "theory/tour_bound.h"

namespace kt {

void PrintTo(const BigUint& v, std::ostream* os) { *os << v.to_decimal(); }

namespace {

BigUint from_decimal(const std::string& digits) {
    BigUint v;
    for (char c : digits) v.mul_small(10).add_small(static_cast<std::uint64_t>(c - '0'));
    return v;
}

CountResult count(const Board& board, CountKind kind, CountOptions o = {}) {
    o.kind = kind;
    FrontierCounter counter(board, o);
    CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    return r;
}

// A070030(50), (60) and (150): closed tours on 3x100, 3x120, 3x300.
const std::string k3x100 = "4861943174181138724903568742746024250554974208";
const std::string k3x120 = "37023980264395837866659869035610602922525487043247603712";
// A070030(170), 3x340: 546 bits, so the sweep in doubles scales its counts.
const std::string k3x340 = "184879434961867042842506480896027050927323558496614681202727596967486674452743599892844643894248463361545360823185373994387343054907863066346644108553882926032355328";
const std::string k3x300 = "3188174991019567585547992086924199786644447826910654861244382494654161693602303076730300633085087834594906871393276049050140466070077763137568768";

TEST(BigUint, DecimalAndArithmetic) {
    EXPECT_EQ(BigUint().to_decimal(), "0");
    EXPECT_EQ(BigUint(~u128(0)).to_decimal(), "340282366920938463463374607431768211455");
    BigUint two_200(1);
    for (int i = 0; i < 200; ++i) two_200.mul_small(2);
    EXPECT_EQ(two_200.to_decimal(), "1606938044258990275541962092341162602522202993782792835301376");
    EXPECT_EQ(two_200.bit_length(), 201);
    EXPECT_EQ(from_decimal(two_200.to_decimal()), two_200);
    BigUint sum = two_200;
    sum += BigUint(~u128(0));
    sum -= two_200;
    EXPECT_EQ(sum, BigUint(~u128(0)));
    EXPECT_EQ(sum.low128(), ~u128(0));
    EXPECT_EQ(from_decimal("10000000000000000000").to_decimal(), "10000000000000000000");  // a whole 19-digit chunk
    EXPECT_EQ(from_decimal(k3x300).to_decimal(), k3x300);
    EXPECT_EQ(two_200.mod(1000), 376u);
}

TEST(BigUint, BorrowsAndOrderAcrossLimbs) {
    BigUint two_128(1);
    for (int i = 0; i < 128; ++i) two_128.mul_small(2);
    BigUint below = two_128;
    below -= BigUint(1);  // the borrow runs through both low limbs
    EXPECT_EQ(below, BigUint(~u128(0)));
    EXPECT_TRUE(BigUint(5) < BigUint(7));
    EXPECT_FALSE(BigUint(7) < BigUint(5));
    EXPECT_FALSE(BigUint(7) < BigUint(7));
    EXPECT_TRUE(below < two_128);
    EXPECT_TRUE(BigUint(u128(1) << 64) < BigUint((u128(1) << 64) + 1));  // the high limbs tie
}

TEST(BigUint, PrimesAndTheChineseRemainderJoin) {
    const auto primes = count_primes(3);
    EXPECT_EQ(primes, (std::vector<std::uint64_t>{(1ull << 62) - 57, (1ull << 62) - 87, (1ull << 62) - 117}));
    EXPECT_EQ(count_primes(3, 10), (std::vector<std::uint64_t>{1021, 1019, 1013}));
    EXPECT_TRUE(is_prime_u64((1ull << 61) - 1));
    for (std::uint64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41}) EXPECT_TRUE(is_prime_u64(p)) << p;
    for (std::uint64_t n : {0, 1, 4, 9, 49, 91, 1369}) EXPECT_FALSE(is_prime_u64(n)) << n;
    EXPECT_FALSE(is_prime_u64(3215031751ull));  // a strong pseudoprime to bases 2, 3, 5 and 7
    // A070030(150) has 481 bits: its low 128 bits and six residues give it back.
    const BigUint big = from_decimal(k3x300);
    ASSERT_EQ(big.bit_length(), 481);
    CrtJoin join(big.low128());
    for (std::uint64_t p : count_primes(6)) join.add(big.mod(p), p);
    EXPECT_EQ(join.value(), big);
    // Small primes only: 55 of 10 bits (a product of 525 bits).
    CrtJoin small;
    for (std::uint64_t p : count_primes(55, 10)) small.add(big.mod(p), p);
    EXPECT_GT(small.modulus_bits(), 481);
    EXPECT_EQ(small.value(), big);
    // Too few primes give the count modulo their product, not the count.
    CrtJoin few(big.low128());
    for (std::uint64_t p : count_primes(5)) few.add(big.mod(p), p);
    EXPECT_NE(few.value(), big);
}

// The residue sweeps (test hook: primes below 2^10, no low 128 bits) give
// the 128-bit sweep's counts: closed, paths, open, directed, periodic or
// not, one thread or two.
TEST(FrontierCountPast128, ResiduesAgreeWithThe128BitSweep) {
    CountOptions residues;
    residues.residue_bits = 10;
    EXPECT_EQ(count_decimal(count(Board(6, 6), CountKind::Closed, residues)), "9862");
    EXPECT_EQ(count_decimal(count(Board(3, 60), CountKind::Closed, residues)), "83842346389750721268361216");
    EXPECT_EQ(count_decimal(count(Board(5, 20), CountKind::Closed, residues)), "53034853662012222798");
    CountOptions directed = residues;
    directed.directed = true;
    EXPECT_EQ(count_decimal(count(Board(5, 5), CountKind::Paths, directed)), "1728");
    using Case = std::tuple<Board, CountKind, bool>;
    for (const auto& [board, kind, periodic] :
         {Case{Board(4, 30), CountKind::Paths, true}, Case{Board(4, 24), CountKind::Open, true},
          Case{Board(5, 6), CountKind::Open, false}, Case{Board(3, 40), CountKind::Closed, false},
          Case{Board(4, 20), CountKind::Paths, false}}) {
        CountOptions o = residues;
        o.periodic = periodic;
        o.threads = 2;
        const CountResult plain = count(board, kind);
        const CountResult r = count(board, kind, o);
        EXPECT_FALSE(r.past_128);
        EXPECT_EQ(count_decimal(r), count_decimal(plain)) << board.rows() << "x" << board.cols() << " " << to_string(kind);
    }
}

// Past 2^128: A070030 (closed tours on 3 x 2n), exact, in text and as the
// low 128 bits; directed counts are twice as many.
TEST(FrontierCountPast128, ClosedThreeByTwoN) {
    const CountResult r = count(Board(3, 100), CountKind::Closed);
    EXPECT_TRUE(r.past_128);
    EXPECT_EQ(count_decimal(r), k3x100);
    EXPECT_EQ(r.count, from_decimal(k3x100).low128());
    CountOptions plain;
    plain.periodic = false;
    EXPECT_EQ(count_decimal(count(Board(3, 120), CountKind::Closed, plain)), k3x120);
    CountOptions directed;
    directed.directed = true;
    EXPECT_EQ(count_decimal(count(Board(3, 120), CountKind::Closed, directed)), from_decimal(k3x120).mul_small(2).to_decimal());
    EXPECT_EQ(count_decimal(count(Board(3, 300), CountKind::Closed)), k3x300);
    EXPECT_EQ(count_decimal(count(Board(3, 340), CountKind::Closed)), k3x340);
}

// Every snapshot a count offers, as bytes (write_frontier_snapshot), with
// its total.
struct Snapshots {
    std::vector<std::string> bytes;
    std::vector<FrontierSnapshot> heads;  // parsed back, entries dropped
    std::string total;
};

Snapshots all_snapshots(const Board& board, const CountOptions& o) {
    Snapshots all;
    FrontierCounter counter(board, o);
    counter.set_checkpoint({nullptr, [&](const FrontierSnapshot& s) {
                                all.bytes.push_back(frontier_snapshot_bytes(s));
                            }});
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    all.total = count_decimal(r);
    for (const std::string& b : all.bytes) {
        FrontierSnapshot s;
        EXPECT_EQ(parse_frontier_snapshot(b, s), "");
        s.entries.clear();
        all.heads.push_back(std::move(s));
    }
    return all;
}

CountResult resumed(const Board& board, const CountOptions& o, const std::string& bytes) {
    FrontierCounter counter(board, o);
    if (std::string error = counter.resume_from(bytes); !error.empty()) {
        CountResult r;
        r.state = CountState::Failed;
        r.message = error;
        return r;
    }
    return counter.run();
}

// The first snapshot whose header `is` picks (all.heads.size() if none).
template <class Is>
std::size_t first_of(const Snapshots& all, Is is) {
    return static_cast<std::size_t>(std::find_if(all.heads.begin(), all.heads.end(), is) - all.heads.begin());
}

// Counts with test primes below 2^10 (many of them, a sweep in doubles).
CountOptions test_primes() {
    CountOptions o;
    o.residue_bits = 10;
    return o;
}

// Indices of the snapshots to resume from: in each sweep (modulus) the
// first, one in the middle and the last, and in the first sweep the first
// taken after its counts wrapped.
std::vector<std::size_t> picks(const Snapshots& all) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < all.heads.size(); ++i) {
        const auto& h = all.heads[i];
        const bool first = i == 0 || all.heads[i - 1].modulus != h.modulus;
        const bool last = i + 1 == all.heads.size() || all.heads[i + 1].modulus != h.modulus;
        const bool wrap = h.wrapped && h.modulus == 0 && (i == 0 || !all.heads[i - 1].wrapped);
        if (first || last || wrap) out.push_back(i);
        if (first) {
            std::size_t end = i;
            while (end + 1 < all.heads.size() && all.heads[end + 1].modulus == h.modulus) ++end;
            if (end > i + 1) out.push_back((i + end) / 2);
        }
    }
    return out;
}

// A count past 2^128 stopped in any of its sweeps (the one that wraps, the
// one in doubles, scaled past 2^512, the prime ones) resumes from its
// snapshot to the published count: A070030(50) and (170).
TEST(FrontierCountPast128, ResumesInEverySweep) {
    for (const auto& [board, total] : {std::pair{Board(3, 100), k3x100}, std::pair{Board(3, 340), k3x340}}) {
        const Snapshots all = all_snapshots(board, CountOptions{});
        ASSERT_EQ(all.total, total);
        int wrapped = 0, doubles = 0, scaled = 0, prime_sweeps = 0;
        for (std::size_t i : picks(all)) {
            const FrontierSnapshot& h = all.heads[i];
            wrapped += h.modulus == 0 && h.wrapped;
            doubles += h.modulus == frontier::kFloatCounts;
            scaled += h.float_scale > 0;
            prime_sweeps += h.modulus > frontier::kFloatCounts;
            if (h.modulus > frontier::kFloatCounts) {
                EXPECT_EQ(h.low128, from_decimal(total).low128());
                EXPECT_GT(h.bound_bits, 128);
            }
            const CountResult r = resumed(board, CountOptions{}, all.bytes[i]);
            EXPECT_EQ(r.state, CountState::Done) << r.message;
            EXPECT_EQ(count_decimal(r), total) << "snapshot " << i << " of sweep modulo " << h.modulus << ", step "
                                               << h.next_step << ", " << h.residues.size() << " residues";
        }
        EXPECT_GT(wrapped, 0);
        EXPECT_GT(prime_sweeps, 2);
        if (board.cols() == 340) {
            EXPECT_GT(doubles, 1);
            EXPECT_GT(scaled, 0);
        }
    }
}

// With test primes (below 2^10) a count takes the sweep in doubles and many
// prime sweeps: resumed in each, periodic or not, it gives the count of the
// 128-bit sweep (3x60 and 3x40 closed, A070030(30) and (20)).
TEST(FrontierCountPast128, ResumesInTheSweepInDoublesAndLaterPrimes) {
    for (const auto& [board, periodic] : {std::pair{Board(3, 60), true}, std::pair{Board(3, 40), false}}) {
        CountOptions o = test_primes();
        o.periodic = periodic;
        const std::string total = count_decimal(count(board, CountKind::Closed));
        const Snapshots all = all_snapshots(board, o);
        ASSERT_EQ(all.total, total);
        int doubles = 0, later_primes = 0, pairs = 0;
        for (std::size_t i : picks(all)) {
            const FrontierSnapshot& h = all.heads[i];
            doubles += h.modulus == frontier::kFloatCounts;
            later_primes += !h.residues.empty();
            pairs += h.modulus2 != 0;
            const CountResult r = resumed(board, o, all.bytes[i]);
            EXPECT_EQ(r.state, CountState::Done) << r.message;
            EXPECT_EQ(count_decimal(r), total) << "snapshot " << i << " of sweep modulo " << h.modulus << ", step "
                                               << h.next_step << ", " << h.residues.size() << " residues";
        }
        EXPECT_GT(doubles, 1);
        EXPECT_GT(later_primes, 3);
        EXPECT_GT(pairs, 3);
    }
}

// Bregman's bound: the 3x3 board's eight outer squares have two moves each
// (2!^(1/2) a square: 2^4 in all), and the bound holds every count the
// counter finds on small boards, directed, closed and paths, masks too.
TEST(TourBound, BregmansBoundHoldsTheCounts) {
    EXPECT_DOUBLE_EQ(log2_tour_bound(Board(3, 3), false), 4.0);
    // Paths: one more square joined to all nine (9!^(1/9)); the centre has it alone.
    EXPECT_NEAR(log2_tour_bound(Board(3, 3), true), 8 * std::log2(6.0) / 3 + std::log2(362880.0) / 9, 1e-12);
    Board masked(6, 6);
    masked.set_removed(masked.square(0, 0), true);
    masked.set_removed(masked.square(5, 5), true);
    for (const Board& board : {Board(5, 6), Board(6, 6), Board(3, 12), Board(5, 8), masked}) {
        for (CountKind kind : {CountKind::Closed, CountKind::Paths}) {
            const double directed = 2 * static_cast<double>(count(board, kind).count);
            EXPECT_LE(std::log2(directed), log2_tour_bound(board, kind == CountKind::Paths))
                << board.rows() << "x" << board.cols();
        }
    }
}

// The residue sweeps take as many primes as the lower of the first
// sweep's bound and Bregman's needs: on 6x26 closed (A175881(26), past
// 2^128) Bregman's 231 bits against the first sweep's 298, so two primes,
// found in one sweep of pairs, and no sweep in doubles.
TEST(FrontierCountPast128, TakesTheLowerBound) {
    const Board board(6, 26);
    std::vector<FrontierSnapshot> heads;  // the headers alone: writing every step's states takes long
    FrontierCounter counter(board, CountOptions{});
    counter.set_checkpoint({nullptr, [&](const FrontierSnapshot& s) {
                                heads.push_back(s);
                                heads.back().entry_pieces = nullptr;
                            }});
    EXPECT_EQ(counter.run().state, CountState::Done);
    const int bregman = static_cast<int>(std::ceil(log2_tour_bound(board, false))) + 2;
    int prime_sweeps = 0;
    for (const FrontierSnapshot& h : heads) {
        EXPECT_NE(h.modulus, frontier::kFloatCounts);
        if (h.modulus <= frontier::kFloatCounts) continue;
        ++prime_sweeps;
        EXPECT_EQ(h.bound_bits, bregman);
        EXPECT_NE(h.modulus2, 0u);
    }
    EXPECT_GT(prime_sweeps, 0);
}

// A sweep of pairs of residues takes 8 bytes a state more than a sweep of
// one: where it outgrows the memory budget, the count goes on one prime a
// sweep and still ends (6x8 closed with test primes: the first sweep fits
// 16 MB, the sweep of doubles and a residue does not).
TEST(FrontierCountPast128, PairsOverTheBudgetGoOnOnePrimeASweep) {
    CountOptions o;
    o.residue_bits = 20;
    o.threads = 1;
    o.max_memory_bytes = std::uint64_t(16) << 20;
    FrontierCounter counter(Board(6, 8), o);
    int pairs = 0, singles = 0;
    counter.set_checkpoint({nullptr, [&](const FrontierSnapshot& s) {
                                if (s.modulus2 != 0) ++pairs;
                                if (s.modulus > frontier::kFloatCounts && s.modulus2 == 0) ++singles;
                            }});
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    EXPECT_EQ(count_decimal(r), "55488142");
    EXPECT_GT(pairs, 0);
    EXPECT_GT(singles, 0);
}

// A sweep of one prime saved where this build sweeps two at once (as
// version-3 checkpoints were made) resumes as it was saved, and the count
// goes on in pairs after it: A070030(30), 3x60 closed, with test primes.
TEST(FrontierCountPast128, ResumesASweepOfOnePrimeWhereTwoWouldGo) {
    const CountOptions o = test_primes();
    const Board board(3, 60);
    const Snapshots all = all_snapshots(board, o);
    const std::size_t pair =
        first_of(all, [](const FrontierSnapshot& h) { return h.modulus > frontier::kFloatCounts && h.modulus2 != 0; });
    ASSERT_LT(pair, all.heads.size());
    FrontierSnapshot s;
    ASSERT_EQ(parse_frontier_snapshot(all.bytes[pair], s), "");
    ASSERT_EQ(s.count_bytes, 16u);
    // The same states with the first prime's residues alone: the high halves zero.
    std::string entries(s.entries[0]);
    const std::size_t entry = s.key_bytes + s.count_bytes;
    for (std::size_t at = 0; at < entries.size(); at += entry) entries.replace(at + s.key_bytes + 8, 8, 8, '\0');
    s.entries = {entries};
    s.modulus2 = 0;
    std::string one_prime = frontier_snapshot_bytes(s);
    const CountResult r = resumed(board, o, one_prime);
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    EXPECT_EQ(count_decimal(r), all.total);
}

// Open tours: the closed sweeps' snapshots carry the paths count, past
// 2^128 too (3x100 paths), and resume to the same open count.
TEST(FrontierCountPast128, OpenResumesWithTheBigPathsCount) {
    CountOptions o;
    o.kind = CountKind::Open;
    const Board board(3, 100);
    const Snapshots all = all_snapshots(board, o);
    std::size_t closed = 0, later = 0;
    for (std::size_t i = 0; i < all.heads.size(); ++i) {
        if (all.heads[i].phase == 1 && closed == 0) closed = i;
        if (all.heads[i].phase == 1 && all.heads[i].modulus > frontier::kFloatCounts) later = i;
    }
    ASSERT_GT(closed, 0u);
    ASSERT_GT(later, closed);
    EXPECT_GT(all.heads[closed].earlier.bit_length(), 128);
    for (std::size_t i : {closed, later}) {
        const CountResult r = resumed(board, o, all.bytes[i]);
        EXPECT_EQ(count_decimal(r), all.total) << "snapshot " << i;
    }
}

// A snapshot of another sweep setup is refused: other test primes, residues
// of other primes or a bound above the first sweep's.
TEST(FrontierCountPast128, SnapshotsOfOtherSweepsAreRefused) {
    const CountOptions o = test_primes();
    const Board board(3, 60);
    const Snapshots all = all_snapshots(board, o);
    const std::size_t later = first_of(all, [](const FrontierSnapshot& h) { return h.residues.size() >= 2; });
    ASSERT_LT(later, all.heads.size());
    const auto refused = [&](const CountOptions& opt, const std::string& bytes, const std::string& why) {
        const CountResult r = resumed(board, opt, bytes);
        EXPECT_EQ(r.state, CountState::Failed);
        EXPECT_NE(r.message.find(why), std::string::npos) << r.message;
    };
    CountOptions other = o;
    other.residue_bits = 12;
    refused(other, all.bytes[later], "another sweep order or constraints");
    refused(CountOptions{}, all.bytes[later], "another sweep order or constraints");
    const auto rewritten = [&](auto change) {
        FrontierSnapshot s;
        EXPECT_EQ(parse_frontier_snapshot(all.bytes[later], s), "");
        change(s);
        return frontier_snapshot_bytes(s);
    };
    refused(o, rewritten([](FrontierSnapshot& s) { s.residues[0].first = 1019 - 2; }), "residues of other primes");
    refused(o, rewritten([](FrontierSnapshot& s) { s.residues.pop_back(); }), "another prime");
    refused(o, rewritten([](FrontierSnapshot& s) { s.bound_bits += 60; }), "above its first sweep's bound");
    refused(o, rewritten([](FrontierSnapshot& s) { s.modulus2 = 1; }), "damaged sweeps (second prime 1)");
    refused(o, rewritten([](FrontierSnapshot& s) { s.modulus2 = 1013 - 4; }), "another prime");
}

}  // namespace
}  // namespace kt
