#include "count/subchain_runner.h"

#include <algorithm>

namespace kt::subchains {

ClassResult count_class(const SubchainClasses& classes, std::size_t index) {
    SubchainCounter counter(classes.board(), classes.representative(index));
    return {index, classes.info(index).size, counter.run()};
}

SubchainRunner::SubchainRunner(const SubchainClasses& classes, std::vector<std::size_t> indices, int threads,
                               std::function<void(const ClassResult&)> on_result)
    : classes_(classes), indices_(std::move(indices)), thread_count_(std::max(1, threads)), on_result_(std::move(on_result)) {
    if (auto why = counting_refusal(classes.board())) throw BoardError(*why);
    active_.assign(static_cast<std::size_t>(thread_count_), nullptr);
}

SubchainRunner::~SubchainRunner() {
    cancel();
    wait();
}

void SubchainRunner::start() {
    if (!threads_.empty()) return;
    running_ = thread_count_;
    for (int i = 0; i < thread_count_; ++i) threads_.emplace_back([this, i] { work(static_cast<std::size_t>(i)); });
}

void SubchainRunner::wait() {
    for (auto& t : threads_)
        if (t.joinable()) t.join();
}

void SubchainRunner::cancel() {
    cancelled_ = true;
    std::lock_guard lock(mutex_);
    for (SubchainCounter* counter : active_)
        if (counter) counter->cancel();
}

void SubchainRunner::work(std::size_t worker) {
    try {
        count_classes(worker);
    } catch (const std::exception& e) {
        {
            std::lock_guard lock(mutex_);
            active_[worker] = nullptr;
            if (error_.empty()) error_ = e.what();
        }
        cancel();
    }
    --running_;
}

std::string SubchainRunner::error() const {
    std::lock_guard lock(mutex_);
    return error_;
}

void SubchainRunner::count_classes(std::size_t worker) {
    while (!cancelled_) {
        const std::size_t slot = next_++;
        if (slot >= indices_.size()) break;
        const std::size_t index = indices_[slot];
        SubchainCounter counter(classes_.board(), classes_.representative(index));
        {
            std::lock_guard lock(mutex_);
            if (cancelled_) break;
            active_[worker] = &counter;
        }
        ClassResult result{index, classes_.info(index).size, counter.run()};
        std::lock_guard lock(mutex_);
        active_[worker] = nullptr;
        if (!result.result.completed) break;
        ++done_;
        tours_done_ += result.result.count;
        nodes_done_ += result.result.nodes;
        if (on_result_) on_result_(result);
    }
}

RunnerProgress SubchainRunner::progress() const {
    std::lock_guard lock(mutex_);
    RunnerProgress p;
    p.classes_done = done_;
    p.classes_total = indices_.size();
    p.tours_done = tours_done_;
    p.nodes = nodes_done_;
    for (const SubchainCounter* counter : active_)
        if (counter) {
            p.tours_running += counter->tours_so_far();
            p.nodes += counter->nodes_so_far();
        }
    return p;
}

}  // namespace kt::subchains
