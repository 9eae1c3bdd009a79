// Which classes a subchain run counts, the size x count tallies, and the
// sampled estimate of the total: the engine side of what the CLI and the page
// both show.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

#include "engine.h"

using namespace kt;
using namespace kt::subchains;

namespace {

const SubchainClasses& six_by_six() {
    static const SubchainClasses classes(Board(6, 6));
    return classes;
}

std::string selection_error(const std::function<void()>& f, std::string* part = nullptr) {
    try {
        f();
    } catch (const SelectionError& e) {
        if (part) *part = e.part();
        return e.what();
    }
    return "accepted";
}

}  // namespace

TEST(SubchainSelection, AllRangeClassAndShards) {
    const SubchainClasses& classes = six_by_six();
    ASSERT_EQ(classes.class_count(), 1299u);
    EXPECT_EQ(all_classes(classes).size(), 1299u);
    EXPECT_EQ(class_range(classes, 10, 12), (std::vector<std::size_t>{10, 11, 12}));
    EXPECT_EQ(one_class(classes, 1298), (std::vector<std::size_t>{1298}));
    EXPECT_EQ(shard_of({0, 1, 2, 3, 4, 5, 6}, 1, 3), (std::vector<std::size_t>{1, 4}));
    EXPECT_EQ(parse_selection(selection_text_all(), classes), all_classes(classes));
    EXPECT_EQ(parse_selection(selection_text_range("3-5"), classes), class_range(classes, 3, 5));
    EXPECT_EQ(parse_selection(selection_text_class(40), classes), one_class(classes, 40));
    EXPECT_EQ(parse_shard("2/4"), (std::pair<std::size_t, std::size_t>{2, 4}));
    EXPECT_EQ(index_ranges_text({0, 1, 2, 5, 7, 8}), "0-2, 5, 7-8");
    EXPECT_EQ(index_ranges_text({1, 3, 5}, 2), "1, 3, ...");
}

TEST(SubchainSelection, ErrorsSayWhatAndWhichPartWithoutNamingAnOption) {
    const SubchainClasses& classes = six_by_six();
    std::string part;
    EXPECT_EQ(selection_error([&] { class_range(classes, 9, 2); }, &part), "'9-2' starts after it ends");
    EXPECT_EQ(part, "range");
    EXPECT_EQ(selection_error([&] { parse_selection("range 0-99999", classes); }, &part),
              "'0-99999' goes past the last class 1298 of 6x6");
    EXPECT_EQ(selection_error([&] { one_class(classes, 99999); }, &part), "99999 is past the last class 1298 of 6x6");
    EXPECT_EQ(part, "class");
    EXPECT_EQ(selection_error([&] { parse_class_range("7"); }, &part), "'7' must be A-B");
    EXPECT_EQ(selection_error([&] { parse_class_index("-3", "class"); }), "'-3' is not a class index");
    EXPECT_EQ(selection_error([&] { parse_shard("4/4"); }, &part), "'4/4' needs 0 <= i < N");
    EXPECT_EQ(part, "shard");
    EXPECT_EQ(selection_error([&] { parse_selection("most", classes); }, &part), "unknown selection 'most'");
    EXPECT_EQ(part, "");
    EXPECT_NE(selection_error([&] { sample_classes(classes, 0, 1); }), "accepted");
    EXPECT_NE(selection_error([&] { sample_classes(classes, 1300, 1); }), "accepted");
}

TEST(SubchainSelection, SamplesAreDistinctAndRepeatable) {
    const SubchainClasses& classes = six_by_six();
    const auto a = sample_classes(classes, 300, 7), b = sample_classes(classes, 300, 7);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, sample_classes(classes, 300, 8));
    EXPECT_EQ(std::set<std::size_t>(a.begin(), a.end()).size(), 300u);
    EXPECT_TRUE(std::all_of(a.begin(), a.end(), [](std::size_t c) { return c < 1299; }));
    auto every = sample_classes(classes, 1299, 3);
    std::sort(every.begin(), every.end());
    EXPECT_EQ(every, all_classes(classes));
}

TEST(SubchainTally, SixBySixSizeTimesCountIs9862) {
    const SubchainClasses& classes = six_by_six();
    std::vector<ClassResult> results;
    for (std::size_t i : all_classes(classes)) results.push_back(count_class(classes, i));
    const SubchainTally t = tally(results);
    EXPECT_EQ(t.classes, 1299u);
    EXPECT_EQ(to_decimal(t.tours), "9862");
    EXPECT_GT(t.representatives, 0u);
    EXPECT_LT(t.representatives, 9862u);

    // Every class sampled: the estimate is the exact total, with no error left.
    const SampleEstimate whole = estimate_total(results, classes.class_count());
    EXPECT_NEAR(whole.total, 9862.0, 1e-6);
    EXPECT_EQ(whole.low, whole.total);
    EXPECT_EQ(whole.high, whole.total);

    // The estimate is unbiased: over many seeds it averages near the total.
    double mean_total = 0;
    constexpr int kSeeds = 200;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        std::vector<ClassResult> sampled;
        for (std::size_t i : sample_classes(classes, 300, static_cast<std::uint64_t>(seed))) sampled.push_back(results[i]);
        mean_total += estimate_total(sampled, classes.class_count()).total / kSeeds;
    }
    EXPECT_NEAR(mean_total, 9862.0, 9862.0 * 0.1);

    // A 300-class sample's interval is bounded and narrow enough to tell something.
    std::vector<ClassResult> sampled;
    for (std::size_t i : sample_classes(classes, 300, 1)) sampled.push_back(results[i]);
    const SampleEstimate e = estimate_total(sampled, classes.class_count());
    EXPECT_TRUE(e.bounded());
    EXPECT_GT(e.low, 9862.0 / 5);
    EXPECT_LT(e.high, 9862.0 * 3);
}

// The 95% interval keeps its word on 6x6, where every class is counted: 85%
// of its classes hold no tour and one holds 576 of the 9,862, the skew that
// made a normal interval hold the total only about half the time at ten
// classes (0.52, and 0.90 at 300).
TEST(SampleEstimate, NinetyFivePercentIntervalsCoverTheSixBySixTotal) {
    const SubchainClasses& classes = six_by_six();
    std::vector<double> population;
    for (std::size_t i : all_classes(classes)) {
        const ClassResult r = count_class(classes, i);
        population.push_back(static_cast<double>(r.size) * static_cast<double>(r.result.count));
    }
    for (std::size_t k : {10, 20, 50, 100, 300, 1000}) {
        const double covered = interval_coverage(population, k, 500, k);
        EXPECT_GE(covered, 0.93) << k << " classes";
    }
}

TEST(SampleEstimate, TheSampleIsAFloorAndTooFewToursLeaveItOpen) {
    // {2, 4, 6} of 10 classes: the total is 10 x mean 4; the sample's own 12 is a floor.
    const SampleEstimate e = estimate_total(std::vector<double>{2, 4, 6}, 10);
    EXPECT_EQ(e.samples, 3);
    EXPECT_EQ(e.with_tours, 3);
    EXPECT_DOUBLE_EQ(e.total, 40.0);
    EXPECT_TRUE(e.bounded());
    EXPECT_GE(e.low, 12.0);
    EXPECT_LT(e.low, 40.0);
    EXPECT_GT(e.high, 40.0);
    // One class with tours: nothing bounds the mean of such classes from above.
    const SampleEstimate one = estimate_total(std::vector<double>{0, 5, 0}, 10);
    EXPECT_EQ(one.with_tours, 1);
    EXPECT_FALSE(one.bounded());
    EXPECT_EQ(one.low, 5.0);
    EXPECT_FALSE(estimate_total(std::vector<double>{0, 0, 0, 0}, 10).bounded());
    EXPECT_EQ(estimate_total(std::vector<double>{}, 10).total, 0.0);
}
