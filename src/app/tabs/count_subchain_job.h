// One corner-subchain run of the Count tab: the board's classes, the chosen
// class indices and a SubchainRunner whose per-class callback appends to a
// result list the UI thread copies each frame. Cancelling never waits; the
// tab keeps cancelled jobs until their workers have stopped, then drops them.
#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine.h"

namespace kt::app {

class SubchainJob {
public:
    // `classes` is shared so a cached set outlives the job.
    SubchainJob(std::shared_ptr<const subchains::SubchainClasses> classes, std::vector<std::size_t> indices,
                int workers, bool sample);
    ~SubchainJob() = default;  // the runner cancels and joins its workers

    // A run that has finished stays finished: a late Cancel (a click as the
    // last class ends) does not mark it cancelled.
    void cancel() {
        if (runner_->finished()) return;
        cancelled_ = true;
        runner_->cancel();
    }
    bool finished() const { return runner_->finished(); }
    bool cancelled() const { return cancelled_; }
    bool sample() const { return sample_; }
    int workers() const { return workers_; }
    const subchains::SubchainClasses& classes() const { return *classes_; }
    const std::vector<std::size_t>& indices() const { return indices_; }
    subchains::RunnerProgress progress() const { return runner_->progress(); }
    // What stopped the run early, or "".
    std::string error() const { return runner_->error(); }
    // Results so far, in finishing order.
    std::vector<subchains::ClassResult> results() const;
    double seconds() const;

private:
    std::shared_ptr<const subchains::SubchainClasses> classes_;
    std::vector<std::size_t> indices_;
    int workers_;
    bool sample_;
    bool cancelled_ = false;
    mutable std::mutex mutex_;
    std::vector<subchains::ClassResult> results_;
    std::chrono::steady_clock::time_point begin_;
    mutable std::chrono::steady_clock::time_point end_{};
    std::unique_ptr<subchains::SubchainRunner> runner_;  // last: destroyed (joined) first
};

}  // namespace kt::app
