#include "tabs/count_subchain_job.h"

namespace kt::app {

SubchainJob::SubchainJob(std::shared_ptr<const subchains::SubchainClasses> classes, std::vector<std::size_t> indices,
                         int workers, bool sample)
    : classes_(std::move(classes)), indices_(std::move(indices)), workers_(workers), sample_(sample),
      begin_(std::chrono::steady_clock::now()) {
    runner_ = std::make_unique<subchains::SubchainRunner>(*classes_, indices_, workers_,
                                                          [this](const subchains::ClassResult& r) {
                                                              std::lock_guard lock(mutex_);
                                                              results_.push_back(r);
                                                          });
    runner_->start();
}

std::vector<subchains::ClassResult> SubchainJob::results() const {
    std::lock_guard lock(mutex_);
    return results_;
}

double SubchainJob::seconds() const {
    // Frozen at the first look after the workers stop.
    if (end_ == std::chrono::steady_clock::time_point{} && finished()) end_ = std::chrono::steady_clock::now();
    const auto end = end_ == std::chrono::steady_clock::time_point{} ? std::chrono::steady_clock::now() : end_;
    return std::chrono::duration<double>(end - begin_).count();
}

}  // namespace kt::app
