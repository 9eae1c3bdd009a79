// The frontier counter spread over ranks (FrontierExchange): N ranks in
// threads of one process, joined by an in-memory exchange, must give the
// counts of one counter (OEIS A001230, A165134 figures), whatever N.
#include <gtest/gtest.h>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <tuple>

#include "engine.h"
#include "count/frontier_counter.h"

namespace kt {
namespace {

// What the ranks share: a mailbox per (sender, receiver) and a barrier.
struct Hub {
    explicit Hub(int n) : ranks(n), mail(n, std::vector<std::string>(n)), words(n) {}
    void barrier() {
        std::unique_lock lock(mutex);
        const std::uint64_t mine = generation;
        if (++arrived == ranks) {
            arrived = 0;
            ++generation;
            wake.notify_all();
        } else {
            wake.wait(lock, [&] { return generation != mine; });
        }
    }
    int ranks;
    std::vector<std::vector<std::string>> mail;
    std::vector<std::vector<std::uint64_t>> words;
    std::mutex mutex;
    std::condition_variable wake;
    int arrived = 0;
    std::uint64_t generation = 0;
};

class ThreadExchange : public FrontierExchange {
public:
    ThreadExchange(Hub& hub, int rank) : hub_(hub), rank_(rank) {}
    int rank() const override { return rank_; }
    int ranks() const override { return hub_.ranks; }
    std::vector<std::string> all_to_all(std::vector<std::string> outgoing) override {
        EXPECT_EQ(outgoing.size(), static_cast<std::size_t>(hub_.ranks));
        hub_.mail[static_cast<std::size_t>(rank_)] = std::move(outgoing);
        hub_.barrier();
        std::vector<std::string> in;
        for (auto& from : hub_.mail) in.push_back(std::move(from[static_cast<std::size_t>(rank_)]));
        hub_.barrier();  // nobody posts the next round before all have read
        return in;
    }
    std::vector<std::uint64_t> all_gather(const std::vector<std::uint64_t>& mine) override {
        hub_.words[static_cast<std::size_t>(rank_)] = mine;
        hub_.barrier();
        std::vector<std::uint64_t> all;
        for (const auto& w : hub_.words) all.insert(all.end(), w.begin(), w.end());
        hub_.barrier();
        return all;
    }

private:
    Hub& hub_;
    int rank_;
};

// Runs one counter per rank, with the options options_of(rank) (`setup`
// may add to each); every rank's result, by rank.
using Setup = std::function<void(FrontierCounter&, int)>;
std::vector<CountResult> count_on_ranks(const Board& board, const std::function<CountOptions(int)>& options_of,
                                        int ranks, const Setup& setup = {}) {
    Hub hub(ranks);
    std::vector<CountResult> results(static_cast<std::size_t>(ranks));
    std::vector<std::thread> threads;
    for (int r = 0; r < ranks; ++r) {
        threads.emplace_back([&, r] {
            ThreadExchange exchange(hub, r);
            FrontierCounter counter(board, options_of(r));
            counter.set_exchange(&exchange);
            if (setup) setup(counter, r);
            results[static_cast<std::size_t>(r)] = counter.run();
        });
    }
    for (auto& t : threads) t.join();
    return results;
}
std::vector<CountResult> count_on_ranks(const Board& board, const CountOptions& o, int ranks, const Setup& setup = {}) {
    return count_on_ranks(board, [&o](int) { return o; }, ranks, setup);
}

std::string single(const Board& board, const CountOptions& o) {
    FrontierCounter counter(board, o);
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    return to_decimal(r.count);
}

CountOptions of(CountKind kind, bool directed = false) {
    CountOptions o;
    o.kind = kind;
    o.directed = directed;
    return o;
}

void expect_all_ranks(const Board& board, const CountOptions& o, const std::string& want, int ranks) {
    const auto results = count_on_ranks(board, o, ranks);
    for (const CountResult& r : results) {
        EXPECT_EQ(r.state, CountState::Done) << r.message;
        EXPECT_EQ(to_decimal(r.count), want) << board.rows() << "x" << board.cols() << " on " << ranks << " ranks";
    }
}

TEST(FrontierExchange, PublishedFiguresOnOneToFourRanks) {
    for (int ranks = 1; ranks <= 4; ++ranks) {
        expect_all_ranks(Board(6, 6), of(CountKind::Closed), "9862", ranks);
        expect_all_ranks(Board(5, 5), of(CountKind::Paths, true), "1728", ranks);
        expect_all_ranks(Board(3, 10), of(CountKind::Closed), "16", ranks);
    }
}

TEST(FrontierExchange, OpenToursAndOtherShapesAgreeWithOneCounter) {
    for (const Board& b : {Board(5, 6), Board(4, 7), Board(4, 5, Leaper{1, 3})}) {
        for (CountKind kind : {CountKind::Closed, CountKind::Paths, CountKind::Open}) {
            const std::string want = single(b, of(kind));
            for (int ranks : {2, 3}) expect_all_ranks(b, of(kind), want, ranks);
        }
    }
}

// The count width is chosen from the whole frontier's total, so ranks widen
// at the same step; 5x20 closed passes 2^64.
TEST(FrontierExchange, CountsPastSixtyFourBits) {
    expect_all_ranks(Board(5, 20), of(CountKind::Closed), "53034853662012222798", 3);
    expect_all_ranks(Board(3, 60), of(CountKind::Closed), "83842346389750721268361216", 2);
}

// Compact slots (here on small frontiers too): the ranks switch to whole
// entries at the same step, from the whole frontier's big counts.
TEST(FrontierExchange, CompactSlotsOnRanks) {
    CountOptions o = of(CountKind::Closed);
    o.compact_from_states = 0;
    expect_all_ranks(Board(5, 20), o, "53034853662012222798", 3);
    expect_all_ranks(Board(6, 6), o, "9862", 2);
}

// The table is spread: each of 4 ranks holds far less than one process
// does, while every rank reports the whole frontier's peak states.
TEST(FrontierExchange, TheTableIsSpread) {
    FrontierCounter one(Board(6, 7), of(CountKind::Paths));
    const CountResult whole = one.run();
    const auto results = count_on_ranks(Board(6, 7), of(CountKind::Paths), 4);
    for (const CountResult& r : results) {
        EXPECT_EQ(r.count, whole.count);
        EXPECT_EQ(r.peak_states, whole.peak_states);
        EXPECT_LT(r.peak_memory_bytes, whole.peak_memory_bytes / 2);
    }
}

// Past 128 bits, as in one process: the sweep that wraps goes on modulo
// 2^128 on every rank, and the residue sweeps (with the estimate in
// doubles, scaled alike on every rank) are spread too. OEIS A070030(50)
// and (170): closed tours on 3x100 (152 bits) and 3x340 (546 bits, so the
// doubles are scaled); 5x20 closed with the test's small primes.
TEST(FrontierExchange, CountsPast128Bits) {
    using Case = std::tuple<Board, int, int, std::string>;
    for (const auto& [board, ranks, residue_bits, want] :
         {Case{Board(3, 100), 2, 0, "4861943174181138724903568742746024250554974208"},
          Case{Board(3, 340), 3, 0,
               "184879434961867042842506480896027050927323558496614681202727596967486674452743599892844643894248463361"
               "545360823185373994387343054907863066346644108553882926032355328"},
          Case{Board(5, 20), 2, 10, "53034853662012222798"}}) {
        CountOptions o = of(CountKind::Closed);
        o.residue_bits = residue_bits;
        for (const CountResult& r : count_on_ranks(board, o, ranks)) {
            EXPECT_EQ(r.state, CountState::Done) << r.message;
            EXPECT_EQ(count_decimal(r), want) << board.rows() << "x" << board.cols() << " on " << ranks << " ranks";
        }
    }
}

// A sweep of pairs of residues over the budget on one rank: every rank
// goes on without pairs, and they end with the count (6x8 closed with test
// primes; a whole sweep saves 47 times). Rank 0 alone gets a budget, stepped
// from too little for any sweep to enough for a whole sweep of pairs, so
// the test does not depend on exactly how many bytes 6x8's states take.
TEST(FrontierExchange, PairsOverTheBudgetOnARankStopThemOnAll) {
    int stopped_part_way = 0;
    for (std::uint64_t mb = 4; mb <= 11; ++mb) {
        const auto options_of = [mb](int rank) {
            CountOptions o = of(CountKind::Closed);
            o.residue_bits = 20;
            o.threads = 1;
            o.max_memory_bytes = rank == 0 ? mb << 20 : 0;
            return o;
        };
        std::vector<int> singles(2, 0), pairs(2, 0);
        const auto results = count_on_ranks(Board(6, 8), options_of, 2, [&](FrontierCounter& c, int rank) {
            c.set_checkpoint({nullptr, [&, rank](const FrontierSnapshot& s) {
                                  singles[static_cast<std::size_t>(rank)] += s.modulus > 1 && s.modulus2 == 0;
                                  pairs[static_cast<std::size_t>(rank)] += s.modulus2 != 0;
                              }});
        });
        EXPECT_EQ(results[0].state, results[1].state) << mb << " MB";
        if (results[0].state != CountState::Done) continue;  // too little even for single residues
        EXPECT_EQ(pairs[0], pairs[1]) << mb << " MB";
        EXPECT_EQ(singles[0], singles[1]) << mb << " MB";
        for (const CountResult& r : results) EXPECT_EQ(count_decimal(r), "55488142") << mb << " MB";
        if (pairs[0] > 0 && pairs[0] < 47) {
            ++stopped_part_way;
            EXPECT_GE(singles[0], 47) << mb << " MB";  // both residues again, one at a time
        }
    }
    EXPECT_GT(stopped_part_way, 0);
}

TEST(FrontierExchange, FailuresStopEveryRank) {
    // A budget too small for rank 0 stops the others too.
    CountOptions tight = of(CountKind::Paths);
    tight.max_memory_bytes = 1 << 16;
    for (const CountResult& r : count_on_ranks(Board(5, 6), tight, 2)) EXPECT_EQ(r.state, CountState::Failed);
    // One rank cancelled part way: it says so, the others stop too.
    const auto cancelled = count_on_ranks(Board(5, 6), of(CountKind::Paths), 3, [](FrontierCounter& c, int rank) {
        if (rank == 1) c.set_progress([&c](const CountProgress& p) { if (p.square == 10) c.cancel(); });
    });
    EXPECT_EQ(cancelled[1].state, CountState::Cancelled);
    EXPECT_EQ(cancelled[0].state, CountState::Failed);
    EXPECT_EQ(cancelled[2].message, "another rank stopped the count");
}

// Each rank saves its own states at the same step, with the same serial;
// resumed from them on as many ranks, the count is the one counter's. On
// another number of ranks, or with the files swapped, every rank refuses.
TEST(FrontierExchange, CheckpointsResumeOnTheSameRanks) {
    const Board board(5, 7);  // 66,244 states after square 26: spread over both ranks
    const CountOptions o = of(CountKind::Paths);
    const std::string want = single(board, o);
    std::vector<std::string> saved(2);
    std::vector<int> commits(2);
    const auto saving = count_on_ranks(board, o, 2, [&](FrontierCounter& c, int rank) {
        const auto r = static_cast<std::size_t>(rank);
        c.set_checkpoint({[](const CountProgress& p) { return p.square == 26; },
                          [&saved, r](const FrontierSnapshot& s) {
                              saved[r] = frontier_snapshot_bytes(s);
                          },
                          [&commits, r] { ++commits[r]; }});
    });
    for (const CountResult& r : saving) EXPECT_EQ(to_decimal(r.count), want);
    EXPECT_EQ(commits, (std::vector<int>{1, 1}));
    std::vector<FrontierSnapshot> snaps(2);
    for (std::size_t r = 0; r < 2; ++r) {
        ASSERT_EQ(parse_frontier_snapshot(saved[r], snaps[r]), "");
        EXPECT_EQ(snaps[r].rank, r);
        EXPECT_EQ(snaps[r].ranks, 2u);
        EXPECT_EQ(snaps[r].serial, 1u);
        EXPECT_EQ(snaps[r].next_step, 26u);
    }
    EXPECT_GT(snaps[0].states + snaps[1].states, std::max(snaps[0].states, snaps[1].states));  // both hold some
    const auto resumed = [&](const std::vector<std::string>& files) {
        return count_on_ranks(board, o, 2, [&](FrontierCounter& c, int rank) {
            const std::string& file = files[static_cast<std::size_t>(rank)];
            if (!file.empty()) (void)c.resume_from(file);  // as the CLI: no file, no resume
        });
    };
    for (const CountResult& r : resumed(saved)) {
        EXPECT_EQ(r.state, CountState::Done) << r.message;
        EXPECT_EQ(to_decimal(r.count), want);
    }
    for (const CountResult& r : resumed({saved[1], saved[0]})) {
        EXPECT_EQ(r.state, CountState::Failed);
        EXPECT_NE(r.message.find("of rank"), std::string::npos) << r.message;
    }
    for (const CountResult& r : resumed({saved[0], std::string()}))
        EXPECT_NE(r.message.find("some ranks resume from a checkpoint and some do not"), std::string::npos) << r.message;
    const auto one_saves = count_on_ranks(board, o, 2, [](FrontierCounter& c, int rank) {
        if (rank == 0) c.set_checkpoint({{}, [](const FrontierSnapshot&) {}, {}});
    });
    for (const CountResult& r : one_saves)
        EXPECT_EQ(r.message, "some ranks save checkpoints and some do not");
    FrontierCounter alone(board, o);
    ASSERT_EQ(alone.resume_from(saved[0]), "");
    EXPECT_NE(alone.run().message.find("resume it on 2 ranks"), std::string::npos);
}

// What each rank holds (its committed save, the one it was writing): the
// ranks resume from the newest save they all hold.
TEST(FrontierExchange, RanksResumeFromTheirNewestCommonSave) {
    const auto save = [](std::uint64_t serial) {
        FrontierSnapshot s;
        s.serial = serial;
        return frontier_snapshot_bytes(s);
    };
    const auto choose = [](const std::vector<std::vector<std::string>>& held) {
        Hub hub(static_cast<int>(held.size()));
        std::vector<SnapshotChoice> choices(held.size());
        std::vector<std::thread> threads;
        for (std::size_t r = 0; r < held.size(); ++r)
            threads.emplace_back([&, r] {
                ThreadExchange exchange(hub, static_cast<int>(r));
                choices[r] = choose_snapshot_across_ranks(exchange, {held[r][0], held[r][1]});
            });
        for (auto& t : threads) t.join();
        return choices;
    };
    // Rank 0 renamed save 4 over save 3, rank 1 had not yet.
    auto c = choose({{save(4), ""}, {save(3), save(4)}, {save(4), ""}});
    EXPECT_EQ(c[0].index, 0u);
    EXPECT_EQ(c[1].index, 1u);
    EXPECT_EQ(c[2].index, 0u);
    // Rank 1 stopped while writing save 4: save 3 everywhere.
    std::string cut = save(4);
    cut.resize(cut.size() / 2);
    c = choose({{save(3), save(4)}, {save(3), cut}});
    EXPECT_EQ(c[0].index, 0u);
    EXPECT_EQ(c[1].index, 0u);
    // Nothing held: a fresh count. Saves of different counts: refused.
    c = choose({{"", ""}, {"", ""}});
    EXPECT_FALSE(c[0].index || c[1].index || !c[0].error.empty());
    c = choose({{save(2), ""}, {save(3), ""}});
    EXPECT_FALSE(c[0].index || c[1].index);
    EXPECT_NE(c[1].error.find("no save in common"), std::string::npos);
}

}  // namespace
}  // namespace kt
