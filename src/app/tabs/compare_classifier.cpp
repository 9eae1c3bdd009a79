#include "tabs/compare_classifier.h"

#include "background.h"

namespace kt::app {

CompareJob::CompareJob(std::string text, Board board) {
    start_background([shared = shared_, text = std::move(text), board = std::move(board)] {
        CompareResult r = classify_tours(text, board, &shared->cancel);
        std::lock_guard<std::mutex> lock(shared->mutex);
        shared->result = std::move(r);
        shared->done = true;
    });
}

CompareJob::~CompareJob() { shared_->cancel = true; }

std::optional<CompareResult> CompareJob::take() {
    if (!shared_->done) return std::nullopt;
    std::lock_guard<std::mutex> lock(shared_->mutex);
    std::optional<CompareResult> out = std::move(shared_->result);
    shared_->result.reset();
    return out;
}

}  // namespace kt::app
