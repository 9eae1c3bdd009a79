#include "count/tour_count.h"

#include <algorithm>
#include <iterator>

#include "count/frontier_counter.h"
#include "count/frontier_search.h"

namespace kt {

std::string_view to_string(CountMethod method) { return kCountMethodNames[static_cast<int>(method)]; }

std::optional<CountMethod> count_method_named(std::string_view name) {
    const auto* at = std::find(std::begin(kCountMethodNames), std::end(kCountMethodNames), name);
    if (at == std::end(kCountMethodNames)) return std::nullopt;
    return static_cast<CountMethod>(at - std::begin(kCountMethodNames));
}

double CountReport::search_over_frontier() const {
    return search && result.seconds > 0 ? search->seconds / result.seconds : 0.0;
}

CountResult cross_check(CountResult frontier, const CountResult& search) {
    if (frontier.state != CountState::Done || search.state != CountState::Done) {
        if (frontier.state == CountState::Done) return search;  // the search's failure or cancel decides
        return frontier;
    }
    if (exact_count(frontier) == exact_count(search)) return frontier;
    frontier.state = CountState::Failed;
    frontier.message = "frontier counted " + count_decimal(frontier) + " but search counted " + count_decimal(search);
    return frontier;
}

TourCount::TourCount(const Board& board, CountOptions options, CountMethod method) : method_(method) {
    if (method_ != CountMethod::Search) frontier_ = std::make_unique<FrontierCounter>(board, options);
    if (frontier_only()) return;
    if (board.square_count() > SearchCounter::kMaxSquares)
        throw CountError("board " + format_board_size(board) + " has more than " +
                         std::to_string(SearchCounter::kMaxSquares) + " squares");
    search_ = std::make_unique<SearchCounter>(board, std::move(options));
}

TourCount::~TourCount() = default;

bool TourCount::frontier_only() const { return method_ == CountMethod::Auto || method_ == CountMethod::Frontier; }

std::optional<std::string> TourCount::refusal(CountNeed need) const {
    if (frontier_only()) return std::nullopt;
    return std::string("only the frontier method ") + (need == CountNeed::Spread ? "spreads over ranks" : "saves its state");
}

void TourCount::require(CountNeed need) const {
    if (const auto why = refusal(need)) throw CountError(*why);
}

void TourCount::set_progress(ProgressFn fn) {
    if (frontier_) frontier_->set_progress(fn);
    if (search_) search_->set_progress(fn);
}

void TourCount::set_exchange(FrontierExchange* exchange) {
    require(CountNeed::Spread);
    exchange_ = exchange;
    frontier_->set_exchange(exchange);
}

void TourCount::set_checkpoint(CheckpointHook hook) {
    require(CountNeed::Save);
    frontier_->set_checkpoint(std::move(hook));
}

std::string TourCount::resume_from(std::string bytes) {
    require(CountNeed::Save);
    return frontier_->resume_from(std::move(bytes));
}

CountReport TourCount::run() {
    CountReport report;
    report.result = frontier_ ? frontier_->run() : search_->run();
    if (exchange_) {  // each rank knows its own memory only
        const auto held = exchange_->all_gather({report.result.peak_memory_bytes});
        report.result.peak_memory_bytes = *std::max_element(held.begin(), held.end());
    }
    if (method_ != CountMethod::Both || report.result.state != CountState::Done) return report;
    report.search = search_->run();
    report.result = cross_check(report.result, *report.search);
    return report;
}

void TourCount::cancel() {
    if (frontier_) frontier_->cancel();
    if (search_) search_->cancel();
}

}  // namespace kt
