#include "tour_pipeline.h"

namespace kt::cli {

TourPipeline::TourPipeline(const Board& board, TourReader& reader, bool keep_text)
    : canon_(board), board_(board), reader_(reader), keep_text_(keep_text) {
    for (auto& b : batches_) {
        b.items.resize(kBatchSize);
        free_.push_back(&b);
    }
    worker_ = std::thread([this] { produce(); });
}

TourPipeline::Batch* TourPipeline::next() {
    if (finished_) return nullptr;
    std::unique_lock<std::mutex> lock(mutex_);
    ready_cv_.wait(lock, [this] { return !ready_.empty(); });
    Batch* b = ready_.front();
    ready_.pop_front();
    if (b->last) finished_ = true;
    if (error_) std::rethrow_exception(error_);
    return b;
}

void TourPipeline::done(Batch* b) {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        free_.push_back(b);
    }
    free_cv_.notify_one();
}

void TourPipeline::stop() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    free_cv_.notify_all();
    if (worker_.joinable()) worker_.join();
}

void TourPipeline::produce() {
    try {
        TourLine tl;
        std::string error;
        bool more = true;
        while (more) {
            Batch* b = nullptr;
            {
                std::unique_lock<std::mutex> lock(mutex_);
                free_cv_.wait(lock, [this] { return !free_.empty() || stopping_; });
                if (stopping_) return;
                b = free_.front();
                free_.pop_front();
            }
            b->count = 0;
            while (b->count < kBatchSize && (more = reader_.next(tl, error))) {
                Item& it = b->items[b->count++];
                it.line = tl.line;
                it.error.clear();
                it.error = tour_line_problem(canon_, board_, tl, error, it.codes);
                if (keep_text_) it.text.assign(tl.text);
            }
            b->last = !more;
            publish(b);
        }
    } catch (...) {
        std::lock_guard<std::mutex> lock(mutex_);
        error_ = std::current_exception();
        ready_.push_back(&batches_[0]);  // any batch: next() rethrows first
        batches_[0].last = true;
        ready_cv_.notify_one();
    }
}

void TourPipeline::publish(Batch* b) {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        ready_.push_back(b);
    }
    ready_cv_.notify_one();
}

}  // namespace kt::cli
