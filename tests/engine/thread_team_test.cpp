// ThreadTeam: in_threads on threads kept from one run to the next.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "core/thread_team.h"

namespace {

TEST(ThreadTeam, RunsEveryIndexOnceAtOnce) {
    kt::ThreadTeam team(3);  // within the WebAssembly tests' pool of 4 threads
    for (int run = 0; run < 200; ++run) {
        const int threads = 1 + run % 3;
        std::vector<int> calls(3, 0);
        std::atomic<int> arrived{0};
        team.run(threads, [&](int t) {
            ++calls[static_cast<std::size_t>(t)];
            ++arrived;
            while (arrived.load() < threads) std::this_thread::yield();  // all at once, or this never ends
        });
        for (int t = 0; t < 3; ++t) ASSERT_EQ(calls[static_cast<std::size_t>(t)], t < threads ? 1 : 0) << run;
    }
}

TEST(ThreadTeam, IndexZeroRunsOnTheCaller) {
    kt::ThreadTeam team(2);
    std::thread::id zero;
    team.run(2, [&](int t) {
        if (t == 0) zero = std::this_thread::get_id();
    });
    EXPECT_EQ(zero, std::this_thread::get_id());
}

// A part that would start a run of its own can tell (the tour table's
// build then faults pages in on the calling thread instead).
TEST(ThreadTeam, SaysWhileARunIsUnderWay) {
    kt::ThreadTeam team(2);
    EXPECT_FALSE(team.running());
    std::atomic<int> seen{0};
    team.run(2, [&](int) { seen += team.running(); });
    EXPECT_EQ(seen.load(), 2);
    EXPECT_FALSE(team.running());
}

TEST(ThreadTeam, AnErrorInAnyThreadIsRaisedInTheCallerAndTheTeamGoesOn) {
    kt::ThreadTeam team(2);
    EXPECT_THROW(team.run(2, [](int t) {
        if (t == 1) throw std::runtime_error("budget spent");
    }),
                 std::runtime_error);
    std::atomic<int> sum{0};
    team.run(2, [&](int t) { sum += t + 1; });
    EXPECT_EQ(sum.load(), 3);
}

TEST(ThreadTeam, MoreThreadsThanTheTeamRunsOnTheTeam) {
    kt::ThreadTeam team(2);
    std::atomic<int> calls{0};
    team.run(5, [&](int) { ++calls; });
    EXPECT_EQ(calls.load(), 2);
}

// Items go to the threads as they finish: each once, a slow thread taking
// fewer while the other goes on.
TEST(ThreadTeam, EachItemGoesToOneThreadAndASlowThreadTakesFewer) {
    kt::ThreadTeam team(2);
    std::vector<std::atomic<int>> seen(200);
    std::atomic<int> by_slow{0};
    team.each(2, seen.size(), [&](int t, std::size_t i) {
        ++seen[i];
        if (t == 0) {
            ++by_slow;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });
    for (const auto& s : seen) EXPECT_EQ(s.load(), 1);
    EXPECT_LT(by_slow.load(), 100);
    int none = 0;
    team.each(2, 0, [&](int, std::size_t) { ++none; });
    EXPECT_EQ(none, 0);
}

}  // namespace
