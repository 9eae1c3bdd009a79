#include "rank/tour_table.h"

#include <chrono>

#include "rank/cut_table.h"
#include "rank/wide_table.h"

namespace kt {

TourTable::TourTable(const Board& board, bool paths, const TableLimits& limits) : plan_(make_rank_plan(board)) {
    const auto t0 = std::chrono::steady_clock::now();
    steppers_ = rank_steppers(board, plan_, paths);
    layers_ = limits.store ? cut_completions(board, plan_, paths, limits) : build_completions(board, plan_, paths, limits);
    stats_ = layers_->stats();
    stats_.frontier_width = plan_.max_stored;
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace kt
