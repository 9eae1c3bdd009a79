// SubchainRun and ResultsMerge: a subchain count as front ends drive it,
// with its checkpoint text resumed and saved, and shards' texts merged.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine.h"

namespace kt::subchains {
namespace {

const SubchainClasses& six() {
    static const SubchainClasses classes(Board(6, 6));
    return classes;
}

// The checkpoint text a run of `plan` saves while counting all its classes.
std::string counted_text(const RunPlan& plan) {
    SubchainRun run(six(), plan);
    std::string text = run.checkpoint_header();
    run.save_to([&](const std::string& line) { text += line; });
    run.count(2, [] {});
    return text;
}

void no_cut(std::size_t) { ADD_FAILURE() << "a whole text was cut"; }

template <class F>
std::string error_of(F&& f) {
    try {
        f();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

TEST(SubchainRun, PlanNamesTheRunAndItsShard) {
    const RunPlan plan = plan_run(six(), "all", "1/3");
    EXPECT_EQ(plan.header.board, "6x6");
    EXPECT_EQ(plan.header.selection, "all");
    EXPECT_EQ(plan.header.shard, "1/3");
    EXPECT_EQ(plan.selected, shard_of(all_classes(six()), 1, 3));
    EXPECT_EQ(plan_run(six(), "range 2-4", "").selected, (std::vector<std::size_t>{2, 3, 4}));
    EXPECT_THROW(plan_run(six(), "all", "3/3"), SelectionError);
}

TEST(SubchainRun, CountsEveryClassSavesEachAndGivesTheTotal) {
    const RunPlan plan = plan_run(six(), "all", "");
    SubchainRun run(six(), plan);
    std::vector<std::string> lines;
    run.save_to([&](const std::string& line) { lines.push_back(line); });
    int ticks = 0;
    run.count(2, [&] { ++ticks; });
    EXPECT_GE(ticks, 1);
    EXPECT_EQ(lines.size(), six().class_count());
    EXPECT_EQ(run.results().size(), six().class_count());
    EXPECT_EQ(run.classes_done(), six().class_count());
    EXPECT_TRUE(run.todo().empty());
    EXPECT_EQ(to_decimal(run.totals().tours), "9862");
    EXPECT_EQ(run.progress().tours_running, 0u);
}

TEST(SubchainRun, ResumesFromItsCheckpointAndCutsATornTail) {
    const RunPlan plan = plan_run(six(), "all", "");
    SubchainRun first(six(), plan);
    std::string text = first.checkpoint_header();
    first.save_to([&](const std::string& line) { text += line; });
    for (std::size_t i = 0; i < 5; ++i) first.record(count_class(six(), i));
    const std::size_t whole = text.size();
    text += "{\"class\":5,\"si";

    SubchainRun second(six(), plan);
    std::size_t cut = 0;
    second.resume(text, "c.txt", [&](std::size_t bytes) { cut = bytes; });
    EXPECT_EQ(cut, whole);
    EXPECT_EQ(second.classes_done(), 5u);
    EXPECT_EQ(second.todo().size(), six().class_count() - 5);
    EXPECT_EQ(second.totals().tours, first.totals().tours);
    // Reading the same text again (an MPI run's rank 0 does, to cut it) adds nothing.
    second.resume(text, "c.txt", [](std::size_t) {});
    EXPECT_EQ(second.classes_done(), 5u);
    EXPECT_EQ(second.totals().classes, 5u);
    second.count(2, [] {});
    EXPECT_EQ(second.results().size(), six().class_count() - 5);
    EXPECT_EQ(to_decimal(second.totals().tours), "9862");
}

TEST(SubchainRun, RefusesAnotherRunsCheckpointAndDamage) {
    const std::string range = counted_text(plan_run(six(), "range 0-3", ""));
    SubchainRun all(six(), plan_run(six(), "all", ""));
    EXPECT_THROW(all.resume(range, "c.txt", no_cut), RunError);
    EXPECT_EQ(error_of([&] { all.resume(range, "c.txt", no_cut); }), "'c.txt' belongs to another run (6x6, range 0-3)");
    SubchainRun shard(six(), plan_run(six(), "range 0-3", "0/2"));
    EXPECT_EQ(error_of([&] { shard.resume(range, "c.txt", no_cut); }),
              "'c.txt' belongs to another run (6x6, range 0-3)");

    // A text whose header fits but which holds a class the run does not count.
    const std::string header_only = shard.checkpoint_header();
    SubchainRun writer(six(), plan_run(six(), "range 0-3", "0/2"));
    std::string stray = header_only;
    writer.save_to([&](const std::string& line) { stray += line; });
    writer.record(count_class(six(), 1));
    EXPECT_EQ(error_of([&] { shard.resume(stray, "c.txt", no_cut); }), "'c.txt' holds class 1 outside this run");

    const std::string damaged = header_only + "not json\n" + header_only;
    EXPECT_THROW(shard.resume(damaged, "c.txt", no_cut), ResultsError);
    EXPECT_EQ(error_of([&] { shard.resume(damaged, "c.txt", no_cut); }), "'c.txt' line 2 is damaged");
    EXPECT_EQ(shard.classes_done(), 0u);
}

TEST(SubchainRun, CountsOneCombinationOnItsOwnThread) {
    const Combination c = six().representative(3);
    const SubchainResult r = count_combination(six().board(), c, [](std::uint64_t, std::uint64_t) {});
    EXPECT_TRUE(r.completed);
    EXPECT_EQ(r.count, count_class(six(), 3).result.count);
}

TEST(ResultsMerge, ShardsAddUpToTheWholeRun) {
    ResultsMerge merge;
    merge.add("a", counted_text(plan_run(six(), "all", "0/2")));
    merge.add("b", counted_text(plan_run(six(), "all", "1/2")));
    const RunHeader run = merge.run();
    EXPECT_EQ(run.board, "6x6");
    EXPECT_EQ(run.selection, "all");
    EXPECT_EQ(run.shard, "");
    const SubchainTally total = merge.total(all_classes(six()));
    EXPECT_EQ(total.classes, six().class_count());
    EXPECT_EQ(to_decimal(total.tours), "9862");
}

TEST(ResultsMerge, RefusesGapsOverlapsAndPartsOfOtherRuns) {
    const std::string a = counted_text(plan_run(six(), "range 0-5", "0/2"));
    const std::string b = counted_text(plan_run(six(), "range 0-5", "1/2"));
    const std::vector<std::size_t> selected = plan_run(six(), "range 0-5", "").selected;

    ResultsMerge gap;
    gap.add("a", a);
    EXPECT_EQ(error_of([&] { gap.total(selected); }), "incomplete: 3 of 6 classes missing: 1, 3, 5");

    ResultsMerge twice;
    twice.add("a", a);
    twice.add("a2", a);
    EXPECT_EQ(error_of([&] { twice.run(); }), "shard 0/2 given twice ('a2')");
    EXPECT_EQ(error_of([&] { twice.total(selected); }), "overlap: class 0 is in both 'a' and 'a2'");

    ResultsMerge other_split;
    other_split.add("a", a);
    other_split.add("c", counted_text(plan_run(six(), "range 0-5", "1/3")));
    EXPECT_EQ(error_of([&] { other_split.run(); }), "'c' is shard 1/3 of another split");

    ResultsMerge other_run;
    other_run.add("a", a);
    other_run.add("d", counted_text(plan_run(six(), "range 0-4", "1/2")));
    EXPECT_THROW(other_run.run(), RunError);
    EXPECT_EQ(error_of([&] { other_run.run(); }), "'d' is from another run (6x6, range 0-4) than 'a' (6x6, range 0-5)");

    ResultsMerge bad;
    EXPECT_EQ(error_of([&] { bad.add("e", ""); }), "'e' is empty");
    EXPECT_EQ(error_of([&] { bad.add("f", "{}\n{}\n"); }), "'f' is not a subchains result file (line 1)");
    EXPECT_THROW(bad.add("f", "{}\n{}\n"), ResultsError);
    EXPECT_EQ(bad.parts(), 0u);
    bad.add("b", b);
    EXPECT_EQ(bad.total({1, 3, 5}).classes, 3u);
}

}  // namespace
}  // namespace kt::subchains
