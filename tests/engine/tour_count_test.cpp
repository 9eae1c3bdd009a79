// TourCount, the engine's one call for an exact count: the method policy
// (auto, frontier, search, both and their cross-check) and what each
// method refuses, against published figures (OEIS A001230, A165134).
#include <gtest/gtest.h>

#include <string>

#include "engine.h"

namespace kt {
namespace {

CountOptions of(CountKind kind, bool directed = false) {
    CountOptions o;
    o.kind = kind;
    o.directed = directed;
    return o;
}

TEST(TourCount, MethodNamesRoundTripAndMatchTheOptionsTable) {
    for (const auto method : {CountMethod::Auto, CountMethod::Frontier, CountMethod::Search, CountMethod::Both})
        EXPECT_EQ(count_method_named(to_string(method)), method);
    EXPECT_FALSE(count_method_named("magic"));
    EXPECT_FALSE(count_method_named(""));
    std::string offered;
    for (const OptionSpec& row : command_table(CommandTable::Count))
        if (std::string_view(row.name) == "method") offered = row.choices;
    std::string named;
    for (const auto name : kCountMethodNames) named += (named.empty() ? "" : "|") + std::string(name);
    EXPECT_EQ(offered, named);
}

TEST(TourCount, EveryMethodGivesThePublishedFigure) {
    // 6x6: 9,862 closed tours (A001230); 5x5: 1,728 directed paths (A165134).
    for (const auto method : {CountMethod::Auto, CountMethod::Frontier, CountMethod::Search, CountMethod::Both}) {
        const CountReport closed = TourCount(Board(6, 6), of(CountKind::Closed), method).run();
        EXPECT_EQ(closed.result.state, CountState::Done) << closed.result.message;
        EXPECT_EQ(count_decimal(closed.result), "9862") << to_string(method);
        const CountReport paths = TourCount(Board(5, 5), of(CountKind::Paths, true), method).run();
        EXPECT_EQ(count_decimal(paths.result), "1728") << to_string(method);
        EXPECT_EQ(paths.result.method, method == CountMethod::Search ? "search" : "frontier");
        EXPECT_EQ(paths.search.has_value(), method == CountMethod::Both);
    }
}

TEST(TourCount, BothReportsTheSearchBesideTheFrontier) {
    const CountReport r = TourCount(Board(5, 6), of(CountKind::Closed), CountMethod::Both).run();
    ASSERT_TRUE(r.search);
    EXPECT_EQ(r.search->method, "search");
    EXPECT_EQ(count_decimal(*r.search), "8");
    EXPECT_EQ(count_decimal(r.result), "8");
    EXPECT_GE(r.search_over_frontier(), 0.0);
    EXPECT_EQ(CountReport{}.search_over_frontier(), 0.0);
}

TEST(TourCount, CrossCheckFailsWhenTheMethodsDisagree) {
    CountResult frontier, search;
    frontier.state = search.state = CountState::Done;
    frontier.method = "frontier";
    frontier.count = 8;
    search.count = 8;
    EXPECT_EQ(cross_check(frontier, search).state, CountState::Done);
    search.count = 9;
    const CountResult bad = cross_check(frontier, search);
    EXPECT_EQ(bad.state, CountState::Failed);
    EXPECT_EQ(bad.message, "frontier counted 8 but search counted 9");
    search.state = CountState::Cancelled;
    EXPECT_EQ(cross_check(frontier, search).state, CountState::Cancelled);
    frontier.state = CountState::Failed;
    EXPECT_EQ(cross_check(frontier, search).state, CountState::Failed);
}

TEST(TourCount, SearchRefusesBoardsPast64Squares) {
    for (const auto method : {CountMethod::Search, CountMethod::Both}) {
        try {
            TourCount(Board(9, 9), of(CountKind::Closed), method);
            ADD_FAILURE() << "9x9 accepted by " << to_string(method);
        } catch (const CountError& e) {
            EXPECT_EQ(std::string(e.what()), "board 9x9 has more than 64 squares");
        }
    }
    EXPECT_NO_THROW(TourCount(Board(9, 9), of(CountKind::Closed), CountMethod::Auto));
    EXPECT_NO_THROW(TourCount(Board(8, 8), of(CountKind::Closed), CountMethod::Search));
}

TEST(TourCount, OnlyTheFrontierSpreadsAndSaves) {
    for (const auto method : {CountMethod::Search, CountMethod::Both}) {
        TourCount count(Board(4, 4), of(CountKind::Closed), method);
        EXPECT_FALSE(count.frontier_only());
        EXPECT_EQ(count.refusal(CountNeed::Spread), "only the frontier method spreads over ranks");
        EXPECT_EQ(count.refusal(CountNeed::Save), "only the frontier method saves its state");
        EXPECT_THROW(count.set_exchange(nullptr), CountError);
        EXPECT_THROW(count.set_checkpoint({}), CountError);
        EXPECT_THROW(count.resume_from(""), CountError);
    }
    TourCount count(Board(5, 6), of(CountKind::Closed), CountMethod::Frontier);
    EXPECT_TRUE(count.frontier_only());
    EXPECT_EQ(count.refusal(CountNeed::Spread), std::nullopt);
    EXPECT_EQ(count.refusal(CountNeed::Save), std::nullopt);
    int saves = 0;
    CheckpointHook hook;
    hook.want = [](const CountProgress&) { return true; };
    hook.write = [&](const FrontierSnapshot&) { ++saves; };
    count.set_checkpoint(hook);
    EXPECT_EQ(count_decimal(count.run().result), "8");
    EXPECT_GT(saves, 0);
}

TEST(TourCount, CancelledBeforeItRunsStopsEveryMethod) {
    for (const auto method : {CountMethod::Frontier, CountMethod::Search, CountMethod::Both}) {
        TourCount count(Board(6, 6), of(CountKind::Closed), method);
        count.cancel();
        const CountReport r = count.run();
        EXPECT_EQ(r.result.state, CountState::Cancelled) << to_string(method);
        EXPECT_FALSE(r.search) << to_string(method);
    }
}

}  // namespace
}  // namespace kt
