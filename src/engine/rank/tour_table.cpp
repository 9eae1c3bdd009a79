#include "rank/tour_table.h"

#include <chrono>
#include <string>

#include "rank/cut_table.h"

namespace kt {

TourTable::TourTable(const Board& board, bool paths, const TableLimits& limits) : plan_(make_rank_plan(board)) {
    const auto t0 = std::chrono::steady_clock::now();
    if (plan_.max_stored > kMaxRankWidth) {
        throw RankError("board " + std::to_string(board.rows()) + "x" + std::to_string(board.cols()) +
                        " is too big to number its tours: its frontier of " + std::to_string(plan_.max_stored) +
                        " squares is wider than the " + std::to_string(kMaxRankWidth) + " supported");
    }
    for (std::size_t i = 0; i < plan_.steps.size(); ++i)
        steppers_.emplace_back(plan_.steps[i], paths, i + 1 == plan_.steps.size());
    layers_ = limits.store ? cut_completions(board, plan_, paths, limits) : build_completions(board, plan_, paths, limits);
    stats_ = layers_->stats();
    stats_.frontier_width = plan_.max_stored;
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace kt
