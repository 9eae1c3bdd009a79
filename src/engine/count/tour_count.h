// One exact count as a front end asks for it: what to count (CountOptions)
// and by which method. The method policy lives here. Auto and frontier run
// the frontier counter; search runs the depth-first baseline (boards of at
// most 64 squares); both runs the frontier counter, then the search, and
// fails when they disagree. Only the frontier counter spreads over ranks
// and saves checkpoints. The counters themselves stay behind this class.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/board.h"
#include "count/checkpoint_hook.h"
#include "count/frontier_exchange.h"
#include "count/frontier_types.h"

namespace kt {

class FrontierCounter;
class SearchCounter;

enum class CountMethod { Auto, Frontier, Search, Both };
// In enum order: the names the count options table offers.
inline constexpr std::string_view kCountMethodNames[] = {"auto", "frontier", "search", "both"};
std::string_view to_string(CountMethod method);
std::optional<CountMethod> count_method_named(std::string_view name);

// A count this method cannot make, in words ("board 9x9 has more than 64 squares").
class CountError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

struct CountReport {
    CountResult result;                 // the count: the frontier's, or the search's under search
    std::optional<CountResult> search;  // under both: the search's, equal to result's count
    // Under both: how many times longer the search took (0 if unknown).
    double search_over_frontier() const;
};

// Under both: `frontier` unchanged when `search` counted the same, else
// Failed with "frontier counted X but search counted Y".
CountResult cross_check(CountResult frontier, const CountResult& search);

// What a front end may ask of a count beside the count itself.
enum class CountNeed { Spread, Save };

class TourCount {
public:
    using ProgressFn = std::function<void(const CountProgress&)>;

    // Throws CountError when `method` cannot count this board.
    TourCount(const Board& board, CountOptions options, CountMethod method = CountMethod::Auto);
    ~TourCount();
    TourCount(const TourCount&) = delete;
    TourCount& operator=(const TourCount&) = delete;

    // Whether the method counts by the frontier counter alone, the one
    // that spreads over ranks and saves checkpoints (auto and frontier).
    bool frontier_only() const;
    // Why this method cannot do `need` ("only the frontier method spreads
    // over ranks"), or nothing when it can: a front end asks before it
    // starts what the need takes (MPI, a file).
    std::optional<std::string> refusal(CountNeed need) const;
    // Called from the thread that runs run(); keep it quick.
    void set_progress(ProgressFn fn);
    // Spreads the count over ranks (FrontierCounter::set_exchange): every
    // rank's report holds the whole count and the most memory any rank held.
    // Throws CountError unless frontier_only().
    void set_exchange(FrontierExchange* exchange);
    // Saves between steps through `hook`. Throws CountError as set_exchange.
    void set_checkpoint(CheckpointHook hook);
    // Resumes from saved bytes: "" when usable, else what is wrong (and
    // run() then fails with it). Throws CountError as set_exchange.
    std::string resume_from(std::string bytes);
    // Counts to the end, or until cancel() or the memory budget stops it.
    CountReport run();
    // Safe from any thread.
    void cancel();

private:
    void require(CountNeed need) const;

    CountMethod method_;
    FrontierExchange* exchange_ = nullptr;
    std::unique_ptr<FrontierCounter> frontier_;  // all methods but search
    std::unique_ptr<SearchCounter> search_;      // search and both
};

}  // namespace kt
