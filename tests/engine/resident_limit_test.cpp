// ResidentLimit: a memory budget on what the process holds, read through a
// probe only when what was taken since could reach the budget, with the
// heap trimmed before anything is refused.
#include <gtest/gtest.h>

#include <cstdint>

#include "core/resident_limit.h"

namespace kt {
namespace {

// A process whose resident size the test sets, and whose heap holds
// `free_bytes` that a trim gives back.
struct FakeProcess {
    std::uint64_t resident = 0, free_bytes = 0;
    int reads = 0, trims = 0;
    ResidentLimit limit(std::uint64_t budget) {
        return ResidentLimit([this] { ++reads; return resident; }, budget, [this] {
            ++trims;
            resident -= free_bytes;
            free_bytes = 0;
        });
    }
};

TEST(ResidentLimit, WithoutAProbeAdmitsAnything) {
    ResidentLimit limit({}, 100);
    EXPECT_TRUE(limit.admits(1000));
}

TEST(ResidentLimit, ReadsOnlyWhereTheBudgetComesNear) {
    FakeProcess process;
    process.resident = 50;
    ResidentLimit limit = process.limit(100);
    EXPECT_TRUE(limit.admits(10));  // the first call reads
    limit.taken(10);
    EXPECT_TRUE(limit.admits(30));  // 50 + 10 + 30: no reading
    limit.taken(30);
    EXPECT_EQ(process.reads, 1);
    process.resident = 90;  // what was taken, now resident
    EXPECT_FALSE(limit.admits(20));  // 90 + 20 after reading and trimming
    EXPECT_EQ(process.reads, 3);
    EXPECT_EQ(process.trims, 1);
    EXPECT_TRUE(limit.admits(10));  // 90 + 10 fits
}

TEST(ResidentLimit, TrimsTheHeapBeforeRefusing) {
    FakeProcess process;
    process.resident = 95;
    process.free_bytes = 40;
    ResidentLimit limit = process.limit(100);
    EXPECT_TRUE(limit.admits(30));
    EXPECT_EQ(process.trims, 1);
    EXPECT_EQ(process.resident, 55u);
}

TEST(ResidentLimit, CountsWhatWasAdmittedButNotYetTaken) {
    FakeProcess process;
    process.resident = 10;
    ResidentLimit limit = process.limit(100);
    EXPECT_TRUE(limit.admits(50));  // another thread's, not yet allocated
    process.resident = 60;          // something else grew
    EXPECT_FALSE(limit.admits(45)); // read anew: 60 + 50 pending + 45
    limit.taken(50);                // allocated only now
    process.resident = 60;
    EXPECT_TRUE(limit.admits(35));  // 60 + 35 after a reading
}

TEST(ResidentLimit, TakeTrimsFirstAndCountsWhatItTook) {
    FakeProcess process;
    process.resident = 80;
    process.free_bytes = 30;
    ResidentLimit limit = process.limit(100);
    EXPECT_TRUE(limit.take(40));  // fits once the heap is trimmed
    EXPECT_EQ(process.trims, 1);
    EXPECT_EQ(process.resident, 50u);
    process.resident += 40;          // taken
    EXPECT_TRUE(limit.admits(10));   // 50 + 40 + 10
    EXPECT_FALSE(limit.admits(10));  // 50 + 50 + 10; a reading: 90 + 10 + 10
    EXPECT_EQ(process.trims, 2);
    EXPECT_FALSE(limit.take(20));  // counted, yet past the budget: the work should stop
    process.resident += 20;        // taken
    EXPECT_FALSE(limit.within());
}

}  // namespace
}  // namespace kt
