// Counts many classes on worker threads it owns: each worker takes the next
// class, counts its representative and reports it. Front ends reach it
// through SubchainRun (count/subchain_run.h).
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "count/subchain_classes.h"
#include "count/subchain_counter.h"
#include "count/subchain_run.h"

namespace kt::subchains {

class SubchainRunner {
public:
    // on_result runs on a worker thread, one call at a time, for each finished
    // class (not for cancelled ones). `classes` must outlive the runner.
    // Throws BoardError for a board the counter refuses (counting_refusal).
    SubchainRunner(const SubchainClasses& classes, std::vector<std::size_t> indices, int threads,
                   std::function<void(const ClassResult&)> on_result);
    ~SubchainRunner();
    SubchainRunner(const SubchainRunner&) = delete;
    SubchainRunner& operator=(const SubchainRunner&) = delete;

    void start();
    void wait();    // joins the workers
    void cancel();  // stops the classes in progress; they are not reported
    bool finished() const { return running_.load() == 0; }
    RunnerProgress progress() const;
    // What stopped a worker (it cancels the run), or "" (a worker thread must
    // not throw: that would end the program).
    std::string error() const;

private:
    void work(std::size_t worker);
    void count_classes(std::size_t worker);

    const SubchainClasses& classes_;
    std::vector<std::size_t> indices_;
    int thread_count_;
    std::function<void(const ClassResult&)> on_result_;
    std::vector<std::thread> threads_;
    std::atomic<std::size_t> next_{0};
    std::atomic<int> running_{0};
    std::atomic<bool> cancelled_{false};
    mutable std::mutex mutex_;               // guards everything below and on_result_
    std::vector<SubchainCounter*> active_;   // one slot per worker
    std::string error_;
    std::size_t done_ = 0;
    std::uint64_t tours_done_ = 0, nodes_done_ = 0;
};

}  // namespace kt::subchains
