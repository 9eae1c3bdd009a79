#include "tabs/count_subchain_job.h"

namespace kt::app {

SubchainJob::SubchainJob(std::shared_ptr<const subchains::SubchainClasses> classes, std::vector<std::size_t> indices,
                         int workers, bool sample)
    : classes_(std::move(classes)), workers_(workers), sample_(sample), begin_(std::chrono::steady_clock::now()) {
    run_ = std::make_unique<subchains::SubchainRun>(*classes_, subchains::RunPlan{{}, std::move(indices)});
    run_->start(workers_);
}

double SubchainJob::seconds() const {
    // Frozen at the first look after the workers stop.
    if (end_ == std::chrono::steady_clock::time_point{} && finished()) end_ = std::chrono::steady_clock::now();
    const auto end = end_ == std::chrono::steady_clock::time_point{} ? std::chrono::steady_clock::now() : end_;
    return std::chrono::duration<double>(end - begin_).count();
}

}  // namespace kt::app
