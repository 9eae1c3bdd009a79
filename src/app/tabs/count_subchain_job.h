// One corner-subchain run of the Count tab: the board's classes and a
// SubchainRun of the chosen class indices, whose results the UI thread
// copies each frame. Cancelling never waits; the
// tab keeps cancelled jobs until their workers have stopped, then drops them.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "engine.h"

namespace kt::app {

class SubchainJob {
public:
    // `classes` is shared so a cached set outlives the job.
    SubchainJob(std::shared_ptr<const subchains::SubchainClasses> classes, std::vector<std::size_t> indices,
                int workers, bool sample);
    ~SubchainJob() = default;  // the run cancels and joins its workers

    // A run that has finished stays finished: a late Cancel (a click as the
    // last class ends) does not mark it cancelled.
    void cancel() {
        if (run_->finished()) return;
        cancelled_ = true;
        run_->cancel();
    }
    bool finished() const { return run_->finished(); }
    bool cancelled() const { return cancelled_; }
    bool sample() const { return sample_; }
    int workers() const { return workers_; }
    const subchains::SubchainClasses& classes() const { return *classes_; }
    const std::vector<std::size_t>& indices() const { return run_->plan().selected; }
    subchains::RunnerProgress progress() const { return run_->progress(); }
    // What stopped the run early, or "".
    std::string error() const { return run_->error(); }
    // Results so far, in finishing order.
    std::vector<subchains::ClassResult> results() const { return run_->results(); }
    double seconds() const;

private:
    std::shared_ptr<const subchains::SubchainClasses> classes_;
    int workers_;
    bool sample_;
    bool cancelled_ = false;
    std::chrono::steady_clock::time_point begin_;
    mutable std::chrono::steady_clock::time_point end_{};
    std::unique_ptr<subchains::SubchainRun> run_;  // last: destroyed (joined) first
};

}  // namespace kt::app
